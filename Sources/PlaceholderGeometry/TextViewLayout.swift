import PlaceholderImage
import FoundationEssentials
import PlaceholderModel
import PlaceholderText

/// Where everything of a `PlaceholderTextView` goes, in view points (origin top-left):
///
/// - the text container C is the bounds inset by `textContainerInset`;
/// - the line area A is C narrowed by `lineFragmentPadding` on both sides; text and
///   placeholder wrap to A's width and start at A's left edge, so the same string lands on
///   the same pixels in both states;
/// - typed text starts at C's top; the placeholder block sits at C's top, middle or bottom,
///   keeps the lines that fit (at most `placeholderNumberOfLines`) and ends the last one
///   with "…" when lines were dropped.
public struct TextViewLayout: Sendable {
    /// The view laid out, its height resolved when it sizes to fit.
    public var view: PlaceholderTextView
    /// The view's bounds, the text container and the line area (see above).
    public var bounds: Rect
    public var textContainer: Rect
    public var lineArea: Rect
    /// The placeholder's lines, placed in view points, and whether they are drawn.
    public var placeholder: TextLayout
    public var placeholderVisible: Bool
    /// The typed text's lines, placed in view points, and whether they are drawn.
    public var text: TextLayout
    public var textVisible: Bool
    /// The caret rectangle while editing, nil otherwise.
    public var caret: Rect?

    /// The UTF-16 length from which text and placeholder, when both are that long, are
    /// laid out at the same time.
    static let sideBySideLength = 10_000

    /// The caret's width in points, as UIKit draws it.
    public static let caretWidth = Caret.width

    /// The frame of the placeholder block: line area wide, as tall as its lines.
    public var placeholderFrame: Rect { Self.frame(of: placeholder, in: lineArea) }
    /// The frame of the typed text: line area wide, as tall as its lines.
    public var textFrame: Rect { Self.frame(of: text, in: lineArea) }
    /// Warnings from font resolution (a family that is not installed).
    public var warnings: [String] { Array(Set(placeholder.warnings + text.warnings)).sorted() }

    static func frame(of layout: TextLayout, in area: Rect) -> Rect {
        Rect(x: area.x, y: layout.lines.first?.top ?? area.y, width: area.width, height: layout.height)
    }

    /// Lays out `view` with `engine`; a view whose height sizes to fit is first given the
    /// height its content needs (`PlaceholderTextView/sizedToFit(engine:)`).
    public init(view: PlaceholderTextView, engine: TextLayoutEngine = .shared) throws {
        let view = try view.sizedToFit(engine: engine)
        try view.validate()
        self.view = view
        (bounds, textContainer, lineArea) = view.frames
        // Each is held once here, so moving it moves its glyphs rather than copying them.
        var (text, block) = try Self.content(of: view, lineWidth: lineArea.width, containerHeight: textContainer.height, engine: engine)
        text.offset(dx: lineArea.x, dy: textContainer.y)
        self.text = text
        textVisible = view.hasText
        block.offset(dx: lineArea.x, dy: view.placeholderVerticalAlignment.top(of: block.height, in: textContainer))
        placeholder = block
        placeholderVisible = view.isPlaceholderVisible
        caret = view.isEditing ? Self.caret(text: text, view: view, lineArea: lineArea) : nil
    }

    /// The text's and the placeholder's lines at `lineWidth`, from y = 0; placeholder lines
    /// that do not fit `containerHeight` are dropped (the last kept one truncated).
    static func content(of view: PlaceholderTextView, lineWidth: Double, containerHeight: Double,
                        engine: TextLayoutEngine) throws -> (text: TextLayout, placeholder: TextLayout) {
        let textStyle = TextStyle(font: view.resolvedFont, alignment: view.textAlignment, language: view.language, paragraph: view.paragraphStyle)
        let textRuns = view.textRuns.map { StyledRun($0, font: view.font, category: view.contentSizeCategory, color: view.textColor) }
        let placeholderStyle = TextStyle(font: view.resolvedPlaceholderFont, alignment: view.effectivePlaceholderTextAlignment,
                                         language: view.language, paragraph: view.effectivePlaceholderParagraphStyle)
        let placeholderRuns = view.placeholderRuns.map { StyledRun($0, font: view.effectivePlaceholderFont, category: view.contentSizeCategory, color: view.placeholderColor) }
        let text = { @Sendable in try engine.layout(textRuns, style: textStyle, width: lineWidth) }
        let placeholder = { @Sendable in
            try engine.layout(placeholderRuns, style: placeholderStyle, width: lineWidth,
                              maxLines: view.placeholderNumberOfLines, maxHeight: containerHeight)
        }
        // Long text and a long placeholder are laid out side by side (a spec may hold a
        // million characters of each); short ones one after the other, as a thread costs
        // more than they do.
        func length(_ runs: [StyledRun]) -> Int { runs.reduce(0) { $0 + $1.text.utf16.count } }
        if length(textRuns) >= sideBySideLength, length(placeholderRuns) >= sideBySideLength {
            return try concurrently(text, placeholder)
        }
        return (try text(), try placeholder())
    }

    /// The insertion point: after the last character of the text; with no text, where the
    /// first typed character will go — on the first line of the text container, at the
    /// start the text alignment and paragraph direction give — wherever the placeholder
    /// sits, so the caret never jumps on the first keystroke.
    private static func caret(text: TextLayout, view: PlaceholderTextView, lineArea: Rect) -> Rect {
        let line: TextLine?
        let x: Double
        if view.hasText, let last = text.lines.last {
            line = last
            x = last.caretEndX
        } else {
            line = text.lines.first
            x = line?.caretStartX ?? lineArea.x
        }
        return Caret.rect(on: line, at: x, within: lineArea, emptyHeight: view.resolvedFont.size)
    }
}
