extension PlaceholderTextView {
    /// The bounds, the text container (the bounds inset by `textContainerInset`) and the
    /// line area (the container narrowed by `lineFragmentPadding` on each side), in the
    /// view's points: where typed text starts, which the layout and validation both use.
    package var frames: (bounds: Rect, textContainer: Rect, lineArea: Rect) {
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        let container = bounds.inset(by: textContainerInset)
        let padding = min(lineFragmentPadding, container.width / 2)
        let area = Rect(x: container.x + padding, y: container.y, width: max(0, container.width - 2 * padding), height: container.height)
        return (bounds, container, area)
    }
}
