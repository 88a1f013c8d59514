import FoundationEssentials
import PlaceholderImage

extension Diffing where Format == RGBAImage {
    /// Images stored as PNG and compared with pixelmatch's semantics (``PixelDiff``);
    /// a difference beyond `tolerance` fails, with a diff image as its artifact. The diff
    /// image is drawn only when the comparison fails. Its ``Diffing/measure`` gives the
    /// numbers of a pass too.
    public static func image(options: DiffOptions = DiffOptions(), tolerance: Tolerance = .exact,
                             compression: Int = PNGCodec.defaultCompression) -> Diffing {
        let measure: @Sendable (RGBAImage, RGBAImage) -> Comparison = { reference, actual in
            if reference.width == actual.width, reference.height == actual.height,
               (try? options.validate(width: actual.width, height: actual.height)) == nil {
                let difference = Difference(summary: "an ignored region is not inside the \(actual.width)×\(actual.height) image")
                return Comparison(difference: difference, mismatchedPixels: actual.width * actual.height, ratio: 1)
            }
            let result = PixelDiff.compare(expected: reference, actual: actual, options: options).result
            guard !tolerance.accepts(result) else {
                return Comparison(difference: nil, mismatchedPixels: result.mismatchedPixels, ratio: result.ratio)
            }
            var artifacts: [Artifact] = []
            if result.sizeMismatch == nil,
               let image = PixelDiff.compare(expected: reference, actual: actual, options: options, makeImage: true).image,
               let png = try? PNGCodec.encode(image, compression: compression) {
                artifacts.append(Artifact(kind: "diff", pathExtension: "png", data: png))
            }
            let difference = Difference(summary: "\(result.summary); tolerance \(tolerance)", artifacts: artifacts,
                                        mismatchedPixels: result.mismatchedPixels, ratio: result.ratio, mismatchBounds: result.mismatchBounds)
            return Comparison(difference: difference, mismatchedPixels: result.mismatchedPixels, ratio: result.ratio)
        }
        var diffing = Diffing(
            toData: { try PNGCodec.encode($0, compression: compression) },
            fromData: { try PNGCodec.decode($0, name: "reference") },
            diff: { measure($0, $1).difference })
        diffing.measure = measure
        diffing.ignoring = { regions in
            var options = options
            options.ignoredRegions += regions
            return .image(options: options, tolerance: tolerance, compression: compression)
        }
        return diffing
    }
}
