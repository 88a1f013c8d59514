import FoundationEssentials

extension SpecSchema {
    /// The tables of spec properties of `docs/spec-reference.md`, in Markdown, made from the
    /// same declarations as the schema: a table for each of ``definitions`` that has one, in
    /// their order (the kinds, then the objects their properties hold). A test keeps that page's copy (between `<!-- spec-tables -->` and
    /// `<!-- /spec-tables -->`) equal to this; `placeholderkit schema --markdown` prints it.
    public static var markdownTables: String {
        definitions.compactMap { $0.table?() }.joined(separator: "\n\n")
    }

    /// One table: a row for each of `Object`'s fields, with its default, its line and, in
    /// a table of properties that have flags, the `render`/`layout` flag that sets it.
    static func table<Object: SpecObject>(_ type: Object.Type, heading: String?) -> String {
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
