/// Font fields that replace those of a base font one by one, as a run of attributed text
/// gives them: `{"weight": "bold"}` makes the base font bold and keeps its family and size.
/// It takes every field of ``FontDescriptor``, declared there once (`FontDescriptor/fields`),
/// with the same conflicts and implications between them (`FontDescriptor/conflicts`,
/// `FontDescriptor/settle(_:given:path:)`).
public struct PartialFont: Equatable, Hashable, Sendable, Codable {
    /// The fields given, over the system font's.
    private var values: FontDescriptor
    /// The keys of the fields given.
    private var keys: Set<String>

    /// The fields given; those left nil keep the base font's value.
    public init(family: String? = nil, size: Double? = nil, weight: FontWeight? = nil, italic: Bool? = nil,
                file: String? = nil, index: Int? = nil, textStyle: FontTextStyle? = nil, relativeTo: FontTextStyle? = nil) {
        values = .system
        keys = []
        func set<T>(_ value: T?, _ key: String, _ path: WritableKeyPath<FontDescriptor, T>) {
            guard let value else { return }
            values[keyPath: path] = value
            keys.insert(key)
        }
        // A field that is optional in a font too: nil here means not given, not "none".
        func set<T>(_ value: T?, _ key: String, _ path: WritableKeyPath<FontDescriptor, T?>) {
            guard let value else { return }
            values[keyPath: path] = value
            keys.insert(key)
        }
        set(family, "family", \.family)
        set(size, "size", \.size)
        set(weight, "weight", \.weight)
        set(italic, "italic", \.italic)
        set(file, "file", \.file)
        set(index, "index", \.index)
        set(textStyle, "textStyle", \.textStyle)
        set(relativeTo, "relativeTo", \.relativeTo)
    }

    /// Whether no field is given.
    public var isEmpty: Bool { keys.isEmpty }

    /// `base` with the fields this value gives replaced, and the rules between font
    /// fields applied: a text style sets the size and weight it implies unless they are
    /// given, and drops the base's `relativeTo`; a size or `relativeTo` drops the base's
    /// text style.
    public func applied(to base: FontDescriptor) -> FontDescriptor {
        var font = base
        for field in FontDescriptor.fields where keys.contains(field.key) { field.copy(values, &font) }
        FontDescriptor.applyStyleRules(&font, given: keys)
        return font
    }

    public init(from decoder: Decoder) throws {
        (values, keys) = try FontDescriptor.decodeFields(from: decoder, over: .system)
        try FontDescriptor.checkConflicts(given: keys, path: ModelError.path(decoder.codingPath))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for field in FontDescriptor.fields where keys.contains(field.key) { try field.encode(values, &container) }
    }
}

extension PartialFont: SpecValue {
    static var schema: SchemaMembers { [("$ref", .string("#/$defs/partialFont"))] }
}
