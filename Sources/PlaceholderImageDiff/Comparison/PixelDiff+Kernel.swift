import CPixelDiff

extension PixelDiff {
    /// The ways rows can be compared, all with one answer: the same counts, bounds and
    /// diff image bytes.
    package enum Kernel: CaseIterable, Sendable {
        /// pixelmatch's loop in Swift, every pixel through the colour delta: the reference.
        case pixelByPixel
        /// The C kernel (Sources/CPixelDiff) built for the CPU's baseline: rows and
        /// 16-pixel blocks whose bytes are equal are passed over before any arithmetic,
        /// and anti-aliasing detection counts equal neighbours before it computes a
        /// brightness.
        case portable
        /// The same C kernel built with AVX2; only on x86_64 CPUs that have it.
        case avx2
        /// The fastest kernel this CPU runs: `avx2` where it can, else `portable`.
        case best

        /// Whether this CPU runs the kernel.
        package var isAvailable: Bool { self == .pixelByPixel || cpd_kernel_available(cKernel) }

        var cKernel: cpd_kernel {
            switch self {
            case .pixelByPixel, .best: CPD_KERNEL_BEST
            case .portable: CPD_KERNEL_PORTABLE
            case .avx2: CPD_KERNEL_AVX2
            }
        }
    }

    /// The diff image's colours as the C kernel takes them.
    static let palette = cpd_palette(
        mismatch: (mismatchColor.0, mismatchColor.1, mismatchColor.2),
        darker_mismatch: (darkerMismatchColor.0, darkerMismatchColor.1, darkerMismatchColor.2),
        antialiasing: (antialiasingColor.0, antialiasingColor.1, antialiasingColor.2),
        ignored: (ignoredColor.0, ignoredColor.1, ignoredColor.2), fade_alpha: fadeAlpha)

    /// What the perceptual test reads, through the C kernel's context pointer.
    private struct PerceptualTest {
        var window: Window
        var limit: Double
    }

    /// `compareRows` with the C kernel: every
    /// pointer it gets lives for the call, and the window holds every row it reads (two
    /// around the rows compared, where the image has them).
    static func compareRowsInC(_ rows: Range<Int>, in window: Window, options: DiffOptions, ignored: [Bool]?,
                               output: UnsafeMutableBufferPointer<UInt8>?, outputStart: Int, kernel: Kernel) -> RowCounts {
        precondition(kernel.isAvailable, "the \(kernel) kernel does not run on this CPU")
        precondition(window.start <= max(0, rows.lowerBound - 2)
                     && window.expected.count >= (min(window.height, rows.upperBound + 2) - window.start) * window.width * 4
                     && window.actual.count == window.expected.count, "the window does not hold the rows compared")
        precondition(output.map { outputStart <= rows.lowerBound && $0.count >= (rows.upperBound - outputStart) * window.width * 4 } ?? true,
                     "the diff image's rows do not hold the rows compared")
        guard !rows.isEmpty, window.width > 0 else { return RowCounts() }
        var counts = cpd_counts(mismatched: 0, antialiased: 0, min_x: .max, min_y: .max, max_x: -1, max_y: -1)
        var palette = Self.palette
        var test = PerceptualTest(window: window, limit: options.perceptualDeltaE ?? 0)
        let differs: (@convention(c) (UnsafeMutableRawPointer?, Int) -> Bool)? = options.perceptualDeltaE == nil ? nil : { context, offset in
            let test = context!.assumingMemoryBound(to: PerceptualTest.self).pointee
            return CIEDE2000.difference(test.window.expected, offset, test.window.actual, offset) > test.limit
        }
        withUnsafeMutablePointer(to: &test) { test in
            withUnsafePointer(to: &palette) { palette in
                (ignored ?? []).withUnsafeBufferPointer { ignored in
                    var c = cpd_rows(expected: window.expected.baseAddress, actual: window.actual.baseAddress,
                                     width: window.width, height: window.height, start: window.start,
                                     ignored: ignored.isEmpty ? nil : ignored.baseAddress, output: output?.baseAddress,
                                     output_start: outputStart,
                                     max_delta: maxDelta(options.threshold),
                                     include_antialiasing: options.includeAntialiasing, differs: differs,
                                     context: UnsafeMutableRawPointer(test), palette: palette)
                    cpd_compare_rows(&c, rows.lowerBound, rows.upperBound, kernel.cKernel, &counts)
                }
            }
        }
        var result = RowCounts()
        result.mismatched = counts.mismatched
        result.antialiased = counts.antialiased
        (result.minX, result.minY, result.maxX, result.maxY) = (counts.min_x, counts.min_y, counts.max_x, counts.max_y)
        return result
    }
}
