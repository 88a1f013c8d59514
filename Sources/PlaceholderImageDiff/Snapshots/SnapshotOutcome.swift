import Foundation

/// What checking one snapshot against its reference came to.
public struct SnapshotOutcome: Sendable {
    /// How the check ended.
    public enum Status: String, Sendable, CaseIterable {
        /// Within tolerance.
        case passed
        /// Different beyond tolerance, missing under `never`, or unreadable.
        case failed
        /// A reference was written (the record mode asked for it).
        case recorded
    }

    /// The snapshot's name, as in its file names.
    public var name: String
    public var status: Status
    /// For a person: what happened, the numbers, the files; a text diff on further lines.
    public var message: String
    /// The difference's one-line summary, when there was a reference to compare with.
    public var summary: String?
    /// The reference file.
    public var reference: URL
    /// The actual value and the diff, written as artifacts on failure.
    public var actual: URL?
    public var diff: URL?

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
}
