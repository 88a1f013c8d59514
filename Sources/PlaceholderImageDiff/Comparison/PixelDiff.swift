import FoundationEssentials
import Glibc
import PlaceholderImage

/// Pixel comparison with pixelmatch's semantics (mapbox/pixelmatch 5.x): the YIQ colour
/// delta of Kotsarenko and Ramos over pixels blended onto white, and Vysniauskas's
/// anti-aliasing detector, computed as pixelmatch's C++ (pybind11-pixelmatch) computes them
/// (single precision, each blended component cut to a byte), so counts equal its for the
/// same pair and options, translucent pixels included (PixelmatchAgreementTests). The
/// JavaScript original keeps doubles; on opaque pixels the two agree but at rounding ties.
///
/// The comparison runs in a C kernel, with AVX2 where the CPU has it, that passes over
/// rows and 16-pixel blocks whose bytes are equal without computing a colour delta; its
/// counts and diff image are, byte for byte, those of pixelmatch's loop run pixel by pixel.
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
        compare(expected: expected, actual: actual, options: options, makeImage: makeImage, kernel: .best)
    }

    /// ``compare(expected:actual:options:makeImage:)`` with `kernel` (which must be
    /// available): the tests run each beside `Kernel.pixelByPixel`, and `bench` times it.
    package static func compare(expected: RGBAImage, actual: RGBAImage, options: DiffOptions, makeImage: Bool,
                                kernel: Kernel) -> (result: DiffResult, image: RGBAImage?) {
        guard expected.width == actual.width, expected.height == actual.height else {
            return (DiffResult(sizeMismatch: SizeMismatch(expected: (expected.width, expected.height),
                                                          actual: (actual.width, actual.height))), nil)
        }
        let width = expected.width
        let height = expected.height
        // The diff image, drawn into only when asked for.
        var output = makeImage ? [UInt8](repeating: 0, count: expected.pixels.count) : []
        let ignored = ignoredMask(options.ignoredRegions, width: width, rows: 0..<height)
        let counts = expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                let window = Window(expected: a, actual: b, width: width, height: height, start: 0)
                return output.withUnsafeMutableBufferPointer { output in
                    compareRows(0..<height, in: window, options: options, ignored: ignored, output: makeImage ? output : nil,
                                kernel: kernel)
                }
            }
        }
        return (DiffResult(width: width, height: height, mismatchedPixels: counts.mismatched, antialiasedPixels: counts.antialiased,
                           mismatchBounds: counts.bounds),
                makeImage ? RGBAImage(width: width, height: height, checkedPixels: output) : nil)
    }

    /// Compares two PNGs a band of rows at a time, holding only the band and the two rows
    /// above and below it that anti-aliasing detection reads, so two large images cost a
    /// few megabytes instead of two whole decoded copies. The two images' rows are decoded
    /// side by side, on two threads, and each band is compared as soon as both have it.
    /// The counts equal ``compare(expected:actual:options:makeImage:)``'s. With `diffImage`
    /// (a writer of the images' size), each band's rows of the diff image are drawn and
    /// compressed into it as they are compared: its PNG is the bytes `PNGCodec.encode` makes
    /// of the whole diff image, without ever holding it.
    public static func compare(expected: PNGRowReader, actual: PNGRowReader, options: DiffOptions = DiffOptions(),
                               bandHeight: Int = 64, diffImage: PNGRowWriter? = nil) throws -> DiffResult {
        try compare(expected: expected, actual: actual, options: options, bandHeight: bandHeight, parallelFrom: parallelReadBytes,
                    diffImage: diffImage)
    }

    /// The bytes of decoded rows a band's read must reach for the two PNGs to be decoded on
    /// two threads at once: below it a thread's hand-off costs more than it saves.
    package static let parallelReadBytes = 1 << 18

    /// ``compare(expected:actual:options:bandHeight:)``, decoding the two images' rows on
    /// two threads at once for each read of at least `parallelFrom` bytes a side.
    package static func compare(expected: PNGRowReader, actual: PNGRowReader, options: DiffOptions,
                                bandHeight: Int, parallelFrom parallelBytes: Int, diffImage: PNGRowWriter? = nil) throws -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return DiffResult(sizeMismatch: SizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height)))
        }
        let width = expected.width, height = expected.height
        precondition(diffImage.map { $0.width == width && $0.height == height } ?? true, "the diff image is not the images' size")
        let rowBytes = width * 4
        // Bands of about 16 MB at most (a 64,000,000-pixel-wide image is read a row at a
        // time), and never more rows than the image has.
        let bandHeight = max(1, min(bandHeight, (16 << 20) / max(1, rowBytes)))
        let capacity = min(height, bandHeight + 4)
        var a = [UInt8](repeating: 0, count: capacity * rowBytes)
        var b = [UInt8](repeating: 0, count: capacity * rowBytes)
        var windowStart = 0, loaded = 0
        var counts = RowCounts()
        // The band's rows of the diff image, drawn and then compressed, when there is one.
        var band = diffImage == nil ? [] : [UInt8](repeating: 0, count: min(height, bandHeight) * rowBytes)
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
                let (offset, count) = ((loaded - windowStart) * rowBytes, needed - loaded)
                try a.withUnsafeMutableBufferPointer { a in
                    try b.withUnsafeMutableBufferPointer { b in
                        try PNGRowReader.readRows(count, of: expected, into: UnsafeMutableBufferPointer(rebasing: a[offset...]),
                                                  and: actual, into: UnsafeMutableBufferPointer(rebasing: b[offset...]),
                                                  inParallel: count * rowBytes >= parallelBytes)
                    }
                }
                loaded = needed
            }
            let ignored = ignoredMask(options.ignoredRegions, width: width, rows: windowStart..<loaded)
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    let window = Window(expected: a, actual: b, width: width, height: height, start: windowStart)
                    band.withUnsafeMutableBufferPointer { band in
                        counts.add(compareRows(bandStart..<bandEnd, in: window, options: options, ignored: ignored,
                                               output: diffImage == nil ? nil : band, outputStart: bandStart, kernel: .best))
                    }
                }
            }
            try band.withUnsafeBufferPointer { try diffImage?.writeRows(bandEnd - bandStart, from: $0) }
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

    /// Compares image rows `rows` held in `window` (which also holds the rows around them
    /// that anti-aliasing detection reads) with `kernel`; `ignored` flags window pixels to
    /// skip; `output`, the diff image's rows from image row `outputStart` on (the whole
    /// image from 0, or a band), is drawn into when given.
    static func compareRows(_ rows: Range<Int>, in window: Window, options: DiffOptions, ignored: [Bool]?,
                            output: UnsafeMutableBufferPointer<UInt8>?, outputStart: Int = 0, kernel: Kernel) -> RowCounts {
        switch kernel {
        case .pixelByPixel:
            compareRowsPixelByPixel(rows, in: window, options: options, ignored: ignored, output: output, outputStart: outputStart)
        case .portable, .avx2, .best:
            compareRowsInC(rows, in: window, options: options, ignored: ignored, output: output, outputStart: outputStart, kernel: kernel)
        }
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

    /// The colour of the stripes drawn over ignored regions.
    public static let ignoredColor: (UInt8, UInt8, UInt8) = (160, 160, 160)
}
