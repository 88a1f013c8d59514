import CCairo
import Foundation
@_exported import PlaceholderImage

extension PlaceholderTextView {
    /// Renders the view to an image of ``pixelWidth`` × ``pixelHeight`` pixels.
    public func renderImage(engine: TextLayoutEngine = .shared) throws -> RGBAImage {
        try renderImage(layout: layout(engine: engine))
    }

    /// Renders an already computed layout of this view.
    public func renderImage(layout: TextViewLayout) throws -> RGBAImage {
        try drawnSurface(layout: layout).rgbaImage()
    }

    /// An image surface with the view drawn on it at its scale.
    private func drawnSurface(layout: TextViewLayout) throws -> CairoSurface {
        // The laid-out view: its height is resolved when it sizes to fit.
        let view = layout.view
        let surface = try CairoSurface(width: view.pixelWidth, height: view.pixelHeight)
        let context = try CairoContext(surface: surface)
        cairo_scale(context.pointer, view.scale, view.scale)
        try TextViewPainter(view: view, layout: layout).paint(on: context)
        return surface
    }

    /// The view as PNG bytes, at zlib level `compression` (0…9).
    public func pngData(compression: Int = PNGCodec.defaultCompression, engine: TextLayoutEngine = .shared) throws -> Data {
        try data(format: .png, compression: compression, engine: engine)
    }

    /// The view as bytes of `format`, from `layout` when it was already computed. SVG and
    /// PDF are vector, sized in points.
    public func data(format: OutputFormat, compression: Int = PNGCodec.defaultCompression,
                     layout: TextViewLayout? = nil, engine: TextLayoutEngine = .shared) throws -> Data {
        let layout = try layout ?? self.layout(engine: engine)
        switch format {
        case .png: return try drawnSurface(layout: layout).pngData(compression: compression)
        case .svg, .pdf: return try VectorDocument(view: layout.view, layout: layout).data(format: format)
        }
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
