import CFreeType
import Foundation
import PlaceholderImage
import TestSupport
import Testing
import PlaceholderKit
@testable import PlaceholderText

/// Colour glyphs stored as PNG (CBDT, as in Noto Color Emoji) are read up to the end of
/// their image data and no further: what follows (text chunks, ICC profiles, IEND) never
/// reaches libpng's chunk handlers, where CVE-2026-46675 lies (a use-after-free after an
/// incomplete zTXt, iTXt or iCCP; scripts/vendor-patches/freetype/0002 and
/// docs/cve-triage.md).
@Suite struct PngGlyphTests {
    /// The pinned emoji font with every glyph's IEND chunk (12 bytes) overwritten, in place,
    /// by the start of a zTXt chunk that claims 100 bytes the glyph's data does not have.
    static func fontWithIncompleteZTXt() throws -> URL {
        let face = try #require(FontLibrary.shared.emojiFace, "the pinned set has no emoji font")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: face.file)))
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        let incomplete: [UInt8] = [0, 0, 0, 100, 0x7A, 0x54, 0x58, 0x74, 0x6B, 0x00, 0x00, 0x78]  // "zTXt", "k", 0, method 0, "x"
        var replaced = 0
        var index = 0
        while index + iend.count <= bytes.count {
            if bytes[index] == 0, bytes[index + 4] == 0x49, bytes[index..<(index + iend.count)].elementsEqual(iend) {
                bytes.replaceSubrange(index..<(index + iend.count), with: incomplete)
                replaced += 1
                index += iend.count
            } else {
                index += 1
            }
        }
        #expect(replaced > 1000, "Noto Color Emoji's glyphs are PNGs: \(replaced) IEND chunks")
        let file = try ScratchFolder.make("png-glyphs").appendingPathComponent("NotoColorEmoji-incomplete-zTXt.ttf")
        try Data(bytes).write(to: file)
        return file
    }

    /// Loads the glyph of U+1F600 from `file` as cairo does (`FT_LOAD_COLOR`, at the
    /// strike's size): FreeType's error, and the bitmap's count of clearly coloured pixels.
    static func loadEmoji(file: String) throws -> (error: Int32, coloured: Int) {
        var library: FT_Library?
        #expect(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        let opened = FT_New_Face(library, file, 0, &face)
        try #require(opened == 0 && face != nil, "FT_New_Face: \(opened)")
        defer { FT_Done_Face(face) }
        #expect(FT_Select_Size(face, 0) == 0)
        let glyph = FT_Get_Char_Index(face, 0x1F600)
        try #require(glyph != 0)
        let error = FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR))
        guard error == 0, let slot = face?.pointee.glyph, slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
              let buffer = slot.pointee.bitmap.buffer else { return (error, 0) }
        let bitmap = slot.pointee.bitmap
        var coloured = 0
        for row in 0..<Int(bitmap.rows) {
            for column in 0..<Int(bitmap.width) {
                let pixel = buffer + row * Int(bitmap.pitch) + column * 4
                let (b, g, r, a) = (pixel[0], pixel[1], pixel[2], pixel[3])
                if a > 128, Int(max(r, g, b)) - Int(min(r, g, b)) > 80 { coloured += 1 }
            }
        }
        return (error, coloured)
    }

    @Test(.disabled(if: RenderingEnvironment.current().stack == RenderingEnvironment.systemStack,
                    "the SystemLibraries trait's FreeType is the system's, without this patch"))
    func aGlyphWhosePNGEndsInAnIncompleteZTXtStillLoads() throws {
        let pinned = try Self.loadEmoji(file: try #require(FontLibrary.shared.emojiFace).file)
        #expect(pinned.error == 0 && pinned.coloured > 1000, "the pinned emoji loads: \(pinned)")
        // Had FreeType read on past the image data, the truncated zTXt would fail the glyph.
        let crafted = try Self.loadEmoji(file: try Self.fontWithIncompleteZTXt().path)
        #expect(crafted.error == 0 && crafted.coloured == pinned.coloured, "crafted: \(crafted), pinned: \(pinned)")
    }
}
