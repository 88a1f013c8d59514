/// The one list of the objects a spec may hold: the schema's `$defs`, the tables of
/// `docs/spec-reference.md`, the schema tests and the fuzz dictionary's test all read it,
/// so a type added here is in each of them and a type left out is in none.
extension SpecSchema {
    /// One object a spec may hold (``SchemaDefinition``).
    public typealias Definition = SchemaDefinition

    /// The keys a spec of any kind passes over (`$comment`, `$schema`), first in each
    /// kind's properties.
    private static var ignoredMembers: [JSONValue.Member] {
        PlaceholderTextView.ignoredFields.map { key, documentation in
            JSONValue.Member(key, .object(JSONValue.members([("description", .string(documentation))] + String.schema)))
        }
    }

    /// A spec's own kind: `Object`'s fields and the keys every spec may hold.
    static func kind<Object: SpecObject>(_ type: Object.Type, title: String, heading: String?) -> Definition {
        Definition(name: Object.schemaName, title: title, keys: Object.keys + PlaceholderTextView.ignoredKeys,
                   schema: { objectSchema(Object.self, defaults: true, leading: ignoredMembers) },
                   table: { table(Object.self, heading: heading) })
    }

    /// An object a property holds, with its table under `heading`.
    static func object<Object: SpecObject>(_ type: Object.Type, title: String, heading: String) -> Definition {
        Definition(name: Object.schemaName, title: title, keys: Object.keys, schema: { objectSchema(Object.self, defaults: true) },
                   table: { table(Object.self, heading: heading) })
    }

    /// A kind a form holds, as its child (`what`: `A text view in a form`): its spec's
    /// fields but the form's own (`FormChild.inheritedKeys`), `kind` required; with its
    /// table under `heading`, when the reference shows one.
    static func child<Object: FormChildValue>(_ type: Object.Type, title: String, what: String, heading: String? = nil) -> Definition {
        var shown: (@Sendable () -> String)?
        if let heading { shown = { table(Object.self, heading: heading) } }
        return Definition(name: Object.kind.childSchemaName, title: title, keys: Object.childFields.map(\.key),
                          schema: {
                              objectSchema(Object.self, defaults: true, fields: Object.childFields, base: Object.childDefault, required: ["kind"],
                                           description: "\(what): its \(FormChild.inheritedKeyList()) are the form's")
                          },
                          table: shown)
    }

    /// Every object a spec may hold: each kind's (`KindSpec.schemaDefinitions`: its spec's,
    /// a form's child's, the objects only it holds), then the objects their properties
    /// hold. The reference's tables follow this order.
    public static let definitions: [Definition] = MockupKind.allCases.flatMap { $0.specType.schemaDefinitions } + [
        object(FontDescriptor.self, title: "Font", heading: """
            Fields of `font` and `placeholderFont`. A run's `font` takes the same fields and replaces those of the view's font \
            (`placeholderFont`, else `font`) one by one; a text style given there sets the size and weight it implies unless the \
            run gives them, and a size or `relativeTo` drops the view's text style.
            """),
        Definition(name: "partialFont", title: "Partial font", keys: FontDescriptor.keys,
                   schema: {
                       objectSchema(FontDescriptor.self, defaults: false,
                                    description: "Font fields that replace those of the view's font; a field left out keeps the view's value",
                                    partial: true)
                   }, table: nil),
        object(TextRun.self, title: "Text run", heading: "Fields of each run of `attributedPlaceholder` and `attributedText`."),
        object(ParagraphStyle.self, title: "Paragraph style", heading: """
            Fields of `paragraphStyle` and `placeholderParagraphStyle` (UIKit's `NSParagraphStyle`, with TextKit 1's semantics; \
            0 means not set). A line's height is its natural one (the tallest font's ascent + descent + leading) times \
            `lineHeightMultiple`, then within `minimumLineHeight` and `maximumLineHeight`; the height added goes above the glyphs, \
            the baseline keeping its distance to the line's bottom (the text font's descent and leading when a limit decided the \
            height, so lines of one fixed height step evenly). `lineSpacing` follows every line but the text's last, \
            `paragraphSpacing` every paragraph but the last, `paragraphSpacingBefore` precedes every paragraph, the first too. \
            Indents are from the leading edge of the line area (the right one in a right-to-left paragraph). A run's own \
            `paragraphStyle` styles the paragraphs whose first character it holds, as in UIKit. With `byClipping` and the \
            truncating modes each paragraph is one line, as TextKit 1 lays it out: clipped at the line area's edge (showing its \
            start, whatever the alignment), or shortened with … at its start, its middle (as many characters kept from each \
            end) or its end; lines dropped by `placeholderNumberOfLines` or the height always end the last kept one with ….
            """),
        object(EdgeInsets.self, title: "Edge insets", heading: "Fields of `textContainerInset`."),
        object(Rect.self, title: "Region", heading: "Fields of each region of `ignoreRegions`."),
        object(Variants.self, title: "Variants", heading: "Axes of `variants`."),
        object(Localization.self, title: "Localization", heading: "Fields of each language of `localizations`."),
    ]
}
