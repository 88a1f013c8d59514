import FoundationEssentials
import PlaceholderImage

/// The JSON Schema (draft 2020-12) of spec files, made from the model's declarations: each
/// object's `SpecObject/fields` (key, documentation, type, bounds, whether required), the
/// enums' cases, and the values a new view has as defaults. `placeholderkit schema` prints
/// it; `docs/spec.schema.json` is a copy that a test keeps equal to it. The tables of
/// properties of `docs/spec-reference.md` come from the same declarations (``markdownTables``).
///
/// What the schema cannot say is in the descriptions: the 64-megapixel limit of
/// width × height × scale², text lengths counted in UTF-16 units, regions inside the view,
/// and the language tag's check by ICU.
public enum SpecSchema {
    /// The schema as JSON text, two spaces of indentation a level, no final newline.
    public static var text: String { document.prettyPrinted }

    /// The schema: one of the three kinds a spec may be, chosen by `kind` (absent: a text view).
    public static var document: JSONValue {
        let ignored = PlaceholderTextView.ignoredFields.map { key, documentation in
            JSONValue.Member(key, object([("description", .string(documentation)), ("type", .string("string"))]))
        }
        var childTextView = PlaceholderTextView.specDefault
        childTextView.heightSpec = .auto
        let kinds = [PlaceholderTextView.schemaName, PlaceholderTextField.schemaName, PlaceholderForm.schemaName]
        return object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("PlaceholderKit spec")),
            ("description", .string("A spec: a text view (kind textView, or no kind), a text field (kind textField) or a form (kind form). Made by `placeholderkit schema`.")),
            ("oneOf", .array(kinds.map { object([("$ref", .string("#/$defs/\($0)"))]) })),
            ("$defs", object([
                (PlaceholderTextView.schemaName, objectSchema(PlaceholderTextView.self, defaults: true, leading: ignored)),
                (PlaceholderTextField.schemaName, objectSchema(PlaceholderTextField.self, defaults: true, leading: ignored)),
                (PlaceholderForm.schemaName, objectSchema(PlaceholderForm.self, defaults: true, leading: ignored)),
                ("formLabel", objectSchema(PlaceholderLabel.self, defaults: true, fields: PlaceholderLabel.childFields)),
                ("formTextField", objectSchema(PlaceholderTextField.self, defaults: true, fields: PlaceholderTextField.childFields,
                                               description: "A text field in a form: its \(FormChild.inheritedKeyList()) are the form's")),
                ("formTextView", objectSchema(PlaceholderTextView.self, defaults: true, fields: PlaceholderTextView.childFields, base: childTextView,
                                              required: ["kind"],
                                              description: "A text view in a form: its \(FormChild.inheritedKeyList()) are the form's")),
                ("textFieldAccessory", objectSchema(TextFieldAccessory.self, defaults: true)),
                ("color", color),
                ("font", objectSchema(FontDescriptor.self, defaults: true)),
                ("partialFont", objectSchema(FontDescriptor.self, defaults: false,
                                             description: "Font fields that replace those of the view's font; a field left out keeps the view's value")),
                ("textRun", objectSchema(TextRun.self, defaults: true)),
                (ParagraphStyle.schemaName, objectSchema(ParagraphStyle.self, defaults: true)),
                ("edgeInsets", objectSchema(EdgeInsets.self, defaults: true)),
                ("rect", objectSchema(Rect.self, defaults: true)),
                ("variants", objectSchema(Variants.self, defaults: true)),
                ("localization", objectSchema(Localization.self, defaults: true)),
            ])),
        ])
    }

    /// A field's line: its documentation, then its bounds in a few words.
    static func description<Root>(of field: SpecField<Root>) -> String {
        field.documentation + (field.boundsSummary.map { "; \($0())" } ?? "")
    }

    // MARK: The value types

    /// What a colour value may be, in words.
    static let colorDescription = "#RGB, #RRGGBB or #RRGGBBAA in hex digits, or a UIKit colour name (its value follows appearance)"

    private static var color: JSONValue {
        let digits = RGBA.hexDigitCounts.map { "[0-9A-Fa-f]{\($0)}" }.joined(separator: "|")
        return object([
            ("description", .string(colorDescription)),
            ("type", .string("string")),
            ("anyOf", .array([object([("pattern", .string("^#(\(digits))$"))]), object(SystemColor.schema)])),
        ])
    }

    // MARK: Building blocks

    /// The object `Object` declares: exactly its fields, those required listed as
    /// required, each with its description, schema and (with `defaults`) the value a new
    /// object has.
    private static func objectSchema<Object: SpecObject>(_ type: Object.Type, defaults: Bool, fields: [SpecField<Object>]? = nil,
                                                         base: Object? = nil, required extra: [String] = [],
                                                         description: String? = nil, leading: [JSONValue.Member] = []) -> JSONValue {
        let fields = fields ?? Object.fields
        let values = defaults ? encoded(base ?? Object.specDefault) : nil
        let properties = fields.map { field in
            JSONValue.Member(field.key, object([("description", .string(Self.description(of: field)))] + field.schema()
                                               + [("default", field.isRequired || extra.contains(field.key) ? nil : values?[field.key])]))
        }
        let required = (fields.filter(\.isRequired).map(\.key) + extra).map { JSONValue.string($0) }
        return object([
            ("description", .string(description ?? Object.schemaDescription)),
            ("type", .string("object")),
            ("required", required.isEmpty ? nil : .array(required)),
            ("additionalProperties", .bool(false)),
            ("properties", .object(leading + properties)),
        ])
    }

    /// The members that have a value.
    static func members(_ members: SchemaMembers) -> [JSONValue.Member] {
        members.compactMap { key, value in value.map { JSONValue.Member(key, $0) } }
    }

    /// An object of the members that have a value.
    private static func object(_ members: SchemaMembers) -> JSONValue {
        .object(Self.members(members))
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
