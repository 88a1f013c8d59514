import PlaceholderModel

/// Small builders for the JSON Schemas (draft 2020-12) of the tool's JSON outputs
/// (``OutputSchema``): objects whose every listed key is required and no other allowed,
/// so a schema fails the moment a writer adds, drops or renames a key.
enum SchemaNode {
    // Computed, not stored: a global enum with payloads keeps its pointer with tag bits in
    // it, which LeakSanitizer does not recognise as a reference (scripts/sanitize).
    static var number: JSONValue { .object([.init("type", .string("number"))]) }
    static var integer: JSONValue { .object([.init("type", .string("integer"))]) }
    static var string: JSONValue { .object([.init("type", .string("string"))]) }
    static var boolean: JSONValue { .object([.init("type", .string("boolean"))]) }

    /// A string that is one of `words`.
    static func words(_ words: [String]) -> JSONValue {
        .object([.init("type", .string("string")), .init("enum", .array(words.map(JSONValue.string)))])
    }

    /// An array of `items`.
    static func array(_ items: JSONValue) -> JSONValue {
        .object([.init("type", .string("array")), .init("items", items)])
    }

    /// `node`, or null.
    static func nullable(_ node: JSONValue) -> JSONValue {
        .object([.init("anyOf", .array([node, .object([.init("type", .string("null"))])]))])
    }

    /// The constant `value`.
    static func constant(_ value: Int) -> JSONValue { .object([.init("const", .number(Double(value)))]) }

    /// A reference to the definition `name` of the same schema.
    static func ref(_ name: String) -> JSONValue { .object([.init("$ref", .string("#/$defs/\(name)"))]) }

    /// An object with exactly the keys of `required` and `optional` (keys sorted), the
    /// first always present; `description` says what it is.
    static func object(_ description: String, title: String? = nil, required: [(String, JSONValue)], optional: [(String, JSONValue)] = [],
                       additional: JSONValue? = nil) -> JSONValue {
        var members: [JSONValue.Member] = []
        if let title { members.append(.init("title", .string(title))) }
        members += [.init("description", .string(description)), .init("type", .string("object"))]
        let properties = (required + optional).sorted { $0.0 < $1.0 }
        members.append(.init("properties", .object(properties.map { .init($0.0, $0.1) })))
        members.append(.init("required", .array(required.map(\.0).sorted().map(JSONValue.string))))
        members.append(.init("additionalProperties", additional ?? .bool(false)))
        return .object(members)
    }

    /// An object mapping any key to `value`.
    static func map(_ description: String, _ value: JSONValue) -> JSONValue {
        .object([.init("description", .string(description)), .init("type", .string("object")), .init("additionalProperties", value)])
    }

    /// A whole schema document: its `$id`, title, root and definitions (each titled by its name).
    static func document(id: String, title: String, description: String, root: JSONValue, definitions: [(String, JSONValue)]) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            .init("$id", .string(id)),
            .init("title", .string(title)),
            .init("description", .string(description)),
        ]
        if case .object(let rootMembers) = root { members += rootMembers.filter { $0.key != "description" } }
        members.append(.init("$defs", .object(definitions.map { name, node in
            guard case .object(let nodeMembers) = node else { return .init(name, node) }
            return .init(name, .object([.init("title", .string(name))] + nodeMembers.filter { $0.key != "title" }))
        })))
        return .object(members)
    }
}
