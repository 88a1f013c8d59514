import FoundationEssentials
import PlaceholderModel
import PlaceholderText

/// The `placeholderkit layout` document: the computed geometry in view points.
public struct LayoutDocument: Codable, Sendable {
    public struct Size: Codable, Sendable { public var width, height: Double }
    public struct Glyph: Codable, Sendable { public var id: UInt32; public var x, y, advance: Double; public var cluster: Int }
    /// The font a run is drawn in (file, face index, size) and the weight and slant asked
    /// for (after a run's fields are applied to the view's font).
    public struct Font: Codable, Sendable {
        /// The font file: for a file of the pinned set, `SET/NAME` (the same on every
        /// machine, wherever the set's cache is); else its path.
        public var file: String
        public var index: Int
        public var size: Double
        public var weight: Int
        public var italic: Bool
        /// The font's metrics at its size, in points, as `UIFont` gives them from the font's
        /// tables: `ascender`, `descender` (negative) and `leading` from the horizontal
        /// header (as FreeType reads it), `lineHeight` = ascender − descender + leading,
        /// `capHeight` and `xHeight` from the OS/2 table (`Face/capHeight`). Absent from
        /// documents written before they were reported.
        public var ascender, descender, leading, lineHeight, capHeight, xHeight: Double?
    }
    /// A glyph run: its font, direction and glyphs, and what it is drawn with: colours
    /// (`#RRGGBB` or `#RRGGBBAA`, resolved for the view's appearance) and decorations.
    public struct Run: Codable, Sendable {
        public var font: Font
        public var direction: String
        public var color: String
        /// Absent when the run has no background.
        public var backgroundColor: String?
        public var underline: Bool
        public var strikethrough: Bool
        /// Absent when the decoration is drawn in the run's colour.
        public var underlineColor, strikethroughColor: String?
        /// The decoration's line (single, thick, double) and dashes (solid, dot, dash,
        /// dashDot, dashDotDot); absent when it is not drawn.
        public var underlineStyle, underlinePattern, strikethroughStyle, strikethroughPattern: String?
        public var glyphs: [Glyph]
    }
    public struct Line: Codable, Sendable {
        public var text: String
        public var x, baseline, width, ascent, descent: Double
        public var runs: [Run]
    }
    public struct Block: Codable, Sendable {
        public var visible: Bool
        public var frame: Rect
        public var lines: [Line]
        public var truncated: Bool
    }

    public var size: Size
    public var scale: Double
    public var textContainer: Rect
    public var lineArea: Rect
    public var placeholder: Block
    public var text: Block
    public var caret: Rect?
    public var warnings: [String]
    /// What was laid out: nil for a spec's text view (its document keeps the shape it had
    /// before there were kinds), else `textView`, `textField`, `label` or `form`.
    public var kind: String?
    /// A text field's clear button, left and right views, where they show.
    public var clearButton: Rect?
    public var leftView: Rect?
    public var rightView: Rect?
    /// A form's children, top to bottom: each one's frame in form points and its own
    /// document, in its own points.
    public var children: [Child]?

    /// A form's child: its frame in the form and its layout document.
    public struct Child: Codable, Sendable {
        public var frame: Rect
        public var document: LayoutDocument
    }

    /// The document for `layout` of `view`. Given the layout's last copy (`consume`), its
    /// lines are freed as they are converted, so a long text's glyphs are held once at a
    /// time rather than twice.
    public init(view: PlaceholderTextView, layout: consuming TextViewLayout) {
        // The laid-out view's size: a height that sizes to fit is resolved there.
        size = Size(width: layout.view.width, height: layout.view.height)
        scale = view.scale
        textContainer = layout.textContainer
        lineArea = layout.lineArea
        caret = layout.caret
        warnings = layout.warnings
        let frames = (placeholder: layout.placeholderFrame, text: layout.textFrame)
        placeholder = Self.block(draining: &layout.placeholder, visible: layout.placeholderVisible, frame: frames.placeholder,
                                 appearance: view.appearance)
        text = Self.block(draining: &layout.text, visible: layout.textVisible, frame: frames.text, appearance: view.appearance)
    }

    /// The document of a laid-out text field: its text rect stands for both the text
    /// container and the line area.
    public init(textField layout: TextFieldLayout) {
        let field = layout.field
        size = Size(width: field.width, height: field.height)
        scale = field.scale
        textContainer = layout.textRect
        lineArea = layout.textRect
        caret = layout.caret
        warnings = layout.warnings
        kind = MockupKind.textField.rawValue
        clearButton = layout.clearButton
        leftView = layout.leftView
        rightView = layout.rightView
        var (placeholderLines, textLines) = (layout.placeholder, layout.text)
        placeholder = Self.block(draining: &placeholderLines, visible: layout.placeholderVisible,
                                 frame: TextViewLayout.frame(of: layout.placeholder, in: layout.textRect), appearance: field.appearance)
        text = Self.block(draining: &textLines, visible: layout.textVisible,
                          frame: TextViewLayout.frame(of: layout.text, in: layout.textRect), appearance: field.appearance)
    }

    /// The document of a laid-out label: its lines are the text block.
    init(label layout: LabelLayout, scale: Double, appearance: Appearance) {
        size = Size(width: layout.bounds.width, height: layout.bounds.height)
        self.scale = scale
        textContainer = layout.bounds
        lineArea = layout.bounds
        warnings = layout.text.warnings
        kind = MockupKind.label.rawValue
        var lines = layout.text
        placeholder = Block(visible: false, frame: Rect(x: 0, y: 0, width: layout.bounds.width, height: 0), lines: [], truncated: false)
        text = Self.block(draining: &lines, visible: true, frame: TextViewLayout.frame(of: layout.text, in: layout.bounds), appearance: appearance)
    }

    /// The document of a laid-out form: the area inside its margins, no text of its own,
    /// and each child's document under its frame.
    public init(form layout: FormLayout) {
        let form = layout.form
        size = Size(width: form.width, height: form.height)
        scale = form.scale
        textContainer = layout.bounds.inset(by: form.layoutMargins)
        lineArea = textContainer
        warnings = layout.warnings
        kind = MockupKind.form.rawValue
        let empty = Block(visible: false, frame: Rect(x: textContainer.x, y: textContainer.y, width: textContainer.width, height: 0),
                          lines: [], truncated: false)
        (placeholder, text) = (empty, empty)
        children = layout.children.map { Child(frame: $0.frame, document: $0.layout.document(in: form)) }
    }

    /// The block of `layout`'s lines, taken from the last one by one.
    static func block(draining layout: inout TextLayout, visible: Bool, frame: Rect, appearance: Appearance) -> Block {
        var lines: [Line] = []
        lines.reserveCapacity(layout.lines.count)
        while let line = layout.lines.popLast() { lines.append(Self.line(line, appearance: appearance)) }
        lines.reverse()
        return Block(visible: visible, frame: frame, lines: lines, truncated: layout.isTruncated)
    }

    private static func line(_ line: TextLine, appearance: Appearance) -> Line {
        Line(text: line.text, x: line.x, baseline: line.baseline, width: line.width, ascent: line.ascent, descent: line.descent,
             runs: line.runs.map { run in
                 let attributes = run.attributes
                 let k = run.size / run.face.unitsPerEm
                 let (ascender, descender, leading) = (run.face.ascender * k, run.face.descender * k, run.face.lineGap * k)
                 return Run(font: Font(file: FontLibrary.recordedPath(run.face.file), index: run.face.index, size: run.size,
                                       weight: attributes.font.weight.value, italic: attributes.font.italic,
                                       ascender: ascender, descender: descender, leading: leading, lineHeight: ascender - descender + leading,
                                       capHeight: run.face.capHeight * k, xHeight: run.face.xHeight * k),
                            direction: run.isRightToLeft ? "rtl" : "ltr",
                            color: attributes.color.resolved(for: appearance).hex,
                            backgroundColor: attributes.backgroundColor?.resolved(for: appearance).hex,
                            underline: attributes.underline, strikethrough: attributes.strikethrough,
                            underlineColor: attributes.underlineColor?.resolved(for: appearance).hex,
                            strikethroughColor: attributes.strikethroughColor?.resolved(for: appearance).hex,
                            underlineStyle: attributes.underline ? attributes.underlineStyle.style.rawValue : nil,
                            underlinePattern: attributes.underline ? attributes.underlineStyle.pattern.rawValue : nil,
                            strikethroughStyle: attributes.strikethrough ? attributes.strikethroughStyle.style.rawValue : nil,
                            strikethroughPattern: attributes.strikethrough ? attributes.strikethroughStyle.pattern.rawValue : nil,
                            glyphs: run.glyphs.map { Glyph(id: $0.id, x: $0.x, y: $0.y, advance: $0.advance, cluster: $0.cluster) })
             })
    }

    /// The document with every position rounded to 1/1000 pt, as its JSON writes it.
    func rounded() -> LayoutDocument {
        func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        func rr(_ rect: Rect) -> Rect { Rect(x: r(rect.x), y: r(rect.y), width: r(rect.width), height: r(rect.height)) }
        func rb(_ block: Block) -> Block {
            var block = block
            block.frame = rr(block.frame)
            block.lines = block.lines.map { line in
                var line = line
                line.x = r(line.x); line.baseline = r(line.baseline); line.width = r(line.width)
                line.ascent = r(line.ascent); line.descent = r(line.descent)
                line.runs = line.runs.map { run in
                    var run = run
                    run.glyphs = run.glyphs.map { Glyph(id: $0.id, x: r($0.x), y: r($0.y), advance: r($0.advance), cluster: $0.cluster) }
                    return run
                }
                return line
            }
            return block
        }
        var copy = self
        copy.textContainer = rr(textContainer)
        copy.lineArea = rr(lineArea)
        copy.placeholder = rb(placeholder)
        copy.text = rb(text)
        copy.caret = caret.map(rr)
        copy.clearButton = clearButton.map(rr)
        copy.leftView = leftView.map(rr)
        copy.rightView = rightView.map(rr)
        copy.children = children?.map { Child(frame: rr($0.frame), document: $0.document.rounded()) }
        return copy
    }
}
