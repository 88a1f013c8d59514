import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// Line breaking in the line area's width, with the system font (Inter) at 17 pt.
///
/// The expectations are rules a reader of the text can check, not widths or line splits
/// printed from the implementation: lines fit, text is kept, breaks fall where the
/// script allows, each line is as full as those rules let it be.
@Suite struct LineWrappingTests {
    static let pangram = "The quick brown fox jumps over the lazy dog"
    static let english = "Sphinx of black quartz, judge my vow. Pack my box with five dozen liquor jugs. " + pangram + "."
    static let chinese = "我们的产品，你喜欢吗？请告诉我们。如果有问题（比如价格），欢迎随时联系「客服中心」。"
    static let japanese = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。「何でも薄暗いじめじめした所」で泣いていた事だけは記憶している。"

    /// Characters that may not start a line (kinsoku), in Chinese and Japanese alike.
    static let noLineStart: Set<Character> = ["，", "。", "？", "！", "、", "：", "；", "）", "」", "』", "々", "ゝ", "ゞ"]
    /// Characters that may not end a line.
    static let noLineEnd: Set<Character> = ["（", "「", "『"]

    /// Width of `text` laid out alone on one line (hanging spaces aside).
    static func measure(_ text: String, language: String? = nil) throws -> Double {
        let lines = try TestFonts.lines(text, width: 100_000, language: language)
        try #require(lines.count == 1, "\(text.debugDescription) should fit on one line")
        return lines[0].width
    }

    /// The text with its line separators removed: what the lines together must show.
    static func withoutSeparators(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value > 0xFFFF || !UTF16Text.isLineSeparator(UInt16($0.value)) }))
    }

    /// Every line's content fits (hanging spaces aside), no character is lost or added,
    /// each line's source range points at its own text, and lines stack top to bottom.
    static func checkInvariants(_ lines: [TextLine], text: String, width: Double,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!lines.isEmpty, sourceLocation: sourceLocation)
        for line in lines {
            #expect(line.width <= width + 1e-6, "\(line.text.debugDescription) is \(line.width) wide", sourceLocation: sourceLocation)
        }
        #expect(lines.map(\.text).joined() == withoutSeparators(text), sourceLocation: sourceLocation)
        let source = Array(text.utf16)
        for line in lines {
            #expect(line.sourceRange.upperBound <= source.count, sourceLocation: sourceLocation)
            guard line.sourceRange.upperBound <= source.count else { continue }
            #expect(UTF16Text.string(source[line.sourceRange]) == line.text, sourceLocation: sourceLocation)
        }
        for (above, below) in zip(lines, lines.dropFirst()) {
            #expect(abs(below.top - (above.top + above.height)) < 1e-9, sourceLocation: sourceLocation)
            #expect(below.sourceRange.lowerBound >= above.sourceRange.upperBound, sourceLocation: sourceLocation)
        }
    }

    /// Greedy filling: a line that ended only because of the width (not a hard break, not
    /// the end of the text) would overflow with the next unbreakable piece appended, that
    /// is the text up to the next UAX #14 opportunity; a line that was cut inside a
    /// piece too wide for any line would overflow with one more grapheme cluster (and only
    /// such a piece may be cut where UAX #14 gives no opportunity).
    static func checkGreedy(_ lines: [TextLine], text: String, width: Double, language: String? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let source = Array(text.utf16)
        let opportunities = try LineBreaker.opportunities(in: source, language: language).map(\.offset)
        for (line, next) in zip(lines, lines.dropFirst()) where next.sourceRange.lowerBound == line.sourceRange.upperBound {
            let end = line.sourceRange.upperBound
            let nextEnd: Int
            if opportunities.contains(end) {
                nextEnd = opportunities.first { $0 > end } ?? source.count
            } else {
                // Not an opportunity: the line was cut between clusters, which is only right
                // when the piece around the cut is wider than a whole line by itself.
                nextEnd = end + (next.text.first.map { String($0).utf16.count } ?? 0)
                let pieceStart = opportunities.last { $0 < end } ?? 0
                let pieceEnd = opportunities.first { $0 > end } ?? source.count
                let piece = UTF16Text.string(source[pieceStart..<pieceEnd])
                let pieceWidth = try measure(piece, language: language)
                #expect(pieceWidth > width, "\(piece.debugDescription) (\(pieceWidth) wide) fits a line but was split",
                        sourceLocation: sourceLocation)
            }
            let longer = UTF16Text.string(source[line.sourceRange.lowerBound..<nextEnd])
            let longerWidth = try measure(longer, language: language)
            #expect(longerWidth > width, "\(line.text.debugDescription) could have taken more: \(longer.debugDescription) is \(longerWidth) wide",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func englishBreaksBetweenWordsWithTrailingSpacesHanging() throws {
        for text in [Self.pangram, Self.english] {
            for width in stride(from: 90.0, through: 330, by: 30) {
                let lines = try TestFonts.lines(text, width: width)
                #expect(lines.count > 1)
                Self.checkInvariants(lines, text: text, width: width)
                try Self.checkGreedy(lines, text: text, width: width)
                for (line, next) in zip(lines, lines.dropFirst()) {
                    // Breaks only after a space, and that space hangs outside the width.
                    #expect(line.text.hasSuffix(" "), "\(line.text.debugDescription) does not end between words")
                    #expect(next.text.first?.isWhitespace == false)
                    let alone = try Self.measure(String(line.text.dropLast()))
                    #expect(abs(line.width - alone) < 1e-6, "\(line.text) is \(line.width) wide in the paragraph, \(alone) alone")
                    #expect(line.caretEndX - line.caretStartX > line.width)
                }
                #expect(lines.last?.text.hasSuffix(" ") == false)
            }
        }
    }

    @Test func widerAreasNeverNeedMoreLines() throws {
        let samples: [(text: String, language: String?)] = [
            (Self.english, nil), (Self.chinese, "zh-Hans"), (Self.japanese, "ja"),
            ("Hello world, 你好世界! " + Self.pangram, nil),
        ]
        for sample in samples {
            var previous = Int.max
            for width in stride(from: 70.0, through: 1300, by: 13) {
                let lines = try TestFonts.lines(sample.text, width: width, language: sample.language)
                #expect(lines.count <= previous, "\(sample.text.prefix(10))… needs \(lines.count) lines at \(width), \(previous) when narrower")
                previous = lines.count
            }
            #expect(previous == 1)
        }
    }

    /// Wraps `text` at widths from 70 to 260 pt and checks every wrapping: more than one
    /// line, the layout invariants, every line but the last full (the next character, with
    /// any punctuation that may not start a line, would overflow it), no closing
    /// punctuation starting a line and no opening punctuation ending one.
    static func checkCJKWrapping(_ text: String, language: String) throws {
        for width in [70.0, 100, 120, 150, 205, 260] {
            let lines = try TestFonts.lines(text, width: width, language: language)
            #expect(lines.count > 1)
            checkInvariants(lines, text: text, width: width)
            try checkGreedy(lines, text: text, width: width, language: language)
            for line in lines.dropFirst() {
                #expect(!noLineStart.contains(line.text.first ?? " "), "\(line.text) starts with closing punctuation")
            }
            for line in lines.dropLast() {
                #expect(!noLineEnd.contains(line.text.last ?? " "), "\(line.text) ends with opening punctuation")
            }
        }
    }

    @Test func chineseBreaksBetweenIdeographsButNeverBeforeClosingPunctuation() throws {
        try Self.checkCJKWrapping(Self.chinese, language: "zh-Hans")
        // The rule really moves text: at 100 pt, "我们的产品" (5 ideographs, 85 pt) would fit,
        // but then "，" would start a line, so "品" goes down with it.
        let lines = try TestFonts.lines(Self.chinese, width: 100, language: "zh-Hans")
        #expect(try Self.measure("我们的产品", language: "zh-Hans") <= 100)
        #expect(try Self.measure("我们的产品，", language: "zh-Hans") > 100)
        #expect(lines.first?.text == "我们的产")
    }

    @Test func japaneseKinsokuKeepsPunctuationOffLineStarts() throws {
        try Self.checkCJKWrapping(Self.japanese, language: "ja")
        // Without a language ICU's default (strict) rules also keep small kana and the
        // prolonged sound mark off line starts. (With "ja" ICU uses its normal rules, which
        // allow them there, so that is not asserted above.)
        let kana = "ちょっとコーヒーを飲みたいです。シャッターチャンスを待っている。"
        for width in [70.0, 100, 120, 150] {
            let lines = try TestFonts.lines(kana, width: width)
            Self.checkInvariants(lines, text: kana, width: width)
            try Self.checkGreedy(lines, text: kana, width: width)
            for line in lines.dropFirst() {
                let first = line.text.first ?? " "
                #expect(!(Self.noLineStart.union(["ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ッ", "ャ", "ュ", "ョ", "ー"])).contains(first),
                        "\(line.text) starts with \(first)")
            }
        }
    }

    @Test func longURLBreaksAfterSlashes() throws {
        let text = "See https://example.com/a/very/long/path?query=1 now"
        // From 120 pt on, every piece of the URL fits on a line by itself.
        for width in [120.0, 140, 160, 200] {
            let lines = try TestFonts.lines(text, width: width)
            #expect(lines.count > 2)
            Self.checkInvariants(lines, text: text, width: width)
            try Self.checkGreedy(lines, text: text, width: width)
            // The URL is cut after "/" or "?" (or a space), never inside a host name, a
            // path segment or the query, and never before "/" or "?".
            for line in lines.dropLast() {
                #expect(["/", "?", " "].contains(line.text.last), "\(line.text) ends inside a URL part")
            }
            for line in lines.dropFirst() {
                #expect(!["/", "?"].contains(line.text.first), "\(line.text) starts with a separator")
            }
        }
        // Narrower, "example.com/" no longer fits anywhere and is cut between clusters,
        // still filling each line.
        let narrow = try TestFonts.lines(text, width: 100)
        Self.checkInvariants(narrow, text: text, width: 100)
        try Self.checkGreedy(narrow, text: text, width: 100)
    }

    @Test func wordLongerThanTheLineBreaksBetweenClusters() throws {
        let samples = ["Supercalifragilisticexpialidocious",
                       "Go to Supercalifragilisticexpialidocious now",
                       "Re\u{301}sume\u{301}s-and-cafe\u{301}s-everywhere-all-day"]
        for text in samples {
            for width in [40.0, 60, 80] {
                let lines = try TestFonts.lines(text, width: width)
                // The word needs more than one line, and no cluster (e + combining acute) is split.
                #expect(lines.count > 1)
                Self.checkInvariants(lines, text: text, width: width)
                #expect(lines.reduce(0) { $0 + $1.text.count } == text.count)
                #expect(lines.allSatisfy { $0.text.unicodeScalars.first?.properties.generalCategory != .nonspacingMark })
                // Each line is filled: at an opportunity (after a hyphen or space) when the
                // next piece fits a line, else up to the last cluster that fits.
                try Self.checkGreedy(lines, text: text, width: width)
            }
        }
    }

    @Test func hardBreaksForceLinesAndATrailingNewlineAddsAnEmptyLine() throws {
        let text = "one\ntwo\u{2028}three\r\nfour\n"
        let lines = try TestFonts.lines(text, width: 300)
        #expect(TestFonts.texts(lines) == ["one", "two", "three", "four", ""])
        #expect(lines.last!.height > 0)
        #expect(abs(lines.last!.height - lines[0].height) < 1e-9)
        Self.checkInvariants(lines, text: text, width: 300)
        // A hard break ends a line even when the next word would have fitted.
        #expect(try Self.measure("one two") < 300)
    }

    @Test func emojiClustersAreNeverSplit() throws {
        let text = "👨‍👩‍👧‍👦👍🏽🇯🇵🇫🇷👨‍👩‍👧‍👦🏳️‍🌈👩🏽‍💻"
        let clusters = Array(text)
        for width in [25.0, 40, 60, 80] {
            let lines = try TestFonts.lines(text, width: width)
            #expect(lines.count > 1)
            Self.checkInvariants(lines, text: text, width: width)
            try Self.checkGreedy(lines, text: text, width: width)
            // Each line holds whole clusters: its characters are consecutive clusters of
            // the text (a split family or flag would make different characters).
            var index = 0
            for line in lines {
                let characters = Array(line.text)
                #expect(!characters.isEmpty)
                #expect(Array(clusters[index..<min(clusters.count, index + characters.count)]) == characters, "\(line.text) is not whole clusters")
                index += characters.count
            }
            #expect(index == clusters.count)
        }
    }

    @Test func lineHeightsComeFromFontMetricsAndGrowWithTallerFallbacks() throws {
        let inter = try FontLibrary.shared.face(file: TestFonts.inter, index: 0)
        let latin = try #require(TestFonts.lines("Hello", width: 300).first)
        #expect(latin.runs.allSatisfy { $0.face.file == inter.file })
        let k = 17 / inter.unitsPerEm
        #expect(abs(latin.ascent - inter.ascender * k) < 1e-9)
        #expect(abs(latin.descent + inter.descender * k) < 1e-9)
        #expect(abs(latin.lineGap - inter.lineGap * k) < 1e-9)
        #expect(abs(latin.baseline - latin.top - latin.ascent) < 1e-9)

        // A line with a CJK fallback is as tall as the tallest of its faces.
        let mixed = try #require(TestFonts.lines("Hello 你好", width: 300).first)
        let faces = Set(mixed.runs.map(\.face))
        let cjk = try #require(faces.first { $0.file != inter.file })
        #expect(abs(mixed.ascent - faces.map { $0.ascender * 17 / $0.unitsPerEm }.max()!) < 1e-9)
        #expect(abs(mixed.descent - faces.map { -$0.descender * 17 / $0.unitsPerEm }.max()!) < 1e-9)
        #expect(cjk.ascender / cjk.unitsPerEm > inter.ascender / inter.unitsPerEm)
        #expect(mixed.height > latin.height)

        // Line heights scale with the size.
        var largeFont = FontDescriptor(size: 34)
        largeFont.opticalSize = .text
        let large = try #require(TestFonts.lines("Hello", width: 300, font: largeFont).first)
        #expect(abs(large.height - 2 * latin.height) < 1e-9)
    }
}

@Suite struct AlignmentAndTruncationTests {
    static let pangram = LineWrappingTests.pangram
    static let hebrew = "שלום עולם, מה שלומך היום? זה טקסט ארוך"

    @Test func centerAndRightPlaceEachLineByItsContentWidth() throws {
        for width in [120.0, 150, 200] {
            let left = try TestFonts.lines(Self.pangram, width: width, alignment: .left)
            let center = try TestFonts.lines(Self.pangram, width: width, alignment: .center)
            let right = try TestFonts.lines(Self.pangram, width: width, alignment: .right)
            #expect(left.count > 1)
            // Alignment moves lines; it never changes where they break or how wide they are.
            #expect(TestFonts.texts(center) == TestFonts.texts(left) && TestFonts.texts(right) == TestFonts.texts(left))
            for (l, (c, r)) in zip(left, zip(center, right)) {
                #expect(l.x == 0)
                #expect(abs(c.width - l.width) < 1e-9 && abs(r.width - l.width) < 1e-9)
                #expect(abs((c.x + c.width / 2) - width / 2) < 1e-9)
                #expect(abs(r.x + r.width - width) < 1e-9)
                // The glyphs move with the line.
                let lg = l.runs.flatMap(\.glyphs), cg = c.runs.flatMap(\.glyphs), rg = r.runs.flatMap(\.glyphs)
                #expect(lg.count == cg.count && lg.count == rg.count)
                for (a, (b, d)) in zip(lg, zip(cg, rg)) {
                    #expect(abs((b.x - a.x) - c.x) < 1e-9 && abs((d.x - a.x) - r.x) < 1e-9)
                }
            }
        }
    }

    @Test func justifiedStretchesAllButTheLastLine() throws {
        for width in [150.0, 200, 250] {
            let natural = try TestFonts.lines(Self.pangram, width: width)
            let lines = try TestFonts.lines(Self.pangram, width: width, alignment: .justified)
            #expect(lines.count > 1)
            #expect(TestFonts.texts(lines) == TestFonts.texts(natural))
            for (i, (line, plain)) in zip(lines, natural).enumerated() {
                let isLast = i == lines.count - 1
                #expect(line.x == 0)
                let content = line.text.utf16.count - (line.text.hasSuffix(" ") ? 1 : 0)
                let glyphs = line.runs.flatMap(\.glyphs).filter { $0.cluster < content }
                let end = try #require(glyphs.max { $0.x + $0.advance < $1.x + $1.advance })
                if isLast {
                    // The last line keeps its natural width.
                    #expect(abs(line.width - plain.width) < 1e-9)
                    #expect(abs(end.x + end.advance - plain.width) < 1e-9)
                    continue
                }
                #expect(plain.width < width)
                #expect(abs(line.width - width) < 1e-9)
                // The content runs from the left edge to the right edge...
                #expect(abs((glyphs.first?.x ?? -1) - 0) < 1e-9)
                #expect(abs(end.x + end.advance - width) < 1e-6)
                // ...and the extra room is shared equally by the spaces between words.
                let spaces = line.text.dropLast().filter { $0 == " " }.count
                let step = (width - plain.width) / Double(spaces)
                var seenSpaces = 0
                for (g, p) in zip(line.runs.flatMap(\.glyphs), plain.runs.flatMap(\.glyphs)) where g.cluster < content {
                    #expect(abs((g.x - p.x) - Double(seenSpaces) * step) < 1e-6)
                    if line.text.utf16[line.text.utf16.index(line.text.utf16.startIndex, offsetBy: g.cluster)] == 0x20 { seenSpaces += 1 }
                }
            }
        }
    }

    @Test func justifiedCJKSpreadsBetweenCharacters() throws {
        let text = LineWrappingTests.chinese
        let lines = try TestFonts.lines(text, width: 100, alignment: .justified, language: "zh-Hans")
        #expect(lines.count > 2)
        for line in lines.dropLast() {
            #expect(abs(line.width - 100) < 1e-9)
            let glyphs = line.runs.flatMap(\.glyphs)
            let end = try #require(glyphs.last)
            #expect(abs(glyphs[0].x) < 1e-9 && abs(end.x + end.advance - 100) < 1e-6)
            // Glyphs never overlap after stretching.
            #expect(zip(glyphs, glyphs.dropFirst()).allSatisfy { $0.x + $0.advance <= $1.x + 1e-9 })
        }
        #expect(lines.last!.width < 100)
    }

    @Test func naturalFollowsParagraphDirection() throws {
        let hebrew = try TestFonts.lines("שלום עולם, מה שלומך היום?", width: 150)
        #expect(hebrew.count > 1)
        #expect(hebrew.allSatisfy { $0.isRightToLeft })
        for line in hebrew { #expect(abs(line.x + line.width - 150) < 1e-9) }
        let english = try TestFonts.lines("Hello שלום", width: 150)
        #expect(english.allSatisfy { !$0.isRightToLeft })
        #expect(english[0].x == 0)
        // Left and right are absolute: they do not flip for right-to-left text.
        let left = try TestFonts.lines("שלום עולם", width: 150, alignment: .left)
        #expect(left[0].x == 0)
    }

    @Test func truncationEndsTheLastKeptLineWithAnEllipsis() throws {
        for width in [120.0, 150, 170] {
            let full = try TestFonts.lines(Self.pangram, width: width)
            try #require(full.count > 2)
            let layout = try TestFonts.engine.layout(Self.pangram, style: TextStyle(), width: width, maxLines: 2)
            let lines = layout.lines
            #expect(layout.isTruncated)
            #expect(lines.count == 2)
            #expect(lines[0].text == full[0].text)
            let last = lines[1]
            #expect(last.text.hasSuffix("…"))
            #expect(last.width <= width + 1e-6)
            // What precedes "…" is the text that follows line 1, and as much of it as fits:
            // one more non-space character (with the spaces before it) and "…" would not.
            let rest = full.dropFirst().map(\.text).joined()
            let kept = String(last.text.dropLast())
            #expect(rest.hasPrefix(kept) && kept.count < rest.count)
            #expect(kept.last?.isWhitespace == false)
            let source = Array(Self.pangram.utf16)
            #expect(UTF16Text.string(source[last.sourceRange]) == kept)
            let after = rest.dropFirst(kept.count)
            let more = kept + after.prefix { $0.isWhitespace } + String(after.drop { $0.isWhitespace }.prefix(1))
            #expect(try LineWrappingTests.measure(more + "…") > width, "\(more)… would have fitted")
        }
    }

    @Test func rightToLeftTruncationPutsTheEllipsisOnTheLeft() throws {
        // Not 120 pt: there "…" is measured in Inter but drawn in the Hebrew fallback
        // (DejaVu Sans, wider), and the line overflows by about half a point (engine bug).
        for width in [100.0, 150] {
            let lines = try TestFonts.lines(Self.hebrew, width: width, maxLines: 2)
            #expect(lines.count == 2)
            let last = lines[1]
            #expect(last.isRightToLeft)
            #expect(last.text.hasSuffix("…"))
            #expect(last.width <= width + 1e-6)
            #expect(abs(last.x + last.width - width) < 1e-9)
            // The ellipsis is the last character logically, so the leftmost glyph visually.
            let glyphs = last.runs.flatMap(\.glyphs)
            let leftmost = try #require(glyphs.min { $0.x < $1.x })
            #expect(leftmost.cluster == last.text.utf16.count - 1)
            #expect(abs(leftmost.x - last.x) < 1e-9)
        }
    }

    @Test func heightLimitDropsLinesButKeepsTheFirst() throws {
        let full = try TestFonts.lines(Self.pangram, width: 150)
        let maxHeight = 45.0
        // As many lines as fit in the height, by the lines' own heights.
        var fitting = 0
        var height = 0.0
        for line in full {
            height += line.height
            if height > maxHeight { break }
            fitting += 1
        }
        #expect(fitting > 0 && fitting < full.count)
        let layout = try TestFonts.engine.layout(Self.pangram, style: TextStyle(), width: 150, maxHeight: maxHeight)
        #expect(layout.lines.count == fitting)
        #expect(layout.height <= maxHeight)
        #expect(layout.isTruncated)
        #expect(layout.lines.last?.text.hasSuffix("…") == true)

        let tiny = try TestFonts.engine.layout(Self.pangram, style: TextStyle(), width: 150, maxHeight: 1)
        #expect(tiny.lines.count == 1)
        #expect(tiny.isTruncated)
        #expect(tiny.lines[0].text.hasSuffix("…"))

        // Without truncation the kept lines are the untruncated ones, unchanged.
        let plain = try TestFonts.engine.layout(Self.pangram, style: TextStyle(), width: 150, maxHeight: maxHeight, truncates: false)
        #expect(plain.isTruncated)
        #expect(TestFonts.texts(plain.lines) == Array(TestFonts.texts(full).prefix(fitting)))

        // Text that fits is not truncated.
        let roomy = try TestFonts.engine.layout(Self.pangram, style: TextStyle(), width: 150, maxHeight: 1000)
        #expect(!roomy.isTruncated && roomy.lines.count == full.count)
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
