import PlaceholderModel
import PlaceholderText
extension PlaceholderTextView {
    /// Lays the view out with `engine`.
    public func layout(engine: TextLayoutEngine = .shared) throws -> TextViewLayout {
        try TextViewLayout(view: self, engine: engine)
    }
}
