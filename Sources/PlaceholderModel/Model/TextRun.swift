import PlaceholderFormat

/// A stretch of attributed placeholder or text: its characters and what it changes from
/// the view's font and colour (`attributedPlaceholder`, `attributedText`).
public struct TextRun: Equatable, Hashable, Sendable, Codable {
    /// The characters of the run.
    public var text: String
    /// Font fields that replace the view's font (``PlaceholderTextView/placeholderFont`` for
    /// the placeholder, ``PlaceholderTextView/font`` for text) field by field.
    public var font: PartialFont
    /// The colour of the glyphs; nil: the view's placeholder or text colour.
    public var color: Color?
    /// A colour filled behind the run's glyphs, the height of the line box; nil: none.
    public var backgroundColor: Color?
    /// Whether a line is drawn under the run, at the font's underline position and thickness.
    public var underline: Bool
    /// Whether a line is drawn through the run, at the font's strikeout position and size.
    public var strikethrough: Bool
    /// The underline's colour; nil: the run's colour (`NSAttributedString.Key.underlineColor`).
    public var underlineColor: Color?
    /// The strikethrough's colour; nil: the run's colour (`.strikethroughColor`).
    public var strikethroughColor: Color?
    /// The underline's line and dashes (`NSUnderlineStyle`); either one set draws the
    /// underline; nil: single, solid.
    public var underlineStyle: DecorationStyle?
    public var underlinePattern: DecorationPattern?
    /// The strikethrough's line and dashes, as the underline's.
    public var strikethroughStyle: DecorationStyle?
    public var strikethroughPattern: DecorationPattern?
    /// Points added after each character (`NSAttributedString.Key.kern`; negative tightens).
    /// Not 0, the run forms no ligatures, so that every character takes it: the run is then
    /// wider by exactly `kern` × its characters (grapheme clusters).
    public var kern: Double = 0
    /// `NSAttributedString.Key.ligature`: 1 (the default) forms the font's standard
    /// ligatures, 0 none.
    public var ligature: Int = 1
    /// OpenType features HarfBuzz applies besides its defaults, in its syntax: `tnum`,
    /// `smcp`, `ss01`, `-kern` (off), `cv01=2` (a value).
    public var fontFeatures: [String] = []
    /// Points the run's glyphs, underline and strikethrough sit above the line's baseline
    /// (`NSAttributedString.Key.baselineOffset`; negative: below); the line grows to hold them.
    public var baselineOffset: Double = 0
    /// The paragraph style of the paragraphs that start in the run (in UIKit the first
    /// character of a paragraph decides); nil: the view's.
    public var paragraphStyle: ParagraphStyle?

    /// A run of `text`; every attribute left out follows the view.
    public init(text: String, font: PartialFont = PartialFont(), color: Color? = nil, backgroundColor: Color? = nil,
                underline: Bool = false, strikethrough: Bool = false) {
        self.text = text
        self.font = font
        self.color = color
        self.backgroundColor = backgroundColor
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

extension TextRun: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<TextRun>] = [
        .value("text", \.text, "The characters of the run", required: true),
        .value("font", \.font, "Font fields that replace the view's font (placeholderFont or font) one by one", omitted: { $0.font.isEmpty }),
        .optional("color", \.color, "Colour of the run; absent: placeholderColor or textColor"),
        .optional("backgroundColor", \.backgroundColor, "Colour filled behind the run, the height of its line; absent: none"),
        .value("underline", \.underline, "Underline at the font's own position and thickness"),
        .value("strikethrough", \.strikethrough, "Strikethrough at the font's own strikeout position and size"),
        .optional("underlineColor", \.underlineColor, "Colour of the underline; absent: the run's colour"),
        .optional("strikethroughColor", \.strikethroughColor, "Colour of the strikethrough; absent: the run's colour"),
        .optional("underlineStyle", \.underlineStyle, "The underline's line: single, thick (twice as thick) or double; set, it draws the underline"),
        .optional("underlinePattern", \.underlinePattern,
                  "The underline's dashes, in its thicknesses: solid, dot, dash, dashDot, dashDotDot; set, it draws the underline"),
        .optional("strikethroughStyle", \.strikethroughStyle, "The strikethrough's line: single, thick or double; set, it draws the strikethrough"),
        .optional("strikethroughPattern", \.strikethroughPattern, "The strikethrough's dashes: solid, dot, dash, dashDot, dashDotDot; set, it draws it"),
        .value("kern", \.kern, "Points added after each character (NSAttributedString.Key.kern; negative tightens); not 0, the run forms no ligatures",
               bounds: .between(-maximumKern...maximumKern)),
        .value("ligature", \.ligature, "1: the font's standard ligatures; 0: none", bounds: .integer(0...1)),
        .value("fontFeatures", \.fontFeatures, "OpenType features besides the defaults, in HarfBuzz's syntax: tnum, smcp, ss01, -kern (off), cv01=2",
               bounds: .openTypeFeatures),
        .value("baselineOffset", \.baselineOffset, "Points the run sits above the line's baseline (negative: below); the line grows to hold it",
               bounds: .between(-maximumBaselineOffset...maximumBaselineOffset)),
        .optional("paragraphStyle", \.paragraphStyle,
                  "Paragraph style of the paragraphs whose first character is in the run (UIKit's rule); absent: the view's"),
    ]
    static var specDefault: TextRun { TextRun(text: "") }
    static var schemaName: String { "textRun" }
    static var schemaDescription: String { "A run of attributed text: its characters and what it changes from the view" }
}

extension TextRun {
    /// The most runs one attributed placeholder or text may have.
    public static let maximumRunCount = 10_000
    /// The most points `kern` may add or take after each character.
    public static let maximumKern = 1000.0
    /// The most points `baselineOffset` may raise or lower a run.
    public static let maximumBaselineOffset = 1000.0
    /// The most `fontFeatures` one run may list.
    public static let maximumFeatureCount = 64
}

extension SpecBounds where Value == [String] {
    /// One OpenType feature as a spec writes it: an optional + or −, a four-character tag,
    /// an optional `=` and a value of at most five digits.
    static var featureSyntax: String { "[+-]?[A-Za-z0-9]{4}(=[0-9]{1,5})?" }

    /// Whether `feature` is one feature as ``featureSyntax`` writes it, read byte by byte:
    /// a `Regex` of that text, made per run, cost 80 µs a run (Swift parses a regex's text
    /// each time one is made: 22 s for a spec of 260,000 runs), and one made once cannot be
    /// shared (`Regex` is not `Sendable`). `TextRunFeatureTests` hold the two to the same
    /// answers.
    static func isFeature(_ feature: String) -> Bool {
        var rest = Substring(feature).utf8[...]
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func isTagByte(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
        guard rest.count >= 4, rest.prefix(4).allSatisfy(isTagByte) else { return false }
        rest = rest.dropFirst(4)
        guard let equals = rest.first else { return true }
        return equals == UInt8(ascii: "=") && (2...6).contains(rest.count) && rest.dropFirst().allSatisfy(isDigit)
    }

    /// OpenType features as HarfBuzz writes them: an optional + or −, a four-character tag,
    /// an optional `=` and a value; at most ``TextRun/maximumFeatureCount`` of them.
    static var openTypeFeatures: SpecBounds {
        let syntax = featureSyntax
        return SpecBounds(problem: { features in
            if features.count > TextRun.maximumFeatureCount { return "lists \(features.count) features, over the limit of \(TextRun.maximumFeatureCount)" }
            // The schema's pattern: HarfBuzz reads every string it allows as a feature
            // (ShapingTests check it), so the model needs no text engine to judge one.
            for feature in features where !isFeature(feature) {
                return "\(Quoting.quoted(feature)) is not an OpenType feature (a tag such as tnum, -liga or cv01=2)"
            }
            return nil
        }, schema: { [("maxItems", .number(Double(TextRun.maximumFeatureCount))), ("items", .object(JSONValue.members([("type", .string("string"))] + SchemaPattern.whole(syntax))))] },
           summary: { "tags such as tnum, -liga, cv01=2" })
    }
}

extension Array where Element == TextRun {
    /// Throws a ``ModelError`` naming `field` when there are more than
    /// ``TextRun/maximumRunCount`` runs.
    func validateCount(field: String) throws {
        guard count <= TextRun.maximumRunCount else {
            throw ModelError(field: field, problem: "has \(count) runs, over the limit of \(TextRun.maximumRunCount)")
        }
    }

    /// Throws a ``ModelError`` naming the run's paragraph-style indent (under `field`)
    /// that leaves no room in a line area `width` points wide.
    func validateParagraphStyles(field: String, width: Double) throws {
        for (index, run) in enumerated() {
            try run.paragraphStyle?.validateIndents(width: width, path: "\(field)[\(index)].paragraphStyle")
        }
    }

    /// The runs' characters, one after another.
    public var joinedText: String { map(\.text).joined() }

    /// Throws a ``ModelError`` naming the run's font (under `field`) when its font, applied
    /// to `base` at `category`, cannot be used. (The runs' length is a bound of the field
    /// that holds them: ``SpecBounds/totalTextLength``.)
    func validateFonts(field: String, base: FontDescriptor, category: ContentSizeCategory) throws {
        try validateCount(field: field)
        // A run's font is checked once per distinct partial font (runs share a handful
        // among thousands): the first run holding one that fails is the one named.
        var checked = Set<PartialFont>()
        for (index, run) in enumerated() where checked.insert(run.font).inserted {
            try run.font.applied(to: base).resolved(for: category).validate(field: "\(field)[\(index)].font")
        }
    }
}
