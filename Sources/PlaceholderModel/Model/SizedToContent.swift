/// A mockup whose height may be `auto` until it is laid out (a text field, a form): its
/// height and pixel size, said once for both.
protocol SizedToContent {
    var width: Double { get }
    var heightSpec: SpecHeight { get set }
    var scale: Double { get }
}

extension SizedToContent {
    /// The height in points: a fixed one, or, until laid out, 1.
    var contentHeight: Double {
        get { if case .points(let points) = heightSpec { return points } else { return 1 } }
        set { heightSpec = .points(newValue) }
    }

    /// The image's size at ``contentHeight``.
    var imageSize: ImageSize { ImageSize(width: width, height: contentHeight, scale: scale) }
}

extension PlaceholderTextField: SizedToContent {
    /// The height in points: a fixed one, or, until `layout(engine:)` sizes it, 1.
    public var height: Double {
        get { contentHeight }
        set { contentHeight = newValue }
    }
    public var pixelWidth: Int { imageSize.pixelWidth }
    public var pixelHeight: Int { imageSize.pixelHeight }
    /// The pixels of the rendered image that `rect` (in points) touches.
    public func pixelBounds(of rect: Rect) -> (x: Int, y: Int, width: Int, height: Int) { rect.pixelBounds(scale: scale) }
}

extension PlaceholderForm: SizedToContent {
    /// The height in points: a fixed one, or, until `layout(engine:)` sizes it, 1.
    public var height: Double {
        get { contentHeight }
        set { contentHeight = newValue }
    }
    public var pixelWidth: Int { imageSize.pixelWidth }
    public var pixelHeight: Int { imageSize.pixelHeight }
    /// The pixels of the rendered image that `rect` (in points) touches.
    public func pixelBounds(of rect: Rect) -> (x: Int, y: Int, width: Int, height: Int) { rect.pixelBounds(scale: scale) }
}
