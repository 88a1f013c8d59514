import PlaceholderModel

/// What a piece of text is laid out with.
public struct TextStyle: Hashable, Sendable {
    public var font: FontDescriptor
    public var alignment: TextAlignment
    /// BCP 47 tag: CJK glyph variant and line-breaking tailoring.
    public var language: String?
    /// Spacing, line heights and indents of the paragraphs.
    public var paragraph: ParagraphStyle

    /// A style; the defaults are UITextView's.
    public init(font: FontDescriptor = .system, alignment: TextAlignment = .natural, language: String? = nil,
                paragraph: ParagraphStyle = .default) {
        self.font = font
        self.alignment = alignment
        self.language = language
        self.paragraph = paragraph
    }
}
