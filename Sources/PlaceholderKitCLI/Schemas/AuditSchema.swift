import PlaceholderKit
import PlaceholderModel

/// The schema of `placeholderkit audit --json` (``AuditReport/json()``, ``AuditFinding``'s encoding).
enum AuditSchema {
    typealias S = SchemaNode

    static func document(id: String, version: Int) -> JSONValue {
        let root = S.object("What placeholderkit audit --json writes.", required: [
            ("findings", S.array(S.ref("finding"))), ("formatVersion", S.constant(version)), ("specs", S.integer), ("variants", S.integer),
        ])
        let finding = S.object("One finding, with its rule's figures beside its fields.", required: [
            ("element", S.string), ("message", S.string), ("rule", S.words(AuditRule.allCases.map(\.rawValue))),
            ("severity", S.words(AuditSeverity.allCases.map(\.rawValue))), ("spec", S.string), ("variant", S.string),
        ], optional: [
            ("frame", S.ref("rect")),
            ("height", S.number), ("ratio", S.number), ("required", S.number), ("width", S.number),
        ])
        let rect = S.object("A rectangle in points.", required: [("height", S.number), ("width", S.number), ("x", S.number), ("y", S.number)])
        return S.document(id: id, title: "placeholderkit audit --json",
                          description: "The findings of an audit over every variant of its specs. A contrast finding has ratio and "
                            + "required (ratio < required exactly when it fails), a target-size finding width and height in points.",
                          root: root, definitions: [("finding", finding), ("rect", rect)])
    }
}
