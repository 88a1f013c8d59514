/// The line of an underline or a strikethrough (`NSUnderlineStyle`'s styles): one line of
/// the font's own thickness, one twice as thick, or two of it with a gap of it between.
public enum DecorationStyle: String, Codable, CaseIterable, Sendable, SpecWord {
    case single, thick, double

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}

/// How an underline or a strikethrough is dashed (`NSUnderlineStyle`'s patterns), in
/// lengths of the line's own thickness t, from the run's leading edge: solid; dots (t on,
/// t off); dashes (4t on, 2t off); dash-dot and dash-dot-dot (a dash, then one or two dots,
/// 2t apart).
public enum DecorationPattern: String, Codable, CaseIterable, Sendable, SpecWord {
    case solid, dot, dash, dashDot, dashDotDot

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }

    /// On and off lengths, in thicknesses; empty for solid.
    package var dashes: [Double] {
        switch self {
        case .solid: return []
        case .dot: return [1, 1]
        case .dash: return [4, 2]
        case .dashDot: return [4, 2, 1, 2]
        case .dashDotDot: return [4, 2, 1, 2, 1, 2]
        }
    }
}

/// An underline or a strikethrough as a run draws it: its style and its pattern.
public struct Decoration: Hashable, Sendable {
    public var style: DecorationStyle
    public var pattern: DecorationPattern

    /// A decoration; the default is UIKit's `.single`.
    public init(style: DecorationStyle = .single, pattern: DecorationPattern = .solid) {
        self.style = style
        self.pattern = pattern
    }
}
