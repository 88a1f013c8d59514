/// `UITextField.ViewMode`: when the clear button, the left view or the right view shows.
public enum TextFieldViewMode: String, Codable, CaseIterable, Sendable, SpecWord {
    case never, whileEditing, unlessEditing, always

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }

    /// Whether the mode shows its view while the field is (or is not) editing.
    public func shows(editing: Bool) -> Bool {
        switch self {
        case .never: return false
        case .whileEditing: return editing
        case .unlessEditing: return !editing
        case .always: return true
        }
    }
}
