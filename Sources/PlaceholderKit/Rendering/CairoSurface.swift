import CCairo
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

    /// Copies an image surface's premultiplied native-endian ARGB32 into straight RGBA8.
    func rgbaImage() -> RGBAImage {
        cairo_surface_flush(pointer)
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard let base = cairo_image_surface_get_data(pointer) else {
            return RGBAImage(width: width, height: height, checkedPixels: pixels)
        }
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
        return RGBAImage(width: width, height: height, checkedPixels: pixels)
    }
}
