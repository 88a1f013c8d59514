/// Font fields that replace those of a base font one by one, as a run of attributed text
/// gives them: `{"weight": "bold"}` makes the base font bold and keeps its family and size.
/// Every field is optional; an empty value changes nothing.
public struct PartialFont: Equatable, Hashable, Sendable, Codable {
    /// Replaces ``FontDescriptor/family``.
    public var family: String?
    /// Replaces ``FontDescriptor/size``.
    public var size: Double?
    /// Replaces ``FontDescriptor/weight``.
    public var weight: FontWeight?
    /// Replaces ``FontDescriptor/italic``.
    public var italic: Bool?
    /// Replaces ``FontDescriptor/file``.
    public var file: String?
    /// Replaces ``FontDescriptor/index``.
    public var index: Int?

    /// The fields given; those left nil keep the base font's value.
    public init(family: String? = nil, size: Double? = nil, weight: FontWeight? = nil, italic: Bool? = nil,
                file: String? = nil, index: Int? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.file = file
        self.index = index
    }

    /// `base` with the fields this value gives replaced.
    public func applied(to base: FontDescriptor) -> FontDescriptor {
        var font = base
        if let family { font.family = family }
        if let size { font.size = size }
        if let weight { font.weight = weight }
        if let italic { font.italic = italic }
        if let file { font.file = file }
        if let index { font.index = index }
        return font
    }

    typealias CodingKeys = FontDescriptor.CodingKeys

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        family = try container.decodeIfPresent(String.self, forKey: .family)
        size = try container.decodeIfPresent(Double.self, forKey: .size)
        weight = try container.decodeIfPresent(FontWeight.self, forKey: .weight)
        italic = try container.decodeIfPresent(Bool.self, forKey: .italic)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        index = try container.field(Int.self, .index)
        // As at the top level (FontDescriptor): a text style's size follows the category.
        let path = ModelError.path(decoder.codingPath)
        for other in [CodingKeys.size, .relativeTo] where container.contains(.textStyle) && container.contains(other) {
            throw ModelError(field: path.isEmpty ? "textStyle" : "\(path).textStyle",
                             problem: "and \(path.isEmpty ? "" : path + ".")\(other.stringValue) cannot both be set"
                                + (other == .size ? ": a text style's size follows the content size category" : ""))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(family, forKey: .family)
        try container.encodeIfPresent(size, forKey: .size)
        try container.encodeIfPresent(weight, forKey: .weight)
        try container.encodeIfPresent(italic, forKey: .italic)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encodeIfPresent(index, forKey: .index)
    }
}
