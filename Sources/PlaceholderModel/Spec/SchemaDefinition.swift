/// One object a spec may hold, by the name the schema's `$defs` gives it: the keys it
/// takes, its schema, and its table in the spec reference when it has one.
public struct SchemaDefinition: Sendable {
    /// Its name in `$defs` (`view`, `formTextField`, `paragraphStyle`).
    public let name: String
    /// Its title in `$defs` (`Text view`, `Form text field`, `Paragraph style`).
    public let title: String
    /// The keys an object of it may hold.
    public let keys: [String]
    /// Its JSON Schema.
    let schema: @Sendable () -> JSONValue
    /// Its table of properties in Markdown, when the reference shows one.
    let table: (@Sendable () -> String)?
}
