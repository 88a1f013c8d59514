import CCairo
import CFreeType
import CHarfBuzz
import FuzzDriver
import Foundation

/// libFuzzer's entry point: one input, as the bytes of a font file a user passes
/// (`font.file`, `--font-file`, `--font-dir`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FontProperties.check(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// Fonts are the widest untrusted input: every byte of a font file reaches FreeType's
/// parsers and rasterizers, HarfBuzz's table readers and shaper, and cairo's glyph
/// rendering. For any bytes, as the pinned stack does it: FreeType opens the face from
/// memory (every face of a collection, up to ``maxFaces``), loads and renders every glyph
/// with `FT_LOAD_COLOR` (colour bitmaps, COLR, outlines; up to ``maxGlyphs``), HarfBuzz
/// shapes every code point the cmap maps (up to ``maxCodePoints``), and cairo draws the
/// shaped glyphs to an image surface. Nothing may crash, leak or read out of bounds
/// (AddressSanitizer and LeakSanitizer watch); cairo's objects must end in a status, and a
/// shaped buffer must hold as many positions as glyphs.
enum FontProperties {
    static let maxFaces = 4
    static let maxGlyphs = 512
    static let maxCodePoints = 512

    /// One FreeType library for the process, as the tool has.
    nonisolated(unsafe) static let library: FT_Library? = {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0 else { fail("FT_Init_FreeType failed") }
        return library
    }()

    static func check(_ data: Data) {
        guard !data.isEmpty else { return }
        var faces = 1
        var index = 0
        while index < min(faces, maxFaces) {
            guard let face = FreeTypeFace(data, index: index) else { return }
            faces = max(1, Int(face.pointer.pointee.num_faces))
            loadEveryGlyph(face.pointer)
            let shaped = shape(data, index: index)
            draw(face, glyphs: shaped)
            index += 1
        }
    }

    /// Every glyph, loaded as cairo loads it for colour and rendered to a bitmap.
    static func loadEveryGlyph(_ face: FT_Face) {
        if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 {
            _ = FT_Set_Pixel_Sizes(face, 0, 48)
        } else if face.pointee.num_fixed_sizes > 0 {
            _ = FT_Select_Size(face, 0)
        }
        let glyphs = min(Int(face.pointee.num_glyphs), maxGlyphs)
        for glyph in 0..<max(glyphs, 0) {
            guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { continue }
            if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
                _ = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
            }
        }
    }

    /// The code points the font maps, shaped by HarfBuzz's own OpenType functions from the
    /// same bytes: glyph ids and advances.
    static func shape(_ data: Data, index: Int) -> [(glyph: UInt32, x: Double)] {
        data.withUnsafeBytes { raw -> [(glyph: UInt32, x: Double)] in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                  let blob = hb_blob_create(base, UInt32(clamping: raw.count), HB_MEMORY_MODE_READONLY, nil, nil) else { return [] }
            defer { hb_blob_destroy(blob) }
            let face = hb_face_create(blob, UInt32(clamping: index))
            defer { hb_face_destroy(face) }
            let font = hb_font_create(face)
            defer { hb_font_destroy(font) }
            hb_font_set_scale(font, 48 * 64, 48 * 64)
            let set = hb_set_create()
            defer { hb_set_destroy(set) }
            hb_face_collect_unicodes(face, set)
            var codePoint = UInt32.max  // HB_SET_VALUE_INVALID: start before the first
            var codePoints: [UInt32] = []
            while codePoints.count < maxCodePoints, hb_set_next(set, &codePoint) != 0 { codePoints.append(codePoint) }
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf32(buffer, codePoints, Int32(codePoints.count), 0, Int32(codePoints.count))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var infoCount: UInt32 = 0, positionCount: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &infoCount)
            let positions = hb_buffer_get_glyph_positions(buffer, &positionCount)
            guard infoCount == positionCount else { fail("HarfBuzz gave \(infoCount) glyphs and \(positionCount) positions") }
            var pen = 0.0
            var glyphs: [(glyph: UInt32, x: Double)] = []
            for item in 0..<Int(infoCount) {
                guard let infos, let positions else { break }
                glyphs.append((infos[item].codepoint, pen + Double(positions[item].x_offset) / 64))
                pen += Double(positions[item].x_advance) / 64
            }
            return glyphs
        }
    }

    /// The shaped glyphs drawn by cairo, through a cairo font face over the FreeType face
    /// (colour glyphs as such), on a small image surface.
    static func draw(_ face: FreeTypeFace, glyphs: [(glyph: UInt32, x: Double)]) {
        guard let fontFace = face.cairoFace() else { return }
        defer { cairo_font_face_destroy(fontFace) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 256, 64)
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        cairo_set_font_face(context, fontFace)
        cairo_set_font_size(context, 48)
        // A pen that starts near the left and wraps, so that every glyph lands on the surface.
        var cairoGlyphs = glyphs.map { cairo_glyph_t(index: UInt($0.glyph), x: $0.x.truncatingRemainder(dividingBy: 200) + 8, y: 52) }
        cairo_show_glyphs(context, &cairoGlyphs, Int32(cairoGlyphs.count))
        cairo_surface_flush(surface)
        let status = cairo_status(context)
        guard status.rawValue >= CAIRO_STATUS_SUCCESS.rawValue, status.rawValue < CAIRO_STATUS_LAST_STATUS.rawValue else {
            fail("cairo ended in status \(status.rawValue)")
        }
    }

    static func fail(_ message: String) -> Never {
        FuzzDriver.fail("PlaceholderFontFuzz", message)
    }
}

/// A FreeType face over its own copy of the bytes, which FreeType reads for as long as the
/// face lives. Given to cairo, the face and the copy are released when cairo's font face
/// is (its user data's destroy function); otherwise when this object goes.
final class FreeTypeFace {
    let pointer: FT_Face
    private let bytes: UnsafeMutableRawPointer
    private var handedToCairo = false

    init?(_ data: Data, index: Int) {
        guard let bytes = malloc(data.count) else { return nil }
        data.withUnsafeBytes { _ = memcpy(bytes, $0.baseAddress!, data.count) }
        var face: FT_Face?
        guard FT_New_Memory_Face(FontProperties.library, bytes.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count), FT_Long(index), &face) == 0,
              let face else {
            free(bytes)
            return nil
        }
        self.pointer = face
        self.bytes = bytes
    }

    /// A cairo font face that owns this face from now on, or nil (then this object still does).
    func cairoFace() -> OpaquePointer? {
        guard let fontFace = cairo_ft_font_face_create_for_ft_face(pointer, Int32(FT_LOAD_COLOR)) else { return nil }
        guard cairo_font_face_status(fontFace) == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(fontFace)
            return nil
        }
        let owned = Unmanaged.passRetained(Owned(face: pointer, bytes: bytes)).toOpaque()
        guard cairo_font_face_set_user_data(fontFace, &Owned.key, owned, { Unmanaged<Owned>.fromOpaque($0!).release() }) == CAIRO_STATUS_SUCCESS else {
            Unmanaged<Owned>.fromOpaque(owned).release()
            cairo_font_face_destroy(fontFace)
            return nil
        }
        // Owned now frees both; drop cairo's cached fonts at once, so that happens before
        // the next input.
        handedToCairo = true
        return fontFace
    }

    deinit {
        if handedToCairo {
            // The font face was destroyed by now; its scaled fonts may linger in cairo's
            // cache, which is emptied here so the face's bytes go with this input.
            cairo_debug_reset_static_data()
        } else {
            FT_Done_Face(pointer)
            free(bytes)
        }
    }

    /// What cairo's font face releases when it goes.
    final class Owned {
        nonisolated(unsafe) static var key = cairo_user_data_key_t()
        let face: FT_Face
        let bytes: UnsafeMutableRawPointer
        init(face: FT_Face, bytes: UnsafeMutableRawPointer) {
            self.face = face
            self.bytes = bytes
        }
        deinit {
            FT_Done_Face(face)
            free(bytes)
        }
    }
}

/// The fuzzer under `scripts/fuzz`, or a replay of the files given (``FuzzDriver``).
@main
struct PlaceholderFontFuzz {
    static func main() {
        FuzzDriver.run(name: "PlaceholderFontFuzz", fuzzOneInput: fuzzOneInput, maxBytes: 64 << 20, check: FontProperties.check)
    }
}
