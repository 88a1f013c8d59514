import CCairo
import PlaceholderModel

/// A cairo drawing context, owned: adopted only once its status says it is usable.
final class CairoContext {
    let pointer: OpaquePointer
    /// Kept alive as long as the context draws on it.
    let surface: CairoSurface

    init(surface: CairoSurface) throws {
        pointer = try RenderError.adopt(cairo_create(surface.pointer), status: cairo_status, destroy: cairo_destroy,
                                        while: "creating a context")
        self.surface = surface
    }

    deinit { cairo_destroy(pointer) }

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    /// Adds a rectangle with corners of `radius` (clamped to half the shorter side).
    func roundedRectangle(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            cairo_rectangle(pointer, rect.x, rect.y, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(pointer, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(pointer, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(pointer, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(pointer)
    }

    /// Throws when any drawing so far failed.
    func check() throws {
        try RenderError.check(cairo_status(pointer), while: "drawing")
    }
}
