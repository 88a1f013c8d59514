import FoundationEssentials
import PlaceholderModel
import PlaceholderText

/// Where everything of a `PlaceholderTextField` goes, in field points (origin top-left):
///
/// - the left view at the bounds' left edge, the right view at their right edge, each only
///   in the modes that show it;
/// - the clear button (a 14 pt circled ✕) right of the text, 7 pt in from the right view or
///   the frame's inset, 5 pt clear of the text, only over typed text;
/// - the text rect: what is left, inside the border style's insets; the text's one line
///   and the placeholder's sit in it at `contentVerticalAlignment`, both starting at its
///   leading edge, so the first typed character lands where the placeholder's did.
public struct TextFieldLayout: Sendable {
    /// The field laid out, its height resolved when it sizes to fit.
    public var field: PlaceholderTextField
    public var bounds: Rect
    public var textRect: Rect
    public var leftView: Rect?
    public var rightView: Rect?
    /// The accessory labels' lines, placed; empty for padding.
    public var leftLabel: TextLayout?
    public var rightLabel: TextLayout?
    public var clearButton: Rect?
    public var placeholder: TextLayout
    public var placeholderVisible: Bool
    public var text: TextLayout
    public var textVisible: Bool
    /// The text's font size after `adjustsFontSizeToFitWidth`.
    public var fontSize: Double
    public var caret: Rect?

    /// The clear button's circle, in points (UIKit's 14 pt `UITextFieldClearButton` image).
    public static let clearButtonDiameter = 14.0
    /// Space between the text rect and the clear button.
    public static let clearButtonGap = 5.0

    public var warnings: [String] {
        Array(Set(placeholder.warnings + text.warnings + (leftLabel?.warnings ?? []) + (rightLabel?.warnings ?? []))).sorted()
    }

    /// Lays out `field` with `engine`; an `auto` height becomes one line of the font and
    /// the border style's padding.
    public init(field: PlaceholderTextField, engine: TextLayoutEngine = .shared) throws {
        try field.validate()
        var field = field
        let font = field.resolvedFont
        let style = TextStyle(font: font, alignment: field.textAlignment, language: field.language)
        let lineHeight = try engine.layout([], style: style, width: 1).height
        if field.heightSpec == .auto {
            // sizeThatFits gives a field whole points (34 for a roundedRect field of 17 pt):
            // the pixel grid at scale 1.
            field.height = PixelGrid.ceil(lineHeight + 2 * field.borderStyle.verticalPadding, scale: 1)
            try ImageSize(width: field.width, height: field.height, scale: field.scale).validate()
        }
        self.field = field
        let bounds = Rect(x: 0, y: 0, width: field.width, height: field.height)
        self.bounds = bounds
        let border = field.borderStyle.borderWidth(scale: field.scale)
        let inset = field.borderStyle.horizontalTextInset
        var left = bounds.minX + inset, right = bounds.maxX - inset
        (leftView, rightView, leftLabel, rightLabel) = (nil, nil, nil, nil)
        func accessory(_ view: PlaceholderTextField.Accessory?, mode: TextFieldViewMode) throws -> (width: Double, label: TextLayout?)? {
            guard let view, mode.shows(editing: field.isEditing) else { return nil }
            let label = try view.text.map { text in
                try engine.layout([StyledRun(text: text, attributes: TextAttributes(font: font, color: view.textColor))],
                                  style: TextStyle(font: font, alignment: .left, language: field.language), width: Self.unbounded)
            }
            let width = view.width ?? (label?.lines.first?.width ?? 0) + 2 * TextFieldAccessory.labelPadding
            return (min(width, bounds.width), label)
        }
        if let (width, label) = try accessory(field.leftView, mode: field.leftViewMode) {
            let rect = Rect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
            self.leftView = rect
            leftLabel = label.map { Self.centred($0, in: rect) }
            left = max(left, rect.maxX)
        }
        if let (width, label) = try accessory(field.rightView, mode: field.rightViewMode) {
            let rect = Rect(x: bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
            self.rightView = rect
            rightLabel = label.map { Self.centred($0, in: rect) }
            right = min(right, rect.minX)
        }
        var clearButton: Rect?
        if field.isClearButtonVisible {
            let d = Self.clearButtonDiameter
            let end = field.rightView != nil && field.rightViewMode.shows(editing: field.isEditing) ? right - 7 : bounds.maxX - max(inset, 7)
            let button = Rect(x: end - d, y: bounds.midY - d / 2, width: d, height: d)
            clearButton = button
            right = min(right, button.minX - Self.clearButtonGap)
        }
        self.clearButton = clearButton
        let textRect = Rect(x: left, y: bounds.minY + border + field.borderStyle.textVerticalOffset, width: max(0, right - left),
                            height: max(0, bounds.height - 2 * border))
        self.textRect = textRect
        try IgnoreRegions.validate(field.ignoreRegions, width: field.width, height: field.height, kind: "field")

        // One line: a line break in the text or the placeholder is drawn as a space.
        var textRuns = field.textRuns.map { StyledRun($0, font: field.font, category: field.contentSizeCategory, color: field.textColor).onOneLine }
        if field.isSecureTextEntry {
            textRuns = textRuns.map { StyledRun(text: String(repeating: "\u{25CF}", count: $0.text.count), attributes: $0.attributes) }
        }
        fontSize = font.size
        if field.adjustsFontSizeToFitWidth, !field.isEditing {
            (textRuns, fontSize) = try Self.shrunk(textRuns, style: style, toFit: textRect.width, minimum: field.shrinkingFloor, engine: engine)
        }
        text = try Self.line(textRuns, style: style, in: textRect, field: field, scrolls: field.isEditing, engine: engine)
        textVisible = field.hasText
        let placeholderRuns = field.placeholderRuns.map {
            StyledRun($0, font: field.font, category: field.contentSizeCategory, color: field.placeholderColor).onOneLine
        }
        placeholder = try Self.line(placeholderRuns, style: style, in: textRect, field: field, scrolls: false, engine: engine)
        placeholderVisible = field.isPlaceholderVisible
        caret = field.isEditing ? Self.caret(text: text, hasText: field.hasText, in: textRect) : nil
    }

    /// A width no line reaches: the natural width of one line is measured at it.
    static let unbounded = 1e9

    /// `label` moved to the middle of `rect`.
    private static func centred(_ label: TextLayout, in rect: Rect) -> TextLayout {
        let width = label.lines.first?.width ?? 0
        return label.offsetBy(dx: rect.x + (rect.width - width) / 2, dy: VerticalAlignment.middle.top(of: label.height, in: rect))
    }

    /// The runs at the largest size, down to `minimum` (at most the text font's size), at
    /// which they fit `width` on one line (each run's size scaled by the same factor, none
    /// made larger than it is), and the text font's size then.
    private static func shrunk(_ runs: [StyledRun], style: TextStyle, toFit width: Double, minimum: Double,
                               engine: TextLayoutEngine) throws -> ([StyledRun], Double) {
        var natural = style
        natural.alignment = .left
        let full = try engine.layout(runs, style: natural, width: unbounded).lines.first?.width ?? 0
        guard full > width, full > 0 else { return (runs, style.font.size) }
        // Widths grow with the size, nearly in proportion (tracking by size and the system
        // font's optical cuts bend it a little); a few rounds settle the rest.
        let least = minimum / style.font.size
        var factor = max(least, width / full)
        func scaled(by factor: Double) -> [StyledRun] {
            runs.map { run in
                var run = run
                let size = run.attributes.font.size
                run.attributes.font.size = max(min(minimum, size), size * factor)
                return run
            }
        }
        for _ in 0..<12 {
            let measured = try engine.layout(scaled(by: factor), style: natural, width: unbounded).lines.first?.width ?? 0
            guard measured > width + LineBreaker.tolerance, factor > least else { break }
            factor = max(least, factor * width / measured * (1 - 1e-9))
        }
        return (scaled(by: factor), max(minimum, style.font.size * factor))
    }

    /// One line of `runs` in `rect`: wider than it, cut at the tail with "…", or, when the
    /// field `scrolls` (editing), kept whole and moved so its end shows, as UIKit scrolls
    /// to the caret; placed at the field's vertical alignment.
    private static func line(_ runs: [StyledRun], style: TextStyle, in rect: Rect, field: PlaceholderTextField, scrolls: Bool,
                             engine: TextLayoutEngine) throws -> TextLayout {
        var layout = try engine.layout(runs, style: style, width: rect.width, maxLines: 1)
        var dx = rect.x
        if scrolls, layout.isTruncated || (layout.lines.first?.width ?? 0) > rect.width {
            var natural = style
            natural.alignment = .natural
            let whole = try engine.layout(runs, style: natural, width: unbounded, maxLines: 1, truncates: false)
            if let first = whole.lines.first {
                layout = whole
                dx = first.isRightToLeft ? rect.minX - first.x : rect.maxX - (first.x + first.width)
            }
        }
        layout.offset(dx: dx, dy: field.contentVerticalAlignment.placement.top(of: layout.height, in: rect))
        return layout
    }

    /// The insertion point: after the text, or, with none, where the first character goes.
    private static func caret(text: TextLayout, hasText: Bool, in rect: Rect) -> Rect? {
        guard let line = text.lines.first else { return nil }
        return Caret.rect(on: line, at: hasText ? line.caretEndX : line.caretStartX, within: rect, emptyHeight: 0)
    }
}

extension PlaceholderTextField {
    typealias Accessory = TextFieldAccessory

    /// Lays the field out with `engine`.
    public func layout(engine: TextLayoutEngine = .shared) throws -> TextFieldLayout {
        try TextFieldLayout(field: self, engine: engine)
    }
}
