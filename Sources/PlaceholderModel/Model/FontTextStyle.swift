/// UIKit's text styles (`UIFont.TextStyle`): the system font at a size that follows the
/// content size category, as Dynamic Type sets it.
public enum FontTextStyle: String, CaseIterable, Sendable, Codable, SpecWord {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Point sizes at each category, extraSmall … accessibilityExtraExtraExtraLarge, as
    /// iOS sets them (measured on device).
    private var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// The style's point size at `category`.
    public func size(at category: ContentSizeCategory) -> Double { sizes[category.position] }

    /// `size` scaled as `UIFontMetrics(forTextStyle:).scaledValue(for:)` does: by this
    /// style's size at `category` over its size at `large`.
    public func scaled(_ size: Double, at category: ContentSizeCategory) -> Double {
        size * self.size(at: category) / self.size(at: UIKitDefaults.contentSizeCategory)
    }

    /// The style's weight: semibold for headline, regular for the others.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}
