import FoundationEssentials
import PlaceholderImage

/// The machine-readable result of a `verify` run, in reg-cli's shape so reg-suit-style
/// tooling can read it: names of passed, failed, new and deleted (obsolete) items, the
/// folders, and one entry per case with its numbers and files. Shards' results merge into
/// one (``merged(_:snapshots:)``). Its JSON (``jsonData()``) also carries its
/// ``formatVersion`` and reg-cli's file lists, `expectedItems`, `actualItems` and
/// `diffItems` (VerifyResults+Encoding.swift); the schema is `docs/schemas/verify-results.schema.json`.
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

        private enum CodingKeys: String, CodingKey {
            case name, status, mismatchedPixels, ratio, expected, actual, diff, message, time
        }

        /// Every key is written: the numbers of every compared case, passed ones included,
        /// and null for numbers not measured (a new or obsolete case) and files that do not
        /// exist, so a reader sees the same shape for every case.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(status, forKey: .status)
            try container.encode(mismatchedPixels, forKey: .mismatchedPixels)
            try container.encode(ratio, forKey: .ratio)
            try container.encode(expected, forKey: .expected)
            try container.encode(actual, forKey: .actual)
            try container.encode(diff, forKey: .diff)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(time, forKey: .time)
        }
    }

    // In memory every path is as the run made it (absolute); in a JSON file
    // (``relative(to:)``) those inside the file's own folder are relative to that folder,
    // which is how `merge-reports` reads a shard's files (see ``merged(_:snapshots:)``).

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

    mutating func fillNameLists() {
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

    /// The results as a JSON file in `folder` writes them: every path inside `folder`
    /// made relative to it (`report/artifacts/x.actual.png`), every other path left as
    /// it is, so a shard's result and its artifacts can be moved together.
    public func relative(to folder: URL) -> VerifyResults {
        func relative(_ path: String) -> String { RelativePath.below(folder, URL(fileURLWithPath: path)) ?? path }
        var results = self
        results.expectedDir = relative(expectedDir)
        results.actualDir = relative(actualDir)
        results.diffDir = relative(diffDir)
        results.items = items.map { item in
            var item = item
            item.expected = item.expected.map(relative)
            item.actual = item.actual.map(relative)
            item.diff = item.diff.map(relative)
            return item
        }
        return results
    }


    /// Results read back from ``jsonData()``; `name` goes into errors.
    public init(json data: Data, name: String) throws {
        struct Versioned: Decodable { var formatVersion: Int? }
        if let version = (try? JSONDecoder().decode(Versioned.self, from: data))?.formatVersion, version > Self.formatVersion {
            throw SnapshotError(field: name, problem: "is of format \(version), newer than this placeholderkit reads (\(Self.formatVersion))")
        }
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
