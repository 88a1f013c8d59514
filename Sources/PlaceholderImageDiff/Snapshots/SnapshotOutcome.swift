import FoundationEssentials

/// What checking one snapshot against its reference came to.
public struct SnapshotOutcome: Sendable {
    /// How the check ended.
    public enum Status: String, Sendable, CaseIterable, Codable {
        /// Within tolerance.
        case passed
        /// Different beyond tolerance, or unreadable.
        case failed
        /// There was no reference: one was recorded (``SnapshotOutcome/wroteReference``)
        /// unless the record mode is `never`.
        case new
        /// An existing reference was rewritten (record mode `all`, or `failed` on a mismatch).
        case recorded
        /// A reference that no case produces any more (found by `verify`).
        case obsolete
    }

    /// The snapshot's name, as in its file names.
    public var name: String
    public var status: Status
    /// For a person: what happened, the numbers, the files; a text diff on further lines.
    public var message: String
    /// The start of ``message`` that says what happened in a few words
    /// (`NAME does not match its reference: 12 pixels differ (0.05% of 750×240)`), for a
    /// test failure's headline; nil when the message is short enough to be one.
    public var headline: String?
    /// The difference's one-line summary, when there was a reference to compare with.
    public var summary: String?
    /// The reference file.
    public var reference: URL
    /// The reference, the actual value and the diff, written side by side as artifacts
    /// when the check did not pass.
    public var expected: URL?
    public var actual: URL?
    public var diff: URL?
    /// The actual value with its geometry overlay, written beside them when the check
    /// failed and the strategy draws one.
    public var overlay: URL?
    /// The snapshot's pixels a point (a text view's scale), when it is measured in points:
    /// recorded per reference in `.versions.json` (``ReferenceProvenance``).
    public var scale: Double?
    /// Whether the check wrote the reference file.
    public var wroteReference = false
    /// How many pixels differ and their share of the image, when images were compared
    /// and did not match.
    public var mismatchedPixels: Int?
    public var ratio: Double?
    /// The smallest rectangle of pixels holding every mismatched one, when images were
    /// compared and did not match.
    public var mismatchBounds: PixelRegion?

    /// ``message`` cut in two: the ``headline`` (or its first line) and the rest, without
    /// the punctuation that joined them.
    public var headlineAndDetails: (headline: String, details: String) {
        let headline = self.headline.flatMap { message.hasPrefix($0) ? $0 : nil } ?? String(message.prefix { $0 != "\n" })
        let details = message.dropFirst(headline.count).drop { ".;: \n".contains($0) }
        return (headline, String(details))
    }

    /// An outcome with the given fields (used by tools that report their own failures).
    public init(name: String, status: Status, message: String, summary: String? = nil, reference: URL,
                actual: URL? = nil, diff: URL? = nil) {
        self.name = name
        self.status = status
        self.message = message
        self.summary = summary
        self.reference = reference
        self.actual = actual
        self.diff = diff
    }

    /// The outcome for a reference no case produces.
    public static func obsolete(_ reference: URL) -> SnapshotOutcome {
        SnapshotOutcome(name: reference.deletingPathExtension().lastPathComponent, status: .obsolete,
                        message: "\(reference.path) is a reference no case produces", reference: reference)
    }
}
