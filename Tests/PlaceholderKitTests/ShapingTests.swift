import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// Shaping, checked through what it must guarantee rather than through glyph ids and
/// advances copied from a particular HarfBuzz and font version: widths add up, pens
/// advance, kerning narrows, ligatures merge, Arabic joins right to left, sizes scale.
@Suite struct ShapingTests {
    static let inter = FontDescriptor(size: 17, file: TestFonts.inter)
    static let dejaVu = FontDescriptor(size: 17, file: TestFonts.dejaVu)

    /// The only line of `text`, laid out with room to spare.
    static func line(_ text: String, font: FontDescriptor = inter, language: String? = nil) throws -> TextLine {
        let lines = try TestFonts.lines(text, width: 10_000, language: language, font: font)
        try #require(lines.count == 1, "\(text) should fit on one line")
        return lines[0]
    }

    static func glyphs(_ text: String, font: FontDescriptor = inter) throws -> [PositionedGlyph] {
        try line(text, font: font).runs.flatMap(\.glyphs)
    }

    /// UTF-16 length of the line's text without its trailing whitespace (which hangs).
    static func contentLength(_ line: TextLine) -> Int {
        var text = Substring(line.text)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text.utf16.count
    }

    static let samples: [(text: String, font: FontDescriptor)] = [
        ("AVATAR Type", inter),
        ("office fit flow", dejaVu),
        ("Hello 你好, world", inter),
        ("trailing spaces hang   ", inter),
        ("مرحبا بالعالم", dejaVu),
        ("שלום עולם ", inter),
        ("👍🏽 emoji 🇯🇵 flags", inter),
    ]

    @Test func advancesOfTheContentSumToTheLineWidth() throws {
        for sample in Self.samples {
            let line = try Self.line(sample.text, font: sample.font)
            let content = Self.contentLength(line)
            let glyphs = line.runs.flatMap(\.glyphs)
            let contentAdvance = glyphs.filter { $0.cluster < content }.reduce(0) { $0 + $1.advance }
            let allAdvance = glyphs.reduce(0) { $0 + $1.advance }
            #expect(line.width > 0)
            #expect(abs(contentAdvance - line.width) < 1e-9, "\(sample.text): content \(contentAdvance) vs width \(line.width)")
            // Hanging whitespace takes space beyond the width, never inside it.
            if content < line.text.utf16.count {
                #expect(allAdvance > line.width + 1e-9, "\(sample.text): trailing spaces should have an advance")
            } else {
                #expect(abs(allAdvance - line.width) < 1e-9)
            }
            // The carets bracket every glyph, hanging ones included.
            #expect(abs(abs(line.caretEndX - line.caretStartX) - allAdvance) < 1e-9)
        }
    }

    @Test func penPositionsAreTheRunningSumOfAdvances() throws {
        // None of these texts has a mark, so no glyph is offset from its pen position.
        for sample in Self.samples {
            let line = try Self.line(sample.text, font: sample.font)
            let glyphs = line.runs.flatMap(\.glyphs)
            var pen = min(line.caretStartX, line.caretEndX)
            for glyph in glyphs {
                #expect(abs(glyph.x - pen) < 1e-9, "\(sample.text): glyph for cluster \(glyph.cluster) at \(glyph.x), pen at \(pen)")
                pen += glyph.advance
            }
            #expect(abs(pen - max(line.caretStartX, line.caretEndX)) < 1e-9)
            // The content starts at line.x: on the left for left-to-right text, after the
            // hanging spaces (which are leftmost visually) for right-to-left text.
            if line.isRightToLeft {
                let content = Self.contentLength(line)
                let firstContent = try #require(glyphs.first { $0.cluster < content })
                #expect(abs(firstContent.x - line.x) < 1e-9)
            } else {
                #expect(abs((glyphs.first?.x ?? -1) - line.x) < 1e-9)
            }
        }
    }

    @Test func kernedPairIsNarrowerThanItsLettersAlone() throws {
        for pair in ["AV", "To", "Ty", "AT"] {
            let letters = pair.map(String.init)
            let together = try Self.line(pair).width
            let apart = try Self.line(letters[0]).width + Self.line(letters[1]).width
            #expect(together < apart - 0.1, "\(pair) is \(together) wide, its letters alone \(apart)")
        }
        // A pair the font does not kern is exactly the sum of its letters: the narrowing
        // above comes from kerning, not from measuring pairs differently.
        let hh = try Self.line("HH").width
        let h = try Self.line("H").width
        #expect(abs(hh - 2 * h) < 1e-9)
    }

    @Test func ligatureMergesCharactersAndClustersStayMonotonic() throws {
        // Inter has no default f-ligatures; DejaVu Sans has "ffi", "fi" and "fl".
        for word in ["office", "fit", "flow"] {
            let glyphs = try Self.glyphs(word, font: Self.dejaVu)
            #expect(glyphs.count < word.utf16.count, "\(word) shaped as \(glyphs.count) glyphs")
            let clusters = glyphs.map(\.cluster)
            #expect(clusters.first == 0)
            #expect(zip(clusters, clusters.dropFirst()).allSatisfy { $0 < $1 }, "\(word): \(clusters)")
            #expect(clusters.allSatisfy { (0..<word.utf16.count).contains($0) })
            // Where the f-sequence starts there is a ligature glyph, not the plain "f".
            let face = try #require(try Self.line(word, font: Self.dejaVu).runs.first?.face)
            let fOffset = word.utf16.count - (word.drop { $0 != "f" }).utf16.count
            let atF = try #require(glyphs.first { $0.cluster == fOffset })
            #expect(atF.id != face.glyph(for: "f"))
        }
        // The same letters kept apart by a space stay separate glyphs.
        let apart = try Self.glyphs("f i", font: Self.dejaVu)
        #expect(apart.count == 3)
        // Arabic lam + alef is a required ligature: two characters, one glyph.
        #expect(try Self.glyphs("لا", font: Self.dejaVu).count == 1)
    }

    @Test func arabicIsShapedRightToLeftWithContextualForms() throws {
        let line = try Self.line("مرحبا بالعالم", font: Self.dejaVu)
        #expect(line.isRightToLeft)
        #expect(line.runs.allSatisfy { $0.isRightToLeft })
        let glyphs = line.runs.flatMap(\.glyphs)
        // Visual order is the reverse of logical order: clusters decrease left to right,
        // and the first character is drawn rightmost.
        let clusters = glyphs.map(\.cluster)
        #expect(zip(clusters, clusters.dropFirst()).allSatisfy { $0 > $1 }, "\(clusters)")
        #expect(glyphs.last?.cluster == 0)
        #expect(glyphs.max { $0.x < $1.x }?.cluster == 0)

        // Beh alone is the isolated form (the font's nominal glyph); joined to another beh it
        // takes initial and final forms, and in the middle of three a medial form.
        let face = try #require(line.runs.first?.face)
        let nominal = try #require(face.glyph(for: "\u{0628}"))
        let isolated = try Self.glyphs("\u{0628}", font: Self.dejaVu)
        #expect(isolated.map(\.id) == [nominal])
        let two = try Self.glyphs("\u{0628}\u{0628}", font: Self.dejaVu)
        let three = try Self.glyphs("\u{0628}\u{0628}\u{0628}", font: Self.dejaVu)
        #expect(two.count == 2 && three.count == 3)
        func id(_ glyphs: [PositionedGlyph], cluster: Int) -> UInt32? { glyphs.first { $0.cluster == cluster }?.id }
        let initial = id(two, cluster: 0), final = id(two, cluster: 1), medial = id(three, cluster: 1)
        let forms = [nominal, initial, medial, final]
        #expect(Set(forms.compactMap { $0 }).count == 4, "isolated, initial, medial, final: \(forms)")
        #expect(id(three, cluster: 0) == initial && id(three, cluster: 2) == final)
    }

    @Test func widthsScaleWithTheFontSize() throws {
        for text in ["AVATAR Type", "office fit flow", "Hello 你好", "مرحبا بالعالم"] {
            for file in [TestFonts.inter, TestFonts.dejaVu] {
                let small = try Self.line(text, font: FontDescriptor(size: 17, file: file))
                let large = try Self.line(text, font: FontDescriptor(size: 34, file: file))
                #expect(abs(large.width - 2 * small.width) < 1e-9 * large.width, "\(text): \(small.width) and \(large.width)")
                #expect(abs(large.ascent - 2 * small.ascent) < 1e-9)
                let smallGlyphs = small.runs.flatMap(\.glyphs), largeGlyphs = large.runs.flatMap(\.glyphs)
                #expect(smallGlyphs.map(\.id) == largeGlyphs.map(\.id))
                for (s, l) in zip(smallGlyphs, largeGlyphs) { #expect(abs(l.advance - 2 * s.advance) < 1e-9) }
            }
        }
    }

    @Test func unmarkedGlyphsSitOnTheirLinesBaseline() throws {
        let lines = try TestFonts.lines("The quick brown fox jumps over the lazy dog", width: 120, font: Self.inter)
        #expect(lines.count > 1)
        for line in lines {
            #expect(abs(line.baseline - line.top - line.ascent) < 1e-9)
            for glyph in line.runs.flatMap(\.glyphs) {
                #expect(abs(glyph.y - line.baseline) < 1e-9, "\(line.text): glyph \(glyph.id) at y \(glyph.y)")
            }
        }
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.baseline < $1.baseline })
    }

    /// The model judges a run's `fontFeatures` by its pattern alone; HarfBuzz must read
    /// every string the pattern allows, or a spec that validates would lose a feature at
    /// shaping. Every sign, every tag character in each position, and values of 0 to 5 digits.
    @Test func harfBuzzReadsEveryFeatureThePatternAllows() throws {
        let regex = try Regex("^" + SpecBounds<[String]>.featureSyntax + "$")
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        var samples: [String] = []
        for sign in ["", "+", "-"] {
            for character in characters {
                for position in 0..<4 {
                    var tag = Array("liga")
                    tag[position] = character
                    samples.append(sign + String(tag))
                }
            }
        }
        for _ in 0..<2000 {
            let tag = String((0..<4).map { _ in characters.randomElement(using: &generator)! })
            let digits = Int.random(in: 0...5, using: &generator)
            let value = digits == 0 ? "" : "=" + String((0..<digits).map { _ in "0123456789".randomElement(using: &generator)! })
            samples.append(["", "+", "-"].randomElement(using: &generator)! + tag + value)
        }
        samples += ["cv01=99999", "ss20=0", "tnum=1", "-kern", "0000"]
        for sample in samples {
            #expect(sample.wholeMatch(of: regex) != nil, "\(sample) is not a pattern's string")
            #expect(Shaper.feature(sample) != nil, "HarfBuzz does not read \(sample)")
        }
        for bad in ["lig", "ligat", "liga=", "liga=123456", "+-liga", "li ga"] {
            #expect(bad.wholeMatch(of: regex) == nil, "\(bad) matches")
        }
    }
}

