import FoundationEssentials

/// A JSON object of a spec (the view, a font, a run, insets…) described by its list of
/// ``SpecField``s: decoding, encoding and validation follow from the list, so a type
/// declares each property once.
///
/// Decoding is strict: an unknown key is an error naming it, a value of the wrong type or
/// out of its type's range is an error naming its field, and every key the list does not
/// hold is refused, so no key can be accepted without being decoded.
protocol SpecObject: SpecValue {
    /// Every property, in the order the schema and docs/spec-reference.md list them and
    /// validation checks them.
    static var fields: [SpecField<Self>] { get }
    /// The value a property keeps when the spec leaves it out.
    static var specDefault: Self { get }
    /// The object's name among the schema's definitions (`font`).
    static var schemaName: String { get }
    /// One line on what the object is, for its schema.
    static var schemaDescription: String { get }
    /// Keys a spec may hold that the model ignores.
    static var ignoredKeys: [String] { get }
    /// Rules between fields, checked after each field's own bounds (and before
    /// `validateCombination`); the schema says each.
    static var rules: [SpecRule<Self>] { get }
    /// Keys that cannot be given together, checked as the object is decoded; the schema
    /// says each.
    static var conflicts: [SpecConflict] { get }
    /// What the fields decoded imply for the others: `given` holds the keys the spec gave
    /// (after ``conflicts`` are checked); may throw a ``ModelError`` under `path`, made only
    /// then.
    static func settle(_ value: inout Self, given: Set<String>, path: @autoclosure () -> String) throws
    /// Checks between fields a schema cannot say, after each field's own bounds and the
    /// ``rules``; `path` is this object's field.
    func validateCombination(path: String) throws
}

extension SpecObject {
    static var ignoredKeys: [String] { [] }
    static var rules: [SpecRule<Self>] { [] }
    static var conflicts: [SpecConflict] { [] }
    static func settle(_ value: inout Self, given: Set<String>, path: @autoclosure () -> String) throws {}
    func validateCombination(path: String) throws {}

    static var schema: SchemaMembers { [("$ref", .string("#/$defs/\(schemaName)"))] }

    /// The object at `decoder`: what `init(from:)` of a conforming type returns. (Public
    /// types cannot take `Codable`'s witnesses from an internal protocol, so each forwards
    /// to these two in one line.)
    static func decodeSpec(from decoder: Decoder) throws -> Self {
        var (value, given) = try decodeFields(from: decoder, over: specDefault)
        try checkConflicts(given: given, path: ModelError.path(decoder.codingPath))
        try settle(&value, given: given, path: ModelError.path(decoder.codingPath))
        return value
    }

    /// Throws a ``ModelError`` for the first of ``conflicts`` whose keys are both among
    /// `given`, the keys the object at `path` gave.
    static func checkConflicts(given: Set<String>, path: @autoclosure () -> String) throws {
        for conflict in conflicts { try conflict.check(given: given, path: path()) }
    }

    /// Encodes every field: what `encode(to:)` of a conforming type does.
    func encodeSpec(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for field in Self.fields { try field.encode(self, &container) }
    }

    func validateSpec(path: String) throws {
        for field in Self.fields { try field.validate(self, path) }
        for rule in Self.rules { try rule.check(self, path: path) }
        try validateCombination(path: path)
    }

    /// The keys a spec may give this object.
    static var keys: [String] { fields.map(\.key) }

    /// The fields the object at `decoder` gives, decoded over `base`, and their keys:
    /// `fields` (all the type declares, or the part a form's child may give), and
    /// `alsoAllowed` keys read elsewhere. Throws a ``ModelError`` naming the first unknown
    /// key (in sorted order).
    static func decodeFields(from decoder: Decoder, over base: Self, fields: [SpecField<Self>] = Self.fields,
                             alsoAllowed: [String] = []) throws -> (Self, Set<String>) {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let ignoredKeys = ignoredKeys + alsoAllowed
        // Checked key by key with no set made: a spec may hold 20,000 of these objects.
        let unknown = container.allKeys.filter { key in
            !fields.contains { $0.key == key.stringValue } && !ignoredKeys.contains(key.stringValue)
        }
        if let first = unknown.min(by: { $0.stringValue < $1.stringValue }) {
            throw ModelError(field: ModelError.path(decoder.codingPath + [first]), problem: "unknown key")
        }
        var value = base
        var given = Set<String>()
        for field in fields where try field.decode(container, &value, field.isRequired) {
            given.insert(field.key)
        }
        return (value, given)
    }
}
