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
