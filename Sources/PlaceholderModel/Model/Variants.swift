
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
}

extension Variants: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<Variants>] = [
        .list("appearance", \.appearance, "Appearances"),
        .list("contentSizeCategory", \.contentSizeCategory, "Content size categories"),
        .list("language", \.language, "BCP 47 language tags", each: .languageTag),
        .list("scale", \.scale, "Scales", each: .between(PlaceholderTextView.scaleRange)),
    ]
    static var specDefault: Variants { Variants() }
    static var schemaName: String { "variants" }
    static var schemaDescription: String { "The axes of a matrix of images" }
}
