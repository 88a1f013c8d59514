import Foundation
import PlaceholderKit

/// When a reference snapshot is written.
public enum RecordMode: String, CaseIterable, Sendable, SpecWord {
    /// Write references that do not exist yet (and fail, so the new image gets looked at);
    /// compare the others. The default outside CI.
    case missing
    /// Never write a reference; a missing one fails. The default when `CI` is set.
    case never
    /// Write every reference (and fail, so recording is not left on).
    case all
    /// Rewrite the references that do not match (and fail); leave matching ones alone.
    case failed

    /// The mode in force: `SNAPSHOT_RECORD` when set (so CI can always force `never`),
    /// else the one chosen in code, else `never` when `CI` is set and `missing` otherwise.
    public static func resolved(explicit: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        if let value = environment["SNAPSHOT_RECORD"], !value.isEmpty {
            do {
                return try RecordMode(parsing: value)
            } catch let error as ModelError {
                throw SnapshotError("SNAPSHOT_RECORD: \(error.problem)")
            }
        }
        if let explicit { return explicit }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}

/// A snapshot problem that is not a pixel difference: bad settings, unreadable files.
public struct SnapshotError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
