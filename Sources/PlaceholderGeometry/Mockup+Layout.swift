import PlaceholderModel
import PlaceholderText
extension Mockup {
    /// Lays the mockup out with `engine`.
    public func layout(engine: TextLayoutEngine = .shared) throws -> MockupLayout {
        switch self {
        case .textView(let view): return .textView(try view.layout(engine: engine))
        case .textField(let field): return .textField(try field.layout(engine: engine))
        case .form(let form): return .form(try form.layout(engine: engine))
        }
    }
}
