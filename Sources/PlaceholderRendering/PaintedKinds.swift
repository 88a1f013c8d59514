import PlaceholderGeometry
import PlaceholderModel

/// A kind's layout that rendering draws alone: a text view's, a text field's, a form's.
/// `MockupLayout.painting` reads the kind's painter through it.
protocol PaintedAlone {
    /// The painter that draws the layout.
    var painting: any Painting { get }
}

/// A kind's layout that a form draws as its child: a label's, a text field's, a text view's.
protocol PaintedInForm {
    /// Draws the child on `context` in its own points; `appearance` is the form's.
    func paint(on context: CairoContext, appearance: Appearance) throws
}

extension PaintedInForm where Self: PaintedAlone {
    /// A kind drawn alone too is drawn in a form as alone: the form has already given it
    /// its appearance.
    func paint(on context: CairoContext, appearance: Appearance) throws { try painting.paint(on: context) }
}

extension TextViewLayout: PaintedAlone, PaintedInForm {
    var painting: any Painting { TextViewPainter(view: view, layout: self) }
}

extension TextFieldLayout: PaintedAlone, PaintedInForm {
    var painting: any Painting { TextFieldPainter(layout: self) }
}

extension FormLayout: PaintedAlone {
    var painting: any Painting { FormPainter(layout: self) }
}

extension LabelLayout: PaintedInForm {
    func paint(on context: CairoContext, appearance: Appearance) throws {
        try LabelPainter(layout: self, appearance: appearance).paint(on: context)
    }
}
