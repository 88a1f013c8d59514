import Foundation

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
    /// The face index inside a collection file (`.ttc`).
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
        index = try container.decodeIfPresent(Int.self, forKey: .index) ?? 0
    }

    /// Checks the values a font lookup cannot use; `field` prefixes the error's field name.
    public func validate(field: String) throws {
        guard size.isFinite, size > 0, size <= 1000 else {
            throw ModelError(field: "\(field).size", problem: "must be a number greater than 0 and at most 1000")
        }
        guard index >= 0 else { throw ModelError(field: "\(field).index", problem: "must not be negative") }
        if let file, file.isEmpty { throw ModelError(field: "\(field).file", problem: "must not be empty") }
        if file == nil, family.isEmpty { throw ModelError(field: "\(field).family", problem: "must not be empty") }
    }
}

/// A font weight on the OpenType scale, written in specs as a number (100…900) or as
/// UIKit's name for it (`ultraLight`, `thin`, `light`, `regular`, `medium`, `semibold`,
/// `bold`, `heavy`, `black`).
public struct FontWeight: Equatable, Hashable, Sendable, Codable, ExpressibleByIntegerLiteral {
    public var value: Int

    public init(_ value: Int) { self.value = value }
    public init(integerLiteral value: Int) { self.value = value }

    public static let ultraLight = FontWeight(100)
    public static let thin = FontWeight(200)
    public static let light = FontWeight(300)
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static let heavy = FontWeight(800)
    public static let black = FontWeight(900)

    static let names: [(String, FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// Parses a UIKit weight name or a number from 1 to 1000.
    public init(parsing text: String) throws {
        if let match = Self.names.first(where: { $0.0.lowercased() == text.lowercased() }) {
            self = match.1
        } else if let number = Int(text), (1...1000).contains(number) {
            self.init(number)
        } else {
            throw ModelError(field: "", problem: "\"\(text)\" is not a weight (use 1-1000 or \(Self.names.map(\.0).joined(separator: ", ")))")
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            if let number = try? container.decode(Int.self) {
                try self.init(parsing: String(number))
            } else {
                try self.init(parsing: container.decode(String.self))
            }
        } catch let error as ModelError {
            throw ModelError(field: ModelError.path(decoder.codingPath), problem: error.problem)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let name = Self.names.first(where: { $0.1 == self })?.0 {
            try container.encode(name)
        } else {
            try container.encode(value)
        }
    }
}
