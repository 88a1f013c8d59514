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

    /// The WCAG 2.2 success criteria the rule applies, by number and name.
    public var wcagCriteria: [(number: String, name: String)] {
        switch self {
        case .textContrast: return [("1.4.3", "Contrast (Minimum)")]
        case .placeholderAsLabel: return [("3.3.2", "Labels or Instructions"), ("1.3.1", "Info and Relationships")]
        case .targetSize: return [("2.5.8", "Target Size (Minimum)")]
        case .clippedText, .fixedFontSize: return [("1.4.4", "Resize Text")]
        }
    }

    /// The part of Apple's Human Interface Guidelines the rule follows, if any.
    public var appleGuideline: String? {
        switch self {
        case .textContrast: return "Accessibility: Color and effects"
        case .placeholderAsLabel: return nil
        case .targetSize: return "Accessibility: 44 × 44 pt"
        case .clippedText, .fixedFontSize: return "Typography: Dynamic Type"
        }
    }

    /// The severity the rule's findings have unless a finding says otherwise (target-size
    /// warns between 24 and 44 pt; `--placeholder-contrast` sets a placeholder's).
    public var defaultSeverity: AuditSeverity { .error }

    /// The guidelines the rule applies, as the README and SARIF name them:
    /// `WCAG 2.2 SC 1.4.3 Contrast (Minimum); Apple HIG, Accessibility: Color and effects`.
    public var reference: String {
        let wcag = "WCAG 2.2 SC " + wcagCriteria.map { "\($0.number) \($0.name)" }.joined(separator: " and ")
        return appleGuideline.map { "\(wcag); Apple HIG, \($0)" } ?? wcag
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
