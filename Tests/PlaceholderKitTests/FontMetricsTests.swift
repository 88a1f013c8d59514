import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderGeometry
@testable import PlaceholderModel

/// The layout document's font metrics against the font's own tables, read here byte by byte
/// (the table directory, `head`, `hhea` and `OS/2`), not through FreeType or HarfBuzz: what
/// `UIFont` would report for the font at its size.
@Suite struct FontMetricsTests {
    /// The figures `UIFont` computes from a font file's tables, in font units.
    struct Tables {
        var unitsPerEm: Double
        var ascender, descender, lineGap: Double
        /// From OS/2 version 2 and later; nil in an older table (DejaVu's is version 1).
        var capHeight, xHeight: Double?

        init(file: String) throws {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
            func i16(_ at: Int) -> Double { Double(Int16(bitPattern: UInt16(u16(at)))) }
            func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
            var tables: [String: Int] = [:]
            for record in 0..<u16(4) {
                let entry = 12 + 16 * record
                tables[String(decoding: bytes[entry..<(entry + 4)], as: UTF8.self)] = u32(entry + 8)
            }
            let head = try #require(tables["head"]), hhea = try #require(tables["hhea"]), os2 = try #require(tables["OS/2"])
            unitsPerEm = Double(u16(head + 18))
            (ascender, descender, lineGap) = (i16(hhea + 4), i16(hhea + 6), i16(hhea + 8))
            if u16(os2) >= 2 { (xHeight, capHeight) = (i16(os2 + 86), i16(os2 + 88)) }
        }
    }

    static func font(of file: String, size: Double) throws -> LayoutDocument.Font {
        var view = PlaceholderTextView(width: 300, height: 80)
        view.placeholder = "Hxg"
        view.font = FontDescriptor(family: "", size: size, file: file)
        let document = try LayoutDocument(view: view, layout: view.layout())
        return try #require(document.placeholder.lines.first?.runs.first?.font)
    }

    @Test(arguments: [TestFonts.inter, TestFonts.dejaVu], [17.0, 11.5])
    func eachRunsFontReportsUIFontsMetricsFromTheTables(file: String, size: Double) throws {
        let tables = try Tables(file: file)
        let font = try Self.font(of: file, size: size)
        let k = size / tables.unitsPerEm
        #expect(font.ascender == tables.ascender * k)
        #expect(font.descender == tables.descender * k)
        #expect(try #require(font.descender) < 0, "below the baseline, as UIFont says it")
        #expect(font.leading == tables.lineGap * k)
        #expect(font.lineHeight == (tables.ascender - tables.descender + tables.lineGap) * k)
        if let capHeight = tables.capHeight, let xHeight = tables.xHeight {
            #expect(font.capHeight == capHeight * k)
            #expect(font.xHeight == xHeight * k)
        } else {
            // Measured from the "H" and the "x" as drawn: lowercase below capitals below the ascender.
            let (cap, x) = (try #require(font.capHeight), try #require(font.xHeight))
            #expect(0 < x && x < cap && cap < tables.ascender * k)
        }
    }

    /// A face of bitmaps alone (Noto Color Emoji's CBDT), whose global metrics FreeType
    /// leaves at 0: its hhea table's, over its head table's units per em; and a line of
    /// emoji alone is as tall as they are, below the line before it, not over it.
    @Test func aFaceOfBitmapsAloneHasItsTablesMetricsAndItsLinesTheirHeight() throws {
        let file = TestFonts.folder + "/NotoColorEmoji.ttf"
        let tables = try Tables(file: file)
        var view = PlaceholderTextView(width: 300, height: 110)
        view.placeholder = "Words\n\u{2764}\u{FE0F}"
        view.font = FontDescriptor(family: "", size: 20, file: TestFonts.dejaVu)
        let lines = try LayoutDocument(view: view, layout: view.layout()).placeholder.lines
        let emoji = try #require(lines.last?.runs.first?.font)
        #expect(emoji.file == "\(PinnedFonts.name)/NotoColorEmoji.ttf", "the pinned set's file, named as on every machine")
        let k = 20 / tables.unitsPerEm
        #expect(emoji.ascender == tables.ascender * k && emoji.descender == tables.descender * k && tables.ascender > 0)
        #expect(lines.count == 2 && lines[1].ascent == tables.ascender * k)
        #expect(lines[1].baseline - lines[1].ascent >= lines[0].baseline + lines[0].descent - 1e-9, "the emoji line sits below the first")
    }

    @Test func theFiguresAreWrittenUnroundedAndReadBack() throws {
        var view = PlaceholderTextView(width: 300, height: 80)
        view.placeholder = "Hi"
        view.font = FontDescriptor(family: "", size: 17, file: TestFonts.inter)
        let json = try LayoutDocument(view: view, layout: view.layout()).jsonData()
        let read = try #require(try LayoutDocument(json: json).placeholder.lines.first?.runs.first?.font)
        let tables = try Tables(file: TestFonts.inter)
        #expect(read.lineHeight == (tables.ascender - tables.descender + tables.lineGap) * 17 / tables.unitsPerEm)
    }

    /// UIKit's own figures for SF Pro Text at 17 pt (from its hhea table): when the face is
    /// installed, the document says what `UIFont.systemFont(ofSize: 17)` says.
    @Test(.enabled(if: FontLibrary.shared.face(family: "SF Pro Text") != nil, "SF Pro Text is not installed (Apple's licence keeps it out of Debian)"))
    func sfProText17HasUIFontsLineHeight() throws {
        let face = try #require(FontLibrary.shared.face(family: "SF Pro Text"))
        let font = try Self.font(of: face.file, size: 17)
        #expect(abs(try #require(font.lineHeight) - 20.287) < 0.0005)
        #expect(abs(try #require(font.ascender) - 16.187) < 0.0005)
        #expect(abs(try #require(font.descender) + 4.101) < 0.0005)
        #expect(font.leading == 0)
    }
}
