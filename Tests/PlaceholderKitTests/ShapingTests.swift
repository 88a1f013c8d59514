import Testing
@testable import PlaceholderKit

/// Glyph ids and advances must be exactly HarfBuzz's for the font and size.
///
/// Expected values were computed once with HarfBuzz 6.0's own command-line shaper
/// (Debian's libharfbuzz-bin) at a scale of one unit per font unit, for example
///     hb-shape --no-glyph-names --font-size=2816 Inter-Regular.otf "AVATAR Type"
/// (Inter has 2816 units per em, DejaVu Sans 2048). The layouts below use 28.16 pt and
/// 20.48 pt, so an advance of N font units is N/100 points.
@Suite struct ShapingTests {
    @Test func kernedLatinMatchesHarfBuzz() throws {
        let font = FontDescriptor(size: 28.16, file: TestFonts.inter)
        let line = try #require(TestFonts.lines("AVATAR Type", width: 1000, font: font).first)
        let glyphs = line.runs.flatMap(\.glyphs)
        #expect(glyphs.map(\.id) == [2, 453, 2, 409, 2, 382, 1682, 409, 951, 827, 612])
        let kerned = [1712, 1728, 1664, 1568, 1904, 1800, 792, 1632, 1568, 1716, 1640]
        #expect(glyphs.map { ($0.advance * 100).rounded() } == kerned.map(Double.init))
        // Without kerning, "A" alone is 1904 units: the pair A-V really was kerned.
        #expect(glyphs[0].advance < 19.04)
        #expect(glyphs.map(\.cluster) == Array(0..<11))
        // Pen positions are the running sum of the advances.
        #expect(abs(glyphs[10].x - Double(kerned.dropLast().reduce(0, +)) / 100) < 1e-9)
    }

    @Test func ligatureIsOneGlyphForTwoCharacters() throws {
        let font = FontDescriptor(size: 28.16, file: TestFonts.inter)
        let glyphs = try #require(TestFonts.lines("office", width: 1000, font: font).first).runs.flatMap(\.glyphs)
        // hb-shape: [775=0+1680|645=1+1016|645=2+1016|679=3+668|582=4+1572|612=5+1640]
        #expect(glyphs.map(\.id) == [775, 645, 645, 679, 582, 612])
        #expect(glyphs.map { ($0.advance * 100).rounded() } == [1680, 1016, 1016, 668, 1572, 1640])
    }

    @Test func arabicIsJoinedRightToLeftAndMatchesHarfBuzz() throws {
        let font = FontDescriptor(size: 20.48, file: TestFonts.dejaVu)
        let line = try #require(TestFonts.lines("مرحبا بالعالم", width: 1000, font: font).first)
        #expect(line.isRightToLeft)
        #expect(line.runs.allSatisfy { $0.isRightToLeft })
        let glyphs = line.runs.flatMap(\.glyphs)
        // hb-shape --font-size=2048 DejaVuSans.ttf "مرحبا بالعالم", visual order:
        // [5340=12+1363|5337=11+624|5256=10+624|5318=9+988|5337=8+624|5256=7+624|5259=6+570|
        //  3=5+651|5256=4+624|5260=3+618|5277=2+1266|5288=1+1130|5341=0+1097]
        #expect(glyphs.map(\.id) == [5340, 5337, 5256, 5318, 5337, 5256, 5259, 3, 5256, 5260, 5277, 5288, 5341])
        #expect(glyphs.map(\.cluster) == [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
        #expect(glyphs.map { ($0.advance * 100).rounded() } == [1363, 624, 624, 988, 624, 624, 570, 651, 624, 618, 1266, 1130, 1097])
        // Contextual forms: the joined letters are not the isolated forms (meem is 5341
        // initial here, not its isolated glyph).
        #expect(Set(glyphs.map(\.id)).count > 8)
    }
}
