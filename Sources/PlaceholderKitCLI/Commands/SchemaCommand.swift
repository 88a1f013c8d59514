import ArgumentParser
import FoundationEssentials
import PlaceholderKit

/// `placeholderkit schema`: prints the JSON Schema of spec files (``SpecSchema``), the
/// text `docs/spec.schema.json` holds, or with `--output NAME` that of one of the tool's
/// JSON outputs (``OutputSchema``), the text of `docs/schemas/NAME.schema.json`.
struct SchemaCommand: ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "print the JSON Schema (draft 2020-12) of spec files",
        discussion: """
        Prints the schema of spec files that docs/spec.schema.json holds, made from the model's \
        own declarations: every property with its type, range, words, default and a line on \
        what it does. Point an editor at it, or name it in a spec with "$schema" (a key the \
        tool ignores). With --markdown, prints the tables of spec properties of \
        docs/spec-reference.md instead. With --output NAME, prints the schema of one of the \
        tool's JSON outputs, which docs/schemas/NAME.schema.json holds: layout (layout's \
        output and NAME.layout.json documents), audit (audit --json), verify-results \
        (verify and merge-reports --json) or contact-sheet-index (a contact sheet's index.json).
        """
    )

    @Flag(help: "print the tables of spec properties of docs/spec-reference.md (Markdown) instead")
    var markdown = false
    @Option(parsing: .unconditional, help: ArgumentHelp("print the schema of a JSON output instead: "
                                                        + OutputSchema.allCases.map(\.rawValue).joined(separator: ", "), valueName: "NAME"))
    var output: OutputSchema?

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        if let output {
            try terminal.write(Data(output.text.utf8))
        } else {
            try terminal.print(markdown ? SpecSchema.markdownTables : SpecSchema.text)
        }
        return 0
    }
}
