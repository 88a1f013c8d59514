import CFreeType
import CHarfBuzz
import FoundationEssentials
import PlaceholderImage

/// One face of one font file, loaded once and shared: the FreeType face a renderer draws
/// with, the HarfBuzz font that shapes and measures, and the metrics in font units.
public final class Face: @unchecked Sendable, Hashable, CustomStringConvertible {
    // @unchecked: every stored property is immutable or a lock. HarfBuzz fonts are
    // immutable after `hb_font_make_immutable` and safe to share between threads; the
    // FreeType face is read only in init and afterwards only by the renderer, through the
    // object it keeps in `rendererFace` (PlaceholderRendering's cairo font face, locked by cairo).

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
    /// Whether cairo's PDF and SVG surfaces may embed (subset) the face: its `name` table
    /// passes `NameTable.isSound(in:)`. Otherwise vector documents draw its glyphs as
    /// outlines; a colour face, which has none, cannot be drawn there at all.
    package let subsetsSafely: Bool
    /// The centre of the underline stroke above the baseline (negative: below) and its
    /// thickness, in font units, as FreeType reads them from the `post` table; a face
    /// without them gets −⅒ em and ¹⁄₂₀ em.
    public let underlinePosition: Double
    public let underlineThickness: Double
    /// The top of the strikeout stroke above the baseline and its thickness, in font
    /// units, from the OS/2 table (`yStrikeoutPosition`, `yStrikeoutSize`); without the
    /// table, centred on half the x-height (half the ascender when the face has no "x")
    /// with the underline's thickness.
    public let strikeoutPosition: Double
    public let strikeoutSize: Double
    /// The height of capitals and of lowercase letters above the baseline, in font units:
    /// the OS/2 table's `sCapHeight` and `sxHeight` (version 2 and later), else the top of
    /// the face's "H" and "x" as drawn (0 when it has none).
    public let capHeight: Double
    public let xHeight: Double

    let hbFont: OpaquePointer
    /// The FreeType face, for the renderer alone: nothing here reads it after init.
    package let freeType: FreeTypeFace
    /// What the renderer made of this face, made on first use and released with it:
    /// PlaceholderRendering's cairo font face (`Face.cairoFace()`), which holds `freeType` too,
    /// as cairo may keep it in its caches after this object is gone.
    package let rendererFace = Mutex<(any AnyObject & Sendable)?>(nil)

    /// Loads face `index` of `file` with `library`.
    init(file: String, index: Int, library: FreeTypeLibrary) throws {
        let freeType = try FreeTypeFace(file: file, index: index, library: library)
        let ftFace = freeType.pointer
        self.file = file
        self.index = index
        familyName = ftFace.pointee.family_name.map { String(cString: $0) } ?? ""
        // A face of bitmaps alone has no units per em in FreeType: its head table's.
        let head = FT_Get_Sfnt_Table(ftFace, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        let units = ftFace.pointee.units_per_EM != 0 ? Int(ftFace.pointee.units_per_EM) : Int(head?.Units_Per_EM ?? 0)
        unitsPerEm = Double(units == 0 ? 1000 : units)
        // FreeType's global metrics are the hhea table's (else OS/2's) for a scalable face,
        // and 0 for one of bitmaps alone (Noto Color Emoji's CBDT): that face's come from
        // its hhea table, as UIFont reads them, so a line of emoji alone is as tall as they are.
        let hhea = FT_Get_Sfnt_Table(ftFace, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        if ftFace.pointee.ascender == 0, ftFace.pointee.descender == 0, let hhea, hhea.Ascender != 0 || hhea.Descender != 0 {
            (ascender, descender, lineGap) = (Double(hhea.Ascender), Double(hhea.Descender), max(0, Double(hhea.Line_Gap)))
        } else {
            ascender = Double(ftFace.pointee.ascender)
            descender = Double(ftFace.pointee.descender)
            lineGap = max(0, Double(ftFace.pointee.height) - (ascender - descender))
        }
        hasColor = ftFace.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        subsetsSafely = NameTable.isSound(in: ftFace)
        // Bitmaps have no outlines to draw instead: such a face is refused, in every format
        // alike, so a PNG and a PDF of one spec never disagree about it.
        if hasColor, !subsetsSafely {
            throw FontError(.file(file), problem: "is a colour font whose name table is corrupt (its records lie outside it)")
        }
        let hasUnderline = ftFace.pointee.underline_thickness > 0
        underlinePosition = hasUnderline ? Double(ftFace.pointee.underline_position) : -unitsPerEm / 10
        underlineThickness = hasUnderline ? Double(ftFace.pointee.underline_thickness) : unitsPerEm / 20
        let os2 = FT_Get_Sfnt_Table(ftFace, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        let strikeout = os2.flatMap { $0.yStrikeoutSize > 0 ? (Double($0.yStrikeoutPosition), Double($0.yStrikeoutSize)) : nil }

        // HarfBuzz shapes from the bytes FreeType reads; on any failure it returns empty
        // objects, never NULL.
        guard let faceIndex = UInt32(exactly: index) else { throw FontError(.file(file), problem: "has no face \(index)") }
        let hbFace = hb_face_create(freeType.blob, faceIndex)
        guard let font = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            throw FontError(.file(file), problem: "HarfBuzz could not open it")
        }
        hb_face_destroy(hbFace)
        // Positions come back in font units; sizes are applied when lines are built, so
        // one HarfBuzz font and one shaping cache serve every point size.
        // Units per em come from 16 bits (or are 1000).
        hb_font_set_scale(font, Int32(clamping: units == 0 ? 1000 : units), Int32(clamping: units == 0 ? 1000 : units))
        hb_font_make_immutable(font)
        /// The top of the glyph of `scalar` above the baseline, in font units, if the face has one.
        func top(of scalar: UInt32) -> Double? {
            var glyph: hb_codepoint_t = 0
            var extents = hb_glyph_extents_t()
            guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0, hb_font_get_glyph_extents(font, glyph, &extents) != 0,
                  extents.y_bearing > 0 else { return nil }
            return Double(extents.y_bearing)
        }
        let tables = os2.flatMap { $0.version >= 2 && $0.version != 0xFFFF ? (Double($0.sCapHeight), Double($0.sxHeight)) : nil }
        capHeight = tables.flatMap { $0.0 > 0 ? $0.0 : nil } ?? top(of: 0x48) ?? 0
        xHeight = tables.flatMap { $0.1 > 0 ? $0.1 : nil } ?? top(of: 0x78) ?? 0
        if let strikeout {
            (strikeoutPosition, strikeoutSize) = strikeout
        } else {
            let middle = (top(of: 0x78) ?? ascender) / 2
            (strikeoutPosition, strikeoutSize) = (middle + underlineThickness / 2, underlineThickness)
        }
        hbFont = font
        self.freeType = freeType
    }

    deinit {
        hb_font_destroy(hbFont)
    }

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
