import CCairo
import PlaceholderGeometry

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
            switch child.layout {
            case .label(let label): try LabelPainter(layout: label, appearance: appearance).paint(on: context)
            case .textField(let field): try TextFieldPainter(layout: field).paint(on: context)
            case .textView(let view): try TextViewPainter(view: view.view, layout: view).paint(on: context)
            }
            cairo_restore(cr)
        }
        try context.check()
    }
}
