import CCairo
import Foundation

/// The file formats PlaceholderKit writes.
public enum OutputFormat: String, CaseIterable, Sendable, SpecWord {
    case png, svg, pdf

    /// The format a file name's extension names, if any.
    public init?(path: String) {
        self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }
}

extension PlaceholderTextView {
    /// Renders the view to an image of ``pixelWidth`` × ``pixelHeight`` pixels.
    public func renderImage(engine: TextLayoutEngine = .shared) throws -> RGBAImage {
        let layout = try layout(engine: engine)
        return try renderImage(layout: layout)
    }

    /// Renders an already computed layout of this view.
    public func renderImage(layout: TextViewLayout) throws -> RGBAImage {
        let surface = try CairoSurface(width: pixelWidth, height: pixelHeight)
        let context = try CairoContext(surface: surface)
        cairo_scale(context.pointer, scale, scale)
        try TextViewPainter(view: self, layout: layout).paint(on: context)
        cairo_surface_flush(surface.pointer)
        return Self.image(from: surface, width: pixelWidth, height: pixelHeight)
    }

    /// The view as PNG bytes, at zlib level `compression` (0…9).
    public func pngData(compression: Int = PNGCodec.defaultCompression, engine: TextLayoutEngine = .shared) throws -> Data {
        try PNGCodec.encode(renderImage(engine: engine), compression: compression)
    }

    /// The view as bytes of `format`, from `layout` when it was already computed. SVG and
    /// PDF are vector, sized in points.
    public func data(format: OutputFormat, compression: Int = PNGCodec.defaultCompression,
                     layout: TextViewLayout? = nil, engine: TextLayoutEngine = .shared) throws -> Data {
        let layout = try layout ?? self.layout(engine: engine)
        switch format {
        case .png: return try PNGCodec.encode(renderImage(layout: layout), compression: compression)
        case .svg, .pdf: return try vectorData(format: format, layout: layout)
        }
    }

    /// Renders and writes the view to `url` atomically; the format comes from the
    /// extension unless given.
    public func write(to url: URL, format: OutputFormat? = nil, compression: Int = PNGCodec.defaultCompression,
                      engine: TextLayoutEngine = .shared) throws {
        guard let format = format ?? OutputFormat(path: url.path) else {
            throw ModelError(field: "output", problem: "\(url.lastPathComponent) does not end in .png, .svg or .pdf")
        }
        try AtomicFile.write(data(format: format, compression: compression, engine: engine), to: url)
    }

    private func vectorData(format: OutputFormat, layout: TextViewLayout) throws -> Data {
        let sink = StreamSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, bytes, length in
            let sink = Unmanaged<StreamSink>.fromOpaque(closure!).takeUnretainedValue()
            sink.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let raw = format == .svg
            ? cairo_svg_surface_create_for_stream(write, closure, width, height)!
            : cairo_pdf_surface_create_for_stream(write, closure, width, height)!
        let surface = try CairoSurface(adopting: raw)
        if format == .pdf {
            // A fixed creation date keeps the bytes the same from run to run.
            cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATOR, "PlaceholderKit")
        }
        do {
            let context = try CairoContext(surface: surface)
            try TextViewPainter(view: self, layout: layout).paint(on: context)
        }
        try surface.finish()
        return sink.data
    }

    /// Copies cairo's premultiplied native-endian ARGB32 into straight RGBA8.
    private static func image(from surface: CairoSurface, width: Int, height: Int) -> RGBAImage {
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let base = cairo_image_surface_get_data(surface.pointer)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let argb = row[x]
                    let a = argb >> 24
                    let o = (y * width + x) * 4
                    guard a > 0 else { continue }
                    func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
                    out[o] = straight(argb >> 16 & 0xFF)
                    out[o + 1] = straight(argb >> 8 & 0xFF)
                    out[o + 2] = straight(argb & 0xFF)
                    out[o + 3] = UInt8(a)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}

/// Collects what cairo's stream surfaces write.
private final class StreamSink {
    var data = Data()
}
