import Foundation
@_exported import PlaceholderImage

/// Pixel comparison with pixelmatch's semantics (mapbox/pixelmatch 5.x): the YIQ colour
/// delta of Kotsarenko and Ramos over pixels blended onto white, and Vysniauskas's
/// anti-aliasing detector, so counts equal pixelmatch's for the same pair and options.
public enum PixelDiff {
    /// The colours of the diff image.
    public static let mismatchColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    /// A mismatch where the actual pixel is darker than the expected one.
    public static let darkerMismatchColor: (UInt8, UInt8, UInt8) = (0, 90, 255)
    /// Pixels that differ only by anti-aliasing.
    public static let antialiasingColor: (UInt8, UInt8, UInt8) = (255, 255, 0)
    /// How strongly the expected image shows through the diff image.
    public static let fadeAlpha = 0.1

    /// Compares `actual` with `expected`; draws a diff image when `makeImage`.
    public static func compare(expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions(),
                               makeImage: Bool = false) -> (result: DiffResult, image: RGBAImage?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            return (DiffResult(sizeMismatch: SizeMismatch(expected: (expected.width, expected.height),
                                                          actual: (actual.width, actual.height))), nil)
        }
        let width = expected.width
        let height = expected.height
        // The diff image, drawn into only when asked for.
        var output = makeImage ? [UInt8](repeating: 0, count: expected.pixels.count) : []
        if samePixels(expected, actual) {
            if makeImage {
                for i in 0..<(width * height) { drawGray(expected.pixels, i * 4, into: &output) }
            }
            return (DiffResult(width: width, height: height, mismatchedPixels: 0, antialiasedPixels: 0),
                    makeImage ? RGBAImage(width: width, height: height, checkedPixels: output) : nil)
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        var mismatched = 0
        var antialiased = 0
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    for x in 0..<width {
                        let pos = (y * width + x) * 4
                        let delta = colorDelta(a, b, pos, pos, yOnly: false)
                        let differs: Bool
                        if let limit = options.perceptualDeltaE {
                            differs = delta != 0 && CIEDE2000.difference(a, pos, b, pos) > limit
                        } else {
                            differs = abs(delta) > maxDelta
                        }
                        if differs {
                            if !options.includeAntialiasing
                                && (isAntialiased(a, x, y, width, height, b) || isAntialiased(b, x, y, width, height, a)) {
                                antialiased += 1
                                if makeImage { draw(antialiasingColor, pos, into: &output) }
                            } else {
                                mismatched += 1
                                if makeImage { draw(delta < 0 ? darkerMismatchColor : mismatchColor, pos, into: &output) }
                            }
                        } else if makeImage {
                            drawGray(expected.pixels, pos, into: &output)
                        }
                    }
                }
            }
        }
        return (DiffResult(width: width, height: height, mismatchedPixels: mismatched, antialiasedPixels: antialiased),
                makeImage ? RGBAImage(width: width, height: height, checkedPixels: output) : nil)
    }

    /// Byte equality with memcmp: the fast path for identical images.
    static func samePixels(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
        guard a.pixels.count == b.pixels.count else { return false }
        guard !a.pixels.isEmpty else { return true }
        return a.pixels.withUnsafeBytes { x in b.pixels.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    // MARK: pixelmatch's colour metric

    /// Squared YIQ distance between pixel k of `a` and pixel m of `b` (or the brightness
    /// difference alone), negative when `b`'s pixel is darker.
    static func colorDelta(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        var r1 = Double(a[k]), g1 = Double(a[k + 1]), b1 = Double(a[k + 2])
        let a1 = a[k + 3]
        var r2 = Double(b[m]), g2 = Double(b[m + 1]), b2 = Double(b[m + 2])
        let a2 = b[m + 3]
        if a1 == a2 && a[k] == b[m] && a[k + 1] == b[m + 1] && a[k + 2] == b[m + 2] { return 0 }
        if a1 < 255 {
            let alpha = Double(a1) / 255
            r1 = blend(r1, alpha); g1 = blend(g1, alpha); b1 = blend(b1, alpha)
        }
        if a2 < 255 {
            let alpha = Double(a2) / 255
            r2 = blend(r2, alpha); g2 = blend(g2, alpha); b2 = blend(b2, alpha)
        }
        let y1 = rgb2y(r1, g1, b1)
        let y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
    /// A colour component of opacity `alpha` over white.
    static func blend(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }

    // MARK: anti-aliasing detection

    /// Whether pixel (x1, y1) of `image` looks like anti-aliasing: it has both darker and
    /// brighter neighbours, at most two equal ones, and its darkest or brightest neighbour
    /// sits in a flat area in both images. The neighbour order (x outer, y inner) matters
    /// for ties and is pixelmatch's.
    static func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                              _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(image, image, pos, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta; minX = x; minY = y
                } else if delta > maximum {
                    maximum = delta; maxX = x; maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(image, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    /// Whether the pixel has three or more neighbours of exactly its colour.
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let pos2 = (y * width + x) * 4
                if image[pos] == image[pos2] && image[pos + 1] == image[pos2 + 1]
                    && image[pos + 2] == image[pos2 + 2] && image[pos + 3] == image[pos2 + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    // MARK: drawing the diff image

    private static func draw(_ color: (UInt8, UInt8, UInt8), _ pos: Int, into pixels: inout [UInt8]) {
        pixels[pos] = color.0
        pixels[pos + 1] = color.1
        pixels[pos + 2] = color.2
        pixels[pos + 3] = 255
    }

    /// The expected pixel as a faded grey over white.
    private static func drawGray(_ source: [UInt8], _ pos: Int, into pixels: inout [UInt8]) {
        let luma = rgb2y(Double(source[pos]), Double(source[pos + 1]), Double(source[pos + 2]))
        let value = UInt8(max(0, min(255, blend(luma, fadeAlpha * Double(source[pos + 3]) / 255))))
        draw((value, value, value), pos, into: &pixels)
    }
}
