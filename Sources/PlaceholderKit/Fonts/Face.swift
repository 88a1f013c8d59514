import CCairo
import CFreeType
import CHarfBuzz
import Foundation

/// One face of one font file, loaded once and shared: the FreeType face cairo draws with,
/// the HarfBuzz font that shapes and measures, and the metrics in font units.
///
/// HarfBuzz fonts are immutable after creation and safe to share between threads. The
/// FreeType face is read here, under the library's lock, and afterwards only by cairo,
/// which serialises its own use of it, so no FT_Face is ever used by two threads at once.
public final class Face: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Path of the font file.
    public let file: String
    /// Face index inside the file (collections hold several).
    public let index: Int
    /// The face's family name, as the font names it.
    public let familyName: String
    /// Units per em of the outlines.
    public let unitsPerEm: Double
    /// Ascender, descender (negative below the baseline) and line gap in font units,
    /// from the font's horizontal header as FreeType reads it.
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    /// Whether the face draws colour glyphs (emoji).
    public let hasColor: Bool

    let hbFont: OpaquePointer
    let cairoFace: OpaquePointer

    /// Loads face `index` of `file` with `library`; the caller holds the font library's lock.
    init(file: String, index: Int, library: FT_Library) throws {
        var ftFace: FT_Face?
        let status = FT_New_Face(library, file, FT_Long(index), &ftFace)
        guard status == 0, let ftFace else {
            throw ModelError(field: "", problem: "\(file) is not a font file FreeType can read (face \(index), error \(status))")
        }
        self.file = file
        self.index = index
        familyName = ftFace.pointee.family_name.map { String(cString: $0) } ?? ""
        unitsPerEm = Double(ftFace.pointee.units_per_EM == 0 ? 1000 : ftFace.pointee.units_per_EM)
        let height = Double(ftFace.pointee.height)
        ascender = Double(ftFace.pointee.ascender)
        descender = Double(ftFace.pointee.descender)
        lineGap = max(0, height - (ascender - descender))
        hasColor = cfreetype_has_color(ftFace) != 0

        let blob = hb_blob_create_from_file(file)
        let hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        // Positions come back in font units; sizes are applied when lines are built, so
        // one HarfBuzz font and one shaping cache serve every point size.
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_font_make_immutable(font)
        hbFont = font

        let loadFlags = hasColor ? cfreetype_load_color() : 0
        let cairo = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(loadFlags))!
        // cairo may keep the face alive in its caches after we let go; it frees the
        // FreeType face when the last reference goes.
        let status2 = cairo_font_face_set_user_data(cairo, &Face.freeTypeKey, UnsafeMutableRawPointer(ftFace)) { pointer in
            FT_Done_Face(pointer?.assumingMemoryBound(to: FT_FaceRec.self))
        }
        if status2 != CAIRO_STATUS_SUCCESS { FT_Done_Face(ftFace) }
        cairoFace = cairo
    }

    deinit {
        cairo_font_face_destroy(cairoFace)
        hb_font_destroy(hbFont)
    }

    nonisolated(unsafe) private static var freeTypeKey = cairo_user_data_key_t()

    /// The glyph the font's character map gives `scalar`, or nil when it has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Whether the font has a glyph for every visible character of `scalars`.
    func covers<S: Sequence>(_ scalars: S) -> Bool where S.Element == Unicode.Scalar {
        scalars.allSatisfy { scalar in
            CharacterClass.isInvisible(scalar) || glyph(for: scalar) != nil
        }
    }

    /// Ascender, descender (positive) and line gap at `size` points.
    func metrics(size: Double) -> (ascent: Double, descent: Double, lineGap: Double) {
        let k = size / unitsPerEm
        return (ascender * k, -descender * k, lineGap * k)
    }

    /// The file and face index, enough to find the font again.
    public var description: String { "\(file)#\(index)" }

    public static func == (lhs: Face, rhs: Face) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
