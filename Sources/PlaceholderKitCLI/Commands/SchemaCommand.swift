import PlaceholderKit

/// `placeholderkit schema`: prints the JSON Schema of spec files (``SpecSchema``), the
/// text `docs/spec.schema.json` holds.
enum SchemaCommand: Command {
    struct Settings {}

    static let name = "schema"
    static let summary = "print the JSON Schema (draft 2020-12) of spec files"
    static let usage = "schema"
    static let about = """
    Prints the schema of spec files that docs/spec.schema.json holds, made from the model's
    own declarations: every property with its type, range, words, default and a line on
    what it does. Point an editor at it, or name it in a spec with "$schema" (a key the
    tool ignores).
    """
    static let positionals = 0...0
    static let options: [Option<Settings>] = []

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        Settings()
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        try terminal.print(SpecSchema.text)
        return 0
    }
}
