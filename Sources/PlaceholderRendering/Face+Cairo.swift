import CCairo
import CFreeType
import PlaceholderImage
import PlaceholderText
import PlaceholderFormat

extension Face {
    /// cairo's font face for this face, made on first use (under the face's lock, so once)
    /// and kept by the face until it is released: the pointer is valid while the face is.
    func cairoFace() throws -> OpaquePointer {
        try rendererFace.withLock { made in
            if let face = made as? CairoFontFace { return face.pointer }
            let face = try CairoFontFace(freeType, loadFlags: hasColor ? Int32(clamping: FT_LOAD_COLOR) : 0,
                                         file: file)
            made = face
            return face.pointer
        }
    }
}

/// A cairo font face over a `Face`'s FreeType face, owned: destroyed with the last owner.
/// cairo may hold the font face in its caches after that, so the FreeType face is released
/// by cairo's user-data destructor, not by us.
private final class CairoFontFace: @unchecked Sendable {
    // @unchecked: `pointer` is immutable; cairo font faces are reference-counted and locked
    // by cairo itself.
    let pointer: OpaquePointer

    /// A font face over `freeType`, loading glyphs with `loadFlags`, that keeps `freeType`
    /// alive. Checks cairo's status before adopting anything; `file` names the face in an error.
    init(_ freeType: FreeTypeFace, loadFlags: Int32, file: String) throws {
        let face = try RenderError.adopt(cairo_ft_font_face_create_for_ft_face(freeType.pointer, loadFlags),
                                         status: cairo_font_face_status, destroy: cairo_font_face_destroy,
                                         while: "creating a font face for \(Quoting.escaped(file))")
        let owner = Unmanaged.passRetained(freeType).toOpaque()
        let attached = cairo_font_face_set_user_data(face, &Self.freeTypeKey, owner) { owner in
            guard let owner else { return }
            Unmanaged<FreeTypeFace>.fromOpaque(owner).release()
        }
        guard attached == CAIRO_STATUS_SUCCESS else {
            // cairo did not take the reference: drop it ourselves, after cairo's face.
            cairo_font_face_destroy(face)
            Unmanaged<FreeTypeFace>.fromOpaque(owner).release()
            throw RenderError(attached, while: "attaching the FreeType face of \(Quoting.escaped(file))")
        }
        pointer = face
    }

    deinit { cairo_font_face_destroy(pointer) }

    // Only its address is used, as cairo's key for the user data.
    nonisolated(unsafe) private static var freeTypeKey = cairo_user_data_key_t()
}
