import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

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

    /// The environment variables that set the mode, strongest first: ours, then
    /// swift-snapshot-testing's (same values), so a suite moving from it keeps working.
    public static let environmentVariables = ["SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"]

    /// The mode in force: `SNAPSHOT_RECORD` when set (so CI can always force `never`),
    /// else `SNAPSHOT_TESTING_RECORD`, else the one chosen in code, else `never` when `CI`
    /// is set and `missing` otherwise.
    public static func resolved(explicit: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        for variable in environmentVariables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            do {
                return try RecordMode(parsing: value)
            } catch let error as SnapshotError {
                throw SnapshotError(field: variable, problem: error.problem)
            }
        }
        if let explicit { return explicit }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }

    /// A one-line warning when both variables are set and disagree (SNAPSHOT_RECORD wins).
    public static func environmentWarning(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let values = environmentVariables.map { environment[$0].flatMap { $0.isEmpty ? nil : $0 } }
        guard let ours = values[0], let theirs = values[1], ours != theirs else { return nil }
        return "SNAPSHOT_RECORD=\(Quoting.escaped(ours)) wins over SNAPSHOT_TESTING_RECORD=\(Quoting.escaped(theirs))"
    }
}
