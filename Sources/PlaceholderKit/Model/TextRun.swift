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

    enum CodingKeys: String, CodingKey, CaseIterable { case text, font, color, backgroundColor, underline, strikethrough }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        font = try container.decodeIfPresent(PartialFont.self, forKey: .font) ?? PartialFont()
        color = try container.decodeIfPresent(Color.self, forKey: .color)
        backgroundColor = try container.decodeIfPresent(Color.self, forKey: .backgroundColor)
        underline = try container.decodeIfPresent(Bool.self, forKey: .underline) ?? false
        strikethrough = try container.decodeIfPresent(Bool.self, forKey: .strikethrough) ?? false
    }
}

extension TextRun {
    /// The most runs one attributed placeholder or text may have.
    public static let maximumRunCount = 10_000
}

extension Array where Element == TextRun {
    /// Throws a ``ModelError`` naming `field` when there are more than
    /// ``TextRun/maximumRunCount`` runs.
    func validateCount(field: String) throws {
        guard count <= TextRun.maximumRunCount else {
            throw ModelError(field: field, problem: "has \(count) runs, over the limit of \(TextRun.maximumRunCount)")
        }
    }

    /// The runs' characters, one after another.
    public var joinedText: String { map(\.text).joined() }

    /// Throws a ``ModelError`` naming `field` when the runs hold more than
    /// ``PlaceholderTextView/maximumTextLength`` UTF-16 code units in all, or naming the
    /// run's font when its font, applied to `base`, cannot be used.
    func validate(field: String, base: FontDescriptor) throws {
        try validateCount(field: field)
        try PlaceholderTextView.validateTextLength(reduce(0) { $0 + $1.text.utf16.count }, field: field)
        for (index, run) in enumerated() {
            try run.font.applied(to: base).validate(field: "\(field)[\(index)].font")
        }
    }
}
