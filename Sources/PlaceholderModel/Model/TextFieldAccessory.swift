import FoundationEssentials

/// A text field's `leftView` or `rightView`: fixed-width padding, or a short text label
/// (a unit, a prefix such as "@"), drawn beside the text rect in the field's font.
public struct TextFieldAccessory: Equatable, Hashable, Sendable, Codable {
    /// The view's width in points; without one, a label's text width plus 4 pt each side.
    public var width: Double?
    /// The label's text; nil for padding alone.
    public var text: String?
    public var textColor: Color = .system(.secondaryLabel)

    /// Padding `width` points wide, or a label.
    public init(width: Double? = nil, text: String? = nil) {
        self.width = width
        self.text = text
    }

    /// Space on each side of a label's text when the view has no width of its own.
    public static let labelPadding = 4.0
    /// The longest label, in UTF-16 code units.
    public static let maximumTextLength = 200
}

extension TextFieldAccessory: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<TextFieldAccessory>] = [
        .optional("width", \.width, "Width in points; absent: the text's width plus 4 pt on each side", bounds: .length()),
        .optional("text", \.text, "A short label drawn in the field's font, centred in the view", bounds: .accessoryText),
        .value("textColor", \.textColor, "Colour of the label"),
    ]
    static var specDefault: TextFieldAccessory { TextFieldAccessory() }
    static var schemaName: String { "textFieldAccessory" }
    static var schemaDescription: String { "A text field's leftView or rightView: padding of a width, or a short label" }

    static let rules: [SpecRule<TextFieldAccessory>] = [.either("width", \.width, or: "text", \.text)]
}

extension SpecBounds where Value == String {
    /// A label of a few words on one line.
    static var accessoryText: SpecBounds {
        SpecBounds(problem: { text in
            if text.utf16.count > TextFieldAccessory.maximumTextLength { return "must be at most \(TextFieldAccessory.maximumTextLength) UTF-16 code units" }
            return oneLine.problem(text)
        }, schema: { [("maxLength", .number(Double(TextFieldAccessory.maximumTextLength)))] + oneLine.schema() },
        summary: { "one line, at most \(TextFieldAccessory.maximumTextLength) UTF-16 code units" })
    }
}
