import CCairo
import Foundation

/// Why cairo could not do what was asked.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// A cairo surface, owned: destroyed when the object goes.
final class CairoSurface {
    let pointer: OpaquePointer

    /// An ARGB32 image surface.
    init(width: Int, height: Int) throws {
        pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        try Self.check(cairo_surface_status(pointer), pointer)
    }

    /// Takes ownership of a surface created elsewhere (SVG, PDF) and checks its status.
    init(adopting pointer: OpaquePointer) throws {
        self.pointer = pointer
        try Self.check(cairo_surface_status(pointer), pointer)
    }

    private static func check(_ status: cairo_status_t, _ pointer: OpaquePointer) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(pointer)
            throw RenderError(description: "cairo could not create the surface: \(message)")
        }
    }

    deinit { cairo_surface_destroy(pointer) }

    func finish() throws {
        cairo_surface_finish(pointer)
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: "cairo failed: \(String(cString: cairo_status_to_string(status)))")
        }
    }
}

/// A cairo drawing context, owned.
final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoSurface

    init(surface: CairoSurface) throws {
        self.surface = surface
        pointer = cairo_create(surface.pointer)
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(pointer)
            throw RenderError(description: "cairo could not create a context: \(String(cString: cairo_status_to_string(status)))")
        }
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

    func check() throws {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: "cairo failed: \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
