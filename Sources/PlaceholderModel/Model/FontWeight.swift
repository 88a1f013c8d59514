import PlaceholderFormat

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

    /// The numbers a weight may be.
    public static let range = 1...1000

    /// UIKit's weight names and their values, lightest first.
    package static let names: [(String, FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// Parses a UIKit weight name or a number from 1 to 1000.
    public init(parsing text: String) throws {
        if let match = Self.names.first(where: { $0.0.lowercased() == text.lowercased() }) {
            self = match.1
        } else if let number = Int(text), Self.range.contains(number) {
            self.init(number)
        } else {
            throw ModelError(field: "", problem: "\(Quoting.quoted(text)) is not a weight (use \(Self.range.lowerBound)-\(Self.range.upperBound) or \(Self.names.map(\.0).joined(separator: ", ")))")
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            if let number = try? container.decode(Double.self) {
                // Through the text, so 1.5 or 1e9 get the same error as "1.5" or "1e9".
                try self.init(parsing: Int(exactly: number).map(String.init) ?? String(number))
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
