import FoundationEssentials
import Glibc
import PlaceholderImage

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

    /// Compares `actual` with `expected`; draws a diff image when `makeImage`. Pixels of
    /// `options.ignoredRegions` (clipped to the image) count as equal and are drawn hatched.
    public static func compare(expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions(),
                               makeImage: Bool = false) -> (result: DiffResult, image: RGBAImage?) {
        compare(expected: expected, actual: actual, options: options, makeImage: makeImage, skippingEqualBlocks: true)
    }

    /// ``compare(expected:actual:options:makeImage:)``, pixel by pixel when not
    /// `skippingEqualBlocks` (the path the tests hold the fast one to, and `bench` times
    /// beside it).
    package static func compare(expected: RGBAImage, actual: RGBAImage, options: DiffOptions, makeImage: Bool,
                        skippingEqualBlocks: Bool) -> (result: DiffResult, image: RGBAImage?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            return (DiffResult(sizeMismatch: SizeMismatch(expected: (expected.width, expected.height),
                                                          actual: (actual.width, actual.height))), nil)
        }
        let width = expected.width
        let height = expected.height
        // The diff image, drawn into only when asked for.
        var output = makeImage ? [UInt8](repeating: 0, count: expected.pixels.count) : []
        let ignored = ignoredMask(options.ignoredRegions, width: width, rows: 0..<height)
        var counts = RowCounts()
        if samePixels(expected, actual) {
            if makeImage {
                expected.pixels.withUnsafeBufferPointer { source in
                    for i in 0..<(width * height) {
                        if ignored?[i] == true { drawHatch(i % width, i / width, i * 4, into: &output) } else { drawGray(source, i * 4, into: &output) }
                    }
                }
            }
        } else {
            expected.pixels.withUnsafeBufferPointer { a in
                actual.pixels.withUnsafeBufferPointer { b in
                    let window = Window(expected: a, actual: b, width: width, height: height, start: 0)
                    if makeImage {
                        counts = withUnsafeMutablePointer(to: &output) {
                            compareRows(0..<height, in: window, options: options, ignored: ignored, output: $0,
                                        skippingEqualBlocks: skippingEqualBlocks)
                        }
                    } else {
                        counts = compareRows(0..<height, in: window, options: options, ignored: ignored, output: nil,
                                             skippingEqualBlocks: skippingEqualBlocks)
                    }
                }
            }
        }
        return (DiffResult(width: width, height: height, mismatchedPixels: counts.mismatched, antialiasedPixels: counts.antialiased,
                           mismatchBounds: counts.bounds),
                makeImage ? RGBAImage(width: width, height: height, checkedPixels: output) : nil)
    }

    /// Compares two PNGs a band of rows at a time, holding only the band and the two rows
    /// above and below it that anti-aliasing detection reads, so two large images cost a
    /// few megabytes instead of two whole decoded copies. The counts equal ``compare(expected:actual:options:makeImage:)``'s.
    public static func compare(expected: PNGRowReader, actual: PNGRowReader, options: DiffOptions = DiffOptions(),
                               bandHeight: Int = 64) throws -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return DiffResult(sizeMismatch: SizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height)))
        }
        let width = expected.width, height = expected.height
        let rowBytes = width * 4
        // Bands of about 16 MB at most (a 64,000,000-pixel-wide image is read a row at a
        // time), and never more rows than the image has.
        let bandHeight = max(1, min(bandHeight, (16 << 20) / max(1, rowBytes)))
        let capacity = min(height, bandHeight + 4)
        var a = [UInt8](repeating: 0, count: capacity * rowBytes)
        var b = [UInt8](repeating: 0, count: capacity * rowBytes)
        var windowStart = 0, loaded = 0
        var counts = RowCounts()
        for bandStart in stride(from: 0, to: height, by: bandHeight) {
            let bandEnd = min(height, bandStart + bandHeight)
            // Keep the two rows above the band; drop older ones.
            let newStart = max(0, bandStart - 2)
            if newStart > windowStart {
                let keep = (loaded - newStart) * rowBytes
                let from = (newStart - windowStart) * rowBytes
                a.withUnsafeMutableBytes { $0.baseAddress!.copyMemory(from: $0.baseAddress! + from, byteCount: keep) }
                b.withUnsafeMutableBytes { $0.baseAddress!.copyMemory(from: $0.baseAddress! + from, byteCount: keep) }
                windowStart = newStart
            }
            let needed = min(height, bandEnd + 2)
            if needed > loaded {
                let offset = (loaded - windowStart) * rowBytes
                try a.withUnsafeMutableBufferPointer { try expected.readRows(needed - loaded, into: UnsafeMutableBufferPointer(rebasing: $0[offset...])) }
                try b.withUnsafeMutableBufferPointer { try actual.readRows(needed - loaded, into: UnsafeMutableBufferPointer(rebasing: $0[offset...])) }
                loaded = needed
            }
            let ignored = ignoredMask(options.ignoredRegions, width: width, rows: windowStart..<loaded)
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    let window = Window(expected: a, actual: b, width: width, height: height, start: windowStart)
                    counts.add(compareRows(bandStart..<bandEnd, in: window, options: options, ignored: ignored, output: nil))
                }
            }
        }
        return DiffResult(width: width, height: height, mismatchedPixels: counts.mismatched, antialiasedPixels: counts.antialiased,
                          mismatchBounds: counts.bounds)
    }

    /// What rows compared to: the mismatched and anti-aliased pixels, and the corners of
    /// the smallest rectangle holding the mismatched ones.
    struct RowCounts {
        var mismatched = 0
        var antialiased = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        /// The rectangle of mismatched pixels, nil when there are none.
        var bounds: PixelRegion? {
            mismatched == 0 ? nil : PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }

        @inline(__always) mutating func mismatch(_ x: Int, _ y: Int) {
            mismatched += 1
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }

        /// Adds the counts of other rows.
        mutating func add(_ other: RowCounts) {
            mismatched += other.mismatched
            antialiased += other.antialiased
            minX = min(minX, other.minX); maxX = max(maxX, other.maxX)
            minY = min(minY, other.minY); maxY = max(maxY, other.maxY)
        }
    }

    /// Rows of the two images from image row `start` on, `width` pixels each; pixels are
    /// addressed by image coordinates.
    struct Window {
        var expected: UnsafeBufferPointer<UInt8>
        var actual: UnsafeBufferPointer<UInt8>
        var width: Int
        var height: Int
        var start: Int

        /// The byte offset of pixel (x, y) in the window's buffers.
        @inline(__always) func offset(_ x: Int, _ y: Int) -> Int { ((y - start) * width + x) * 4 }
    }

    /// Pixels a block that `compareRows` compares as bytes before any arithmetic: 16 (64 bytes, a cache line).
    static let blockPixels = 16

    /// Compares image rows `rows` held in `window` (which also holds the two rows around
    /// them that anti-aliasing detection reads); `ignored` flags window pixels to skip;
    /// `output`, a whole diff image, is drawn into when given.
    ///
    /// A row, then each block of ``blockPixels`` pixels, whose bytes are equal in both
    /// images is passed over before any arithmetic (`skippingEqualBlocks`, memcmp's
    /// vector loop): equal pixels have a colour delta of 0, so they never count, and only
    /// their grey (or an ignored pixel's hatch) is drawn. The counts and the diff image are
    /// those of the pixel-by-pixel path (`skippingEqualBlocks: false`, which the tests run
    /// beside it).
    static func compareRows(_ rows: Range<Int>, in window: Window, options: DiffOptions, ignored: [Bool]?,
                            output: UnsafeMutablePointer<[UInt8]>?, skippingEqualBlocks: Bool = true) -> RowCounts {
        let (a, b, width) = (window.expected, window.actual, window.width)
        let maxDelta = 35215 * options.threshold * options.threshold
        var counts = RowCounts()
        /// Whether `count` bytes from `offset` are the same in both images.
        func equal(_ offset: Int, _ count: Int) -> Bool {
            skippingEqualBlocks && memcmp(a.baseAddress! + offset, b.baseAddress! + offset, count) == 0
        }
        /// An equal pixel: nothing counts; its grey, or its hatch when ignored, is drawn.
        func drawEqual(_ x: Int, _ y: Int, _ pos: Int) {
            guard let output else { return }
            if let ignored, ignored[pos / 4] { drawHatch(x, y, pos, into: &output.pointee) } else { drawGray(a, pos, into: &output.pointee) }
        }
        for y in rows {
            let rowStart = window.offset(0, y)
            if output == nil && equal(rowStart, width * 4) { continue }
            var blockStart = 0
            while blockStart < width {
                let blockEnd = min(width, blockStart + blockPixels)
                defer { blockStart = blockEnd }
                if equal(rowStart + blockStart * 4, (blockEnd - blockStart) * 4) {
                    for x in blockStart..<blockEnd { drawEqual(x, y, rowStart + x * 4) }
                    continue
                }
                for x in blockStart..<blockEnd {
                    let pos = rowStart + x * 4
                    if let ignored, ignored[pos / 4] {
                        if let output { drawHatch(x, y, pos, into: &output.pointee) }
                        continue
                    }
                    let delta = colorDelta(a, b, pos, pos, yOnly: false)
                    let differs: Bool
                    if let limit = options.perceptualDeltaE {
                        differs = delta != 0 && CIEDE2000.difference(a, pos, b, pos) > limit
                    } else {
                        differs = abs(delta) > maxDelta
                    }
                    if differs {
                        if !options.includeAntialiasing
                            && (isAntialiased(a, x, y, window, b) || isAntialiased(b, x, y, window, a)) {
                            counts.antialiased += 1
                            if let output { draw(antialiasingColor, pos, into: &output.pointee) }
                        } else {
                            counts.mismatch(x, y)
                            if let output { draw(delta < 0 ? darkerMismatchColor : mismatchColor, pos, into: &output.pointee) }
                        }
                    } else if let output {
                        drawGray(a, pos, into: &output.pointee)
                    }
                }
            }
        }
        return counts
    }

    /// One flag a pixel of image rows `rows`, true inside `regions`; nil when there are none.
    static func ignoredMask(_ regions: [PixelRegion], width: Int, rows: Range<Int>) -> [Bool]? {
        guard !regions.isEmpty else { return nil }
        var mask = [Bool](repeating: false, count: width * rows.count)
        for region in regions {
            let (x0, x1) = (max(0, region.x), min(width, region.x + region.width))
            let (y0, y1) = (max(rows.lowerBound, region.y), min(rows.upperBound, region.y + region.height))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { mask[(y - rows.lowerBound) * width + x] = true } }
        }
        return mask
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
    static func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ window: Window,
                              _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, window.width - 1), y2 = min(y1 + 1, window.height - 1)
        let pos = window.offset(x1, y1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(image, image, pos, window.offset(x, y), yOnly: true)
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
        return (hasManySiblings(image, minX, minY, window) && hasManySiblings(other, minX, minY, window))
            || (hasManySiblings(image, maxX, maxY, window) && hasManySiblings(other, maxX, maxY, window))
    }

    /// Whether the pixel has three or more neighbours of exactly its colour.
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ window: Window) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, window.width - 1), y2 = min(y1 + 1, window.height - 1)
        let pos = window.offset(x1, y1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let pos2 = window.offset(x, y)
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

    /// The colour of the stripes drawn over ignored regions.
    public static let ignoredColor: (UInt8, UInt8, UInt8) = (160, 160, 160)

    /// An ignored pixel: diagonal stripes, so a region reads as left out, not as equal.
    private static func drawHatch(_ x: Int, _ y: Int, _ pos: Int, into pixels: inout [UInt8]) {
        draw((x + y) % 8 < 3 ? ignoredColor : (255, 255, 255), pos, into: &pixels)
    }

    /// The expected pixel as a faded grey over white.
    private static func drawGray(_ source: UnsafeBufferPointer<UInt8>, _ pos: Int, into pixels: inout [UInt8]) {
        let luma = rgb2y(Double(source[pos]), Double(source[pos + 1]), Double(source[pos + 2]))
        let value = UInt8(max(0, min(255, blend(luma, fadeAlpha * Double(source[pos + 3]) / 255))))
        draw((value, value, value), pos, into: &pixels)
    }
}
