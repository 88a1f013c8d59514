import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderModel

/// `paragraphStyle`: what a reader of the lines can check against UIKit's definitions —
/// baselines move by exactly the spacing asked for, a fixed line height steps the same
/// whatever the fonts on a line, the added height goes above the glyphs, indents move and
/// narrow the lines they apply to, and bad values are one-line errors naming the field.
@Suite struct ParagraphStyleTests {
    static let text = "Tell us what you think about the new design.\nYour feedback helps us improve every release, big and small."

    static func layout(_ text: String = text, width: Double = 200, _ change: (inout ParagraphStyle) -> Void = { _ in },
                       runs: [StyledRun]? = nil, alignment: TextAlignment = .natural) throws -> TextLayout {
        var paragraph = ParagraphStyle()
        change(&paragraph)
        let style = TextStyle(alignment: alignment, paragraph: paragraph)
        return try TestFonts.engine.layout(runs ?? [StyledRun(text: text, attributes: TextAttributes(font: .system))], style: style, width: width)
    }

    /// Each line's baseline minus the one before it.
    static func steps(_ lines: [TextLine]) -> [Double] { zip(lines.dropFirst(), lines).map { $0.baseline - $1.baseline } }

    @Test func lineSpacingMovesEveryBaselineAfterTheFirstByExactlyItsValue() throws {
        let plain = try Self.layout()
        let spaced = try Self.layout { $0.lineSpacing = 7.5 }
        try #require(plain.lines.count >= 4, "the text wraps into two paragraphs of several lines")
        #expect(spaced.lines.map(\.text) == plain.lines.map(\.text), "spacing does not change where lines break")
        for (index, (a, b)) in zip(plain.lines, spaced.lines).enumerated() {
            #expect(abs((b.baseline - a.baseline) - 7.5 * Double(index)) < 1e-9, "line \(index)")
        }
        #expect(abs(spaced.height - plain.height - 7.5 * Double(plain.lines.count - 1)) < 1e-9, "none after the last line")
    }

    @Test func paragraphSpacingGoesBetweenParagraphsAndBeforeSpacingAboveEachOne() throws {
        let plain = try Self.layout()
        let spaced = try Self.layout { $0.paragraphSpacing = 10; $0.paragraphSpacingBefore = 4 }
        let second = try #require(plain.lines.firstIndex { $0.text.hasPrefix("Your") })
        for (index, (a, b)) in zip(plain.lines, spaced.lines).enumerated() {
            // 4 before the first paragraph; then 10 after it and 4 before the next.
            #expect(abs((b.baseline - a.baseline) - (index < second ? 4 : 18)) < 1e-9, "line \(index)")
        }
        #expect(abs(spaced.height - plain.height - 18) < 1e-9)
    }

    @Test func aFixedLineHeightStepsEquallyWhateverTheFontsOnALine() throws {
        // Small and large runs on different lines: natural heights differ, fixed ones do not.
        let runs = [StyledRun(text: "Small words on a line and ", attributes: TextAttributes(font: FontDescriptor(family: "system", size: 11))),
                    StyledRun(text: "LARGE words ", attributes: TextAttributes(font: FontDescriptor(family: "system", size: 30))),
                    StyledRun(text: "then small ones again until the text wraps once more", attributes: TextAttributes(font: FontDescriptor(family: "system", size: 11)))]
        let natural = try Self.layout(width: 160, runs: runs)
        #expect(Set(Self.steps(natural.lines).map { ($0 * 1000).rounded() }).count > 1, "natural line heights differ")
        let fixed = try Self.layout(width: 160, { $0.minimumLineHeight = 40; $0.maximumLineHeight = 40 }, runs: runs)
        for step in Self.steps(fixed.lines) { #expect(abs(step - 40) < 1e-9) }
        // The text font's line (the style's font, 17 points), as an empty text lays it out.
        let textFont = try #require(try TestFonts.engine.layout("", style: TextStyle(), width: 100).lines.first)
        for line in fixed.lines {
            #expect(line.height == 40)
            // The extra height is above the glyphs: every baseline sits the text font's
            // descent and leading above its line's bottom, the 30-point line's too.
            #expect(abs((line.top + line.height - line.baseline) - (textFont.descent + textFont.lineGap)) < 1e-9)
        }
        // Not limited, a line keeps its own tallest font's descent below the baseline.
        let multiplied = try Self.layout(width: 160, { $0.lineHeightMultiple = 2 }, runs: runs)
        for line in multiplied.lines { #expect(abs((line.top + line.height - line.baseline) - (line.descent + line.lineGap)) < 1e-9) }
    }

    @Test func aLineHeightMultipleScalesTheNaturalHeightThenTheLimitsClampIt() throws {
        let plain = try Self.layout()
        let tall = try Self.layout { $0.lineHeightMultiple = 1.5 }
        for (a, b) in zip(plain.lines, tall.lines) {
            #expect(abs(b.height - a.height * 1.5) < 1e-9)
            #expect(abs((b.baseline - b.top) - (a.baseline - a.top) - a.height * 0.5) < 1e-9, "the added half goes above")
        }
        let clamped = try Self.layout { $0.lineHeightMultiple = 3; $0.maximumLineHeight = 30 }
        #expect(clamped.lines.allSatisfy { $0.height == 30 })
    }

    @Test func indentsMoveAndNarrowTheLinesTheyApplyTo() throws {
        let width = 220.0
        let indented = try Self.layout(width: width) { $0.firstLineHeadIndent = 30; $0.headIndent = 12; $0.tailIndent = -20 }
        for line in indented.lines {
            let first = line.sourceRange.lowerBound == 0 || line.text.hasPrefix("Your")
            #expect(abs(line.x - (first ? 30 : 12)) < 1e-9, "\(line.text)")
            #expect(line.x + line.width <= width - 20 + 1e-6, "\(line.text) ends before the tail indent")
        }
        // A positive tail indent is where lines end, from the leading edge.
        let column = try Self.layout(width: width) { $0.tailIndent = 120 }
        #expect(column.lines.allSatisfy { $0.x + $0.width <= 120 + 1e-6 })
        #expect(column.lines.count > (try Self.layout(width: width)).lines.count)
        // Right to left, the indent is from the right edge.
        let hebrew = try Self.layout("שלום לכם, כתבו לנו מה אתם חושבים על העיצוב החדש", width: width) { $0.firstLineHeadIndent = 25 }
        let line = try #require(hebrew.lines.first)
        #expect(line.isRightToLeft && abs(line.x + line.width - (width - 25)) < 1e-9)
    }

    @Test func theViewsPlaceholderFollowsTheTextsStyleUnlessItHasItsOwn() throws {
        var view = PlaceholderTextView(width: 240, height: 200)
        view.placeholder = Self.text
        let plain = try view.layout().placeholder.lines
        view.paragraphStyle.lineSpacing = 6
        let spaced = try view.layout().placeholder.lines
        #expect(abs(spaced[1].baseline - plain[1].baseline - 6) < 1e-9)
        view.placeholderParagraphStyle = ParagraphStyle()
        #expect(try view.layout().placeholder.lines.map(\.baseline) == plain.map(\.baseline))
    }

    @Test func badValuesAreOneLineErrorsNamingTheField() {
        let cases: [(String, String)] = [
            (#""paragraphStyle": {"lineSpacing": -1}"#, "paragraphStyle.lineSpacing"),
            (#""paragraphStyle": {"lineHeightMultiple": -0.5}"#, "paragraphStyle.lineHeightMultiple"),
            (#""paragraphStyle": {"lineHeightMultiple": 1e400}"#, "paragraphStyle.lineHeightMultiple"),
            (#""paragraphStyle": {"minimumLineHeight": 30, "maximumLineHeight": 20}"#, "paragraphStyle.maximumLineHeight"),
            (#""paragraphStyle": {"headIndent": 500}"#, "paragraphStyle.headIndent"),
            (#""paragraphStyle": {"tailIndent": -400}"#, "paragraphStyle.tailIndent"),
            (#""placeholderParagraphStyle": {"firstLineHeadIndent": 290}"#, "placeholderParagraphStyle.firstLineHeadIndent"),
            (#""paragraphStyle": {"lineSpacin": 2}"#, "paragraphStyle.lineSpacin"),
        ]
        for (json, field) in cases { SpecJSON.expectError(#"{"width": 300, "height": 100, \#(json)}"#, field: field) }
    }
}
