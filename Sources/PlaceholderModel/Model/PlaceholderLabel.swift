import FoundationEssentials
import PlaceholderFormat

/// A `UILabel` in a form: text in a font, colour and alignment, wrapped to the form's
/// width over at most `numberOfLines` lines (UILabel's default: 1), the last kept one
/// ending in "…"; vertically centred in a fixed height, as UILabel draws it.
public struct PlaceholderLabel: Equatable, Sendable, Codable {
    public var text: String = ""
    /// The text as runs, instead of `text`.
    public var attributedText: [TextRun]?
    /// UILabel's default font is the system font at 17 pt.
    public var font: FontDescriptor = .system
    public var textColor: Color = UIKitDefaults.textColor
    public var textAlignment: TextAlignment = .natural
    /// At most this many lines; 0: as many as the text needs.
    public var numberOfLines: Int = 1
    public var backgroundColor: Color = .system(.clear)
    /// A height in points, or `auto`: as tall as its lines.
    public var heightSpec: SpecHeight = .auto
    /// Translated text by language tag (the form's language chooses).
    public var localizations: [String: Localization] = [:]
    /// Set from the form: the label has no appearance, size or language of its own.
    package var language: String?
    var specKind: MockupKind = .label

    /// A label showing `text`.
    public init(text: String = "") {
        self.text = text
    }

    public var textRuns: [TextRun] { attributedText ?? [TextRun(text: text)] }
}

extension PlaceholderLabel: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<PlaceholderLabel>] = [
        .value("kind", \.specKind, "label: a UILabel", bounds: .only(.label), required: true),
        .value("text", \.text, "The label's text", bounds: .textLength),
        .optional("attributedText", \.attributedText, "The text as runs, instead of text", bounds: .totalTextLength),
        .value("font", \.font, "Font of the text (UILabel's default: the system font at 17 pt)"),
        .value("textColor", \.textColor, "Colour of the text"),
        .value("textAlignment", \.textAlignment, "Alignment of the lines"),
        .value("numberOfLines", \.numberOfLines, "At most this many lines, the last kept one ending in …; 0: as many as needed",
               bounds: .atLeast(0, meaning: "no limit")),
        .value("backgroundColor", \.backgroundColor, "Colour behind the label"),
        .value("height", \.heightSpec, "Height in points, the lines centred in it as UILabel draws them, or \"auto\": as tall as its lines", bounds: .side),
        .value("localizations", \.localizations, "Text by BCP 47 tag, chosen by the form's language", bounds: .languageTagKeys),
    ]
    static var specDefault: PlaceholderLabel { PlaceholderLabel() }
    static var schemaName: String { "label" }
    static var schemaDescription: String { "A UIKit label in a form" }

    /// Runs instead of the plain text, and localizations without a placeholder.
    static let rules: [SpecRule<PlaceholderLabel>] = [
        .instead("attributedText", \.attributedText, of: "text", \.text),
        SpecRule(problem: { label in
            let placeholders = label.localizations.filter { $0.value.placeholder != nil || $0.value.attributedPlaceholder != nil }
            return placeholders.keys.min().map { ("localizations.\(Quoting.escaped($0))", "a label has no placeholder; give text or attributedText") }
        }, schema: {
            let placeholder = JSONValue.object([.init("anyOf", .array(["placeholder", "attributedPlaceholder"].map { .object([.init("required", .array([.string($0)]))]) }))])
            return .object([.init("properties", .object([.init("localizations", .object([.init("additionalProperties", .object([.init("not", placeholder)]))]))]))])
        }),
    ]

    func validateCombination(path: String) throws {
        try font.validate(field: fieldPath(path, "font"))
        try attributedText?.validateFonts(field: fieldPath(path, "attributedText"), base: font, category: .large)
    }

    /// The label with its language's text applied and the localizations dropped.
    package func localized() -> PlaceholderLabel {
        var label = self
        label.localizations = [:]
        guard let language, let localization = localizations[language] else { return label }
        if let text = localization.text { (label.text, label.attributedText) = (text, nil) }
        if let runs = localization.attributedText { (label.text, label.attributedText) = ("", runs) }
        return label
    }

    var textLength: Int { textRuns.reduce(0) { $0 + $1.text.utf16.count } }
}
