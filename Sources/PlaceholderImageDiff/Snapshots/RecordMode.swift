import Foundation
import PlaceholderImage

/// When a reference snapshot is written.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write references that do not exist yet (and fail, so the new image gets looked at);
    /// compare the others. The default outside CI.
    case missing
    /// Never write a reference; a missing one fails. The default when `CI` is set.
    case never
    /// Write every reference (and fail, so recording is not left on).
    case all
    /// Rewrite the references that do not match (and fail); leave matching ones alone.
    case failed

    /// The mode named `text`, or a ``SnapshotError`` listing the modes.
    public init(parsing text: String) throws {
        guard let mode = RecordMode(rawValue: text) else {
            throw SnapshotError(problem: "\(Quoting.quoted(text)) is not one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self = mode
    }

    /// The mode in force: `SNAPSHOT_RECORD` when set (so CI can always force `never`),
    /// else the one chosen in code, else `never` when `CI` is set and `missing` otherwise.
    public static func resolved(explicit: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let value = environment["SNAPSHOT_RECORD"], !value.isEmpty {
            do {
                return try RecordMode(parsing: value)
            } catch let error as SnapshotError {
                throw SnapshotError(field: "SNAPSHOT_RECORD", problem: error.problem)
            }
        }
        if let explicit { return explicit }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}
