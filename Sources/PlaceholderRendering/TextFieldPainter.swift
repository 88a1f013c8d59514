import CCairo
import Glibc
import PlaceholderModel
import PlaceholderGeometry

/// Draws a laid-out text field in field points: the border style's fill and frame, the
/// left and right views, the placeholder or the text clipped to the text rect, the clear
/// button and the caret.
struct TextFieldPainter: Painting {
    let layout: TextFieldLayout
    var width: Double { layout.bounds.width }
    var height: Double { layout.bounds.height }
    var scale: Double { layout.field.scale }

    /// The clear button's ✕: two strokes this wide, reaching this far from the centre.
    static let crossLineWidth = 1.5
    static let crossReach = 3.0

    func paint(on context: CairoContext) throws {
        let cr = context.pointer
        let field = layout.field
        let appearance = field.appearance
        let style = field.borderStyle
        cairo_save(cr)
        context.roundedRectangle(layout.bounds, radius: style.cornerRadius)
        context.setColor(field.effectiveBackgroundColor.resolved(for: appearance))
        cairo_fill_preserve(cr)
        cairo_clip(cr)
        for label in [layout.leftLabel, layout.rightLabel] {
            if let label { try context.drawLines(label.lines, appearance: appearance) }
        }
        cairo_save(cr)
        let rect = layout.textRect
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        if layout.placeholderVisible { try context.drawLines(layout.placeholder.lines, appearance: appearance) }
        if layout.textVisible { try context.drawLines(layout.text.lines, appearance: appearance) }
        cairo_restore(cr)
        if let button = layout.clearButton { drawClearButton(button, on: context) }
        if let caret = layout.caret { context.fillCaret(caret, color: field.tintColor.resolved(for: appearance)) }
        cairo_restore(cr)
        let border = style.borderWidth(scale: scale)
        if border > 0 {
            context.strokeBorder(layout.bounds, width: border, radius: style.cornerRadius, color: style.borderColor(for: appearance))
        }
        if style.innerBandWidth > 0 {
            // The bezel's sunken look: a lighter band inside the frame along the top and left.
            let band = style.innerBandWidth, bounds = layout.bounds
            context.setColor(style.innerBandColor)
            cairo_rectangle(cr, border, border, max(0, bounds.width - 2 * border), band)
            cairo_rectangle(cr, border, border + band, band, max(0, bounds.height - 2 * border - band))
            cairo_fill(cr)
        }
        try context.check()
    }

    /// The circled ✕: a disc in `tertiaryLabel` (the value of `placeholderText`) with the
    /// cross cut out of it, so the field's background shows through, as iOS draws it. One
    /// even-odd fill of the disc and the cross's outline — two bars with round ends, as
    /// strokes with round caps would be — rather than a group the cross is cleared from:
    /// cairo's SVG surface leaks the recording surface of a group.
    private func drawClearButton(_ button: Rect, on context: CairoContext) {
        let cr = context.pointer
        let (cx, cy) = (button.x + button.width / 2, button.midY)
        context.setColor(SystemColor.placeholderText.resolved(for: layout.field.appearance))
        cairo_new_path(cr)
        cairo_arc(cr, cx, cy, button.width / 2, 0, 2 * Double.pi)
        cairo_close_path(cr)
        // The cross as a plus turned by 45°: arms reaching `arm` from the centre (the
        // strokes' ends) and `half` wide on each side, each end a half circle.
        let arm = Self.crossReach * 2.squareRoot()
        let half = Self.crossLineWidth / 2
        cairo_save(cr)
        cairo_translate(cr, cx, cy)
        cairo_rotate(cr, Double.pi / 4)
        cairo_move_to(cr, half, -half)
        for quarter in 0..<4 {
            // The arm pointing at `angle`: out along one side, round its end, back along the other.
            let angle = Double(quarter) * Double.pi / 2
            let (dx, dy) = (cos(angle), sin(angle))
            let (nx, ny) = (-dy, dx)
            cairo_line_to(cr, arm * dx - half * nx, arm * dy - half * ny)
            cairo_arc(cr, arm * dx, arm * dy, half, angle - Double.pi / 2, angle + Double.pi / 2)
            cairo_line_to(cr, half * dx + half * nx, half * dy + half * ny)
        }
        cairo_close_path(cr)
        cairo_restore(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
}
