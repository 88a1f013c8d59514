/// What each kind of mockup is to the model: a spec type with UIKit's names (a text view, a
/// text field, a form) with what every kind has — its scale, appearance and content size
/// category, the regions comparisons leave out, its `variants` — and how it validates and
/// multiplies. ``Mockup`` holds one of them and reads every fact they share through
/// `Mockup.value`, its one switch over kinds besides decoding's.
protocol MockupValue: VariantAxes, MockupConvertible, DrawsFonts, Encodable, Equatable {
    /// The kind's word in a spec (`kind`).
    static var kind: MockupKind { get }
    /// Regions, in points, that snapshot comparisons leave out.
    var ignoreRegions: [Rect] { get }
    /// Throws a ``ModelError`` naming the first property that cannot be rendered.
    func validate() throws
}

extension MockupValue {
    /// The combination `index` of the value's matrix, made alone, as a mockup.
    func variantMockup(at index: Int) -> (axes: [VariantAxisValue], mockup: Mockup) {
        let variant = variant(at: index)
        return (variant.axes, variant.value.mockup)
    }
}

extension PlaceholderTextView: MockupValue {
    static var kind: MockupKind { .textView }
}

extension PlaceholderTextField: MockupValue {
    static var kind: MockupKind { .textField }
}

extension PlaceholderForm: MockupValue {
    static var kind: MockupKind { .form }
}
