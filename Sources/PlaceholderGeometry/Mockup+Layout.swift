import PlaceholderModel
import PlaceholderText

extension Mockup {
    /// Lays the mockup out with `engine`.
    public func layout(engine: TextLayoutEngine = .shared) throws -> MockupLayout {
        MockupLayout(try kindConformance(of: spec, to: (any LaidOutAlone).self).kindLayout(engine: engine))
    }
}
