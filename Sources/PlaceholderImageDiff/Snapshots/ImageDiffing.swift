import FoundationEssentials
import PlaceholderImage

extension Diffing where Format == RGBAImage {
    /// Images stored as PNG and compared with pixelmatch's semantics (``PixelDiff``);
    /// a difference beyond `tolerance` fails, with a diff image as its artifact. The diff
    /// image is drawn only when the comparison fails.
    public static func image(options: DiffOptions = DiffOptions(), tolerance: Tolerance = .exact,
                             compression: Int = PNGCodec.defaultCompression) -> Diffing {
        var diffing = Diffing(
            toData: { try PNGCodec.encode($0, compression: compression) },
            fromData: { try PNGCodec.decode($0, name: "reference") },
            diff: { reference, actual in
                if reference.width == actual.width, reference.height == actual.height,
                   (try? options.validate(width: actual.width, height: actual.height)) == nil {
                    return Difference(summary: "an ignored region is not inside the \(actual.width)×\(actual.height) image")
                }
                let result = PixelDiff.compare(expected: reference, actual: actual, options: options).result
                guard !tolerance.accepts(result) else { return nil }
                var artifacts: [Artifact] = []
                if result.sizeMismatch == nil,
                   let image = PixelDiff.compare(expected: reference, actual: actual, options: options, makeImage: true).image,
                   let png = try? PNGCodec.encode(image, compression: compression) {
                    artifacts.append(Artifact(kind: "diff", pathExtension: "png", data: png))
                }
                return Difference(summary: "\(result.summary); tolerance \(tolerance)", artifacts: artifacts,
                                  mismatchedPixels: result.mismatchedPixels, ratio: result.ratio, mismatchBounds: result.mismatchBounds)
            })
        diffing.ignoring = { regions in
            var options = options
            options.ignoredRegions += regions
            return .image(options: options, tolerance: tolerance, compression: compression)
        }
        return diffing
    }
}
