import Foundation
import TestSupport
import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// Fonts made to crash a renderer: a `name` table of random bytes or of a record count of
/// 0xC000 made cairo's PDF font subsetting read past it (SIGSEGV). Such a face is drawn as
/// outlines in PDF and SVG, its PNG unchanged; a colour face, which has no outlines, is
/// refused with one line naming its file.
@Suite struct CraftedFontTests {
    /// How a crafted font's `name` table is spoilt.
    enum Damage: String, CaseIterable, Sendable {
        case randomBytes, hugeCount, recordPastTheEnd, stringOffsetPastTheEnd
    }

    /// The offset and length of `tag`'s table in an sfnt file's directory.
    static func table(_ tag: String, in bytes: [UInt8]) -> (offset: Int, length: Int)? {
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        for index in 0..<u16(4) {
            let record = 12 + 16 * index
            if bytes[record..<(record + 4)].elementsEqual(tag.utf8) { return (u32(record + 8), u32(record + 12)) }
        }
        return nil
    }

    /// `source` with its `name` table spoilt by `damage`.
    static func crafted(_ source: String, _ damage: Damage) throws -> [UInt8] {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        let (offset, length) = try #require(table("name", in: bytes))
        func put16(_ value: Int, at: Int) { bytes[at] = UInt8(value >> 8); bytes[at + 1] = UInt8(value & 0xFF) }
        switch damage {
        case .randomBytes:
            var state: UInt64 = 1
            for i in offset..<(offset + length) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes[i] = UInt8(truncatingIfNeeded: state >> 33)
            }
        case .hugeCount: put16(0xC000, at: offset + 2)
        case .recordPastTheEnd: put16(0xFFF0, at: offset + 6 + 10)  // the first record's string offset
        case .stringOffsetPastTheEnd: put16(0xFFFF, at: offset + 4)
        }
        return bytes
    }

    static func write(_ bytes: [UInt8], name: String) throws -> String {
        let folder = try ScratchFolder.make("crafted-fonts")
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    static func view(font file: String) throws -> PlaceholderTextView {
        try PlaceholderTextView(json: Data(#"{"width": 160, "height": 40, "placeholder": "Hello", "font": {"file": "\#(file)", "size": 17}}"#.utf8))
    }

    @Test func theShippedFontsTablesAreSound() throws {
        for file in [TestFonts.inter, TestFonts.dejaVu] {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            let (offset, length) = try #require(Self.table("name", in: bytes))
            #expect(NameTable.isSound(Array(bytes[offset..<(offset + length)])), "\(file)")
        }
    }

    @Test(arguments: Damage.allCases)
    func aSpoiltNameTableIsFound(damage: Damage) throws {
        let bytes = try Self.crafted(TestFonts.dejaVu, damage)
        let (offset, length) = try #require(Self.table("name", in: bytes))
        #expect(!NameTable.isSound(Array(bytes[offset..<(offset + length)])))
    }

    @Test func aTableTooShortForItsHeaderOrItsLanguageTagsIsNotSound() {
        #expect(!NameTable.isSound([]))
        #expect(!NameTable.isSound([0, 0, 0, 0]))
        // Format 2 does not exist.
        #expect(!NameTable.isSound([0, 2, 0, 0, 0, 6]))
        // Format 0, no records: sound.
        #expect(NameTable.isSound([0, 0, 0, 0, 0, 6]))
        // Format 1, no records, no language-tag count: not; with a count of 0: sound.
        #expect(!NameTable.isSound([0, 1, 0, 0, 0, 8]))
        #expect(NameTable.isSound([0, 1, 0, 0, 0, 8, 0, 0]))
        // Format 1, one language tag whose string passes the end.
        #expect(!NameTable.isSound([0, 1, 0, 0, 0, 12, 0, 1, 0, 4, 0, 0]))
    }

    /// The crash: drawn to PDF (and SVG) the face's glyphs are outlines, no font is
    /// embedded, and the PNG is the PNG of the intact font, pixel for pixel.
    @Test(arguments: Damage.allCases)
    func aFaceWithASpoiltNameTableDrawsInEveryFormat(damage: Damage) throws {
        for source in [TestFonts.dejaVu, TestFonts.inter] {
            let file = try Self.write(try Self.crafted(source, damage), name: "\(damage)-\(URL(fileURLWithPath: source).lastPathComponent)")
            let crafted = try Self.view(font: file), intact = try Self.view(font: source)
            #expect(try crafted.data(format: .png) == intact.data(format: .png), "\(damage) \(source)")
            let pdf = String(decoding: try crafted.data(format: .pdf), as: UTF8.self)
            #expect(!pdf.contains("/FontFile"), "a font was embedded: \(damage) \(source)")
            #expect(String(decoding: try intact.data(format: .pdf), as: UTF8.self).contains("/FontFile"))
            #expect(try !crafted.data(format: .svg).isEmpty)
        }
    }

    @Test func aColourFaceWithASpoiltNameTableIsRefusedNamingItsFile() throws {
        let emoji = TestFonts.folder + "/NotoColorEmoji.ttf"
        let file = try Self.write(try Self.crafted(emoji, .hugeCount), name: "emoji.ttf")
        #expect {
            try Self.view(font: file).data(format: .png)
        } throws: { error in
            let text = "\(error)"
            return text.contains(file) && text.contains("name table") && !text.contains("\n")
        }
    }
}
