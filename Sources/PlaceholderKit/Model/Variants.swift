import PlaceholderImage

/// The axes a spec multiplies into a matrix of mockups: the spec stands for every
/// combination of the values listed (fastlane's "languages × devices", Chromatic's modes).
public struct Variants: Equatable, Hashable, Sendable, Codable {
    public var appearance: [Appearance]?
    public var contentSizeCategory: [ContentSizeCategory]?
    public var language: [String]?
    public var scale: [Double]?

    /// Variants along the axes given.
    public init(appearance: [Appearance]? = nil, contentSizeCategory: [ContentSizeCategory]? = nil, language: [String]? = nil,
                scale: [Double]? = nil) {
        self.appearance = appearance
        self.contentSizeCategory = contentSizeCategory
        self.language = language
        self.scale = scale
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case appearance, contentSizeCategory, language, scale }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        appearance = try container.decodeIfPresent([Appearance].self, forKey: .appearance)
        contentSizeCategory = try container.decodeIfPresent([ContentSizeCategory].self, forKey: .contentSizeCategory)
        language = try container.decodeIfPresent([String].self, forKey: .language)
        scale = try container.decodeIfPresent([Double].self, forKey: .scale)
    }

    /// Throws a ``ModelError`` for an empty or repeated list, a language tag ICU does not
    /// read, or a scale outside 1…4.
    func validate(field: String) throws {
        func check<T: Hashable>(_ values: [T]?, _ key: String) throws {
            guard let values else { return }
            guard !values.isEmpty else { throw ModelError(field: "\(field).\(key)", problem: "must list at least one value") }
            guard Set(values).count == values.count else { throw ModelError(field: "\(field).\(key)", problem: "lists a value twice") }
        }
        try check(appearance, "appearance")
        try check(contentSizeCategory, "contentSizeCategory")
        try check(language, "language")
        try check(scale, "scale")
        for (index, tag) in (language ?? []).enumerated() where LanguageTag(tag) == nil {
            throw ModelError(field: "\(field).language[\(index)]", problem: "\(Quoting.quoted(tag)) is not a BCP 47 language tag")
        }
        for (index, value) in (scale ?? []).enumerated() where !(value.isFinite && PlaceholderTextView.scaleRange.contains(value)) {
            throw ModelError(field: "\(field).scale[\(index)]", problem: "must be between 1 and 4")
        }
    }
}

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
