import FoundationEssentials
import PlaceholderFormat

/// UIKit's `NSParagraphStyle`: the spacing, line heights and indents of a text's paragraphs,
/// with TextKit 1's semantics (the text view's own, and NSLayoutManager's). Every value is
/// in points and 0 means "not set", as in UIKit:
///
/// - a line is `lineHeightMultiple` × its natural height (ascent + descent + leading of the
///   tallest font on it) when that is above 0, then at least `minimumLineHeight` and at most
///   `maximumLineHeight` when those are above 0. The height added or taken goes above the
///   glyphs, as TextKit 1 puts it: the baseline keeps its distance to the line's bottom —
///   the tallest font's descent and leading, or, when a limit decided the height, the
///   text font's, so lines of a fixed height (minimum = maximum) step from baseline to
///   baseline by exactly that height whatever other fonts they hold;
/// - `lineSpacing` is added between the lines of a paragraph, `paragraphSpacing` after a
///   paragraph and `paragraphSpacingBefore` before one (the first too), none after the
///   text's last line;
/// - `firstLineHeadIndent` indents a paragraph's first line from the leading edge of the
///   line area, `headIndent` its other lines; `tailIndent` above 0 is where lines end,
///   measured from the leading edge, and 0 or below is how far they stop short of the
///   trailing edge. In a right-to-left paragraph the leading edge is the right one;
/// - `alignment`, when set, replaces the view's text alignment for the paragraph;
///   `baseWritingDirection` forces its direction; `lineBreakMode` says how its lines end
///   (``LineBreakMode``: wrapped at words or characters, or one line clipped or truncated).
public struct ParagraphStyle: Equatable, Hashable, Sendable, Codable {
    public var lineSpacing: Double = 0
    public var paragraphSpacing: Double = 0
    public var paragraphSpacingBefore: Double = 0
    public var lineHeightMultiple: Double = 0
    public var minimumLineHeight: Double = 0
    public var maximumLineHeight: Double = 0
    public var firstLineHeadIndent: Double = 0
    public var headIndent: Double = 0
    public var tailIndent: Double = 0
    /// The alignment of the paragraph's lines; nil: the view's (`textAlignment`).
    public var alignment: TextAlignment?
    public var baseWritingDirection: WritingDirection = .natural
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    /// 0: never hyphenate; above 0, a word-wrapped line filled less than this share of its
    /// width takes the start of the next word, broken at a dictionary point (`Hyphenator`).
    public var hyphenationFactor: Double = 0

    /// UIKit's default style: nothing added, nothing indented.
    public static let `default` = ParagraphStyle()

    /// A style with every value at its default.
    public init() {}

    /// The most `lineHeightMultiple` may be.
    public static let maximumMultiple = 100.0

    /// The height of a line whose fonts make it `natural` points tall, and whether
    /// `minimumLineHeight` or `maximumLineHeight` decided it.
    package func lineHeight(natural: Double) -> (height: Double, isLimited: Bool) {
        let multiplied = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        var height = multiplied
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return (height, height != multiplied)
    }

    /// Where a line starts, from the leading edge of a line area `width` points wide, and how
    /// wide it may be: a paragraph's first line or another.
    package func lineExtent(width: Double, isFirst: Bool) -> (indent: Double, width: Double) {
        let indent = isFirst ? firstLineHeadIndent : headIndent
        let end = tailIndent > 0 ? tailIndent : width + tailIndent
        return (indent, max(0, end - indent))
    }
}

extension ParagraphStyle: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<ParagraphStyle>] = [
        .value("lineSpacing", \.lineSpacing, "Points added between the lines of a paragraph", bounds: .length(),
               flag: SpecFlag(name: "line-spacing", valueName: "PT")),
        .value("paragraphSpacing", \.paragraphSpacing, "Points added after a paragraph (not after the text's last line)", bounds: .length(),
               flag: SpecFlag(name: "paragraph-spacing", valueName: "PT")),
        .value("paragraphSpacingBefore", \.paragraphSpacingBefore, "Points added before a paragraph, the first one too", bounds: .length()),
        .value("lineHeightMultiple", \.lineHeightMultiple, "Each line's natural height times this, when above 0; the height added goes above the glyphs",
               bounds: .between(0...maximumMultiple), flag: SpecFlag(name: "line-height-multiple", valueName: "M")),
        .value("minimumLineHeight", \.minimumLineHeight, "The least height of a line, when above 0; the height added goes above the glyphs",
               bounds: .length()),
        .value("maximumLineHeight", \.maximumLineHeight, "The most height of a line, when above 0; the height taken comes off above the glyphs",
               bounds: .length()),
        .value("firstLineHeadIndent", \.firstLineHeadIndent, "Indent of a paragraph's first line from the leading edge of the line area",
               bounds: .length()),
        .value("headIndent", \.headIndent, "Indent of a paragraph's other lines from the leading edge of the line area", bounds: .length()),
        .value("tailIndent", \.tailIndent, "Above 0: where lines end, from the leading edge; 0 or below: how far they stop short of the trailing edge",
               bounds: .between(-PlaceholderTextView.maximumLength...PlaceholderTextView.maximumLength)),
        .optional("alignment", \.alignment, "Alignment of the paragraph's lines, replacing the view's textAlignment; absent: the view's"),
        .value("baseWritingDirection", \.baseWritingDirection,
               "Direction of the paragraph: natural (from its first strong character, else the language), leftToRight or rightToLeft"),
        .value("lineBreakMode", \.lineBreakMode, """
            How lines end: byWordWrapping and byCharWrapping wrap between words or characters; byClipping, byTruncatingHead, \
            byTruncatingMiddle and byTruncatingTail keep each paragraph on one line, clipped at the edge or shortened with …
            """, flag: SpecFlag(name: "line-break-mode", valueName: "MODE")),
        .value("hyphenationFactor", \.hyphenationFactor, """
            0: never hyphenate; above 0, a line filled less than this share of its width (by word wrapping) ends with the start of \
            the next word and a hyphen, at a point of the language's dictionary (English, German, French; no language: English)
            """, bounds: .between(0...1)),
    ]
    static var specDefault: ParagraphStyle { .default }
    static var schemaName: String { "paragraphStyle" }
    static var schemaDescription: String { "UIKit's NSParagraphStyle, with TextKit 1's semantics; values in points, 0 meaning not set" }

    func validateCombination(path: String) throws {
        if minimumLineHeight > 0, maximumLineHeight > 0, maximumLineHeight < minimumLineHeight {
            throw ModelError(field: fieldPath(path, "maximumLineHeight"),
                             problem: "\(CFormat.short(maximumLineHeight)) is less than minimumLineHeight \(CFormat.short(minimumLineHeight))")
        }
    }

    /// Throws a ``ModelError`` naming the indent that leaves a line no room in a line area
    /// `width` points wide (an area with no room of its own, a view narrower than its
    /// insets, is not the indents' doing).
    func validateIndents(width: Double, path: String) throws {
        guard width > 0, firstLineHeadIndent != 0 || headIndent != 0 || tailIndent != 0 else { return }
        for (isFirst, key) in [(true, "firstLineHeadIndent"), (false, "headIndent")] where lineExtent(width: width, isFirst: isFirst).width <= 0 {
            let field = tailIndent != 0 && (isFirst ? firstLineHeadIndent : headIndent) == 0 ? "tailIndent" : key
            throw ModelError(field: fieldPath(path, field), problem: "leaves no room for text in the \(CFormat.short(width))-point line area")
        }
    }
}
