import PlaceholderKit

/// `placeholderkit schema`: prints the JSON Schema of spec files (``SpecSchema``), the
/// text `docs/spec.schema.json` holds.
enum SchemaCommand: Command {
    struct Settings {
        /// Print the README's tables of spec properties instead.
        var markdown = false
    }

    static let name = "schema"
    static let summary = "print the JSON Schema (draft 2020-12) of spec files"
    static let usage = "schema [--markdown]"
    static let about = """
    Prints the schema of spec files that docs/spec.schema.json holds, made from the model's
    own declarations: every property with its type, range, words, default and a line on
    what it does. Point an editor at it, or name it in a spec with "$schema" (a key the
    tool ignores).
    """
    static let positionals = 0...0
    static let options: [Option<Settings>] = [
        .flag("--markdown", "print the README's tables of spec properties (Markdown) instead") { $0.markdown = true },
    ]

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        Settings()
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        try terminal.print(settings.markdown ? SpecSchema.markdownTables : SpecSchema.text)
        return 0
    }
}
