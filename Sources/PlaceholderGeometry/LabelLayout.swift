import PlaceholderModel
import PlaceholderText
/// A `PlaceholderLabel`'s lines in its bounds: wrapped to its width, at most
/// `numberOfLines`, centred vertically in a fixed height as UILabel draws them (lines that
/// do not fit it dropped, the last kept one ending in "…").
public struct LabelLayout: Sendable {
    public var label: PlaceholderLabel
    public var bounds: Rect
    public var text: TextLayout

    /// Lays out `label` at `width` points and at `category`; an `auto` height is its lines'
    /// rounded up to whole pixels at `scale`, as UILabel's intrinsic size is.
    init(label: PlaceholderLabel, width: Double, scale: Double, category: ContentSizeCategory, engine: TextLayoutEngine) throws {
        self.label = label
        let font = label.font.resolved(for: category)
        let style = TextStyle(font: font, alignment: label.textAlignment, language: label.language)
        let runs = label.textRuns.map { StyledRun($0, font: label.font, category: category, color: label.textColor) }
        var maxHeight = Double.infinity
        if case .points(let points) = label.heightSpec { maxHeight = points }
        var text = try engine.layout(runs, style: style, width: width, maxLines: label.numberOfLines, maxHeight: maxHeight)
        let height: Double
        if case .points(let points) = label.heightSpec { height = points } else { height = PixelGrid.ceil(text.height, scale: scale) }
        bounds = Rect(x: 0, y: 0, width: width, height: height)
        text.offset(dx: 0, dy: VerticalAlignment.middle.top(of: text.height, in: bounds))
        self.text = text
    }
}
