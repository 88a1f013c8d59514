import PlaceholderImage
import PlaceholderFormat

/// A snapshot or comparison setting that cannot be used, or a snapshot that cannot be
/// checked: the setting (when there is one) and the problem.
public struct SnapshotError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The setting concerned (`threshold`, `SNAPSHOT_RECORD`), or nil.
    public var field: String?
    /// What is wrong, in a few words.
    public var problem: String

    /// An error about `field` (nil: about no one setting).
    public init(field: String? = nil, problem: String) {
        self.field = field
        self.problem = problem
    }

    /// `FIELD: PROBLEM`, on one line (the field, which may be a file name, escaped).
    public var description: String { field.map { "\(Quoting.escaped($0)): \(problem)" } ?? problem }
}
