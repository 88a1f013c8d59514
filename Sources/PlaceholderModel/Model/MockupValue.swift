/// What each kind of mockup is to the model: a spec type with UIKit's names (a text view, a
/// text field, a form) with what every kind has — its scale, appearance and content size
/// category, the regions comparisons leave out, its `variants` — and how it validates and
/// multiplies. ``Mockup`` holds one of them and reads every fact they share through it.
protocol MockupValue: ViewSpec, PixelSized, VariantAxes, MockupConvertible, DrawsFonts, Encodable, Equatable {
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
    public static var kind: MockupKind { .textView }
    public var mockup: Mockup { Mockup(self) }
}

extension PlaceholderTextField: MockupValue {
    public static var kind: MockupKind { .textField }
    public var mockup: Mockup { Mockup(self) }
}

extension PlaceholderForm: MockupValue {
    public static var kind: MockupKind { .form }
    public var mockup: Mockup { Mockup(self) }
}
