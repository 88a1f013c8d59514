/// What each kind a form holds is to the model: a label, a text field or a text view, as a
/// form's child. ``FormChild`` holds one and reads everything they share through it.
protocol FormChildValue: ViewSpec, SpecObject, DrawsFonts, Equatable {
    /// What a child of this kind is before its spec's fields are read.
    static var childDefault: Self { get }
    /// The child as `form` sets it: `width` wide, with the form's other inherited values
    /// (`FormChild.inheritedKeys`; its localizations not yet applied).
    func placed(in form: PlaceholderForm, width: Double) -> Self
    /// The value with its language's localization applied and dropped.
    func localized() -> Self
    /// UTF-16 code units of text the child lays out.
    var textLength: Int { get }
}

extension FormChildValue {
    static var childDefault: Self { specDefault }

    /// The value as a form's child.
    var formChild: FormChild { FormChild(self) }

    /// Decodes a child of this kind over ``childDefault``.
    static func decodeAsChild(from decoder: Decoder) throws -> Self {
        try decodeChild(from: decoder, over: childDefault)
    }

    /// Encodes the child's fields and its `kind`, which a child must give (a text view's,
    /// the default at the top of a spec, is otherwise left out).
    func encodeAsChild(to encoder: Encoder) throws {
        try encodeChild(to: encoder)
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(Self.kind, forKey: AnyCodingKey(stringValue: "kind"))
    }
}

/// A child as wide as the form, on every axis of its matrix: a text field, a text view.
protocol FormWideChild: FormChildValue, VariantAxes {
    var width: Double { get set }
}

extension FormWideChild {
    func placed(in form: PlaceholderForm, width: Double) -> Self {
        var value = self
        value.width = width
        return value.taking(axesOf: form)
    }
}

extension PlaceholderLabel: FormChildValue {
    public static var kind: MockupKind { .label }

    /// The label in the form's language: it has no size or appearance of its own.
    func placed(in form: PlaceholderForm, width: Double) -> PlaceholderLabel {
        var label = self
        label.language = form.language
        return label
    }
}

extension PlaceholderTextField: FormWideChild {}

extension PlaceholderTextView: FormWideChild {
    /// A text view in a form is as tall as its text unless its spec gives a height.
    static var childDefault: PlaceholderTextView {
        var view = specDefault
        view.heightSpec = .auto
        return view
    }
}
