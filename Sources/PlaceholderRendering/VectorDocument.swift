import CCairo
import FoundationEssentials

/// Draws a laid-out mockup into an SVG or PDF document, sized in points.
struct VectorDocument {
    let width: Double
    let height: Double
    let painting: any Painting

    /// The document's bytes in `format` (`.svg` or `.pdf`).
    func data(format: OutputFormat) throws -> Data {
        let sink = StreamSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<StreamSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        // `sink` is used after `finish()`, so it outlives every write cairo makes.
        let surface = try CairoSurface(adopting: format == .pdf
            ? cairo_pdf_surface_create_for_stream(write, closure, width, height)
            : cairo_svg_surface_create_for_stream(write, closure, width, height))
        if format == .pdf {
            // A fixed creation date keeps the bytes the same from run to run.
            cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATOR, "PlaceholderKit")
        } else {
            // The SVG's size in points, as cairo 1.16 wrote it; 1.18 writes bare user units
            // unless told. Said explicitly, every stack (the pinned one, a system's 1.16)
            // writes the same `width="120pt"`.
            cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PT)
        }
        let context = try CairoContext(surface: surface)
        context.setDeterministicFontOptions()
        try painting.paint(on: context)
        try surface.finish()
        return format == .svg ? SVGSurfaceNames.normalized(sink.data) : sink.data
    }
}

/// Collects what cairo's stream surfaces write.
private final class StreamSink {
    var data = Data()
}
