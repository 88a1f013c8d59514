import FoundationEssentials

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

    /// An opaque grey whose three channels are `level` (0–255).
    public init(gray level: UInt8) {
        let value = Double(level) / 255
        self.init(red: value, green: value, blue: value)
    }

    /// How many hex digits may follow the `#`: `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
    public static let hexDigitCounts = [3, 6, 8]

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        guard Self.hexDigitCounts.contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard let value = UInt32(digits, radix: 16) else { return nil }
        let components = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(red: Double(components >> 24 & 0xFF) / 255, green: Double(components >> 16 & 0xFF) / 255,
                  blue: Double(components >> 8 & 0xFF) / 255, alpha: Double(components & 0xFF) / 255)
    }

    /// `#RRGGBBAA`, or `#RRGGBB` when opaque.
    public var hex: String {
        // Written digit by digit: the layout document writes one per glyph run, and
        // String(format:) made a tenth of a long text's layout.
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = [UInt8(ascii: "#")]
        for value in alpha >= 1 ? [red, green, blue] : [red, green, blue, alpha] {
            let byte = Int((max(0, min(1, value)) * 255).rounded())
            text += [digits[byte >> 4], digits[byte & 0xF]]
        }
        return String(decoding: text, as: UTF8.self)
    }
}
