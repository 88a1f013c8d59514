import PlaceholderModel
import PlaceholderText

/// A kind's spec that the geometry lays out alone: a text view, a text field, a form.
/// `Mockup.layout(engine:)` reads the spec through it.
protocol LaidOutAlone: ViewSpec {
    /// The spec laid out with `engine`.
    func kindLayout(engine: TextLayoutEngine) throws -> any KindLayout
}

/// A kind's spec that a form lays out as its child: a label, a text field, a text view.
protocol LaidOutInForm: ViewSpec {
    /// The child, as the form has placed it (`FormChild`'s `placed`), laid out `width`
    /// wide in `form`.
    func childLayout(in form: PlaceholderForm, width: Double, engine: TextLayoutEngine) throws -> any ChildKindLayout
}

/// What a laid-out view is to the geometry, whatever its kind: a text view, a text field,
/// a label or a form. ``MockupLayout`` and `FormLayout.Child` hold one each and read every
/// fact the kinds share through it.
protocol ViewLayout: Sendable {
    /// Size in points, the height resolved when it sizes to fit.
    var bounds: Rect { get }
    /// Fonts that had to be replaced (a family that is not installed).
    var warnings: [String] { get }
    /// What `render --overlay` draws over the view, in its points (`GeometryOverlay`).
    var overlayMarks: [GeometryOverlay.Mark] { get }
}

/// A kind a spec draws alone, laid out: a text view, a text field, a form.
protocol KindLayout: ViewLayout {
    /// The mockup as laid out (its height resolved).
    var mockup: Mockup { get }
    /// The layout document (`placeholderkit layout`).
    var document: LayoutDocument { get }
}

/// A kind a form holds: a label, a text field, a text view.
protocol ChildKindLayout: ViewLayout {
    /// The child's layout document inside `form`, which gives what a child does not have.
    func document(in form: PlaceholderForm) -> LayoutDocument
}

extension ChildKindLayout where Self: KindLayout {
    /// A kind drawn alone too has its own document in a form.
    func document(in form: PlaceholderForm) -> LayoutDocument { document }
}

extension LaidOutInForm where Self: LaidOutAlone {
    /// A kind drawn alone too is laid out in a form as alone: the form has placed it
    /// (`FormChild`'s `placed`), its width and the rest.
    func childLayout(in form: PlaceholderForm, width: Double, engine: TextLayoutEngine) throws -> any ChildKindLayout {
        kindConformance(of: try kindLayout(engine: engine), to: (any ChildKindLayout).self)
    }
}

extension TextViewLayout: KindLayout, ChildKindLayout {
    var mockup: Mockup { view.mockup }
    var document: LayoutDocument { LayoutDocument(view: view, layout: self) }

    /// The document, with the `kind` a spec's own text view leaves out.
    func document(in form: PlaceholderForm) -> LayoutDocument {
        var document = document
        document.kind = MockupKind.textView.rawValue
        return document
    }
}

extension TextFieldLayout: KindLayout, ChildKindLayout {
    var mockup: Mockup { field.mockup }
    var document: LayoutDocument { LayoutDocument(textField: self) }
}

extension FormLayout: KindLayout {
    var mockup: Mockup { form.mockup }
    var document: LayoutDocument { LayoutDocument(form: self) }
}

extension LabelLayout: ChildKindLayout {
    var warnings: [String] { text.warnings }

    /// The document at the form's scale and appearance: a label has none of its own.
    func document(in form: PlaceholderForm) -> LayoutDocument {
        LayoutDocument(label: self, scale: form.scale, appearance: form.appearance)
    }
}

extension PlaceholderTextView: LaidOutAlone, LaidOutInForm {
    func kindLayout(engine: TextLayoutEngine) throws -> any KindLayout { try layout(engine: engine) }
}

extension PlaceholderTextField: LaidOutAlone, LaidOutInForm {
    func kindLayout(engine: TextLayoutEngine) throws -> any KindLayout { try layout(engine: engine) }
}

extension PlaceholderForm: LaidOutAlone {
    func kindLayout(engine: TextLayoutEngine) throws -> any KindLayout { try layout(engine: engine) }
}

extension PlaceholderLabel: LaidOutInForm {
    /// A label has no size, scale or content size category of its own: the form's.
    func childLayout(in form: PlaceholderForm, width: Double, engine: TextLayoutEngine) throws -> any ChildKindLayout {
        try LabelLayout(label: self, width: width, scale: form.scale, category: form.contentSizeCategory, engine: engine)
    }
}
