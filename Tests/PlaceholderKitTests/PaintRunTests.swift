import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderRendering
@testable import PlaceholderModel
@testable import PlaceholderText

/// Paint (colour, background, decorations) never changes glyphs: text is shaped across a
/// colour change as if it were one run, and the glyphs are then painted by the run their
/// cluster's first character belongs to — Core Text's and Pango's rule. A colour change in
/// the middle of an Arabic word keeps its joining forms, a kerned pair keeps its kerning,
/// a ligature stays one glyph (in its first letter's colour).
@Suite struct PaintRunTests {
    static let red = Color.rgba(RGBA(red: 1, green: 0, blue: 0))
    static let black = Color.rgba(RGBA(red: 0, green: 0, blue: 0))

    /// `pieces` (text, painted red?) laid out on one line in `family` at 17 pt.
    static func line(_ pieces: [(String, Bool)], family: String = "DejaVu Sans",
                     _ change: (inout TextAttributes, Bool) -> Void = { _, _ in }) throws -> TextLine {
        let runs = pieces.map { text, isRed in
            var attributes = TextAttributes(font: FontDescriptor(family: family, size: 17), color: isRed ? red : black)
            change(&attributes, isRed)
            return StyledRun(text: text, attributes: attributes)
        }
        let layout = try TestFonts.engine.layout(runs, style: TextStyle(), width: 100_000)
        #expect(layout.lines.count == 1)
        return try #require(layout.lines.first)
    }

    /// Every glyph of `line` in visual order with the colour it is painted in.
    static func painted(_ line: TextLine) -> [(glyph: PositionedGlyph, color: Color)] {
        line.runs.flatMap { run in run.glyphs.map { ($0, run.attributes.color) } }
    }

    // MARK: Arabic joining

    /// "مرحبا بكم" with a letter in the middle of each word red (and the example:
    /// the alef ending the first word red).
    @Test(arguments: [["مر", "ح", "با ب", "ك", "م"], ["مرحب", "ا", " بكم"]])
    func aColourChangeInsideAnArabicWordKeepsItsJoiningForms(parts: [String]) throws {
        let pieces = parts.enumerated().map { ($1, $0 % 2 == 1) }
        let coloured = try Self.line(pieces)
        let plain = try Self.line([(parts.joined(), false)])
        #expect(coloured.isRightToLeft)
        let glyphs = Self.painted(coloured), plainGlyphs = Self.painted(plain)
        #expect(glyphs.map(\.glyph.id) == plainGlyphs.map(\.glyph.id), "joining forms as in the uncoloured word")
        #expect(glyphs.map(\.glyph.cluster) == plainGlyphs.map(\.glyph.cluster))
        for (a, b) in zip(glyphs, plainGlyphs) {
            #expect(abs(a.glyph.x - b.glyph.x) < 1e-9 && abs(a.glyph.advance - b.glyph.advance) < 1e-9)
        }
        #expect(abs(coloured.width - plain.width) < 1e-9)
        // Each glyph is painted in the colour of the run its character belongs to.
        var redClusters = Set<Int>(), offset = 0
        for (index, part) in parts.enumerated() {
            if index % 2 == 1 { redClusters.formUnion(offset..<(offset + part.utf16.count)) }
            offset += part.utf16.count
        }
        for (glyph, color) in glyphs {
            #expect(color == (redClusters.contains(glyph.cluster) ? Self.red : Self.black), "glyph of cluster \(glyph.cluster)")
        }
        #expect(glyphs.contains { $0.color == Self.red })
    }

    /// The same through a view's `attributedText`, drawn: the red letter's pixels are red,
    /// and the image's glyphs are the uncoloured word's.
    @Test func theRedLetterOfAnArabicWordIsDrawnRedInItsJoinedForm() throws {
        func view(_ runs: [TextRun]) -> PlaceholderTextView {
            var view = PlaceholderTextView(width: 240, height: 60)
            view.font = FontDescriptor(family: "DejaVu Sans", size: 24)
            view.textColor = Self.black
            view.attributedText = runs
            return view
        }
        var red = TextRun(text: "ا")
        red.color = Self.red
        let coloured = view([TextRun(text: "مرحب"), red, TextRun(text: " بكم")])
        let plain = view([TextRun(text: "مرحبا بكم")])
        let line = try #require(coloured.layout().text.lines.first)
        let plainLine = try #require(plain.layout().text.lines.first)
        #expect(line.runs.flatMap(\.glyphs).map(\.id) == plainLine.runs.flatMap(\.glyphs).map(\.id))
        let alefRun = try #require(line.runs.first { $0.attributes.color == Self.red })
        let alef = try #require(alefRun.glyphs.first)
        #expect(alefRun.glyphs.map(\.cluster) == [4])
        // Red pixels lie over the alef's advance, and nowhere else.
        let image = try coloured.renderImage()
        let scale = coloured.scale
        func isRed(_ x: Int, _ y: Int) -> Bool { let p = image[x, y]; return p.r > 150 && p.g < 90 && p.b < 90 }
        let redColumns = (0..<image.width).filter { x in (0..<image.height).contains { isRed(x, $0) } }
        let left = Int(((alef.x - 1) * scale).rounded(.down)), right = Int(((alef.x + alef.advance + 1) * scale).rounded(.up))
        #expect(!redColumns.isEmpty)
        #expect(redColumns.allSatisfy { (left...right).contains($0) }, "red columns \(redColumns.first ?? 0)…\(redColumns.last ?? 0), alef \(left)…\(right)")
    }

    // MARK: Kerning

    /// A kerned pair coloured letter by letter keeps its kerning.
    @Test(arguments: ["Inter", "DejaVu Sans"], ["AV", "To"])
    func aKernedPairColouredLetterByLetterKeepsItsKerning(family: String, pair: String) throws {
        let (first, second) = (String(pair.prefix(1)), String(pair.dropFirst()))
        let coloured = try Self.line([(first, false), (second, true)], family: family)
        let plain = try Self.line([(pair, false)], family: family)
        let unkerned = try Self.line([(pair, false)], family: family) { attributes, _ in attributes.fontFeatures = ["-kern"] }
        #expect(plain.width < unkerned.width - 0.1, "\(family) kerns \(pair)")
        #expect(abs(coloured.width - plain.width) < 1e-9, "\(coloured.width) coloured, \(plain.width) kerned, \(unkerned.width) unkerned")
        #expect(Self.painted(coloured).map(\.color) == [Self.black, Self.red])
        #expect(coloured.runs.count == 2, "one glyph run per colour")
    }

    // MARK: Ligatures

    /// "fi" with its letters in two colours is still one ligature glyph, painted in the
    /// colour of its first letter (Core Text's rule for a cluster a colour change cuts).
    @Test(arguments: [false, true])
    func aLigatureOfTwoColoursStaysOneGlyphInItsFirstLettersColour(firstIsRed: Bool) throws {
        let coloured = try Self.line([("of", firstIsRed), ("fice", !firstIsRed)])
        let plain = try Self.line([("office", false)])
        let glyphs = Self.painted(coloured)
        #expect(glyphs.map(\.glyph.id) == Self.painted(plain).map(\.glyph.id))
        #expect(glyphs.count < "office".count, "DejaVu Sans forms ffi")
        // The ligature starts at the first f (offset 1), in the "of" run.
        let ligature = try #require(glyphs.first { $0.glyph.cluster == 1 })
        #expect(ligature.color == (firstIsRed ? Self.red : Self.black))
        #expect(!glyphs.contains { $0.glyph.cluster == 2 }, "the second f is inside the ligature")
        #expect(glyphs.first { $0.glyph.cluster == 4 }?.color == (firstIsRed ? Self.black : Self.red))
    }

    // MARK: Decorations

    /// An underline of a paint run covers exactly its glyphs: the V of a kerned "AVA".
    @Test func anUnderlineCoversExactlyItsRunsGlyphsInsideOneShapedWord() throws {
        let line = try Self.line([("A", false), ("V", true), ("A", false)], family: "DejaVu Sans") { attributes, isRed in
            attributes.underline = isRed
        }
        let plain = try Self.line([("AVA", false)], family: "DejaVu Sans")
        #expect(abs(line.width - plain.width) < 1e-9)
        let underlined = try #require(line.runs.first { $0.attributes.underline })
        #expect(underlined.glyphs.map(\.cluster) == [1])
        let rect = try #require(underlined.underlineRect(on: line))
        let v = underlined.glyphs[0]
        #expect(abs(rect.x - v.x) < 1e-9 && abs(rect.width - v.advance) < 1e-9)
    }

    // MARK: The rule

    /// Which attributes change glyphs: paint-only ones leave the shaping key alone,
    /// every other attribute changes it.
    @Test func onlyAttributesThatChangeGlyphsAreInTheShapingKey() {
        let base = TextAttributes(font: FontDescriptor(family: "Inter", size: 17))
        let paint: [(inout TextAttributes) -> Void] = [
            { $0.color = Self.red }, { $0.backgroundColor = Self.red }, { $0.underline = true }, { $0.strikethrough = true },
            { $0.underlineColor = Self.red }, { $0.strikethroughColor = Self.red },
            { $0.underlineStyle = Decoration(style: .double, pattern: .dash) },
            { $0.strikethroughStyle = Decoration(style: .thick, pattern: .dot) },
        ]
        for change in paint {
            var changed = base
            change(&changed)
            #expect(changed.shapingKey == base.shapingKey)
            #expect(changed != base)
        }
        let shaping: [(inout TextAttributes) -> Void] = [
            { $0.font.size = 18 }, { $0.font.family = "DejaVu Sans" }, { $0.kern = 1 }, { $0.ligatures = false },
            { $0.fontFeatures = ["tnum"] }, { $0.baselineOffset = 2 },
        ]
        for change in shaping {
            var changed = base
            change(&changed)
            #expect(changed.shapingKey != base.shapingKey)
        }
    }
}
