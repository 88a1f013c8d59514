import Foundation
import PlaceholderImage

/// The machine-readable result of a `verify` run, in reg-cli's shape so reg-suit-style
/// tooling can read it: names of passed, failed, new and deleted (obsolete) items, the
/// folders, and one entry per case with its numbers and files. Shards' results merge into
/// one (``merged(_:)``).
public struct VerifyResults: Codable, Equatable, Sendable {
    /// One case.
    public struct Item: Codable, Equatable, Sendable {
        /// As in the snapshots folder, without `.png`.
        public var name: String
        public var status: SnapshotOutcome.Status
        public var mismatchedPixels: Int?
        public var ratio: Double?
        /// The reference, the actual image and the diff image, where they exist.
        public var expected: String?
        public var actual: String?
        public var diff: String?
        /// What happened, for a person.
        public var message: String
        /// Seconds spent rendering and comparing.
        public var time: Double?
    }

    public var passedItems: [String]
    public var failedItems: [String]
    public var newItems: [String]
    public var deletedItems: [String]
    /// References rewritten by record mode `all` or `failed`.
    public var recordedItems: [String]
    public var expectedDir: String
    public var actualDir: String
    public var diffDir: String
    /// The record mode the run used.
    public var recordMode: String
    /// `I/N` when the run was one shard of N; nil for a whole run or a merge.
    public var shard: String?
    /// The library versions and font files the run rendered with (`name version`,
    /// `role: file`), when the tool recorded them.
    public var environment: [String]?
    public var items: [Item]

    /// The results of `outcomes` (in any order; items come out sorted by name).
    public init(outcomes: [SnapshotOutcome], times: [String: Double] = [:], expectedDir: URL, artifactsDir: URL,
                recordMode: RecordMode, shard: Shard? = nil, environment: [String]? = nil) {
        items = outcomes.map { outcome in
            Item(name: outcome.name, status: outcome.status, mismatchedPixels: outcome.mismatchedPixels, ratio: outcome.ratio,
                 expected: (outcome.status == .obsolete || FileManager.default.fileExists(atPath: outcome.reference.path))
                    ? outcome.reference.path : nil,
                 actual: outcome.actual?.path, diff: outcome.diff?.path, message: outcome.message, time: times[outcome.name])
        }.sorted { $0.name < $1.name }
        passedItems = []; failedItems = []; newItems = []; deletedItems = []; recordedItems = []
        self.expectedDir = expectedDir.path
        actualDir = artifactsDir.path
        diffDir = artifactsDir.path
        self.recordMode = recordMode.rawValue
        self.shard = shard?.description
        self.environment = environment
        fillNameLists()
    }

    private mutating func fillNameLists() {
        func names(_ status: SnapshotOutcome.Status) -> [String] { items.filter { $0.status == status }.map(\.name) }
        passedItems = names(.passed)
        failedItems = names(.failed)
        newItems = names(.new)
        deletedItems = names(.obsolete)
        recordedItems = names(.recorded)
    }

    /// The outcomes again, for the HTML report.
    public var outcomes: [SnapshotOutcome] {
        items.map { item in
            var outcome = SnapshotOutcome(name: item.name, status: item.status, message: item.message,
                                          reference: URL(fileURLWithPath: item.expected ?? "\(expectedDir)/\(item.name).png"),
                                          actual: item.actual.map(URL.init(fileURLWithPath:)), diff: item.diff.map(URL.init(fileURLWithPath:)))
            outcome.mismatchedPixels = item.mismatchedPixels
            outcome.ratio = item.ratio
            // What the case was compared against: the reference itself.
            if item.status == .failed { outcome.expected = item.expected.map(URL.init(fileURLWithPath:)) }
            return outcome
        }
    }

    /// The largest results file `merge-reports` reads, in bytes.
    public static let maximumFileSize = 64 << 20

    /// One result from the results of a suite's shards: their items together, and the
    /// obsolete references recomputed over all of them (none is found in a shard alone).
    /// `names` name the shards' files in errors (their positions, when not given).
    ///
    /// A shard result is data from another machine, maybe from an untrusted pull request,
    /// so nothing in it is trusted beyond what ``checkMergeable(_:names:)`` checks: its
    /// `shard` is `I/N` with 1 ≤ I ≤ N, every shard agrees on N and on the snapshots
    /// folder, none is given twice or missing; every item's name is a safe file name
    /// (``SafeFileName``) in one shard only; every image an item names is the very file
    /// `verify` writes for that name in the result's own folders (`expectedDir/NAME.png`,
    /// `actualDir/NAME.actual.png`, `diffDir/NAME.diff.png`), and, when it exists here,
    /// still inside that folder once links are resolved. Throws a ``SnapshotError``.
    public static func merged(_ shards: [VerifyResults], names: [String]? = nil) throws -> VerifyResults {
        let names = names ?? shards.indices.map { "result \($0 + 1)" }
        try checkMergeable(shards, names: names)
        for (shard, name) in zip(shards, names) { try shard.checkFilesStayInside(name: name) }
        var merged = shards[0]
        var seen = Set<String>()
        merged.items = []
        for item in shards.flatMap(\.items) where item.status != .obsolete {
            guard seen.insert(item.name).inserted else { throw SnapshotError(problem: "\(Quoting.quoted(item.name)) is in two shards") }
            merged.items.append(item)
        }
        let obsolete = ObsoleteReferences.find(in: URL(fileURLWithPath: merged.expectedDir), used: seen)
        merged.items += VerifyResults(outcomes: obsolete.map(SnapshotOutcome.obsolete), expectedDir: URL(fileURLWithPath: merged.expectedDir),
                                      artifactsDir: URL(fileURLWithPath: merged.actualDir), recordMode: .never).items
        merged.items.sort { $0.name < $1.name }
        merged.shard = nil
        merged.fillNameLists()
        return merged
    }

    /// The checks of ``merged(_:names:)`` that need no file: the shards' `I/N`, the
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

    /// Every item of this result: a safe name, and files only where `verify` puts them.
    private func checkItems(name: String) throws {
        for (field, folder) in [("expectedDir", expectedDir), ("actualDir", actualDir), ("diffDir", diffDir)] {
            guard !folder.isEmpty, !folder.utf8.contains(0), !folder.split(separator: "/").contains("..") else {
                throw SnapshotError(field: name, problem: "\(field) \(Quoting.quoted(folder)) is not a plain folder path")
            }
        }
        for item in items {
            if let problem = SafeFileName.problem(item.name + ".actual.png") {
                throw SnapshotError(field: name, problem: "item \(Quoting.quoted(item.name)) is not a snapshot name: as a file name it \(problem)")
            }
            for (field, value, folder, suffix) in [("expected", item.expected, expectedDir, ".png"), ("actual", item.actual, actualDir, ".actual.png"),
                                                   ("diff", item.diff, diffDir, ".diff.png")] {
                guard let value else { continue }
                let wanted = URL(fileURLWithPath: folder).appendingPathComponent(item.name + suffix).path
                guard value == wanted else {
                    throw SnapshotError(field: name, problem: "item \(Quoting.quoted(item.name)): \(field) \(Quoting.quoted(value)) is not \(Quoting.quoted(wanted)), where verify writes it")
                }
            }
        }
    }

    /// Every file an item names that exists here lies inside its folder once symbolic
    /// links are resolved, so a link planted among the artifacts cannot make the merge
    /// copy a file from elsewhere into the report.
    private func checkFilesStayInside(name: String) throws {
        for item in items {
            for (value, folder) in [(item.expected, expectedDir), (item.actual, actualDir), (item.diff, diffDir)] {
                guard let value, SafeFileName.resolved(value, isInside: folder) == false else { continue }
                throw SnapshotError(field: name, problem: "item \(Quoting.quoted(item.name)): \(Quoting.quoted(value)) leads outside \(Quoting.quoted(folder))")
            }
        }
    }

    /// Pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Results read back from ``jsonData()``; `name` goes into errors.
    public init(json data: Data, name: String) throws {
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            throw SnapshotError(field: name, problem: "is not a placeholderkit verify --json result")
        }
        // As in spec files: no string may hold a NUL, which a C call would read as its end.
        var strings: [(String, String)] = [("expectedDir", expectedDir), ("actualDir", actualDir), ("diffDir", diffDir), ("recordMode", recordMode)]
        strings += [("shard", shard), ("environment", environment?.joined())].compactMap { field, value in value.map { (field, $0) } }
        for (list, names) in [("passedItems", passedItems), ("failedItems", failedItems), ("newItems", newItems), ("deletedItems", deletedItems),
                              ("recordedItems", recordedItems)] {
            strings += names.enumerated().map { ("\(list)[\($0.offset)]", $0.element) }
        }
        for (index, item) in items.enumerated() {
            strings += [("name", item.name), ("message", item.message), ("expected", item.expected), ("actual", item.actual), ("diff", item.diff)]
                .compactMap { field, value in value.map { ("items[\(index)].\(field)", $0) } }
        }
        if let (field, _) = strings.first(where: { $0.1.utf8.contains(0) }) {
            throw SnapshotError(field: name, problem: "\(field): holds U+0000 (NUL), which no string of a result may hold")
        }
    }
}
