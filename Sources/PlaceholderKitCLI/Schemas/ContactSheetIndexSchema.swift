import PlaceholderKit
import PlaceholderModel

/// The schema of a contact sheet's `index.json` (``ContactSheetIndex``).
enum ContactSheetIndexSchema {
    typealias S = SchemaNode

    static func document(id: String, version: Int) -> JSONValue {
        let root = S.object("What a contact sheet shows of one batch's folder, beside its images.", required: [
            ("format", S.words(OutputFormat.allCases.map(\.rawValue))), ("formatVersion", S.constant(version)),
            ("specs", S.array(S.ref("spec"))), ("tool", S.string),
        ], optional: [
            ("shard", S.string),
        ])
        let definitions: [(String, JSONValue)] = [
            ("spec", S.object("One spec of the batch and its images in this folder.", required: [
                ("images", S.array(S.ref("image"))), ("json", S.string), ("name", S.string), ("order", S.integer),
            ])),
            ("image", S.object("One image: the variant it is, its value on each axis, its size; an audit's findings in it.", required: [
                ("axes", S.array(S.ref("axis"))), ("frame", S.ref("frame")), ("variant", S.integer),
            ], optional: [
                ("findings", S.ref("findings")),
            ])),
            ("axis", S.object("A variant's value on one axis of its spec's matrix.", required: [
                ("axis", S.words(VariantAxis.allCases.map(\.rawValue))), ("label", S.string),
            ])),
            ("frame", S.object("The laid-out size in points and in pixels, the scale and the appearance.", required: [
                ("appearance", S.words(Appearance.allCases.map(\.rawValue))), ("height", S.number), ("pixelHeight", S.integer),
                ("pixelWidth", S.integer), ("scale", S.number), ("width", S.number),
            ])),
            ("findings", S.object("What audit --overlay found in the image.", required: [
                ("errors", S.integer), ("lines", S.array(S.string)), ("warnings", S.integer),
            ])),
        ]
        return S.document(id: id, title: "placeholderkit contact sheet index.json",
                          description: "Written with index.html by render --contact-sheet, demo and audit --overlay; read by contact-sheet DIR....",
                          root: root, definitions: definitions)
    }
}
