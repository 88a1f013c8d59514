import Foundation
import PlaceholderImage
import Testing
import PlaceholderKit
@testable import PlaceholderRendering
@testable import PlaceholderGeometry
@testable import PlaceholderModel

/// `underlineStyle`, `underlinePattern` and their strikethrough counterparts, as a reader
/// of the image checks them: a thick line holds twice the ink of a single one, a double
/// one is two lines a thickness apart, a dashed one has gaps where its pattern says, and
/// the layout document names what is drawn.
@Suite struct DecorationStyleTests {
    /// A 12-space run between two letters, decorated by `change`, drawn at @1x in black.
    static func drawn(_ change: (inout TextRun) -> Void) throws -> (line: TextLine, run: GlyphRun, image: RGBAImage, view: PlaceholderTextView) {
        var middle = TextRun(text: String(repeating: " ", count: 12))
        change(&middle)
        var view = PlaceholderTextView(width: 240, height: 60)
        view.scale = 4
        view.placeholderColor = .system(.black)
        view.attributedPlaceholder = [TextRun(text: "a"), middle, TextRun(text: "a")]
        let line = try #require(try view.layout().placeholder.lines.first)
        let run = try #require(line.runs.first { $0.attributes.underline || $0.attributes.strikethrough })
        return (line, run, try view.renderImage(), view)
    }

    /// Ink (darkness summed, in pixels) in the run's columns, inset 2 px from its ends.
    static func ink(_ image: RGBAImage, _ run: GlyphRun, scale: Double = 4) -> (total: Double, rows: [Int]) {
        let extent = run.horizontalExtent!
        let left = Int((extent.lowerBound * scale).rounded(.up)) + 2, right = Int((extent.upperBound * scale).rounded(.down)) - 2
        var total = 0.0
        var rows: [Int] = []
        for y in 0..<image.height {
            let row = (left...right).reduce(0.0) { $0 + Double(255 - Int(image[$1, y].r)) / 255 }
            total += row
            if row > Double(right - left) * 0.5 { rows.append(y) }
        }
        return (total, rows)
    }

    /// Runs of consecutive numbers.
    static func groups(_ rows: [Int]) -> [[Int]] {
        rows.reduce(into: [[Int]]()) { groups, row in
            if let last = groups.last?.last, last == row - 1 { groups[groups.count - 1].append(row) } else { groups.append([row]) }
        }
    }

    @Test func aStyleAloneDrawsTheLineAndThickHoldsTwiceTheInk() throws {
        let single = try Self.drawn { $0.underline = true }
        let thick = try Self.drawn { $0.underlineStyle = .thick }
        #expect(thick.run.attributes.underline, "a style set draws the underline")
        let (singleInk, thickInk) = (Self.ink(single.image, single.run).total, Self.ink(thick.image, thick.run).total)
        #expect(abs(thickInk / singleInk - 2) < 0.15, "\(thickInk) against \(singleInk)")
        // About the same centre.
        let centre = { (rows: [Int]) in Double(rows.first! + rows.last!) / 2 }
        #expect(abs(centre(Self.ink(thick.image, thick.run).rows) - centre(Self.ink(single.image, single.run).rows)) <= 1)
    }

    @Test func aDoubleUnderlineIsTwoLinesAThicknessApartTheFirstWhereTheSingleOneIs() throws {
        let single = try Self.drawn { $0.underline = true }
        let double = try Self.drawn { $0.underlineStyle = .double }
        let lines = Self.groups(Self.ink(double.image, double.run).rows)
        try #require(lines.count == 2, "two lines: \(lines)")
        let singleRows = Self.ink(single.image, single.run).rows
        #expect(abs(lines[0].first! - singleRows.first!) <= 1, "the first line is the single one")
        let thickness = single.run.underlineRect(on: single.line)!.height * 4
        let gap = Double(lines[1].first! - lines[0].last! - 1)
        #expect(abs(gap - thickness) <= 1.5, "gap \(gap) px, thickness \(thickness) px")
    }

    @Test func aDoubleStrikethroughIsCentredWhereTheSingleOneIs() throws {
        let single = try Self.drawn { $0.strikethrough = true }
        let double = try Self.drawn { $0.strikethroughStyle = .double }
        let rects = double.run.strikethroughRects(on: double.line)
        try #require(rects.count == 2)
        let one = try #require(single.run.strikethroughRect(on: single.line))
        #expect(abs((rects[0].y + rects[1].maxY) / 2 - one.midY) < 1e-9)
        #expect(Self.groups(Self.ink(double.image, double.run).rows).count == 2)
    }

    @Test func aDashedLineHasGapsWhereItsPatternSays() throws {
        let dashed = try Self.drawn { $0.underlinePattern = .dash }
        let rect = try #require(dashed.run.underlineRect(on: dashed.line))
        let t = rect.height
        let dashes = dashed.run.underlineRects(on: dashed.line)
        #expect(dashes.count > 3)
        #expect(abs(dashes[0].x - rect.x) < 1e-9, "the pattern starts at the run's leading edge")
        for (a, b) in zip(dashes, dashes.dropFirst()) {
            #expect(abs(a.width - 4 * t) < 1e-9 && abs(b.x - a.maxX - 2 * t) < 1e-9)
        }
        #expect(abs(dashes.last!.maxX - rect.maxX) < 4 * t + 2 * t, "dashes run to the end")
        // In pixels: a row through the line holds ink and gaps.
        let y = Int(((rect.y + rect.height / 2) * 4))
        let row = (Int(rect.x * 4) + 2..<Int(rect.maxX * 4) - 2).map { dashed.image[$0, y].r < 128 }
        let changes = zip(row, row.dropFirst()).filter { $0 != $1 }.count
        #expect(changes >= 2 * (dashes.count - 1) - 1, "\(changes) ink/gap edges for \(dashes.count) dashes")
        let dotted = try Self.drawn { $0.underlinePattern = .dot }
        let dots = dotted.run.underlineRects(on: dotted.line)
        #expect(dots.allSatisfy { $0.width <= t + 1e-9 } && dots.count > dashes.count)
    }

    @Test func theLayoutDocumentNamesWhatIsDrawn() throws {
        let (_, _, _, view) = try Self.drawn { $0.underlineStyle = .double; $0.strikethroughPattern = .dashDot; $0.underlineColor = "#FF0000" }
        let document = try LayoutDocument(view: view, layout: view.layout())
        let run = try #require(document.placeholder.lines[0].runs.first { $0.underline })
        #expect(run.underlineStyle == "double" && run.underlinePattern == "solid")
        #expect(run.strikethrough && run.strikethroughStyle == "single" && run.strikethroughPattern == "dashDot")
        #expect(document.placeholder.lines[0].runs.first { !$0.underline }?.underlineStyle == nil)
        #expect(try document.jsonData() == document.encoderData(), "the writer writes the new members as JSONEncoder does")
        let json = String(decoding: try document.jsonData(), as: UTF8.self)
        #expect(json.contains(##""underlineColor" : "#FF0000""##) || json.contains(##""underlineColor":"#FF0000""##))
    }

    @Test func badStylesAreOneLineErrorsNamingTheField() {
        for (json, field) in [(#"{"text": "a", "underlineStyle": "wavy"}"#, "attributedPlaceholder[0].underlineStyle"),
                              (#"{"text": "a", "strikethroughPattern": "dots"}"#, "attributedPlaceholder[0].strikethroughPattern")] {
            SpecJSON.expectError(#"{"width": 100, "height": 40, "attributedPlaceholder": [\#(json)]}"#, field: field)
        }
    }
}
