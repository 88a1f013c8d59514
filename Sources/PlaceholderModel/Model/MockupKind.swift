/// What a spec (or a form's child) draws: its `kind` key. A spec without one is a text view,
/// so every spec written before there were kinds keeps its meaning.
public enum MockupKind: String, Codable, CaseIterable, Sendable, SpecWord {
    /// `UITextView` with a placeholder (``PlaceholderTextView``).
    case textView
    /// `UITextField` (``PlaceholderTextField``).
    case textField
    /// A vertical stack of labels, fields and text views (``PlaceholderForm``).
    case form
    /// `UILabel`, a form's child only (``PlaceholderLabel``).
    case label

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}

extension MockupKind: SpecValue {}

extension SpecBounds where Value == MockupKind {
    /// Exactly `kind`: the key a type's own spec may give.
    static func only(_ kind: MockupKind) -> SpecBounds {
        SpecBounds(problem: { $0 == kind ? nil : "is \($0.rawValue), but this is read as a \(kind.rawValue) (read specs of every kind with Mockup(json:))" },
                   schema: { [("const", .string(kind.rawValue))] }, summary: { "\(kind.rawValue)" })
    }
}
