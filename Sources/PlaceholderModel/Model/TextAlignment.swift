import FoundationEssentials

/// Horizontal alignment of lines, as `NSTextAlignment`.
public enum TextAlignment: String, Codable, CaseIterable, Sendable {
    case left, center, right
    /// Left in a left-to-right paragraph, right in a right-to-left one.
    case natural
    /// Every line but the last of a paragraph stretched to the full width.
    case justified
}
