import CFreeType
import Foundation
import Testing
import PlaceholderImage
import PlaceholderKit

/// A CID-keyed Type 1 font whose font dictionaries all map the same subroutine bytes is
/// refused instead of read once per dictionary (CVE-2026-95512, fixed by
/// scripts/vendor-patches/freetype/0004 and docs/cve-triage.md): FreeType copies each
/// dictionary's subroutines, so a few hundred kilobytes could ask for gigabytes.
@Suite struct CIDSubroutineTests {
    /// A CID-keyed font of `dictionaries` font dictionaries, each naming the one
    /// subroutine map in its binary section: one subroutine of `subroutineBytes` bytes.
    static func cidFont(dictionaries: Int, subroutineBytes: Int) -> [UInt8] {
        var text = """
        %!PS-Adobe-3.0 Resource-CIDFont
        %%DocumentNeededResources: ProcSet (CIDInit)
        /CIDInit /ProcSet findresource begin
        20 dict begin
        /CIDFontName /SharedSubroutines def
        /CIDFontType 0 def
        /CIDSystemInfo 3 dict dup begin
        /Registry (Adobe) def
        /Ordering (Identity) def
        /Supplement 0 def
        end def
        /FontBBox [0 0 1000 1000] def
        /CIDMapOffset 0 def
        /FDBytes 1 def
        /GDBytes 1 def
        /CIDCount 1 def
        /FDArray \(dictionaries) array

        """
        for index in 0..<dictionaries {
            text += """
            dup \(index)
            %ADOBeginFontDict
            14 dict begin
            /FontName /SharedSubroutines-\(index) def
            /FontType 1 def
            /FontMatrix [0.001 0 0 0.001 0 0] def
            /PaintType 0 def
            /Private 14 dict begin
            /MinFeature {16 16} def
            /SubrMapOffset 4 def
            /SDBytes 4 def
            /SubrCount 1 def
            /lenIV 4 def
            currentdict end def
            currentdict end
            %ADOEndFontDict
            put

            """
        }
        text += "def\n(Binary) \(12 + subroutineBytes) StartData "
        // The CID map (CID 0 in dictionary 0 at offset 12, its end at 12), the subroutine
        // map (one subroutine from offset 12 to its end) and the subroutine's bytes.
        let end = UInt32(12 + subroutineBytes)
        let big: (UInt32) -> [UInt8] = { [UInt8($0 >> 24), UInt8(($0 >> 16) & 0xFF), UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
        var binary: [UInt8] = [0, 12, 0, 12] + big(12) + big(end)
        binary += [UInt8](repeating: 0x5A, count: subroutineBytes)
        return Array(text.utf8) + binary + Array("\n%%EndData\n%%EndResource\n".utf8)
    }

    /// FreeType's error on opening `bytes` as a face (0 when it opens).
    static func openError(_ bytes: [UInt8]) -> Int32 {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0 else { return -1 }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        let error = bytes.withUnsafeBufferPointer { FT_New_Memory_Face(library, $0.baseAddress, FT_Long($0.count), 0, &face) }
        if error == 0 { FT_Done_Face(face) }
        return error
    }

    @Test func aCIDFontWhoseDictionariesShareTheirSubroutinesOpens() {
        // Two dictionaries share 40 kB: 80 kB of copies for a 40 kB font, within the bound.
        let font = Self.cidFont(dictionaries: 2, subroutineBytes: 40_000)
        #expect(Self.openError(font) == 0, "a CID font within the bound opens")
    }

    @Test(.disabled(if: RenderingEnvironment.current().stack == RenderingEnvironment.systemStack,
                    "the SystemLibraries trait's FreeType is the system's, patched or not by its distribution"))
    func aCIDFontWhoseCopiesOutgrowItIsRefused() {
        // 400 dictionaries × 40 kB = 16 MB of copies from a font under 200 kB.
        let font = Self.cidFont(dictionaries: 400, subroutineBytes: 40_000)
        #expect(font.count < 200_000)
        #expect(Self.openError(font) == Int32(FT_Err_Invalid_File_Format),
                "FreeType refuses the font as invalid instead of copying its subroutines 400 times")
    }
}
