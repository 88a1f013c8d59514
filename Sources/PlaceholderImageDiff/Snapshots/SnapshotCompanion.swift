import FoundationEssentials
import PlaceholderImage

/// A file recorded beside a reference that describes the snapshot in other terms than its
/// format, so that a failure can say what changed, not only how much: a text view's layout
/// document (`NAME.layout.json`) beside its PNG. It is written whenever the reference is
/// written; on a mismatch the recorded one and the actual one are compared with
/// ``changes``. This module knows nothing of what the file holds (no layout types): the
/// strategy that makes the snapshot supplies the bytes and the comparison.
public struct SnapshotCompanion: Sendable {
    /// The suffix of a text view's layout document beside an image reference:
    /// `NAME.layout.json` beside `NAME.png`.
    public static let layoutSuffix = "layout.json"
    /// The suffixes of the companions any strategy records, so that the files beside a
    /// used reference are not taken for obsolete references.
    public static let knownSuffixes: Set<String> = [layoutSuffix]
    /// The largest companion read back (64 MB: a layout document of about 300,000 glyphs);
    /// a larger one is named in the message, not compared.
    public static let defaultMaxBytes = 64 << 20

    /// What follows the snapshot's name: `NAME.SUFFIX` (`layout.json`).
    public var suffix: String
    /// The companion of the actual snapshot, made only when it is needed: when the
    /// reference is written or did not match.
    public var data: @Sendable () throws -> Data
    /// What changed from the recorded companion to the actual one, one short line each;
    /// empty when nothing did. Throws when the recorded one cannot be read as one.
    public var changes: @Sendable (_ recorded: Data, _ actual: Data) throws -> [String]
    /// The sentence that says what equal companions mean (`No line's text, position or size changed`).
    public var unchanged: String
    /// The sentence that introduces the changes (`Lines that changed`).
    public var heading: String
    /// The largest recorded companion read.
    public var maxBytes: Int

    /// A companion recorded as `NAME.suffix`.
    public init(suffix: String, heading: String, unchanged: String, maxBytes: Int = defaultMaxBytes,
                data: @escaping @Sendable () throws -> Data,
                changes: @escaping @Sendable (_ recorded: Data, _ actual: Data) throws -> [String]) {
        self.suffix = suffix
        self.heading = heading
        self.unchanged = unchanged
        self.maxBytes = maxBytes
        self.data = data
        self.changes = changes
    }

    /// The name of the companion with `suffix` of the snapshot `name`: `NAME.SUFFIX`.
    public static func fileName(of name: String, suffix: String) -> String {
        "\(name).\(suffix)"
    }

    /// The companion's file beside `reference`, the reference of the snapshot `name`.
    public func url(beside reference: URL, name: String) throws -> URL {
        try SafeFileName.url(Self.fileName(of: name, suffix: suffix), in: reference.deletingLastPathComponent(), what: "snapshot companion")
    }

    /// What a mismatch says about the companion recorded at `url`, given the actual one:
    /// the changes from the recorded one, that there are none, or how to get one recorded.
    /// Never throws: a companion only explains a failure.
    func explanation(recordedAt url: URL, actual: Result<Data, any Error>) -> String {
        guard FileManager.default.fileExists(atPath: url.path) else {
            return "No \(suffix) is recorded beside the reference (\(url.lastPathComponent)), so the changed lines cannot be named; "
                + "record the reference again (record mode failed or all) to write one."
        }
        let recorded: Data
        do {
            recorded = try FileReader.read(url, maxBytes: maxBytes)
        } catch {
            return "The recorded \(url.lastPathComponent) cannot be compared: \(error)"
        }
        return explanation(recorded: recorded, actual: actual, source: url.lastPathComponent)
    }

    /// What the changes from `recorded` to `actual` come to, for a message: the
    /// ``heading`` and a line for each change, or the ``unchanged`` sentence; `source`
    /// names where the recorded one came from. Never throws.
    public func explanation(recorded: Data, actual: Result<Data, any Error>, source: String? = nil) -> String {
        let from = source.map { " (compared with \($0))" } ?? ""
        do {
            let lines = try changes(recorded, actual.get())
            guard !lines.isEmpty else { return "\(unchanged)\(from)." }
            return "\(heading)\(from):\n" + lines.map { "  " + $0 }.joined(separator: "\n")
        } catch {
            return "The recorded \(source ?? suffix) cannot be compared: \(error)"
        }
    }
}
