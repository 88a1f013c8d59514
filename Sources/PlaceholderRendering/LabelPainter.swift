import CCairo
import PlaceholderModel
import PlaceholderGeometry

/// Draws a laid-out label: its background, then its lines.
struct LabelPainter {
    let layout: LabelLayout
    let appearance: Appearance

    func paint(on context: CairoContext) throws {
        let bounds = layout.bounds
        context.setColor(layout.label.backgroundColor.resolved(for: appearance))
        cairo_rectangle(context.pointer, bounds.x, bounds.y, bounds.width, bounds.height)
        cairo_fill(context.pointer)
        try context.drawLines(layout.text.lines, appearance: appearance)
    }
}
