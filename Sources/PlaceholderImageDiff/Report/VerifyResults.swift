import Foundation

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

    /// One result from the results of a suite's shards: their items together, and the
    /// obsolete references recomputed over all of them (none is found in a shard alone).
    /// Throws a ``SnapshotError`` when a case appears in two shards or the runs compared
    /// against different snapshots folders.
    public static func merged(_ shards: [VerifyResults]) throws -> VerifyResults {
        guard var merged = shards.first else { throw SnapshotError(problem: "there are no results to merge") }
        if let other = shards.first(where: { $0.expectedDir != merged.expectedDir }) {
            throw SnapshotError(problem: "the shards compared against different snapshots folders: \(merged.expectedDir) and \(other.expectedDir)")
        }
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
    }
}
