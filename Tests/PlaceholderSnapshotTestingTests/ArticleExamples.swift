import Testing
import PlaceholderFormat
import PlaceholderKit
import PlaceholderSnapshotTesting

// The code of the DocC article "Adding a snapshot strategy" (DocumentationTests finds each
// of its code blocks in a source or test file), compiled and run here so a renamed API
// breaks the build, not the reader.

extension Snapshotting where Value == PlaceholderTextView, Format == String {
    /// The view's placeholder and size, one per line.
    static var placeholderAndSize: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            "placeholder: \(view.placeholder)\nsize: \(CFormat.short(view.width)) × \(CFormat.short(view.height))"
        }
    }
}

@Suite struct ArticleExampleTests {
    /// The article's strategy makes the text it promises and compares it line by line.
    @Test func thePulledBackStrategyKeepsPlaceholderAndSize() throws {
        var view = PlaceholderTextView(width: 280, height: 110.5)
        view.placeholder = "Tell us more"
        let strategy = Snapshotting<PlaceholderTextView, String>.placeholderAndSize
        #expect(strategy.pathExtension == "txt")
        let text = try strategy.snapshot(view)
        #expect(text == "placeholder: Tell us more\nsize: 280 × 110.5")
        var other = view
        other.placeholder = "Tell us less"
        #expect(strategy.diffing.diff(text, try strategy.snapshot(other)) != nil)
        #expect(strategy.diffing.diff(text, try strategy.snapshot(view)) == nil)
    }
}
