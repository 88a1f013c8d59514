import CCairo
import PlaceholderGeometry
import PlaceholderModel

/// Draws a laid-out form: its background, then each child through its own painter, moved
/// to its frame.
struct FormPainter: Painting {
    let layout: FormLayout
    var width: Double { layout.bounds.width }
    var height: Double { layout.bounds.height }
    var scale: Double { layout.form.scale }

    func paint(on context: CairoContext) throws {
        let cr = context.pointer
        let appearance = layout.form.appearance
        context.setColor(layout.form.backgroundColor.resolved(for: appearance))
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_fill(cr)
        for child in layout.children {
            cairo_save(cr)
            cairo_translate(cr, child.frame.x, child.frame.y)
            try kindConformance(of: child.kindLayout, to: (any PaintedInForm).self).paint(on: context, appearance: appearance)
            cairo_restore(cr)
        }
        try context.check()
    }
}
