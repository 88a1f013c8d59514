import FoundationEssentials

extension SpecSchema {
    /// The tables of spec properties of `docs/spec-reference.md`, in Markdown, made from the
    /// same declarations as the schema: the view's properties, then the fields of each object
    /// a property holds. A test keeps that page's copy (between `<!-- spec-tables -->` and
    /// `<!-- /spec-tables -->`) equal to this; `placeholderkit schema --markdown` prints it.
    public static var markdownTables: String {
        [
            table(PlaceholderTextView.self, heading: nil),
            table(FontDescriptor.self, heading: """
                Fields of `font` and `placeholderFont`. A run's `font` takes the same fields and replaces those of the view's font \
                (`placeholderFont`, else `font`) one by one; a text style given there sets the size and weight it implies unless the \
                run gives them, and a size or `relativeTo` drops the view's text style.
                """),
            table(TextRun.self, heading: "Fields of each run of `attributedPlaceholder` and `attributedText`."),
            table(ParagraphStyle.self, heading: """
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
            table(EdgeInsets.self, heading: "Fields of `textContainerInset`."),
            table(Rect.self, heading: "Fields of each region of `ignoreRegions`."),
            table(Variants.self, heading: "Axes of `variants`."),
            table(Localization.self, heading: "Fields of each language of `localizations`."),
            table(PlaceholderTextField.self, heading: "A text field's spec (`\"kind\": \"textField\"`)."),
            table(TextFieldAccessory.self, heading: "Fields of a text field's `leftView` and `rightView`."),
            table(PlaceholderForm.self, heading: "A form's spec (`\"kind\": \"form\"`)."),
            table(PlaceholderLabel.self, heading: """
                A label in a form's `children` (`"kind": "label"`). A text field or text view there takes its own spec's \
                fields except \(FormChild.inheritedKeyList()), which the form sets (`kind` is then required); its height \
                is optional and defaults to auto.
                """),
        ].joined(separator: "\n\n")
    }

    /// One table: a row for each of `Object`'s fields, with its default, its line and, in
    /// a table of properties that have flags, the `render`/`layout` flag that sets it.
    private static func table<Object: SpecObject>(_ type: Object.Type, heading: String?) -> String {
        let defaults = try? JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(Object.specDefault))
        let hasFlags = Object.fields.contains { $0.flag != nil }
        let rows = Object.fields.map { field -> String in
            let value = field.isRequired ? "required" : defaults?[field.key].map { "`\($0.compact)`" } ?? "none"
            let row = "| `\(field.key)` | \(value) | \(escaped(description(of: field))) |"
            guard hasFlags else { return row }
            return row + " \(field.flag.map { flag in escaped("`--\(flag.name)" + (flag.valueName.map { " \($0)" } ?? "") + "`") } ?? "") |"
        }
        let header = hasFlags ? ["| property | default | meaning | flag |", "| --- | --- | --- | --- |"]
            : ["| property | default | meaning |", "| --- | --- | --- |"]
        return ((heading.map { [$0, ""] } ?? []) + header + rows).joined(separator: "\n")
    }

    /// `text` with the characters that end a Markdown table cell escaped.
    private static func escaped(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
