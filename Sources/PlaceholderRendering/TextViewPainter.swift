import CCairo
import PlaceholderModel
import PlaceholderGeometry

/// Draws a laid-out text view on a cairo context in view points, as UIKit composes it:
/// background inside the rounded bounds, content clipped to them when `masksToBounds`,
/// the placeholder or the text, the caret, and the border inside the bounds on top.
struct TextViewPainter: Painting {
    let view: PlaceholderTextView
    let layout: TextViewLayout
    var width: Double { layout.bounds.width }
    var height: Double { layout.bounds.height }
    var scale: Double { view.scale }

    func paint(on context: CairoContext) throws {
        let cr = context.pointer
        let appearance = view.appearance
        cairo_save(cr)
        context.roundedRectangle(layout.bounds, radius: view.cornerRadius)
        context.setColor(view.backgroundColor.resolved(for: appearance))
        if view.masksToBounds {
            cairo_fill_preserve(cr)
            cairo_clip(cr)
        } else {
            cairo_fill(cr)
        }
        if layout.placeholderVisible {
            try context.drawLines(layout.placeholder.lines, appearance: appearance)
        }
        if layout.textVisible {
            try context.drawLines(layout.text.lines, appearance: appearance)
        }
        if let caret = layout.caret { context.fillCaret(caret, color: view.tintColor.resolved(for: appearance)) }
        cairo_restore(cr)

        if view.borderWidth > 0 {
            context.strokeBorder(layout.bounds, width: view.borderWidth, radius: view.cornerRadius, color: view.borderColor.resolved(for: appearance))
        }
        try context.check()
    }
}
