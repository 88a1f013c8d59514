import FoundationEssentials
import PlaceholderImage
import PlaceholderModel
import PlaceholderText
import PlaceholderGeometry

extension PlaceholderTextView {
    /// Renders the view to an image of ``pixelWidth`` × ``pixelHeight`` pixels.
    public func renderImage(engine: TextLayoutEngine = .shared) throws -> RGBAImage {
        try layout(engine: engine).renderImage()
    }

    /// The view as PNG bytes, at zlib level `compression` (0…9).
    public func pngData(compression: Int = PNGCodec.defaultCompression, engine: TextLayoutEngine = .shared) throws -> Data {
        try data(format: .png, compression: compression, engine: engine)
    }

    /// The view as bytes of `format`. SVG and PDF are vector, sized in points.
    public func data(format: OutputFormat, compression: Int = PNGCodec.defaultCompression, engine: TextLayoutEngine = .shared) throws -> Data {
        try layout(engine: engine).data(format: format, compression: compression)
    }

    /// Renders and writes the view to `url` atomically; the format comes from the
    /// extension unless given.
    public func write(to url: URL, format: OutputFormat? = nil, compression: Int = PNGCodec.defaultCompression,
                      engine: TextLayoutEngine = .shared) throws {
        guard let format = format ?? OutputFormat(path: url.path) else {
            throw RenderError("\(url.lastPathComponent) does not end in .png, .svg or .pdf")
        }
        try AtomicFile.write(data(format: format, compression: compression, engine: engine), to: url)
    }
}

extension TextViewLayout {
    /// The laid-out view drawn to an image of its pixel size (the height resolved when it
    /// sizes to fit): for callers that lay a view out once and draw it, or report on it, too.
    public func renderImage() throws -> RGBAImage {
        try TextViewPainter(view: view, layout: self).renderImage()
    }

    /// The laid-out view as bytes of `format`, PNG at zlib level `compression` (0…9).
    public func data(format: OutputFormat, compression: Int = PNGCodec.defaultCompression) throws -> Data {
        try TextViewPainter(view: view, layout: self).data(format: format, compression: compression)
    }
}
