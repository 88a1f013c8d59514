import PlaceholderImageDiff
import PlaceholderModel

/// The schema of `verify --json` and `merge-reports --json` (``VerifyResults``).
enum VerifyResultsSchema {
    typealias S = SchemaNode

    static func document(id: String, version: Int) -> JSONValue {
        let names = S.array(S.string)
        let root = S.object("What placeholderkit verify --json writes, in reg-cli's shape.", required: [
            ("actualDir", S.string), ("actualItems", names), ("deletedItems", names), ("diffDir", S.string), ("diffItems", names),
            ("expectedDir", S.string), ("expectedItems", names), ("failedItems", names), ("formatVersion", S.constant(version)),
            ("items", S.array(S.ref("item"))), ("newItems", names), ("passedItems", names), ("recordMode", S.string), ("recordedItems", names),
        ], optional: [
            ("environment", names), ("shard", S.string),
        ])
        let item = S.object("One case: its outcome, numbers and files (null where not measured or not there).", required: [
            ("actual", S.nullable(S.string)), ("diff", S.nullable(S.string)), ("expected", S.nullable(S.string)), ("message", S.string),
            ("mismatchedPixels", S.nullable(S.integer)), ("name", S.string), ("ratio", S.nullable(S.number)),
            ("status", S.words(SnapshotOutcome.Status.allCases.map(\.rawValue))),
        ], optional: [
            ("time", S.number),
        ])
        return S.document(id: id, title: "placeholderkit verify --json",
                          description: "The result of a verify run or a merge of shards. passedItems … recordedItems name cases "
                            + "(without .png); expectedItems, actualItems and diffItems are files relative to expectedDir, actualDir "
                            + "and diffDir, as reg-cli writes them; paths inside the JSON file's folder are relative to it.",
                          root: root, definitions: [("item", item)])
    }
}
