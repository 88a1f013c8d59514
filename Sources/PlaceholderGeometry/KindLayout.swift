import PlaceholderModel

/// What each kind's layout is to the geometry: a text view's, a text field's, a form's.
/// ``MockupLayout`` holds one and reads every fact they share through it, so its one
/// switch over kinds is the one that says which layout a kind has.
protocol KindLayout: Sendable {
    /// Size in points, the height resolved when it sizes to fit.
    var bounds: Rect { get }
    /// Fonts that had to be replaced (a family that is not installed).
    var warnings: [String] { get }
    /// The mockup as laid out (its height resolved).
    var mockup: Mockup { get }
    /// The layout document (`placeholderkit layout`).
    var document: LayoutDocument { get }
}

extension TextViewLayout: KindLayout {
    var mockup: Mockup { .textView(view) }
    var document: LayoutDocument { LayoutDocument(view: view, layout: self) }
}

extension TextFieldLayout: KindLayout {
    var mockup: Mockup { .textField(field) }
    var document: LayoutDocument { LayoutDocument(textField: self) }
}

extension FormLayout: KindLayout {
    var mockup: Mockup { .form(form) }
    var document: LayoutDocument { LayoutDocument(form: self) }
}
