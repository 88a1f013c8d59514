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

    enum CodingKeys: String, CodingKey, CaseIterable { case placeholder, text, attributedPlaceholder, attributedText }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        placeholder = try container.decodeIfPresent(String.self, forKey: .placeholder)
        text = try container.decodeIfPresent(String.self, forKey: .text)
        attributedPlaceholder = try container.decodeIfPresent([TextRun].self, forKey: .attributedPlaceholder)
        attributedText = try container.decodeIfPresent([TextRun].self, forKey: .attributedText)
    }
}
