import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

extension VerifyResults {
    /// The format of the JSON ``jsonData()`` writes; a reader refuses a newer one. Files
    /// written before there was one (no `formatVersion`) are of format 1's shape without
    /// reg-cli's file lists.
    public static let formatVersion = 1

    /// reg-cli's file lists: each existing reference, actual image and diff image, as a
    /// path relative to ``expectedDir``, ``actualDir`` or ``diffDir`` (as reg-suit joins
    /// them), or as it is when outside that folder.
    public var expectedItems: [String] { files(\.expected, in: expectedDir) }
    public var actualItems: [String] { files(\.actual, in: actualDir) }
    public var diffItems: [String] { files(\.diff, in: diffDir) }

    private func files(_ path: KeyPath<Item, String?>, in folder: String) -> [String] {
        items.compactMap { $0[keyPath: path] }.map { RelativePath.below(folder, $0) ?? $0 }
    }

    private enum EncodingKeys: String, CodingKey {
        case formatVersion, passedItems, failedItems, newItems, deletedItems, recordedItems, expectedItems, actualItems, diffItems
        case expectedDir, actualDir, diffDir, recordMode, shard, environment, items
    }

    /// Every stored key, ``formatVersion`` and reg-cli's file lists (which a reader
    /// ignores: they follow from `items`).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: EncodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .formatVersion)
        for (key, names) in [(EncodingKeys.passedItems, passedItems), (.failedItems, failedItems), (.newItems, newItems), (.deletedItems, deletedItems),
                             (.recordedItems, recordedItems), (.expectedItems, expectedItems), (.actualItems, actualItems), (.diffItems, diffItems)] {
            try container.encode(names, forKey: key)
        }
        try container.encode(expectedDir, forKey: .expectedDir)
        try container.encode(actualDir, forKey: .actualDir)
        try container.encode(diffDir, forKey: .diffDir)
        try container.encode(recordMode, forKey: .recordMode)
        try container.encodeIfPresent(shard, forKey: .shard)
        try container.encodeIfPresent(environment, forKey: .environment)
        try container.encode(items, forKey: .items)
    }

    /// Pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        try JSONDocument.data(self)
    }
}
