import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderRendering
@testable import PlaceholderModel

/// A run's `kern`, `ligature` and `fontFeatures`: what a reader can check — kerned text is
/// wider by exactly kern × its characters, a kerned or unligated run forms no ligature,
/// `tnum` makes figures one width, and bad values are errors naming the field.
@Suite struct RunTypographyTests {
    static let text = "Office staff find fluffy waffles"

    /// `text` on one line in `family` at 17 points with `change` applied to its attributes.
    static func line(_ text: String = text, family: String = "Inter", _ change: (inout TextAttributes) -> Void = { _ in }) throws -> TextLine {
        var attributes = TextAttributes(font: FontDescriptor(family: family, size: 17))
        change(&attributes)
        let layout = try TestFonts.engine.layout([StyledRun(text: text, attributes: attributes)], style: TextStyle(), width: 100_000)
        return try #require(layout.lines.first)
    }

    static func glyphCount(_ line: TextLine) -> Int { line.runs.reduce(0) { $0 + $1.glyphs.count } }

    @Test(arguments: ["Inter", "DejaVu Sans"], [2.5, -0.75])
    func kernedTextIsWiderByExactlyKernTimesItsCharacters(family: String, kern: Double) throws {
        let unligated = try Self.line(family: family) { $0.ligatures = false }
        let kerned = try Self.line(family: family) { $0.kern = kern }
        #expect(abs(kerned.width - unligated.width - kern * Double(Self.text.count)) < 1e-9)
        #expect(Self.glyphCount(kerned) == Self.glyphCount(unligated), "a kerned run forms no ligature")
        // Each glyph after the first sits kern further than it did.
        let plain = unligated.runs.flatMap(\.glyphs).map(\.x), moved = kerned.runs.flatMap(\.glyphs).map(\.x)
        for (index, (a, b)) in zip(plain, moved).enumerated() { #expect(abs((b - a) - kern * Double(index)) < 1e-9) }
    }

    @Test func ligatureZeroTakesTheFontsLigaturesApart() throws {
        // DejaVu Sans joins "ffi", "ffl" and "fi" by default (liga).
        let joined = try Self.line(family: "DejaVu Sans")
        let apart = try Self.line(family: "DejaVu Sans") { $0.ligatures = false }
        #expect(Self.glyphCount(joined) < Self.glyphCount(apart))
        #expect(Self.glyphCount(apart) == Self.text.unicodeScalars.count)
    }

    @Test func tabularFiguresAreOneWidthAndProportionalOnesAreNot() throws {
        func widths(_ features: [String]) throws -> Set<Double> {
            let line = try Self.line("0123456789") { $0.fontFeatures = features }
            return Set(line.runs.flatMap(\.glyphs).map { ($0.advance * 1000).rounded() })
        }
        #expect(try widths([]).count > 1, "Inter's default figures are proportional")
        #expect(try widths(["tnum"]).count == 1)
        #expect(try widths(["tnum", "-tnum"]).count > 1, "a later -tnum turns it off again")
    }

    @Test func aViewsRunsCarryTheAttributes() throws {
        var view = PlaceholderTextView(width: 600, height: 80)
        // Without the system font's own tracking, which a run's kern replaces.
        view.font.tracking = .none
        var run = TextRun(text: Self.text)
        run.kern = 1
        view.attributedPlaceholder = [run, TextRun(text: " and more")]
        let kerned = try #require(try view.layout().placeholder.lines.first)
        run.kern = 0
        run.ligature = 0
        view.attributedPlaceholder = [run, TextRun(text: " and more")]
        let plain = try #require(try view.layout().placeholder.lines.first)
        #expect(abs(kerned.width - plain.width - Double(Self.text.count)) < 1e-9, "only the kerned run is wider")
    }

    @Test(arguments: [4.0, -3.0])
    func aBaselineOffsetMovesTheRunAndItsUnderlineAndTheLineHoldsIt(offset: Double) throws {
        var raised = TextAttributes(font: FontDescriptor(family: "Inter", size: 17))
        raised.baselineOffset = offset
        raised.underline = true
        var plain = TextAttributes(font: FontDescriptor(family: "Inter", size: 17))
        plain.underline = true
        let runs = [StyledRun(text: "E = mc", attributes: plain), StyledRun(text: "2", attributes: raised)]
        let line = try #require(try TestFonts.engine.layout(runs, style: TextStyle(), width: 1000).lines.first)
        let natural = try #require(try TestFonts.engine.layout([StyledRun(text: "E = mc2", attributes: plain)], style: TextStyle(), width: 1000).lines.first)
        let (base, up) = (line.runs[0], line.runs[1])
        #expect(base.glyphs.allSatisfy { $0.y == line.baseline })
        #expect(up.glyphs.allSatisfy { abs($0.y - (line.baseline - offset)) < 1e-9 })
        // The line reaches as far as the moved run: up for a raised one, down for a lowered one.
        #expect(abs(line.ascent - natural.ascent - max(0, offset)) < 1e-9)
        #expect(abs(line.descent - natural.descent - max(0, -offset)) < 1e-9)
        let (a, b) = (try #require(base.underlineRect(on: line)), try #require(up.underlineRect(on: line)))
        #expect(abs((a.y - b.y) - offset) < 1e-9, "the underline moves with its run")
    }

    @Test func badValuesAreErrorsNamingTheField() {
        let cases: [(String, String)] = [
            (#"{"text": "a", "kern": 5000}"#, "kern"),
            (#"{"text": "a", "kern": 1e400}"#, "kern"),
            (#"{"text": "a", "ligature": 2}"#, "ligature"),
            (#"{"text": "a", "fontFeatures": ["tnum", "kern;"]}"#, "fontFeatures"),
            (#"{"text": "a", "fontFeatures": ["ab"]}"#, "fontFeatures"),
            (#"{"text": "a", "fontFeatures": ["liga=999999"]}"#, "fontFeatures"),
            (#"{"text": "a", "baselineOffset": -2000}"#, "baselineOffset"),
        ]
        for (run, key) in cases {
            do {
                _ = try PlaceholderTextView(json: Data(#"{"width": 300, "height": 100, "attributedPlaceholder": [\#(run)]}"#.utf8))
                Issue.record("\(run) was accepted")
            } catch let error as ModelError {
                #expect(error.field == "attributedPlaceholder[0].\(key)", "\(run): \(error)")
                #expect(!"\(error)".contains("\n"))
            } catch {
                Issue.record("\(run): \(error)")
            }
        }
    }
}
