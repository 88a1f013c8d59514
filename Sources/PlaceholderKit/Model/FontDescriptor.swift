import Foundation
import PlaceholderImage

/// The font of a text view: a family with size, weight and slant, or a font file.
///
/// `family: "system"` resolves to "SF Pro Text" when installed, else Inter, else DejaVu Sans.
/// With `textStyle`, the size follows the view's content size category (Dynamic Type);
/// with `relativeTo`, `size` is scaled by a style's growth, as `UIFontMetrics` does.
public struct FontDescriptor: Equatable, Hashable, Sendable, Codable {
    /// The family name, or `"system"`. Ignored when `file` is set.
    public var family: String
    /// The point size.
    public var size: Double
    /// The weight, 1…1000 (400 regular, 700 bold), as in CSS and OpenType.
    public var weight: FontWeight
    /// Whether to use the italic or oblique style.
    public var italic: Bool
    /// A font file to use instead of looking up `family`.
    public var file: String?
    /// The face index inside a collection file (`.ttc`), 0…65535 (FreeType's limit).
    public var index: Int
    /// A UIKit text style: the size comes from the content size category (``size`` is
    /// not used). Set with `size` in a spec, it is an error.
    public var textStyle: FontTextStyle?
    /// A text style whose growth scales ``size`` with the content size category.
    public var relativeTo: FontTextStyle?

    public init(family: String = "system", size: Double = 17, weight: FontWeight = .regular,
                italic: Bool = false, file: String? = nil, index: Int = 0, relativeTo: FontTextStyle? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.file = file
        self.index = index
        self.relativeTo = relativeTo
    }

    /// The system font in a UIKit text style (headline semibold, the others regular,
    /// unless `weight` says otherwise).
    public init(textStyle: FontTextStyle, weight: FontWeight? = nil, italic: Bool = false) {
        self.init(size: textStyle.size(at: .large), weight: weight ?? textStyle.weight, italic: italic)
        self.textStyle = textStyle
    }

    /// The concrete font at `category`: a text style's size, or the size scaled by
    /// `relativeTo`; neither style is left in the result.
    public func resolved(for category: ContentSizeCategory) -> FontDescriptor {
        var font = self
        if let textStyle { font.size = textStyle.size(at: category) }
        if let relativeTo { font.size = relativeTo.scaled(size, at: category) }
        font.textStyle = nil
        font.relativeTo = nil
        return font
    }

    /// iOS's default: the system font at 17 pt, regular.
    public static let system = FontDescriptor()

    enum CodingKeys: String, CodingKey, CaseIterable { case family, size, weight, italic, file, index, textStyle, relativeTo }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        family = try container.decodeIfPresent(String.self, forKey: .family) ?? "system"
        let size = try container.decodeIfPresent(Double.self, forKey: .size)
        textStyle = try container.decodeIfPresent(FontTextStyle.self, forKey: .textStyle)
        relativeTo = try container.decodeIfPresent(FontTextStyle.self, forKey: .relativeTo)
        let path = ModelError.path(decoder.codingPath)
        if textStyle != nil, size != nil {
            throw ModelError(field: path.isEmpty ? "textStyle" : "\(path).textStyle",
                             problem: "and \(path.isEmpty ? "" : path + ".")size cannot both be set: a text style's size follows the content size category")
        }
        if textStyle != nil, relativeTo != nil {
            throw ModelError(field: path.isEmpty ? "textStyle" : "\(path).textStyle",
                             problem: "and \(path.isEmpty ? "" : path + ".")relativeTo cannot both be set")
        }
        self.size = size ?? textStyle?.size(at: .large) ?? 17
        weight = try container.decodeIfPresent(FontWeight.self, forKey: .weight) ?? textStyle?.weight ?? .regular
        italic = try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false
        file = try container.decodeIfPresent(String.self, forKey: .file)
        index = try container.field(Int.self, .index) ?? 0
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family, forKey: .family)
        // A text style's size is the category's, so it is not written.
        if textStyle == nil { try container.encode(size, forKey: .size) }
        try container.encode(weight, forKey: .weight)
        try container.encode(italic, forKey: .italic)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encode(index, forKey: .index)
        try container.encodeIfPresent(textStyle, forKey: .textStyle)
        try container.encodeIfPresent(relativeTo, forKey: .relativeTo)
    }

    /// The largest point size a font may have.
    public static let maximumSize = 1000.0
    /// The largest face index: FreeType keeps face indices in 16 bits.
    public static let maximumIndex = 0xFFFF

    /// Checks the values a font lookup cannot use; `field` prefixes the error's field name.
    public func validate(field: String) throws {
        guard size.isFinite, size > 0, size <= Self.maximumSize else {
            throw ModelError(field: "\(field).size", problem: "must be a number greater than 0 and at most 1000")
        }
        guard (0...Self.maximumIndex).contains(index) else {
            throw ModelError(field: "\(field).index", problem: "must be 0 to \(Self.maximumIndex), not \(index)")
        }
        if let file, file.isEmpty { throw ModelError(field: "\(field).file", problem: "must not be empty") }
        if file == nil, family.isEmpty { throw ModelError(field: "\(field).family", problem: "must not be empty") }
        if family.unicodeScalars.contains(where: Quoting.needsEscape) {
            throw ModelError(field: "\(field).family", problem: "\(Quoting.quoted(family)) holds a control character or line break")
        }
    }
}
