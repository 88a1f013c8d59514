import PlaceholderKit
import PlaceholderModel

/// The schema of `placeholderkit layout`'s output (``LayoutDocument``'s JSON, as
/// LayoutDocument+JSON.swift writes it).
enum LayoutSchema {
    typealias S = SchemaNode

    static func document(id: String, version: Int) -> JSONValue {
        let root = S.object("What placeholderkit layout prints: a layout document for each output name of the spec.", required: [
            ("formatVersion", S.constant(version)),
            ("layouts", S.map("Output name (the spec's name and its variant's suffix) → its layout document.", S.ref("document"))),
        ])
        return S.document(id: id, title: "placeholderkit layout output",
                          description: "The computed geometry of every output of a spec, in points from each view's top-left corner "
                            + "(rounded to 1/1000). Each document is also what NAME.layout.json beside a reference holds.",
                          root: root, definitions: definitions)
    }

    static var definitions: [(String, JSONValue)] {
        let rect = S.ref("rect")
        return [
            ("document", S.object("One laid-out view: a text view, a text field, a label or a form.", required: [
                ("lineArea", rect), ("placeholder", S.ref("block")), ("scale", S.number), ("size", S.ref("size")), ("text", S.ref("block")),
                ("textContainer", rect), ("warnings", S.array(S.string)),
            ], optional: [
                ("caret", rect), ("children", S.array(S.ref("child"))), ("clearButton", rect),
                ("kind", S.words(MockupKind.allCases.map(\.rawValue))), ("leftView", rect), ("rightView", rect),
            ])),
            ("child", S.object("A form's child: its frame in the form and its own document, in its own points.", required: [
                ("document", S.ref("document")), ("frame", rect),
            ])),
            ("size", S.object("The view's size in points.", required: [("height", S.number), ("width", S.number)])),
            ("rect", S.object("A rectangle in points.", required: [("height", S.number), ("width", S.number), ("x", S.number), ("y", S.number)])),
            ("block", S.object("The placeholder or the typed text: whether it shows, its frame, its lines.", required: [
                ("frame", rect), ("lines", S.array(S.ref("line"))), ("truncated", S.boolean), ("visible", S.boolean),
            ])),
            ("line", S.object("One line: its text, pen position and size, and its glyph runs in visual order.", required: [
                ("ascent", S.number), ("baseline", S.number), ("descent", S.number), ("runs", S.array(S.ref("run"))), ("text", S.string),
                ("width", S.number), ("x", S.number),
            ])),
            ("run", S.object("Glyphs of one font, direction and set of attributes; colours as #RRGGBB or #RRGGBBAA.", required: [
                ("color", S.string), ("direction", S.words(["ltr", "rtl"])), ("font", S.ref("font")), ("glyphs", S.array(S.ref("glyph"))),
                ("strikethrough", S.boolean), ("underline", S.boolean),
            ], optional: [
                ("backgroundColor", S.string), ("strikethroughColor", S.string), ("strikethroughPattern", S.string), ("strikethroughStyle", S.string),
                ("underlineColor", S.string), ("underlinePattern", S.string), ("underlineStyle", S.string),
            ])),
            ("font", S.object("The font a run is drawn in and its metrics in points, as UIFont gives them.", required: [
                ("file", S.string), ("index", S.integer), ("italic", S.boolean), ("size", S.number), ("weight", S.integer),
            ], optional: [
                ("ascender", S.number), ("capHeight", S.number), ("descender", S.number), ("leading", S.number), ("lineHeight", S.number),
                ("xHeight", S.number),
            ])),
            ("glyph", S.object("One glyph: its id, pen position, advance, and the UTF-16 offset in the line's text it draws.", required: [
                ("advance", S.number), ("cluster", S.integer), ("id", S.integer), ("x", S.number), ("y", S.number),
            ])),
        ]
    }
}
