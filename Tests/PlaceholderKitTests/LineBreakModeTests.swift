import Foundation
import PlaceholderImage
import Testing
import PlaceholderKit
@testable import PlaceholderModel

/// `paragraphStyle.lineBreakMode`, `alignment` and `baseWritingDirection`, and a run's own
/// paragraph style, as a reader of the lines checks them: a truncated line keeps the end
/// its mode keeps and fits, a clipped line draws nothing past its line area, character
/// wrapping breaks inside words, and the first run of a paragraph decides its style.
@Suite struct LineBreakModeTests {
    static let text = "Tell us what you think of the new design, and what we should change next"

    static func lines(_ mode: LineBreakMode, _ text: String = text, width: Double = 160,
                      _ change: (inout ParagraphStyle) -> Void = { _ in }) throws -> [TextLine] {
        var paragraph = ParagraphStyle()
        paragraph.lineBreakMode = mode
        change(&paragraph)
        return try TestFonts.engine.layout(text, style: TextStyle(paragraph: paragraph), width: width).lines
    }

    @Test func aTruncatedMiddleLineKeepsBothEndsAndFits() throws {
        let lines = try Self.lines(.byTruncatingMiddle)
        let line = try #require(lines.first)
        #expect(lines.count == 1, "one line per paragraph")
        let parts = line.text.split(separator: "…", omittingEmptySubsequences: false)
        try #require(parts.count == 2, "one ellipsis: \(line.text)")
        #expect(parts[0].count >= 4 && Self.text.hasPrefix(parts[0]), "the start is kept: \(line.text)")
        #expect(parts[1].count >= 4 && Self.text.hasSuffix(parts[1]), "the end is kept: \(line.text)")
        #expect(abs(parts[0].count - parts[1].count) <= 2, "about as much of each end")
        #expect(line.width <= 160 + 1e-6)
        #expect(line.sourceRange == 0..<Self.text.utf16.count, "the line stands for the whole paragraph")
    }

    @Test func headAndTailTruncationKeepTheOtherEnd() throws {
        let head = try #require(try Self.lines(.byTruncatingHead).first)
        #expect(head.text.hasPrefix("…") && Self.text.hasSuffix(head.text.dropFirst()), "\(head.text)")
        let tail = try #require(try Self.lines(.byTruncatingTail).first)
        #expect(tail.text.hasSuffix("…") && Self.text.hasPrefix(tail.text.dropLast()), "\(tail.text)")
        for line in [head, tail] { #expect(line.width <= 160 + 1e-6) }
        // One more character would not fit: the most is kept.
        let keptTail = String(tail.text.dropLast())
        let wider = try TestFonts.engine.layout(String(Self.text.prefix(keptTail.count + 1)) + "…", style: TextStyle(), width: 10_000).lines[0]
        #expect(wider.width > 160)
    }

    @Test func aLineThatFitsIsNotTruncatedAndEachParagraphIsOneLine() throws {
        let lines = try Self.lines(.byTruncatingTail, "Short\nAnother short one")
        #expect(lines.map(\.text) == ["Short\n", "Another short one"] || lines.map(\.text) == ["Short", "Another short one"])
        #expect(!lines.contains { $0.text.contains("…") })
    }

    @Test func characterWrappingBreaksInsideWordsAndKeepsEveryCharacter() throws {
        let words = try Self.lines(.byWordWrapping)
        let characters = try Self.lines(.byCharWrapping)
        #expect(characters.map(\.text).joined() == Self.text)
        #expect(characters.count <= words.count)
        // Some line ends inside a word: a letter on both sides of the break.
        let breaksInWord = zip(characters, characters.dropFirst()).contains { $0.text.last?.isLetter == true && $1.text.first?.isLetter == true }
        #expect(breaksInWord, "\(characters.map(\.text))")
        for line in characters { #expect(line.width <= 160 + 1e-6) }
    }

    @Test func aClippedLineDrawsNothingPastItsLineArea() throws {
        var view = PlaceholderTextView(width: 160, height: 50)
        view.placeholder = Self.text
        view.placeholderColor = .rgba(RGBA(red: 0, green: 0, blue: 0))
        view.paragraphStyle.lineBreakMode = .byClipping
        view.scale = 1
        let layout = try view.layout()
        let line = try #require(layout.placeholder.lines.first)
        #expect(layout.placeholder.lines.count == 1)
        #expect(line.width > 160, "the whole paragraph is on the line")
        let area = view.frames.lineArea
        #expect(line.clip == area.minX...area.maxX)
        // The line area ends 5 points (the padding) before the right edge: those columns
        // stay background, while the columns just inside hold glyph pixels.
        let image = try view.renderImage()
        func inked(_ columns: Range<Int>) -> Bool {
            columns.contains { x in (0..<image.height).contains { y in image[x, y].r < 250 } }
        }
        #expect(!inked(Int(area.maxX.rounded(.up))..<160))
        #expect(inked(Int(area.maxX) - 20..<Int(area.maxX)))
        view.paragraphStyle.lineBreakMode = .byWordWrapping
        #expect(try view.layout().placeholder.lines.allSatisfy { $0.clip == nil })
    }

    @Test func aClippedLineShowsItsStartWhateverTheAlignment() throws {
        let right = try #require(try Self.lines(.byClipping) { $0.alignment = .right }.first)
        #expect(abs(right.x) < 1e-9, "a line wider than its area starts at the leading edge")
        let short = try #require(try Self.lines(.byClipping, "Short") { $0.alignment = .right }.first)
        #expect(abs(short.x + short.width - 160) < 1e-6, "a line that fits is aligned")
    }

    @Test func theParagraphsAlignmentReplacesTheViews() throws {
        var view = PlaceholderTextView(width: 200, height: 60)
        view.placeholder = "Centred"
        view.textAlignment = .left
        view.paragraphStyle.alignment = .center
        let layout = try view.layout()
        let line = try #require(layout.placeholder.lines.first)
        let area = view.frames.lineArea
        #expect(abs((line.x + line.width / 2) - area.midX) < 1e-6)
    }

    @Test func baseWritingDirectionForcesTheParagraphsDirection() throws {
        let forced = try #require(try Self.lines(.byWordWrapping, "Hello") { $0.baseWritingDirection = .rightToLeft }.first)
        #expect(forced.isRightToLeft)
        #expect(abs(forced.x + forced.width - 160) < 1e-6, "natural alignment is right in a right-to-left paragraph")
        let arabic = try #require(try Self.lines(.byWordWrapping, "مرحبا") { $0.baseWritingDirection = .leftToRight }.first)
        #expect(!arabic.isRightToLeft && abs(arabic.x) < 1e-6)
        let natural = try #require(try Self.lines(.byWordWrapping, "مرحبا").first)
        #expect(natural.isRightToLeft)
    }

    @Test func theFirstRunOfAParagraphDecidesItsStyle() throws {
        var centred = ParagraphStyle()
        centred.alignment = .right
        centred.firstLineHeadIndent = 0
        var indented = ParagraphStyle()
        indented.firstLineHeadIndent = 30
        let runs = [
            StyledRun(text: "First paragraph\n", attributes: TextAttributes(font: .system)),
            StyledRun(text: "Second", attributes: TextAttributes(font: .system), paragraphStyle: centred),
            // Starts no paragraph: its style is not used.
            StyledRun(text: " paragraph\n", attributes: TextAttributes(font: .system), paragraphStyle: indented),
            StyledRun(text: "Third", attributes: TextAttributes(font: .system), paragraphStyle: indented),
        ]
        let lines = try TestFonts.engine.layout(runs, style: TextStyle(alignment: .left), width: 240).lines
        try #require(lines.count == 3)
        #expect(abs(lines[0].x) < 1e-9, "the layout's style: left")
        #expect(abs(lines[1].x + lines[1].width - 240) < 1e-6, "the second run's style: right")
        #expect(abs(lines[2].x - 30) < 1e-9, "the third paragraph's first run: indented")
    }

    @Test func badModesAreOneLineErrorsNamingTheField() {
        let cases: [(String, String)] = [
            (#""paragraphStyle": {"lineBreakMode": "byWords"}"#, "paragraphStyle.lineBreakMode"),
            (#""paragraphStyle": {"baseWritingDirection": "up"}"#, "paragraphStyle.baseWritingDirection"),
            (#""paragraphStyle": {"alignment": 3}"#, "paragraphStyle.alignment"),
            (#""attributedPlaceholder": [{"text": "a", "paragraphStyle": {"headIndent": 900}}]"#, "attributedPlaceholder[0].paragraphStyle.headIndent"),
        ]
        for (json, field) in cases { SpecJSON.expectError(#"{"width": 300, "height": 100, \#(json)}"#, field: field) }
    }
}

/// Issue 35: one stacking rule for the lines that fit and the lines placed. The line that
/// ends in "…" keeps the place of the line it shortens (TextKit 1 truncates inside a line
/// fragment), so a taller run cut from it leaves the same height behind.
@Suite struct TruncatedLinePlacementTests {
    /// A first line whose last character is a 40 pt "W" and just fits: the ellipsis has no
    /// room after it, so the shortened line holds 11 pt characters alone.
    static func runs() -> [StyledRun] {
        [StyledRun(text: "abcdefgh", attributes: TextAttributes(font: FontDescriptor(size: 11))),
         StyledRun(text: "W", attributes: TextAttributes(font: FontDescriptor(size: 40))),
         StyledRun(text: " and more small words after it, over several lines", attributes: TextAttributes(font: FontDescriptor(size: 11)))]
    }

    @Test func theEllipsisLineKeepsTheHeightAndBaselineOfTheLineItShortens() throws {
        let engine = TextLayoutEngine(fonts: .shared)
        let firstWord = try #require(try engine.layout(Array(Self.runs().prefix(2)), style: TextStyle(), width: 1e9).lines.first)
        let width = firstWord.width + 1
        let whole = try engine.layout(Self.runs(), style: TextStyle(), width: width)
        let first = try #require(whole.lines.first)
        #expect(whole.lines.count >= 2 && first.text.hasPrefix("abcdefghW") && first.text.count <= 10, "\(first.text)")
        let cut = try engine.layout(Self.runs(), style: TextStyle(), width: width, maxLines: 1)
        let line = try #require(cut.lines.first)
        #expect(cut.isTruncated && line.text == "abcdefgh\u{2026}", "\(line.text)")
        #expect(line.height == first.height && line.baseline == first.baseline)
        #expect(cut.height == first.height)
    }
}
