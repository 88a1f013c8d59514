import FoundationEssentials
import PlaceholderFormat

/// A colour as written in a spec: a hex value, or a UIKit system colour whose value
/// depends on the appearance.
public enum Color: Equatable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    case rgba(RGBA)
    case system(SystemColor)

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a system colour name such as `label`.
    public init(parsing text: String) throws {
        if let named = SystemColor(rawValue: text) {
            self = .system(named)
        } else if let value = RGBA(hex: text) {
            self = .rgba(value)
        } else {
            throw ModelError(field: "", problem: "\(Quoting.quoted(text)) is not a colour (use #RGB, #RRGGBB, #RRGGBBAA or a system colour name)")
        }
    }

    public init(stringLiteral value: String) {
        do { try self.init(parsing: value) } catch { preconditionFailure("\(error)") }
    }

    public init(from decoder: Decoder) throws {
        self = try decoder.decodeParsed(Self.init(parsing:))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .rgba(let value): try container.encode(value.hex)
        case .system(let named): try container.encode(named.rawValue)
        }
    }

    /// The concrete colour under `appearance`.
    public func resolved(for appearance: Appearance) -> RGBA {
        switch self {
        case .rgba(let value): return value
        case .system(let named): return named.resolved(for: appearance)
        }
    }
}
