import FoundationEssentials
import PlaceholderFormat

/// A spec of any kind: what `render`, `verify`, `layout` and the snapshot library take.
/// The spec's `kind` chooses (``MockupKind``); without one it is a text view, so every
/// spec written before kinds existed keeps its meaning. It holds the spec of its kind and
/// reads every fact the kinds share through it; a new kind needs no change here.
public struct Mockup: ViewSpecHolder {
    /// The spec of whichever kind it is.
    let value: any MockupValue

    init(_ value: any MockupValue) { self.value = value }

    /// A spec that is a text view.
    public static func textView(_ view: PlaceholderTextView) -> Mockup { Mockup(view) }
    /// A spec that is a text field.
    public static func textField(_ field: PlaceholderTextField) -> Mockup { Mockup(field) }
    /// A spec that is a form.
    public static func form(_ form: PlaceholderForm) -> Mockup { Mockup(form) }

    /// Decodes a spec of any kind (RFC 8259, checked strictly first: see `JSONSyntax`)
    /// and, unless told not to, validates it; errors are ``ModelError``s naming the field.
    public init(json data: Data, validate: Bool = true) throws {
        try JSONSyntax.check(data)
        do {
            self = try JSONDecoder().decode(Mockup.self, from: data)
        } catch {
            throw ModelError.from(error)
        }
        if validate { try self.validate() }
    }

    /// The spec of its kind: a ``PlaceholderTextView``, a ``PlaceholderTextField`` or a
    /// ``PlaceholderForm``.
    public var spec: any ViewSpec { value }

    /// The text view, when the spec is one.
    public var textView: PlaceholderTextView? { spec(as: PlaceholderTextView.self) }

    /// Throws a ``ModelError`` naming the first property that cannot be rendered.
    public func validate() throws { try value.validate() }

    /// Pixels per point.
    public var scale: Double { value.scale }

    /// Light or dark.
    public var appearance: Appearance { value.appearance }

    /// The content size category (Dynamic Type) every view of the mockup is laid out at.
    public var contentSizeCategory: ContentSizeCategory { value.contentSizeCategory }

    /// Regions, in points, that snapshot comparisons leave out.
    public var ignoreRegions: [Rect] { value.ignoreRegions }

    /// The pixels of the rendered image that `rect` (in points) touches.
    public func pixelBounds(of rect: Rect) -> (x: Int, y: Int, width: Int, height: Int) { value.pixelBounds(of: rect) }

    /// The axes the spec multiplies into a matrix, if any.
    public var variants: Variants? {
        get { value.variants }
        set {
            var changed = value
            changed.variants = newValue
            self = changed.mockup
        }
    }

    /// How many mockups ``variantsExpanded`` makes.
    public var variantCount: Int { value.combinationCount }

    /// Every combination of the spec's `variants`, localized, each with the suffix of its
    /// output name (as ``PlaceholderTextView/variantsExpanded``).
    public var variantsExpanded: [(suffix: String, mockup: Mockup)] {
        (0..<variantCount).map { index in
            let variant = variant(at: index)
            return (variant.axes.suffix, variant.mockup)
        }
    }

    /// The combination `index` (`0..<variantCount`) of ``variantsExpanded``, made alone,
    /// with its value on each axis the spec's `variants` list.
    public func variant(at index: Int) -> (axes: [VariantAxisValue], mockup: Mockup) {
        value.variantMockup(at: index)
    }

    /// The spec as pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        try JSONDocument.data(self)
    }
}

/// A value that stands for a mockup: a text view, a text field, a form, or a ``Mockup``
/// itself. The snapshot strategies and the renderers take any of them.
public protocol MockupConvertible: Sendable {
    /// The value as a mockup.
    var mockup: Mockup { get }
}

extension Mockup: MockupConvertible {
    public var mockup: Mockup { self }
}


extension Mockup: Codable {
    /// Reads a spec of any kind, as ``init(json:validate:)`` does, without validating it.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let kind = try container.field(MockupKind.self, AnyCodingKey(stringValue: "kind")) ?? .textView
        self = try kind.specType.mockup(from: decoder)
    }

    /// Writes the spec of its kind.
    public func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}
