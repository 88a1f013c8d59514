import PlaceholderModel

/// What a run of text is drawn with: its font, colour and decorations.
public struct TextAttributes: Hashable, Sendable {
    public var font: FontDescriptor
    /// The colour of the glyphs and of their decorations.
    public var color: Color
    /// A colour filled behind the run's glyphs, the height of the line box; nil: none.
    public var backgroundColor: Color?
    /// A line under the run, at the font's underline position and thickness.
    public var underline: Bool
    /// A line through the run, at the font's strikeout position and size.
    public var strikethrough: Bool
    /// The decorations' colours; nil: ``color``.
    public var underlineColor: Color?
    public var strikethroughColor: Color?
    /// How the underline and the strikethrough are drawn, when they are: their line and
    /// their dashes.
    public var underlineStyle = Decoration()
    public var strikethroughStyle = Decoration()
    /// Points added after each character (`NSAttributedString.Key.kern`); not 0, ligatures
    /// are off, so each character takes it.
    public var kern: Double = 0
    /// Whether ligatures are formed (`.ligature`: 1, the default, or 0).
    public var ligatures: Bool = true
    /// OpenType features passed to HarfBuzz besides its defaults: `tnum`, `smcp`, `ss01`,
    /// `-kern`, `cv01=2`.
    public var fontFeatures: [String] = []
    /// Points the glyphs sit above the line's baseline (`.baselineOffset`; negative: below).
    public var baselineOffset: Double = 0

    /// What of the attributes changes glyphs — which glyphs the shaper picks or where they
    /// go: the font (its tracking too), `kern`, `ligatures`, `fontFeatures` and
    /// `baselineOffset`. Every other attribute only paints glyphs — `color`,
    /// `backgroundColor`, `underline` and `strikethrough` with their colours and styles —
    /// so text is shaped across a change of them as one, and its glyphs are painted
    /// afterwards by cluster, as Core Text and Pango do: a colour change inside an Arabic
    /// word keeps its joining, inside a kerned pair its kerning. An attribute added here
    /// must be sorted into one side or the other.
    struct ShapingKey: Hashable {
        var font: FontDescriptor
        var kern: Double
        var ligatures: Bool
        var fontFeatures: [String]
        var baselineOffset: Double
    }

    /// The attributes that change glyphs (``ShapingKey``): runs of equal keys are shaped as
    /// one text whatever their paint.
    var shapingKey: ShapingKey {
        ShapingKey(font: font, kern: kern, ligatures: ligatures, fontFeatures: fontFeatures, baselineOffset: baselineOffset)
    }

    /// The features the run is shaped with: its own, and ligatures turned off when it has
    /// none or is kerned.
    var shapingFeatures: [String] {
        (ligatures && kern == 0 ? [] : ["-liga", "-clig"]) + fontFeatures
    }

    /// Attributes with `font`, in `color`, no background and no decoration by default.
    public init(font: FontDescriptor = .system, color: Color = UIKitDefaults.textColor, backgroundColor: Color? = nil,
                underline: Bool = false, strikethrough: Bool = false, underlineColor: Color? = nil, strikethroughColor: Color? = nil) {
        self.font = font
        self.underlineColor = underlineColor
        self.strikethroughColor = strikethroughColor
        self.color = color
        self.backgroundColor = backgroundColor
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// A stretch of text with its attributes, as ``TextLayoutEngine/layout(_:style:width:maxLines:maxHeight:truncates:)-([StyledRun],_,_,_,_,_)``
/// takes it: runs of one text are laid out as one, shaped and measured run by run.
public struct StyledRun: Hashable, Sendable {
    public var text: String
    public var attributes: TextAttributes
    /// The paragraph style of the paragraphs whose first character the run holds (UIKit's
    /// rule); nil: the layout's.
    public var paragraphStyle: ParagraphStyle?

    /// A run of `text` drawn with `attributes`, in paragraphs of `paragraphStyle`.
    public init(text: String, attributes: TextAttributes, paragraphStyle: ParagraphStyle? = nil) {
        self.text = text
        self.attributes = attributes
        self.paragraphStyle = paragraphStyle
    }

    /// A model run resolved against its view: its font fields applied to `font` (the
    /// view's, before Dynamic Type) and the result resolved at `category`, so a run's
    /// `textStyle` or `relativeTo` follows the content size category; its colour or else
    /// `color`.
    public init(_ run: TextRun, font: FontDescriptor, category: ContentSizeCategory, color: Color) {
        var attributes = TextAttributes(
            font: run.font.applied(to: font).resolved(for: category), color: run.color ?? color, backgroundColor: run.backgroundColor,
            underline: run.underline || run.underlineStyle != nil || run.underlinePattern != nil,
            strikethrough: run.strikethrough || run.strikethroughStyle != nil || run.strikethroughPattern != nil,
            underlineColor: run.underlineColor, strikethroughColor: run.strikethroughColor)
        attributes.underlineStyle = Decoration(style: run.underlineStyle ?? .single, pattern: run.underlinePattern ?? .solid)
        attributes.strikethroughStyle = Decoration(style: run.strikethroughStyle ?? .single, pattern: run.strikethroughPattern ?? .solid)
        attributes.kern = run.kern
        attributes.ligatures = run.ligature != 0
        attributes.fontFeatures = run.fontFeatures
        attributes.baselineOffset = run.baselineOffset
        self.init(text: run.text, attributes: attributes, paragraphStyle: run.paragraphStyle)
    }
}

extension StyledRun {
    /// The run as a one-line view (`UITextField`) draws it: every line-break character
    /// (LF, VT, FF, CR, NEL, LS, PS) drawn as a space, as UIKit treats return characters in
    /// a text field's text, so a pasted newline never starts a second line. One space per
    /// UTF-16 unit: source ranges into the text still hold.
    package var onOneLine: StyledRun {
        guard text.utf16.contains(where: UTF16Text.isLineSeparator) else { return self }
        var run = self
        run.text = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value <= 0xFFFF && UTF16Text.isLineSeparator(UInt16(truncatingIfNeeded: scalar.value)) ? " " : scalar
        }))
        return run
    }
}
