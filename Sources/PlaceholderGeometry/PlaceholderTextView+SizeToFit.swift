import PlaceholderModel
import PlaceholderText
extension PlaceholderTextView {
    /// The view with an `auto` height resolved, as a non-scrolling UITextView's
    /// `sizeThatFits` gives it: `textContainerInset.top` + content + `.bottom`, clamped to
    /// [`minHeight`, `maxHeight`]. The content is the typed text's lines when there is
    /// text, else the visible placeholder's lines, else one line of `font`. A view with a
    /// height in points comes back unchanged.
    public func sizedToFit(engine: TextLayoutEngine = .shared) throws -> PlaceholderTextView {
        guard heightSpec == .auto else { return self }
        try validate()
        let lineWidth = frames.lineArea.width
        let content = try TextViewLayout.content(of: self, lineWidth: lineWidth, containerHeight: .infinity, engine: engine)
        let height = hasText || !isPlaceholderVisible ? content.text.height : content.placeholder.height
        var sized = self
        sized.height = min(max(textContainerInset.top + height + textContainerInset.bottom, minHeight ?? 0), maxHeight ?? .infinity)
        sized.minHeight = nil
        sized.maxHeight = nil
        return sized
    }
}
