import PlaceholderFormat

/// The user's preferred text size (`UIContentSizeCategory`): UIKit's twelve categories,
/// from extra small to the five accessibility sizes.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Codable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The short form used in output names: `xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5`.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][position]
    }

    /// 0 for extraSmall … 11 for accessibilityExtraExtraExtraLarge.
    package var position: Int { Self.allCases.firstIndex(of: self)! }

    /// The category named by UIKit's name or its short form.
    public init(parsing text: String) throws {
        if let category = Self(rawValue: text) ?? Self.allCases.first(where: { $0.shortName == text }) {
            self = category
            return
        }
        throw ModelError(field: "", problem: "\(Quoting.quoted(text)) is not a content size category "
            + "(\(Self.allCases.map(\.shortName).joined(separator: " ")) or UIKit's names such as large)")
    }

    public init(from decoder: Decoder) throws {
        self = try decoder.decodeParsed(Self.init(parsing:))
    }
}
