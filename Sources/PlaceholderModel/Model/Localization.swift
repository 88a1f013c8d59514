/// What a language replaces in a spec: its placeholder and text, translated, plain or as runs.
public struct Localization: Equatable, Hashable, Sendable, Codable {
    public var placeholder: String?
    public var text: String?
    public var attributedPlaceholder: [TextRun]?
    public var attributedText: [TextRun]?

    /// A localization replacing the fields given.
    public init(placeholder: String? = nil, text: String? = nil, attributedPlaceholder: [TextRun]? = nil, attributedText: [TextRun]? = nil) {
        self.placeholder = placeholder
        self.text = text
        self.attributedPlaceholder = attributedPlaceholder
        self.attributedText = attributedText
    }
}

extension Localization: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<Localization>] = [
        .optional("placeholder", \.placeholder, "The placeholder in this language", bounds: .textLength),
        .optional("text", \.text, "The typed text in this language", bounds: .textLength),
        .optional("attributedPlaceholder", \.attributedPlaceholder, "The placeholder in this language, as runs"),
        .optional("attributedText", \.attributedText, "The typed text in this language, as runs"),
    ]
    static var specDefault: Localization { Localization() }
    static var schemaName: String { "localization" }
    static var schemaDescription: String { "What a language replaces in the spec" }
}
