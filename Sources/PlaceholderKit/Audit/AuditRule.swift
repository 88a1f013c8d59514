/// The rules `placeholderkit audit` and `assertAccessible` check, by their ids (axe-core's
/// style: lower case, hyphenated). Each names the guideline it comes from.
public enum AuditRule: String, CaseIterable, Codable, Sendable {
    /// Text, placeholder and labels against the colour actually behind them.
    case textContrast = "text-contrast"
    /// A field in a form described only by its placeholder, which vanishes on typing.
    case placeholderAsLabel = "placeholder-as-label"
    /// A field, a text view or a clear button smaller than a finger.
    case targetSize = "target-size"
    /// Text or placeholder cut at some variant.
    case clippedText = "clipped-text"
    /// A matrix of content size categories over a font that does not scale.
    case fixedFontSize = "fixed-font-size"

    /// One sentence on what the rule checks.
    public var summary: String {
        switch self {
        case .textContrast:
            return "Text, placeholders and labels have a contrast of at least 4.5:1 (3:1 at 18 pt, or 14 pt bold) against what is behind them"
        case .placeholderAsLabel:
            return "A text field or text view in a form has a label before it, not only a placeholder, which vanishes when typing starts"
        case .targetSize:
            return "Text fields, text views and clear buttons are at least 44 × 44 pt (Apple), and never under 24 × 24 pt (WCAG 2.5.8)"
        case .clippedText:
            return "No text or placeholder is cut at any variant: no lines dropped, no ellipsis, no glyphs past the bounds"
        case .fixedFontSize:
            return "A spec whose matrix varies contentSizeCategory uses fonts that scale with it (a textStyle, or relativeTo)"
        }
    }

    /// The guideline the rule applies, as the README and SARIF name it.
    public var reference: String {
        switch self {
        case .textContrast: return "WCAG 2.2 SC 1.4.3 Contrast (Minimum); Apple HIG, Accessibility: Color and effects"
        case .placeholderAsLabel: return "WCAG 2.2 SC 3.3.2 Labels or Instructions and 1.3.1 Info and Relationships"
        case .targetSize: return "WCAG 2.2 SC 2.5.8 Target Size (Minimum); Apple HIG, Accessibility: 44 × 44 pt"
        case .clippedText: return "WCAG 2.2 SC 1.4.4 Resize Text; Apple HIG, Typography: Dynamic Type"
        case .fixedFontSize: return "WCAG 2.2 SC 1.4.4 Resize Text; Apple HIG, Typography: Dynamic Type"
        }
    }

    /// Where the guideline is explained.
    public var helpURL: String {
        switch self {
        case .textContrast: return "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
        case .placeholderAsLabel: return "https://www.w3.org/WAI/WCAG22/Understanding/labels-or-instructions.html"
        case .targetSize: return "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html"
        case .clippedText, .fixedFontSize: return "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html"
        }
    }
}

/// How much a finding matters: an error fails `audit` (exit 1) and `assertAccessible`; a
/// warning is reported only.
public enum AuditSeverity: String, CaseIterable, Codable, Sendable, Comparable {
    case warning, error

    public static func < (a: Self, b: Self) -> Bool { a == .warning && b == .error }
}
