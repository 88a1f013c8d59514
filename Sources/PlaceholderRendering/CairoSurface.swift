import CCairo
import FoundationEssentials
import PlaceholderImage

/// A cairo surface, owned: adopted only once its status says it is usable, destroyed
/// when the object goes.
final class CairoSurface {
    let pointer: OpaquePointer

    /// Adopts `pointer` (from any `cairo_*_surface_create`) after checking its status; a
    /// failed surface is destroyed here and never adopted.
    init(adopting pointer: OpaquePointer?) throws {
        self.pointer = try RenderError.adopt(pointer, status: cairo_surface_status, destroy: cairo_surface_destroy,
                                             while: "creating a surface")
    }

    /// An ARGB32 image surface of `width` × `height` pixels.
    convenience init(width: Int, height: Int) throws {
        guard let w = Int32(exactly: width), let h = Int32(exactly: height) else {
            throw RenderError("\(width)×\(height) pixels is too large for cairo")
        }
        try self.init(adopting: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h))
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Finishes the surface (vector surfaces write out their document) and checks it.
    func finish() throws {
        cairo_surface_finish(pointer)
        try RenderError.check(cairo_surface_status(pointer), while: "finishing the document")
    }

    /// An image surface's pixels as a straight RGBA image.
    func rgbaImage() throws -> RGBAImage {
        try withPixels { pixels, stride, width, height in RGBAImage(argb32: pixels, stride: stride, width: width, height: height) }
    }

    /// An image surface's pixels as PNG bytes, encoded straight from cairo's rows.
    func pngData(compression: Int) throws -> Data {
        try withPixels { pixels, stride, width, height in
            try PNGCodec.encode(argb32: pixels, stride: stride, width: width, height: height, compression: compression)
        }
    }

    /// Flushes an image surface and hands its pixel rows to `body`.
    private func withPixels<Result>(_ body: (UnsafeRawPointer, Int, Int, Int) throws -> Result) throws -> Result {
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { throw RenderError("cairo gave no pixels for the image") }
        return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(pointer)),
                        Int(cairo_image_surface_get_width(pointer)), Int(cairo_image_surface_get_height(pointer)))
    }
}
