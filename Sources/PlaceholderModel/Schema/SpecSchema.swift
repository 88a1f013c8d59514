import FoundationEssentials
import PlaceholderFormat

/// The JSON Schema (draft 2020-12) of spec files, made from the model's declarations: each
/// object's `SpecObject/fields` (key, documentation, type, bounds, whether required) and
/// rules between them (`SpecObject/rules`, `SpecObject/conflicts`), the enums' cases, and
/// the values a new view has as defaults. `placeholderkit schema` prints it;
/// `docs/spec.schema.json` is a copy that a test keeps equal to it. The tables of
/// properties of `docs/spec-reference.md` come from the same declarations (``markdownTables``).
///
/// It accepts what the decoder accepts and refuses what it refuses, but for the limits a
/// schema cannot say, which its `$comment` lists (``limitsBeyondTheSchema``).
public enum SpecSchema {
    /// The schema as JSON text, two spaces of indentation a level, no final newline.
    public static var text: String { document.prettyPrinted }

    /// The schema's `$id`: a name, not a place it is fetched from, in the form of the output
    /// schemas' (`docs/schemas`), without a format version, which a spec does not carry.
    public static let id = "urn:placeholderkit:schema:spec"

    /// The schema: one of the kinds a spec may be (``MockupKind``), chosen by `kind`
    /// (absent: a text view), and in `$defs` each object of ``definitions``, the colour and
    /// the number, each with a title.
    public static var document: JSONValue {
        let kinds = MockupKind.allCases.filter(\.isMockup)
        let values = [("color", "Colour", color), ("number", "Number", number)]
        let definitions = definitions.map { ($0.name, $0.title, $0.schema()) } + values
        return object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string("PlaceholderKit spec")),
            ("description", .string("A spec of one of the kinds \(kinds.map(\.rawValue).joinedAsProse("or")), chosen by kind (absent: textView). Made by `placeholderkit schema`.")),
            ("$comment", .string("What placeholderkit checks that this schema cannot say: \(limitsBeyondTheSchema.joined(separator: "; ")).")),
            ("oneOf", .array(kinds.map { object([("$ref", .string("#/$defs/\($0.specType.schemaName)"))]) })),
            ("$defs", .object(definitions.map { name, title, schema in
                guard case .object(let members) = schema else { preconditionFailure("$defs/\(name) is not an object") }
                return JSONValue.Member(name, .object([JSONValue.Member("title", .string(title))] + members))
            })),
        ])
    }

    /// The limits placeholderkit checks that no JSON Schema keyword can say: numbers of one
    /// field against another's, sums over texts and lists, and one rule of a language tag.
    /// `SchemaVerdictTests` excuses a spec the schema accepts only for one of these.
    public static var limitsBeyondTheSchema: [String] {
        [
            "width × height × scale² within \(PlaceholderTextView.maximumPixelCount / 1_000_000) megapixels and each side within "
                + "\(PlaceholderTextView.maximumPixelsPerSide) pixels (a form's height from its children)",
            "texts counted in UTF-16 code units (maxLength counts code points), a text's runs and a spec's variants added up",
            "minHeight not above maxHeight, maximumLineHeight not below minimumLineHeight",
            "indents that leave room for text in the line area",
            "ignoreRegions inside the view",
            "a run's font given an empty family when the font it changes has no file",
            "at most \(grouped(PlaceholderTextView.maximumVariantCount)) views from variants",
            "at most \(grouped(JSONSyntax.maximumArrayElements)) list elements in a spec, all lists together",
            "a BCP 47 extension's singleton given once (not en-a-bb-a-cc)",
        ]
    }

    /// A field's line: its documentation, then its bounds in a few words.
    static func description<Root>(of field: SpecField<Root>) -> String {
        field.documentation + (field.boundsSummary.map { "; \($0())" } ?? "")
    }

    // MARK: The value types

    /// What a number may be (`JSONSyntax`): 0, or a normal `Double`; none that a `Double`
    /// holds only as a subnormal, which a field's bounds would let in.
    private static var number: JSONValue {
        let least = Double.leastNormalMagnitude
        return object([
            ("description", .string("A number: 0, or at least \(least) from it (nearer 0, a Double holds a number only approximately)")),
            ("type", .string("number")),
            ("not", object([("exclusiveMinimum", .number(-least)), ("exclusiveMaximum", .number(least)), ("not", object([("const", .number(0))]))])),
        ])
    }

    /// What a colour value may be, in words.
    static let colorDescription = "#RGB, #RRGGBB or #RRGGBBAA in hex digits, or a UIKit colour name (its value follows appearance)"

    private static var color: JSONValue {
        let digits = RGBA.hexDigitCounts.map { "[0-9A-Fa-f]{\($0)}" }.joined(separator: "|")
        return object([
            ("description", .string(colorDescription)),
            ("type", .string("string")),
            ("anyOf", .array([object(SchemaPattern.whole("#(?:\(digits))")), object(SystemColor.schema)])),
        ])
    }

    // MARK: Building blocks

    /// The object `Object` declares: exactly its fields, those required listed as
    /// required, each with its description, schema and (with `defaults`) the value a new
    /// object has, and in `allOf` its conflicts and (unless `partial`: fields given one by
    /// one over another object's) its rules.
    static func objectSchema<Object: SpecObject>(_ type: Object.Type, defaults: Bool, fields: [SpecField<Object>]? = nil,
                                                         base: Object? = nil, required extra: [String] = [],
                                                         description: String? = nil, leading: [JSONValue.Member] = [],
                                                         partial: Bool = false) -> JSONValue {
        let fields = fields ?? Object.fields
        let values = defaults ? encoded(base ?? Object.specDefault) : nil
        let properties = fields.map { field in
            JSONValue.Member(field.key, object([("description", .string(Self.description(of: field)))] + listLimited(field.schema())
                                               + [("default", field.isRequired || extra.contains(field.key) ? nil : values?[field.key])]))
        }
        let required = (fields.filter(\.isRequired).map(\.key) + extra.filter { key in !fields.contains { $0.key == key && $0.isRequired } })
            .map { JSONValue.string($0) }
        let rules = Object.conflicts.map(\.schema) + (partial ? [] : Object.rules.map { $0.schema() })
        return object([
            ("description", .string(description ?? Object.schemaDescription)),
            ("type", .string("object")),
            ("required", required.isEmpty ? nil : .array(required)),
            ("additionalProperties", .bool(false)),
            ("properties", .object(leading + properties)),
            ("allOf", rules.isEmpty ? nil : .array(rules)),
        ])
    }

    /// A list's schema with the most elements `JSONSyntax` lets any list of a spec hold,
    /// unless it has a lower limit of its own; any other schema as it is.
    private static func listLimited(_ members: SchemaMembers) -> SchemaMembers {
        guard members.contains(where: { $0.0 == "type" && $0.1 == .string("array") }), !members.contains(where: { $0.0 == "maxItems" }) else { return members }
        return members + [("maxItems", .number(Double(JSONSyntax.maximumArrayLength)))]
    }

    /// An object of the members that have a value.
    private static func object(_ members: SchemaMembers) -> JSONValue {
        .object(JSONValue.members(members))
    }

    /// `value` as JSON, as a spec would write it.
    private static func encoded<T: Encodable>(_ value: T) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        } catch {
            preconditionFailure("\(T.self) does not encode: \(error)")
        }
    }
}
