/// A spec of one kind, with UIKit's names: a text view, a text field, a form, or a form's
/// label. ``Mockup`` and ``FormChild`` each hold one, and each layer says what a kind is to
/// it with a protocol of its own that the kind's types conform to (the guide: AddingAKind).
public protocol ViewSpec: Equatable, Sendable {
    /// The kind's word in a spec (`kind`).
    static var kind: MockupKind { get }
}

extension ViewSpec {
    /// The spec's kind.
    public var kind: MockupKind { Self.kind }
}

/// A value that holds one kind's spec: a ``Mockup``, a ``FormChild``. Two are equal when
/// their specs are of one kind and equal.
public protocol ViewSpecHolder: Equatable, Sendable {
    /// The spec of its kind.
    var spec: any ViewSpec { get }
}

extension ViewSpecHolder {
    /// The spec as `type` when it is one (`mockup.spec(as: PlaceholderForm.self)`).
    public func spec<Kind: ViewSpec>(as type: Kind.Type) -> Kind? { spec as? Kind }

    /// The spec's kind.
    public var kind: MockupKind { spec.kind }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.spec.isEqual(to: rhs.spec) }
}

/// `value` as `Layer`, a layer's protocol over kinds (a layout's, a painter's, the
/// audit's). Every kind conforms to every layer's protocol, so one that does not is a
/// programming error, which this names; `KindConformanceTests` checks every kind.
package func kindConformance<Layer>(of value: Any, to layer: Layer.Type) -> Layer {
    guard let conforming = value as? Layer else {
        preconditionFailure("\(type(of: value)) does not conform to \(Layer.self): a kind conforms to each layer's protocol (AddingAKind)")
    }
    return conforming
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one: equality over
    /// existentials (``ViewSpecHolder``).
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
