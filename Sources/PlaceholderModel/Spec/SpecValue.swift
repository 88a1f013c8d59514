import FoundationEssentials

/// A type a spec property can hold: it decodes and encodes as JSON (`Codable`), says what
/// it is in JSON Schema, and checks what it holds inside (a nested object's fields).
protocol SpecValue: Codable, Sendable {
    /// JSON Schema keywords every value of the type meets: `type`, `enum`, a `$ref`.
    static var schema: SchemaMembers { get }
    /// Throws a ``ModelError`` naming the field under `path` that is out of its bounds;
    /// values without fields of their own have nothing to check.
    func validateSpec(path: String) throws
}

extension SpecValue {
    func validateSpec(path: String) throws {}
}

/// `path.key`, or `key` at the top: the field name in an error.
package func fieldPath(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
}

extension Double: SpecValue {
    /// A number the spec's JSON may hold (the schema's `number`): not one a `Double` holds
    /// only as a subnormal.
    static var schema: SchemaMembers { [("$ref", .string("#/$defs/number"))] }
}

extension Int: SpecValue {
    /// An integer an `Int` holds: from -2⁶³ to below 2⁶³, as `Double`s write both exactly
    /// (a field's bounds may give their own in their place).
    static var schema: SchemaMembers {
        [("type", .string("integer")), ("minimum", .number(Double(Int.min))), ("exclusiveMaximum", .number(-Double(Int.min)))]
    }
}

extension Bool: SpecValue {
    static var schema: SchemaMembers { [("type", .string("boolean"))] }
}

extension String: SpecValue {
    /// A string without U+0000, which no string of a spec may hold (`JSONSyntax`); a
    /// field's bounds may give a stricter pattern in its place.
    static var schema: SchemaMembers { [("type", .string("string")), ("pattern", .string(#"^[^\u0000]*$"#))] }
}

extension Array: SpecValue where Element: SpecValue {
    static var schema: SchemaMembers { [("type", .string("array")), ("items", .object(JSONValue.members(Element.schema)))] }

    func validateSpec(path: String) throws {
        for (index, element) in enumerated() { try element.validateSpec(path: "\(path)[\(index)]") }
    }
}

extension Dictionary: SpecValue where Key == String, Value: SpecValue {
    static var schema: SchemaMembers { [("type", .string("object")), ("additionalProperties", .object(JSONValue.members(Value.schema)))] }

    func validateSpec(path: String) throws {
        for (key, value) in sorted(by: { $0.key < $1.key }) { try value.validateSpec(path: fieldPath(path, key)) }
    }
}

/// The words of a spec in JSON Schema: a string, one of the cases' raw values.
extension SpecWord where Self: SpecValue {
    static var schema: SchemaMembers { [("type", .string("string")), ("enum", .array(allCases.map { .string($0.rawValue) }))] }
}

extension JSONValue {
    /// The members of `members` that have a value, in order.
    static func members(_ members: SchemaMembers) -> [JSONValue.Member] {
        members.compactMap { key, value in value.map { JSONValue.Member(key, $0) } }
    }
}
