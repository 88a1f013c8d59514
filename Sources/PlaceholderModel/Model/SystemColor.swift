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
        func hex(_ value: UInt32, _ alpha: Double = 1) -> RGBA {
            RGBA(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255,
                 alpha: alpha)
        }
        switch self {
        case .label: return (hex(0x000000), hex(0xFFFFFF))
        case .secondaryLabel: return (hex(0x3C3C43, 0.6), hex(0xEBEBF5, 0.6))
        case .placeholderText: return (hex(0x3C3C43, 0.3), hex(0xEBEBF5, 0.3))
        case .systemBackground: return (hex(0xFFFFFF), hex(0x000000))
        case .secondarySystemBackground: return (hex(0xF2F2F7), hex(0x1C1C1E))
        case .systemGray: return (hex(0x8E8E93), hex(0x8E8E93))
        case .systemGray3: return (hex(0xC7C7CC), hex(0x48484A))
        case .separator: return (hex(0x3C3C43, 0.29), hex(0x545458, 0.6))
        case .systemBlue: return (hex(0x007AFF), hex(0x0A84FF))
        case .systemRed: return (hex(0xFF3B30), hex(0xFF453A))
        case .legacyPlaceholder: return (hex(0x000019, 0.22), hex(0x000019, 0.22))
        case .black: return (hex(0x000000), hex(0x000000))
        case .white: return (hex(0xFFFFFF), hex(0xFFFFFF))
        case .gray: return (hex(0x808080), hex(0x808080))
        case .darkGray: return (hex(0x555555), hex(0x555555))
        case .lightGray: return (hex(0xAAAAAA), hex(0xAAAAAA))
        case .red: return (hex(0xFF0000), hex(0xFF0000))
        case .blue: return (hex(0x0000FF), hex(0x0000FF))
        case .clear: return (hex(0x000000, 0), hex(0x000000, 0))
        }
    }
}
