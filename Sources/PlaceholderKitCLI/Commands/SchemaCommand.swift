import ArgumentParser
import PlaceholderKit

/// `placeholderkit schema`: prints the JSON Schema of spec files (``SpecSchema``), the
/// text `docs/spec.schema.json` holds.
struct SchemaCommand: ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "print the JSON Schema (draft 2020-12) of spec files",
        discussion: """
        Prints the schema of spec files that docs/spec.schema.json holds, made from the model's \
        own declarations: every property with its type, range, words, default and a line on \
        what it does. Point an editor at it, or name it in a spec with "$schema" (a key the \
        tool ignores). With --markdown, prints the tables of spec properties of \
        docs/spec-reference.md instead.
        """
    )

    @Flag(help: "print the tables of spec properties of docs/spec-reference.md (Markdown) instead")
    var markdown = false

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        try terminal.print(markdown ? SpecSchema.markdownTables : SpecSchema.text)
        return 0
    }
}
