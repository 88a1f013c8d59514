import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderFormat

/// Merging shards' results (`merge-reports`).
///
/// A shard result is data from another machine, maybe from an untrusted pull request, so
/// no path in it is trusted as a place to read from. Its own folder, the folder holding
/// its file, is the only place the merge reads its files: `actualDir` and `diffDir` must be
/// relative paths inside it (as `verify --json` writes them), every item must be a safe file
/// name naming exactly the files `verify` writes for it there, and a file is read only if,
/// with links resolved, it is still inside that folder and is a regular file, not a link.
/// References (`expectedDir`) are never read from where a result says: they come from the
/// snapshots folder the user names.
extension VerifyResults {
    /// The largest results file `merge-reports` reads, in bytes.
    public static let maximumFileSize = 64 << 20

    /// A shard's result read from its file, and the folder that holds the file: the
    /// result's own folder.
    public struct ShardFile: Sendable {
        /// The file as given, for errors.
        public var name: String
        /// The folder holding the file, the only folder whose files the merge reads for it.
        public var folder: URL
        public var results: VerifyResults

        /// Reads the result at `path` (at most ``maximumFileSize`` bytes, through
        /// `FileReader`). Throws a `FileError` or a ``SnapshotError`` naming it.
        public init(path: String) throws {
            let url = URL(fileURLWithPath: path)
            results = try VerifyResults(json: FileReader.read(url, maxBytes: VerifyResults.maximumFileSize), name: path)
            folder = url.deletingLastPathComponent().standardizedFileURL
            name = path
        }

        /// A result already read, from a file in `folder`.
        public init(name: String, folder: URL, results: VerifyResults) {
            self.name = name
            self.folder = folder.standardizedFileURL
            self.results = results
        }
    }

    /// One result from the results of a suite's shards: their items together with their
    /// files found in each shard's own folder, references (for failed, new and recorded
    /// items, and the obsolete ones, recomputed over all shards: none is found in a shard
    /// alone) from `snapshots`. Checks everything ``checkMergeable(_:names:)`` checks, and
    /// every file an item names that exists in its shard's folder (see above). Throws a
    /// ``SnapshotError`` naming the shard's file.
    public static func merged(_ shards: [ShardFile], snapshots: URL) throws -> VerifyResults {
        try checkMergeable(shards.map(\.results), names: shards.map(\.name))
        let resolved = try shards.map { try $0.results.resolved(in: $0.folder, name: $0.name) }
        var merged = resolved[0]
        var seen = Set<String>()
        merged.items = []
        for item in resolved.flatMap(\.items) where item.status != .obsolete {
            guard seen.insert(item.name).inserted else { throw SnapshotError(problem: "\(Quoting.quoted(item.name)) is in two shards") }
            merged.items.append(item)
        }
        // Each name is a safe file name (checked), so its reference is a file of `snapshots`.
        merged.expectedDir = snapshots.path
        for index in merged.items.indices {
            let reference = snapshots.appendingPathComponent(merged.items[index].name + ".png").path
            merged.items[index].expected = FileManager.default.fileExists(atPath: reference) ? reference : nil
        }
        let obsolete = ObsoleteReferences.find(in: snapshots, used: seen)
        merged.items += VerifyResults(outcomes: obsolete.map(SnapshotOutcome.obsolete), expectedDir: snapshots,
                                      artifactsDir: URL(fileURLWithPath: merged.actualDir), recordMode: .never).items
        merged.items.sort { $0.name < $1.name }
        // Shards on machines that render differently: each failure says so, as a run's
        // failure says what differs from the environment its references were recorded in.
        if let difference = environmentDifference(resolved, names: shards.map(\.name)) {
            for index in merged.items.indices where merged.items[index].status == .failed {
                merged.items[index].message += "\n" + difference
            }
        }
        merged.shard = nil
        merged.fillNameLists()
        return merged
    }

    /// The checks of ``merged(_:snapshots:)`` that need no file: the shards' `I/N`, the
    /// folders, and every item's name and files. Throws a ``SnapshotError`` naming the
    /// shard's file (from `names`) and the item.
    public static func checkMergeable(_ shards: [VerifyResults], names: [String]) throws {
        guard let first = shards.first else { throw SnapshotError(problem: "there are no results to merge") }
        if let other = shards.first(where: { $0.expectedDir != first.expectedDir }) {
            throw SnapshotError(problem: "the shards compared against different snapshots folders: \(Quoting.quoted(first.expectedDir)) and \(Quoting.quoted(other.expectedDir))")
        }
        var parts: [Int: String] = [:]
        var total: (count: Int, name: String)?
        for (results, name) in zip(shards, names) {
            guard let text = results.shard else {
                throw SnapshotError(field: name, problem: "is the result of a whole run, not of a shard (verify --shard I/N)")
            }
            let shard: Shard
            do { shard = try Shard(parsing: text) } catch { throw SnapshotError(field: name, problem: "shard \(Quoting.quoted(text)) is not I/N with 1 ≤ I ≤ N") }
            if let total, total.count != shard.count {
                throw SnapshotError(field: name, problem: "is shard \(shard) but \(Quoting.escaped(total.name)) is one of \(total.count): the shards disagree on N")
            }
            total = (shard.count, name)
            if let other = parts.updateValue(name, forKey: shard.index) {
                throw SnapshotError(field: name, problem: "is shard \(shard), as \(Quoting.escaped(other)) is: a shard is given twice")
            }
            try results.checkItems(name: name)
        }
        if let total, let missing = (1...total.count).first(where: { parts[$0] == nil }) {
            throw SnapshotError(problem: "shard \(missing)/\(total.count) is missing: merge every shard of the run")
        }
    }

    /// Whether `path` is a relative path of plain components (no empty one, no `.` or
    /// `..`): a folder or file inside the folder it is taken from.
    public static func isPlainRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// `folder/file`, as a result's paths join them.
    static func joined(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }

    /// Every item of this result: a safe name, and files only where `verify` puts them;
    /// the artifacts' folders inside the result's own folder.
    private func checkItems(name: String) throws {
        guard !expectedDir.isEmpty else { throw SnapshotError(field: name, problem: "expectedDir is empty") }
        for (field, folder) in [("actualDir", actualDir), ("diffDir", diffDir)] where !Self.isPlainRelativePath(folder) {
            throw SnapshotError(field: name, problem: "\(field) \(Quoting.quoted(folder)) is not a folder inside the result's own folder (a relative path with no . or ..)")
        }
        for item in items {
            if let problem = SnapshotOutcome.File.nameProblem(item.name, pathExtension: "png", companions: [SnapshotCompanion.layoutSuffix]) {
                throw SnapshotError(field: name, problem: "item \(Quoting.quoted(item.name)) is not a snapshot name: it \(problem)")
            }
            for (field, value, folder, suffix) in [("expected", item.expected, expectedDir, ".png"), ("actual", item.actual, actualDir, ".actual.png"),
                                                   ("diff", item.diff, diffDir, ".diff.png")] {
                guard let value else { continue }
                let wanted = Self.joined(folder, item.name + suffix)
                guard value == wanted else {
                    throw SnapshotError(field: name, problem: "item \(Quoting.quoted(item.name)): \(field) \(Quoting.quoted(value)) is not \(Quoting.quoted(wanted)), where verify writes it")
                }
            }
        }
    }

    /// This result with its artifacts found in `folder`, its own folder (their paths,
    /// relative and plain as ``checkMergeable(_:names:)`` found them, taken from there);
    /// every one that exists must be a regular file of at most ``FileReader/defaultMaxBytes``,
    /// not a link, and inside `folder` once links are resolved, so neither a path nor a link
    /// planted among the artifacts can make the merge read a file from elsewhere.
    private func resolved(in folder: URL, name: String) throws -> VerifyResults {
        func own(_ path: String, item: String) throws -> String {
            let url = folder.appendingPathComponent(path)
            var info = stat()
            guard lstat(url.path, &info) == 0 else { return url.path }  // not here: nothing is read
            let problem = if let kind = FileReader.kindName(info.st_mode) {
                "is \(kind), not a file"
            } else if info.st_size > FileReader.defaultMaxBytes {
                "is larger than \(FileReader.defaultMaxBytes) bytes"
            } else if SafeFileName.resolved(url.path, isInside: folder.path) != true {
                "leads outside \(Quoting.quoted(folder.path)), the result's own folder"
            } else {
                nil as String?
            }
            if let problem { throw SnapshotError(field: name, problem: "item \(Quoting.quoted(item)): \(Quoting.quoted(path)) \(problem)") }
            return url.path
        }
        var results = self
        results.actualDir = folder.appendingPathComponent(actualDir).path
        results.diffDir = folder.appendingPathComponent(diffDir).path
        for index in results.items.indices {
            let item = results.items[index].name
            results.items[index].actual = try results.items[index].actual.map { try own($0, item: item) }
            results.items[index].diff = try results.items[index].diff.map { try own($0, item: item) }
        }
        return results
    }
}
