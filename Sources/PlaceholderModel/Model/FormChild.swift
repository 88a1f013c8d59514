import FoundationEssentials
import PlaceholderFormat

/// One child of a ``PlaceholderForm``: a label, a text field or a text view, as its own
/// spec writes it less what the form decides for every child (`inheritedKeys`). Its
/// `height` is points or `auto` (the default).
public struct FormChild: ViewSpecHolder {
    /// The child of whichever kind it is: everything the kinds share is read through it.
    let value: any FormChildValue

    init(_ value: any FormChildValue) { self.value = value }

    /// A child that is a label.
    public static func label(_ label: PlaceholderLabel) -> FormChild { FormChild(label) }
    /// A child that is a text field.
    public static func textField(_ field: PlaceholderTextField) -> FormChild { FormChild(field) }
    /// A child that is a text view.
    public static func textView(_ view: PlaceholderTextView) -> FormChild { FormChild(view) }

    /// The child's spec: a ``PlaceholderLabel``, a ``PlaceholderTextField`` or a
    /// ``PlaceholderTextView``.
    public var spec: any ViewSpec { value }

    /// The keys the form sets on every child, which a child may not give.
    static let inheritedKeys = ["width", "scale", "appearance", "contentSizeCategory", "language", "variants", "ignoreRegions"]

    /// `inheritedKeys` as prose joined by `conjunction` (`width, scale, … and
    /// ignoreRegions`): the words every description of a form's children uses, so none
    /// lists fewer keys than the form sets.
    static func inheritedKeyList(_ conjunction: String = "and") -> String {
        inheritedKeys.joinedAsProse(conjunction)
    }

}

extension SpecObject {
    /// The fields a form's child of this type gives: all but the form's own, a required
    /// height made optional (it defaults to `auto`).
    static var childFields: [SpecField<Self>] {
        fields.filter { !FormChild.inheritedKeys.contains($0.key) }.map { $0.key == "height" ? $0.optionalized() : $0 }
    }

    /// Decodes a child of this type, over `base`, with only ``childFields`` allowed.
    static func decodeChild(from decoder: Decoder, over base: Self) throws -> Self {
        var (value, given) = try decodeFields(from: decoder, over: base, fields: childFields)
        try checkConflicts(given: given, path: ModelError.path(decoder.codingPath))
        try settle(&value, given: given, path: ModelError.path(decoder.codingPath))
        return value
    }

    /// Encodes the fields of ``childFields``.
    func encodeChild(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for field in Self.childFields { try field.encode(self, &container) }
    }
}

extension FormChild: Codable, SpecValue {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let kind = try container.field(MockupKind.self, AnyCodingKey(stringValue: "kind"), required: true) ?? .textView
        self = try kind.specType.formChild(from: decoder)
    }

    public func encode(to encoder: Encoder) throws { try value.encodeAsChild(to: encoder) }

    static var schema: SchemaMembers {
        [("oneOf", .array(MockupKind.allCases.filter(\.isFormChild).map { .object([.init("$ref", .string("#/$defs/\($0.childSchemaName)"))]) }))]
    }

    /// The child as the form sets it: `width` wide, with the form's other inherited values
    /// (`inheritedKeys`; its localizations not yet applied).
    func placed(in form: PlaceholderForm, width: Double) -> FormChild { value.placed(in: form, width: width).formChild }

    /// The child with its language's localization applied.
    package func localized() -> FormChild { value.localized().formChild }

    /// Throws a ``ModelError`` under `path` (`children[2]`) for a value that cannot be drawn.
    func validate(path: String) throws { try value.validateSpec(path: path) }

    /// UTF-16 code units of text the child lays out.
    var textLength: Int { value.textLength }
}
