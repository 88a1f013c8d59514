/// A spec of one kind, with UIKit's names: a text view, a text field, a form, or a form's
/// label. ``Mockup`` and ``FormChild`` each hold one, and each layer says what a kind is to
/// it with a protocol of its own that the kind's types conform to (the guide: AddingAKind).
public protocol ViewSpec: Sendable {
    /// The kind's word in a spec (`kind`).
    static var kind: MockupKind { get }
}

extension ViewSpec {
    /// The spec's kind.
    public var kind: MockupKind { Self.kind }
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
    /// existentials (``Mockup``, ``FormChild``).
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
