import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

extension SnapshotOutcome {
    /// One file a person looks at to judge an outcome: an artifact, or the reference.
    public struct File: Sendable, Equatable {
        /// What a file shows.
        public enum Role: String, Sendable, CaseIterable {
            /// The reference as it was before the check (a copy beside actual and diff).
            case expected
            /// What the check produced.
            case actual
            /// Where the two differ: the diff image, or a text diff.
            case diff
            /// The reference file itself: obsolete, or just recorded.
            case reference
            /// The actual value with its geometry drawn over it (`.png(overlay: true)`).
            case overlay
        }

        /// What the file shows.
        public var role: Role
        /// Where it is.
        public var url: URL
        /// The name it goes by outside the artifacts folder (in a report, as a test
        /// attachment): `NAME.ROLE.EXTENSION`, such as `view.1.expected.png` (`NAME.changes.diff`
        /// for a text diff).
        public var fileName: String

        /// The file at `url` showing `role` of the snapshot `name`.
        public init(role: Role, url: URL, name: String) {
            self.role = role
            self.url = url
            // A text diff is the list of changes (`NAME.changes.diff`, as it is written), not a "diff.diff".
            let word = role == .diff && url.pathExtension.lowercased() != "png" ? "changes" : role.rawValue
            fileName = "\(name).\(word).\(url.pathExtension)"
        }

        /// Whether the file is an image a browser shows.
        public var isImage: Bool { url.pathExtension.lowercased() == "png" }
    }

    /// The files that show what this check came to, those that exist, in the order they
    /// are compared: expected, actual, diff (and the overlay, when the strategy draws one)
    /// when the check did not pass; the reference
    /// itself when it is the news — obsolete, or written by this check with no actual
    /// value beside it (a new reference, or one rewritten by record mode `all`). A passed
    /// check has none.
    public var files: [File] {
        var files: [File] = []
        func add(_ role: File.Role, _ url: URL?) {
            guard let url, FileManager.default.fileExists(atPath: url.path) else { return }
            files.append(File(role: role, url: url, name: name))
        }
        guard status != .passed else { return [] }
        add(.expected, expected)
        add(.actual, actual)
        add(.diff, diff)
        add(.overlay, overlay)
        if status == .obsolete || (wroteReference && actual == nil) { add(.reference, reference) }
        return files
    }
}

extension SnapshotOutcome.File {
    /// The names of every file a snapshot called `name` with references of `pathExtension`
    /// can leave: its reference `NAME.EXT`, `NAME.SUFFIX` for each companion recorded beside
    /// it (``SnapshotCompanion``: `NAME.layout.json`), `NAME.ROLE.EXT` for each ``Role`` (the
    /// report's copies and the artifacts) and the text diff `NAME.changes.diff`.
    public static func names(of name: String, pathExtension: String, companions: [String] = []) -> [String] {
        ["\(name).\(pathExtension)", "\(name).changes.diff"] + companions.map { SnapshotCompanion.fileName(of: name, suffix: $0) }
            + Role.allCases.map { "\(name).\($0.rawValue).\(pathExtension)" }
    }

    /// Why `name` cannot name a snapshot, or nil when every file it can leave
    /// (``names(of:pathExtension:companions:)``) is a safe file name: checked before anything
    /// is written, so a name too long for `NAME.reference.png` (or for a longer companion's
    /// name) fails at once, not after the reference was written.
    public static func nameProblem(_ name: String, pathExtension: String, companions: [String] = []) -> String? {
        if let problem = SafeFileName.problem(name) { return problem }
        for file in names(of: name, pathExtension: pathExtension, companions: companions) {
            // NAME itself was checked: what is wrong is what the suffix adds.
            if let problem = SafeFileName.problem(file) { return "makes NAME\(file.dropFirst(name.count)), which \(problem)" }
        }
        return nil
    }

    /// Throws a `FileError` unless ``nameProblem(_:pathExtension:companions:)`` finds
    /// nothing; `what` says where the name came from (`snapshot`, `shard item`).
    public static func checkName(_ name: String, pathExtension: String, companions: [String] = [], what: String) throws {
        if let problem = nameProblem(name, pathExtension: pathExtension, companions: companions) {
            throw FileError(reason: "\(what) \(Quoting.quoted(name)) cannot be a snapshot name: it \(problem)")
        }
    }
}
