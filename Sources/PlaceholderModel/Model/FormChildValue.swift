/// What each kind a form holds is to the model: a label, a text field or a text view, as a
/// form's child. ``FormChild`` holds one and reads everything they share through
/// `FormChild.value`, its one switch over kinds besides decoding's.
protocol FormChildValue: SpecObject, DrawsFonts, Equatable {
    /// The kind's word in a spec (`kind`).
    static var kind: MockupKind { get }
    /// What a child of this kind is before its spec's fields are read.
    static var childDefault: Self { get }
    /// The value as a form's child.
    var formChild: FormChild { get }
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
    static var kind: MockupKind { .label }
    var formChild: FormChild { .label(self) }

    /// The label in the form's language: it has no size or appearance of its own.
    func placed(in form: PlaceholderForm, width: Double) -> PlaceholderLabel {
        var label = self
        label.language = form.language
        return label
    }
}

extension PlaceholderTextField: FormWideChild {
    var formChild: FormChild { .textField(self) }
}

extension PlaceholderTextView: FormWideChild {
    /// A text view in a form is as tall as its text unless its spec gives a height.
    static var childDefault: PlaceholderTextView {
        var view = specDefault
        view.heightSpec = .auto
        return view
    }

    var formChild: FormChild { .textView(self) }
}
