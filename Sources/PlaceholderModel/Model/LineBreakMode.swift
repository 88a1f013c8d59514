/// `NSLineBreakMode`: how a paragraph's lines end when its text is wider than the line.
///
/// The two wrapping modes break a paragraph into as many lines as it needs: at UAX #14
/// opportunities (between words), or between any two grapheme clusters. The others keep
/// each paragraph on one line, as TextKit 1 lays them out: clipped at the line area's edge,
/// or shortened with "…" at its start, its middle or its end (the line ends of a hard line
/// separator, U+2028, are kept).
public enum LineBreakMode: String, Codable, CaseIterable, Sendable, SpecWord {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }

    /// Whether a paragraph takes as many lines as it needs.
    var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }

    /// Where a line too wide for its area is shortened, for the truncating modes.
    package var truncation: Truncation? {
        switch self {
        case .byTruncatingHead: return .head
        case .byTruncatingMiddle: return .middle
        case .byTruncatingTail: return .tail
        default: return nil
        }
    }

    /// Where "…" replaces what does not fit.
    package enum Truncation { case head, middle, tail }
}

/// `NSWritingDirection`: the direction of a paragraph; natural takes it from the first
/// strong character (UAX #9), or from the language when there is none.
public enum WritingDirection: String, Codable, CaseIterable, Sendable, SpecWord {
    case natural, leftToRight, rightToLeft

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}
