import Foundation

/// Light or dark interface style; resolves the named system colours.
public enum Appearance: String, Codable, CaseIterable, Sendable {
    case light, dark
}

/// A straight (not premultiplied) sRGB colour with components in 0…1.
public struct RGBA: Equatable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let components = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(red: Double(components >> 24 & 0xFF) / 255, green: Double(components >> 16 & 0xFF) / 255,
                  blue: Double(components >> 8 & 0xFF) / 255, alpha: Double(components & 0xFF) / 255)
    }

    /// `#RRGGBBAA`, or `#RRGGBB` when opaque.
    public var hex: String {
        func byte(_ value: Double) -> String { String(format: "%02X", Int((max(0, min(1, value)) * 255).rounded())) }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }
}

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
            throw ModelError(field: "", problem: "\"\(text)\" is not a colour (use #RGB, #RRGGBB, #RRGGBBAA or a system colour name)")
        }
    }

    public init(stringLiteral value: String) {
        do { try self.init(parsing: value) } catch { preconditionFailure("\(error)") }
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(parsing: text)
        } catch let error as ModelError {
            throw ModelError(field: ModelError.path(decoder.codingPath), problem: error.problem)
        }
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

/// UIKit's named colours, with their light and dark values.
public enum SystemColor: String, CaseIterable, Sendable, Codable {
    case label, secondaryLabel, placeholderText, systemBackground, secondarySystemBackground
    case systemGray, systemGray3, separator, systemBlue, systemRed, legacyPlaceholder
    case black, white, gray, darkGray, lightGray, red, blue, clear

    /// The colour's value under `appearance`.
    public func resolved(for appearance: Appearance) -> RGBA {
        let (light, dark) = values
        return appearance == .light ? light : dark
    }

    private var values: (RGBA, RGBA) {
        func hex(_ text: String, _ alpha: Double = 1) -> RGBA {
            var value = RGBA(hex: text)!
            value.alpha = alpha
            return value
        }
        switch self {
        case .label: return (hex("#000000"), hex("#FFFFFF"))
        case .secondaryLabel: return (hex("#3C3C43", 0.6), hex("#EBEBF5", 0.6))
        case .placeholderText: return (hex("#3C3C43", 0.3), hex("#EBEBF5", 0.3))
        case .systemBackground: return (hex("#FFFFFF"), hex("#000000"))
        case .secondarySystemBackground: return (hex("#F2F2F7"), hex("#1C1C1E"))
        case .systemGray: return (hex("#8E8E93"), hex("#8E8E93"))
        case .systemGray3: return (hex("#C7C7CC"), hex("#48484A"))
        case .separator: return (hex("#3C3C43", 0.29), hex("#545458", 0.6))
        case .systemBlue: return (hex("#007AFF"), hex("#0A84FF"))
        case .systemRed: return (hex("#FF3B30"), hex("#FF453A"))
        case .legacyPlaceholder: return (hex("#000019", 0.22), hex("#000019", 0.22))
        case .black: return (hex("#000000"), hex("#000000"))
        case .white: return (hex("#FFFFFF"), hex("#FFFFFF"))
        case .gray: return (hex("#808080"), hex("#808080"))
        case .darkGray: return (hex("#555555"), hex("#555555"))
        case .lightGray: return (hex("#AAAAAA"), hex("#AAAAAA"))
        case .red: return (hex("#FF0000"), hex("#FF0000"))
        case .blue: return (hex("#0000FF"), hex("#0000FF"))
        case .clear: return (hex("#000000", 0), hex("#000000", 0))
        }
    }
}
