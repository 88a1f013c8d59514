import FoundationEssentials

/// How snapshots of one format are stored and compared, in the shape of
/// swift-snapshot-testing's `Diffing`: to bytes for the reference file, back from them,
/// and a comparison that says nothing when the two match.
public struct Diffing<Format>: Sendable {
    /// The bytes a reference file holds.
    public var toData: @Sendable (Format) throws -> Data
    /// A reference file's bytes read back.
    public var fromData: @Sendable (Data) throws -> Format
    /// nil when `actual` passes against `reference`; else what differs, with any
    /// artifacts (such as a diff image) worth writing beside the actual value.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> Difference?
    /// The same diffing leaving pixel regions out, for formats that are images; nil for
    /// formats that have no pixels.
    public var ignoring: (@Sendable (_ regions: [PixelRegion]) -> Diffing<Format>)?
    /// For formats with pixels: the comparison with its numbers whether it passes or not
    /// (``diff`` is its difference), so a pass under a tolerance still says how close it
    /// was; nil for formats without pixels.
    public var measure: (@Sendable (_ reference: Format, _ actual: Format) -> Comparison)?

    /// A diffing from its three parts.
    public init(toData: @escaping @Sendable (Format) throws -> Data, fromData: @escaping @Sendable (Data) throws -> Format,
                diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> Difference?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A comparison of an image with its reference: what differs beyond the tolerance (nil
/// for a pass), and how many pixels differ either way.
public struct Comparison: Sendable {
    public var difference: Difference?
    public var mismatchedPixels: Int
    /// `mismatchedPixels` over all pixels (1 when the sizes differ).
    public var ratio: Double

    /// A comparison's outcome and numbers.
    public init(difference: Difference?, mismatchedPixels: Int, ratio: Double) {
        self.difference = difference
        self.mismatchedPixels = mismatchedPixels
        self.ratio = ratio
    }
}

/// What a failed comparison found.
public struct Difference: Sendable {
    /// One line: the numbers of the difference and the tolerance it was judged by.
    public var summary: String
    /// More lines for a person, such as a line diff; nil when the summary says it all.
    public var details: String?
    /// Files to write beside the actual value, such as the diff image.
    public var artifacts: [Artifact]
    /// For images: how many pixels differ, and their share of the image.
    public var mismatchedPixels: Int?
    public var ratio: Double?
    /// For images: the smallest rectangle of pixels holding every mismatched one.
    public var mismatchBounds: PixelRegion?

    /// A difference with a summary, optional details, artifacts and pixel counts.
    public init(summary: String, details: String? = nil, artifacts: [Artifact] = [], mismatchedPixels: Int? = nil, ratio: Double? = nil,
                mismatchBounds: PixelRegion? = nil) {
        self.summary = summary
        self.details = details
        self.artifacts = artifacts
        self.mismatchedPixels = mismatchedPixels
        self.ratio = ratio
        self.mismatchBounds = mismatchBounds
    }
}

/// A file a failed comparison leaves for a person to look at: `NAME.KIND.EXTENSION`.
public struct Artifact: Sendable {
    /// What it shows: `diff`, for example.
    public var kind: String
    /// Its file extension: `png`, `diff`.
    public var pathExtension: String
    public var data: Data

    /// An artifact of `kind`, written with `pathExtension`.
    public init(kind: String, pathExtension: String, data: Data) {
        self.kind = kind
        self.pathExtension = pathExtension
        self.data = data
    }
}
