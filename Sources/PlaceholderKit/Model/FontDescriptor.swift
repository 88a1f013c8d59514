import Foundation
import PlaceholderImage

/// The font of a text view: a family with size, weight and slant, or a font file.
///
/// `family: "system"` resolves to "SF Pro Text" when installed, else Inter, else DejaVu Sans.
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

    public init(family: String = "system", size: Double = 17, weight: FontWeight = .regular,
                italic: Bool = false, file: String? = nil, index: Int = 0) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.file = file
        self.index = index
    }

    /// iOS's default: the system font at 17 pt, regular.
    public static let system = FontDescriptor()

    enum CodingKeys: String, CodingKey, CaseIterable { case family, size, weight, italic, file, index }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        family = try container.decodeIfPresent(String.self, forKey: .family) ?? "system"
        size = try container.decodeIfPresent(Double.self, forKey: .size) ?? 17
        weight = try container.decodeIfPresent(FontWeight.self, forKey: .weight) ?? .regular
        italic = try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false
        file = try container.decodeIfPresent(String.self, forKey: .file)
        index = try container.field(Int.self, .index) ?? 0
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
