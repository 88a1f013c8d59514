import Testing
@testable import PlaceholderKit

/// Line breaking in the line area's width, with the system font (Inter) at 17 pt.
@Suite struct LineWrappingTests {
    static let pangram = "The quick brown fox jumps over the lazy dog"

    /// Every line's content fits (hanging spaces aside) and no character is lost.
    func checkInvariants(_ lines: [TextLine], text: String, width: Double) {
        for line in lines { #expect(line.width <= width + 1e-6, "\(line.text) is \(line.width) wide") }
        #expect(lines.map(\.text).joined() == text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\u{2028}", with: ""))
    }

    @Test func englishBreaksBetweenWordsWithTrailingSpacesHanging() throws {
        let lines = try TestFonts.lines(Self.pangram, width: 150)
        #expect(TestFonts.texts(lines) == ["The quick brown ", "fox jumps over the ", "lazy dog"])
        // "fox jumps over the " is 148.4 pt without its space; the space hangs past 150.
        #expect(abs(lines[1].width - 148.436) < 0.001)
        checkInvariants(lines, text: Self.pangram, width: 150)
    }

    @Test func chineseBreaksBetweenIdeographsButNeverBeforeClosingPunctuation() throws {
        let text = "我们的产品，你喜欢吗？请告诉我们。"
        let lines = try TestFonts.lines(text, width: 100, language: "zh-Hans")
        // "我们的产品" would fit (85 pt) but "，" may not start a line, so 品 moves down.
        #expect(TestFonts.texts(lines) == ["我们的产", "品，你喜欢", "吗？请告诉", "我们。"])
        checkInvariants(lines, text: text, width: 100)
    }

    @Test func japaneseKinsokuKeepsPunctuationOffLineStarts() throws {
        let text = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。"
        let lines = try TestFonts.lines(text, width: 120, language: "ja")
        #expect(TestFonts.texts(lines) == ["吾輩は猫であ", "る。名前はまだ", "無い。どこで生", "れたかとんと見", "当がつかぬ。"])
        for line in lines.dropFirst() {
            #expect(!["。", "、", "」", "ぁ", "っ", "ー"].contains(line.text.first.map(String.init) ?? ""))
        }
        checkInvariants(lines, text: text, width: 120)
    }

    @Test func longURLBreaksAfterSlashes() throws {
        let text = "See https://example.com/a/very/long/path?query=1 now"
        let lines = try TestFonts.lines(text, width: 120)
        #expect(TestFonts.texts(lines) == ["See https://", "example.com/", "a/very/long/", "path?query=1 ", "now"])
        checkInvariants(lines, text: text, width: 120)
    }

    @Test func wordLongerThanTheLineBreaksBetweenClusters() throws {
        let text = "Supercalifragilisticexpialidocious"
        let lines = try TestFonts.lines(text, width: 80)
        #expect(TestFonts.texts(lines) == ["Supercali", "fragilistic", "expialido", "cious"])
        checkInvariants(lines, text: text, width: 80)
    }

    @Test func hardBreaksForceLinesAndATrailingNewlineAddsAnEmptyLine() throws {
        let lines = try TestFonts.lines("one\ntwo\u{2028}three\n", width: 300)
        #expect(TestFonts.texts(lines) == ["one", "two", "three", ""])
        #expect(lines[3].height > 0)
        #expect(lines[1].top > lines[0].top)
    }

    @Test func emojiClustersAreNeverSplit() throws {
        let text = "👨‍👩‍👧‍👦👍🏽🇯🇵🇫🇷👨‍👩‍👧‍👦"
        let lines = try TestFonts.lines(text, width: 60)
        #expect(TestFonts.texts(lines) == ["👨‍👩‍👧‍👦👍🏽", "🇯🇵🇫🇷", "👨‍👩‍👧‍👦"])
        checkInvariants(lines, text: text, width: 60)
    }

    @Test func lineHeightsComeFromFontMetricsAndGrowWithTallerFallbacks() throws {
        let latin = try #require(TestFonts.lines("Hello", width: 300).first)
        // Inter: ascender 2728, descender -680, line gap 0 at 2816 units per em.
        #expect(abs(latin.ascent - 2728.0 / 2816 * 17) < 1e-9)
        #expect(abs(latin.descent - 680.0 / 2816 * 17) < 1e-9)
        #expect(abs(latin.baseline - latin.top - latin.ascent) < 1e-9)
        let mixed = try #require(TestFonts.lines("Hello 你好", width: 300).first)
        // Noto Sans CJK: ascender 1160, descender -288 at 1000 units per em.
        #expect(abs(mixed.ascent - 1.16 * 17) < 1e-9)
        #expect(abs(mixed.descent - 0.288 * 17) < 1e-9)
        #expect(mixed.height > latin.height)
    }
}

@Suite struct AlignmentAndTruncationTests {
    static let pangram = LineWrappingTests.pangram

    @Test func centerAndRightPlaceEachLineByItsContentWidth() throws {
        let center = try TestFonts.lines(Self.pangram, width: 150, alignment: .center)
        let right = try TestFonts.lines(Self.pangram, width: 150, alignment: .right)
        for line in center { #expect(abs(line.x - (150 - line.width) / 2) < 1e-9) }
        for line in right { #expect(abs(line.x + line.width - 150) < 1e-9) }
        #expect(abs(right[2].x - (150 - 68.121)) < 0.001)
    }

    @Test func justifiedStretchesAllButTheLastLine() throws {
        let lines = try TestFonts.lines(Self.pangram, width: 150, alignment: .justified)
        #expect(lines[0].width == 150 && lines[1].width == 150)
        #expect(abs(lines[2].width - 68.121) < 0.001)
        // The last glyph of a justified line ends at the right edge.
        let last = try #require(lines[0].runs.last?.glyphs.last(where: { $0.cluster < 15 }))
        #expect(abs(last.x + last.advance - 150) < 1e-6)
    }

    @Test func naturalFollowsParagraphDirection() throws {
        let hebrew = try TestFonts.lines("שלום עולם, מה שלומך היום?", width: 150)
        #expect(hebrew.allSatisfy { $0.isRightToLeft })
        for line in hebrew { #expect(abs(line.x + line.width - 150) < 1e-9) }
        let english = try TestFonts.lines("Hello", width: 150)
        #expect(english[0].x == 0)
    }

    @Test func truncationEndsTheLastKeptLineWithAnEllipsis() throws {
        let lines = try TestFonts.lines(Self.pangram, width: 150, maxLines: 2)
        #expect(TestFonts.texts(lines) == ["The quick brown ", "fox jumps over t…"])
        #expect(lines[1].width <= 150)
        #expect(abs(lines[1].width - 142.254) < 0.001)
    }

    @Test func rightToLeftTruncationPutsTheEllipsisOnTheLeft() throws {
        let lines = try TestFonts.lines("שלום עולם, מה שלומך היום? זה טקסט ארוך", width: 150, maxLines: 2)
        #expect(TestFonts.texts(lines) == ["שלום עולם, מה ", "שלומך היום? זה ט…"])
        let glyphs = lines[1].runs.flatMap(\.glyphs)
        // The ellipsis is the last character logically, so the leftmost glyph visually.
        #expect(glyphs.first?.cluster == (lines[1].text.utf16.count - 1))
        #expect(lines[1].width <= 150)
    }

    @Test func heightLimitDropsLinesButKeepsTheFirst() throws {
        let layout = try TestFonts.engine.layout(Self.pangram, style: TextStyle(), width: 150, maxHeight: 45)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        let tiny = try TestFonts.engine.layout(Self.pangram, style: TextStyle(), width: 150, maxHeight: 1)
        #expect(tiny.lines.count == 1)
        #expect(tiny.lines[0].text.hasSuffix("…"))
    }
}

@Suite struct ConcurrencyTests {
    @Test func concurrentLayoutsAgreeWithSerialOnes() async throws {
        let texts = ["Hello world, 你好世界", "مرحبا بالعالم", "שלום עולם", "👍🏽 emoji 🇯🇵", LineWrappingTests.pangram]
        let serial = try texts.map { try TestFonts.lines($0, width: 120).flatMap(\.runs).flatMap(\.glyphs) }
        try await withThrowingTaskGroup(of: (Int, [PositionedGlyph]).self) { group in
            for round in 0..<40 {
                let index = round % texts.count
                group.addTask { (index, try TestFonts.lines(texts[index], width: 120).flatMap(\.runs).flatMap(\.glyphs)) }
            }
            for try await (index, glyphs) in group { #expect(glyphs == serial[index]) }
        }
    }
}
