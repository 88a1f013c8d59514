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
func fieldPath(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
}

extension Double: SpecValue {
    static var schema: SchemaMembers { [("type", .string("number"))] }
}

extension Int: SpecValue {
    static var schema: SchemaMembers { [("type", .string("integer"))] }
}

extension Bool: SpecValue {
    static var schema: SchemaMembers { [("type", .string("boolean"))] }
}

extension String: SpecValue {
    static var schema: SchemaMembers { [("type", .string("string"))] }
}

extension Array: SpecValue where Element: SpecValue {
    static var schema: SchemaMembers { [("type", .string("array")), ("items", .object(SpecSchema.members(Element.schema)))] }

    func validateSpec(path: String) throws {
        for (index, element) in enumerated() { try element.validateSpec(path: "\(path)[\(index)]") }
    }
}

extension Dictionary: SpecValue where Key == String, Value: SpecValue {
    static var schema: SchemaMembers { [("type", .string("object")), ("additionalProperties", .object(SpecSchema.members(Value.schema)))] }

    func validateSpec(path: String) throws {
        for (key, value) in sorted(by: { $0.key < $1.key }) { try value.validateSpec(path: fieldPath(path, key)) }
    }
}

/// The words of a spec in JSON Schema: a string, one of the cases' raw values.
extension SpecWord where Self: SpecValue {
    static var schema: SchemaMembers { [("type", .string("string")), ("enum", .array(allCases.map { .string($0.rawValue) }))] }
}

extension TextAlignment: SpecValue {}
extension VerticalAlignment: SpecValue {}
extension Appearance: SpecValue {}
extension FontTextStyle: SpecValue {}

extension ContentSizeCategory: SpecValue {
    static var schema: SchemaMembers {
        [("type", .string("string")), ("enum", .array(allCases.flatMap { [JSONValue.string($0.rawValue), .string($0.shortName)] }))]
    }
}

extension Color: SpecValue {
    static var schema: SchemaMembers { [("$ref", .string("#/$defs/color"))] }
}

extension FontWeight: SpecValue {
    static var schema: SchemaMembers {
        [("anyOf", .array([
            .object([.init("type", .string("integer")), .init("minimum", .number(Double(range.lowerBound))),
                     .init("maximum", .number(Double(range.upperBound)))]),
            .object([.init("type", .string("string")), .init("enum", .array(names.map { .string($0.0) }))]),
        ]))]
    }
}

extension SpecHeight: SpecValue {
    static var schema: SchemaMembers {
        [("anyOf", .array([
            .object(SpecSchema.members(Double.schema + SpecBounds<Double>.side.schema())),
            .object([.init("type", .string("string")), .init("enum", .array([.string("auto")]))]),
        ]))]
    }
}
extension SystemColor: SpecWord, SpecValue {}

extension TextFieldBorderStyle: SpecValue {}
extension TextFieldViewMode: SpecValue {}
extension ContentVerticalAlignment: SpecValue {}
extension LineBreakMode: SpecValue {}
extension WritingDirection: SpecValue {}
extension DecorationStyle: SpecValue {}
extension DecorationPattern: SpecValue {}
extension OpticalSize: SpecValue {}

extension FontTracking: SpecValue {
    static var schema: SchemaMembers {
        [("anyOf", .array([
            .object([.init("type", .string("number")), .init("minimum", .number(-maximum)), .init("maximum", .number(maximum))]),
            .object([.init("type", .string("string")), .init("enum", .array([.string("auto"), .string("none")]))]),
        ]))]
    }
}
