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
