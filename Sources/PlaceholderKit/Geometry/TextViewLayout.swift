import Foundation

/// Where everything of a ``PlaceholderTextView`` goes, in view points (origin top-left):
///
/// - the text container C is the bounds inset by `textContainerInset`;
/// - the line area A is C narrowed by `lineFragmentPadding` on both sides; text and
///   placeholder wrap to A's width and start at A's left edge, so the same string lands on
///   the same pixels in both states;
/// - typed text starts at C's top; the placeholder block sits at C's top, middle or bottom,
///   keeps the lines that fit (at most `placeholderNumberOfLines`) and ends the last one
///   with "…" when lines were dropped.
public struct TextViewLayout: Sendable {
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

    /// The caret's width in points, as UIKit draws it.
    public static let caretWidth = 2.0

    /// The frame of the placeholder block: line area wide, as tall as its lines.
    public var placeholderFrame: Rect { Self.frame(of: placeholder, in: lineArea) }
    /// The frame of the typed text: line area wide, as tall as its lines.
    public var textFrame: Rect { Self.frame(of: text, in: lineArea) }
    /// Warnings from font resolution (a family that is not installed).
    public var warnings: [String] { Array(Set(placeholder.warnings + text.warnings)).sorted() }

    static func frame(of layout: TextLayout, in area: Rect) -> Rect {
        Rect(x: area.x, y: layout.lines.first?.top ?? area.y, width: area.width, height: layout.height)
    }

    /// Lays out `view` with `engine`.
    public init(view: PlaceholderTextView, engine: TextLayoutEngine = .shared) throws {
        try view.validate()
        bounds = Rect(x: 0, y: 0, width: view.width, height: view.height)
        textContainer = bounds.inset(by: view.textContainerInset)
        let padding = min(view.lineFragmentPadding, textContainer.width / 2)
        lineArea = Rect(x: textContainer.x + padding, y: textContainer.y,
                        width: max(0, textContainer.width - 2 * padding), height: textContainer.height)

        let textStyle = TextStyle(font: view.font, alignment: view.textAlignment, language: view.language)
        let textRuns = view.textRuns.map { StyledRun($0, font: view.font, color: view.textColor) }
        text = try engine.layout(textRuns, style: textStyle, width: lineArea.width)
            .offsetBy(dx: lineArea.x, dy: textContainer.y)
        textVisible = view.hasText

        let placeholderStyle = TextStyle(font: view.effectivePlaceholderFont, alignment: view.effectivePlaceholderTextAlignment,
                                         language: view.language)
        let placeholderRuns = view.placeholderRuns.map {
            StyledRun($0, font: view.effectivePlaceholderFont, color: view.placeholderColor)
        }
        let block = try engine.layout(placeholderRuns, style: placeholderStyle, width: lineArea.width,
                                      maxLines: view.placeholderNumberOfLines, maxHeight: textContainer.height)
        let top: Double
        switch view.placeholderVerticalAlignment {
        case .top: top = textContainer.y
        case .middle: top = textContainer.y + (textContainer.height - block.height) / 2
        case .bottom: top = textContainer.maxY - block.height
        }
        placeholder = block.offsetBy(dx: lineArea.x, dy: top)
        placeholderVisible = view.isPlaceholderVisible
        caret = view.isEditing ? Self.caret(text: text, view: view, lineArea: lineArea) : nil
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
        let clampedX = min(max(x, lineArea.minX), lineArea.maxX)
        let top = line.map { $0.baseline - $0.ascent } ?? lineArea.y
        let height = line.map { $0.ascent + $0.descent } ?? view.font.size
        return Rect(x: clampedX - caretWidth / 2, y: top, width: caretWidth, height: height)
    }
}
