import FoundationEssentials

/// The command-line flag that sets a spec property: `render --padding 8`.
public struct SpecFlag: Equatable, Sendable {
    /// The long name, without dashes: `padding`.
    public let name: String
    /// The value's name in help (`P`), or nil for a switch, which takes no value.
    public let valueName: String?
    /// For a switch: the value it sets (`--no-clip` sets `masksToBounds` to false).
    public let switchValue: Bool?

    /// A flag that takes a value, named `valueName` in help.
    init(name: String, valueName: String) {
        self.name = name
        self.valueName = valueName
        switchValue = nil
    }

    /// A switch: a flag without a value that sets the property to `value`.
    static func switching(_ name: String, to value: Bool) -> SpecFlag {
        SpecFlag(name: name, valueName: nil, switchValue: value)
    }

    private init(name: String, valueName: String?, switchValue: Bool?) {
        self.name = name
        self.valueName = valueName
        self.switchValue = switchValue
    }
}

/// One property of a spec object, declared once: its key, one line of documentation, its
/// type and bounds, whether it is required, and its command-line flag if it has one. The
/// object's strict decoding, encoding, validation, its JSON Schema and its table in
/// docs/spec-reference.md all come from its list of these (``SpecObject/fields``), so a
/// property is written once.
///
/// Declarations live in static lists, so what they hold must not be reached only through a
/// tagged pointer (LeakSanitizer would call it leaked): keys and documentation are string
/// literals, and anything computed (schemas, bound summaries) is made by a closure when used.
struct SpecField<Root>: Sendable {
    /// The key in a spec file.
    let key: String
    /// One line on what the property does (the schema's description, the meaning in the
    /// spec reference's table, the flag's help).
    let documentation: String
    /// Whether a spec must give it.
    let isRequired: Bool
    /// The command-line flag that sets it, if any.
    let flag: SpecFlag?
    /// The value's JSON Schema keywords: its type's and its bounds'.
    let schema: @Sendable () -> SchemaMembers
    /// The bounds in a few words, or nil.
    let boundsSummary: (@Sendable () -> String)?
    /// Decodes the value at ``key`` into the root, a missing key an error when the flag
    /// says it is required (``isRequired``, unless the field is reused as optional);
    /// returns whether the spec gave it.
    let decode: @Sendable (KeyedDecodingContainer<AnyCodingKey>, inout Root, Bool) throws -> Bool
    /// Encodes the root's value at ``key`` (an optional left out when nil).
    let encode: @Sendable (Root, inout KeyedEncodingContainer<AnyCodingKey>) throws -> Void
    /// Throws a ``ModelError`` when the root's value is out of bounds; the string is the
    /// root's own path (`""` at the top of a spec).
    let validate: @Sendable (Root, String) throws -> Void
    /// Sets the target's value to the source's (a partial value applied to a whole one).
    let copy: @Sendable (Root, inout Root) -> Void

    /// A property stored at `path`, always present in a value (a default when the spec
    /// leaves it out, unless it is `required`). `each` bounds the elements of a list;
    /// `omitted` leaves it out of the encoding when it is derived from another field.
    static func value<Value: SpecValue>(
        _ key: String, _ path: WritableKeyPath<Root, Value> & Sendable, _ documentation: String,
        bounds: SpecBounds<Value>? = nil, required: Bool = false, flag: SpecFlag? = nil,
        omitted: (@Sendable (Root) -> Bool)? = nil
    ) -> SpecField {
        SpecField(key: key, documentation: documentation, isRequired: required, flag: flag,
                  schema: { Value.schema.refined(by: bounds?.schema() ?? []) }, boundsSummary: bounds?.summary,
                  decode: { container, root, required in
                      let codingKey = AnyCodingKey(stringValue: key)
                      guard let value = try container.field(Value.self, codingKey, required: required) else { return false }
                      root[keyPath: path] = value
                      return true
                  },
                  encode: { root, container in
                      if omitted?(root) == true { return }
                      try container.encode(root[keyPath: path], forKey: AnyCodingKey(stringValue: key))
                  },
                  validate: { root, parent in
                      let value = root[keyPath: path]
                      let field = fieldPath(parent, key)
                      try bounds?.check(value, field: field)
                      try value.validateSpec(path: field)
                  },
                  copy: { source, target in target[keyPath: path] = source[keyPath: path] })
    }

    /// A property stored, optional, at `path`: nil when the spec leaves it out.
    static func optional<Value: SpecValue>(
        _ key: String, _ path: WritableKeyPath<Root, Value?> & Sendable, _ documentation: String,
        bounds: SpecBounds<Value>? = nil, flag: SpecFlag? = nil
    ) -> SpecField {
        SpecField(key: key, documentation: documentation, isRequired: false, flag: flag,
                  schema: { Value.schema.refined(by: bounds?.schema() ?? []) }, boundsSummary: bounds?.summary,
                  decode: { container, root, _ in
                      guard let value = try container.field(Value.self, AnyCodingKey(stringValue: key)) else { return false }
                      root[keyPath: path] = value
                      return true
                  },
                  encode: { root, container in
                      try container.encodeIfPresent(root[keyPath: path], forKey: AnyCodingKey(stringValue: key))
                  },
                  validate: { root, parent in
                      guard let value = root[keyPath: path] else { return }
                      let field = fieldPath(parent, key)
                      try bounds?.check(value, field: field)
                      try value.validateSpec(path: field)
                  },
                  copy: { source, target in target[keyPath: path] = source[keyPath: path] })
    }

    /// An optional list at `path` whose elements each lie inside `each` (`variants`' axes).
    static func list<Element: SpecValue & Hashable>(
        _ key: String, _ path: WritableKeyPath<Root, [Element]?> & Sendable, _ documentation: String,
        each: SpecBounds<Element>? = nil
    ) -> SpecField {
        let list = optional(key, path, documentation, bounds: .list)
        let validateList = list.validate
        return SpecField(key: key, documentation: documentation, isRequired: false, flag: nil,
                         schema: {
                             let items = Element.schema.refined(by: each?.schema() ?? [])
                             return [("type", .string("array")), ("items", .object(JSONValue.members(items)))]
                                 + SpecBounds<[Element]>.list.schema()
                         },
                         boundsSummary: list.boundsSummary, decode: list.decode, encode: list.encode,
                         validate: { root, parent in
                             try validateList(root, parent)
                             for (index, element) in (root[keyPath: path] ?? []).enumerated() {
                                 try each?.check(element, field: "\(fieldPath(parent, key))[\(index)]")
                             }
                         },
                         copy: list.copy)
    }
}

extension SpecField {
    /// The same field, but one a spec may leave out (a form's child takes its size from the
    /// form, so the `height` a text view requires is optional there).
    func optionalized() -> SpecField {
        SpecField(key: key, documentation: documentation, isRequired: false, flag: flag, schema: schema, boundsSummary: boundsSummary,
                  decode: decode, encode: encode, validate: validate, copy: copy)
    }
}

extension KeyedDecodingContainer {
    /// `decodeIfPresent`, except that a number Foundation cannot hold in `T` (1.5 or
    /// 1e20 for an integer), which it reports without the field, is a ``ModelError`` naming
    /// the field.
    /// With `required`, a missing key or a null is an error too.
    func field<T: Decodable>(_ type: T.Type, _ key: Key, required: Bool = false) throws -> T? {
        do {
            return try required ? decode(type, forKey: key) : decodeIfPresent(type, forKey: key)
        } catch let error as DecodingError {
            throw error
        } catch let error as ModelError {
            throw error
        } catch {
            throw ModelError(field: ModelError.path(codingPath + [key]), problem: "expected \(ModelError.typeName(T.self))")
        }
    }
}
