/// What a comparison found.
public struct DiffResult: Equatable, Sendable {
    /// Size of the compared images (the actual one when sizes differ).
    public var width: Int
    public var height: Int
    /// Pixels that differ (not counting anti-aliasing unless asked).
    public var mismatchedPixels: Int
    /// Pixels that differ only as anti-aliasing does; not counted as mismatches.
    public var antialiasedPixels: Int
    /// When the sizes differ: the expected and actual sizes; nothing else was compared.
    public var sizeMismatch: SizeMismatch?
    /// The smallest rectangle of pixels holding every mismatched pixel; nil when none is.
    public var mismatchBounds: PixelRegion?

    /// A comparison of same-sized images.
    public init(width: Int, height: Int, mismatchedPixels: Int, antialiasedPixels: Int, mismatchBounds: PixelRegion? = nil) {
        self.width = width
        self.height = height
        self.mismatchedPixels = mismatchedPixels
        self.antialiasedPixels = antialiasedPixels
        self.mismatchBounds = mismatchBounds
    }

    /// The result for images whose sizes differ: every actual pixel counts as mismatched.
    public init(sizeMismatch: SizeMismatch) {
        width = sizeMismatch.actual.width
        height = sizeMismatch.actual.height
        mismatchedPixels = width * height
        antialiasedPixels = 0
        self.sizeMismatch = sizeMismatch
    }

    /// mismatchedPixels / all pixels (1 when the sizes differ).
    public var ratio: Double {
        if sizeMismatch != nil { return 1 }
        return width * height == 0 ? 0 : Double(mismatchedPixels) / Double(width * height)
    }
}

/// Two images that cannot be compared because their sizes differ.
public struct SizeMismatch: Equatable, Sendable, CustomStringConvertible {
    public var expected: (width: Int, height: Int)
    public var actual: (width: Int, height: Int)

    /// The expected and actual sizes, in pixels.
    public init(expected: (width: Int, height: Int), actual: (width: Int, height: Int)) {
        self.expected = expected
        self.actual = actual
    }

    public static func == (lhs: SizeMismatch, rhs: SizeMismatch) -> Bool {
        lhs.expected == rhs.expected && lhs.actual == rhs.actual
    }

    public var description: String {
        "sizes differ: expected \(expected.width)×\(expected.height), actual \(actual.width)×\(actual.height)"
    }
}

extension DiffResult {
    /// One line for a person: `12 pixels differ (0.05% of 750×240)`, or the sizes when
    /// they differ.
    public var summary: String {
        sizeMismatch.map(\.description)
            ?? "\(mismatchedPixels) pixels differ (\(Percent.format(ratio)) of \(width)×\(height))"
    }
}
