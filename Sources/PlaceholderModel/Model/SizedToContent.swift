/// A view drawn to an image of ⌈width × scale⌉ × ⌈height × scale⌉ pixels: every kind of
/// mockup. Its pixel size is said here once for all of them.
public protocol PixelSized {
    /// Size in points.
    var width: Double { get }
    var height: Double { get }
    /// Pixels per point.
    var scale: Double { get }
}

extension PixelSized {
    /// The image's size.
    var imageSize: ImageSize { ImageSize(width: width, height: height, scale: scale) }

    /// Pixel size of the rendered image: ⌈width × scale⌉ × ⌈height × scale⌉. Sizes that
    /// validation rejects (not finite, or too large for an `Int`) are clamped, never trapped on.
    public var pixelWidth: Int { imageSize.pixelWidth }
    public var pixelHeight: Int { imageSize.pixelHeight }

    /// The pixels of the rendered image that `rect` (in points) touches.
    public func pixelBounds(of rect: Rect) -> (x: Int, y: Int, width: Int, height: Int) { rect.pixelBounds(scale: scale) }
}

/// A mockup whose height may be `auto` until it is laid out: a text field, a form.
public protocol SizedToContent: PixelSized {
    /// Points, or `auto`: as tall as its content.
    var heightSpec: SpecHeight { get set }
}

extension SizedToContent {
    /// The height in points: a fixed one, or, until `layout(engine:)` sizes it, 1.
    public var height: Double {
        get { if case .points(let points) = heightSpec { return points } else { return 1 } }
        set { heightSpec = .points(newValue) }
    }
}

extension PlaceholderTextView: PixelSized {}

extension PlaceholderTextField: SizedToContent {}

extension PlaceholderForm: SizedToContent {}
