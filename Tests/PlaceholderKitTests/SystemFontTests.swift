import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// The system font as iOS draws it: tracked by size (San Francisco's HIG table, Inter's
/// published dynamic metrics), switched to its display cut from 20 points, and both
/// overridden by `font.tracking`, `font.opticalSize` and a run's `kern`.
@Suite struct SystemFontTests {
    static let text = "Tell us what you think"
    static let hasInterDisplay = FontLibrary.shared.face(family: "Inter Display") != nil

    static func line(_ font: FontDescriptor, _ text: String = text, kern: Double = 0) throws -> TextLine {
        var attributes = TextAttributes(font: font)
        attributes.kern = kern
        return try #require(try TestFonts.engine.layout([StyledRun(text: text, attributes: attributes)], style: TextStyle(font: font), width: 10_000).lines.first)
    }

    static func font(size: Double = 17, family: String = "system", tracking: FontTracking = .auto, opticalSize: OpticalSize = .auto) -> FontDescriptor {
        var font = FontDescriptor(family: family, size: size)
        font.tracking = tracking
        font.opticalSize = opticalSize
        return font
    }

    @Test func theHIGTableGivesSanFranciscosTrackingBySize() {
        // Apple's table, in 1/1000 em: +41 at 6 pt, 0 at 12, −26 at 17, −23 at 20, +14 at 28, 0 from 80.
        for (size, milliEm) in [(6.0, 41.0), (12, 0), (17, -26), (20, -23), (28, 14), (80, 0), (96, 0)] {
            #expect(abs(SystemFontTracking.em(familyName: "SF Pro Text", size: size) * 1000 - milliEm) < 1e-9, "\(size) pt")
        }
        // Between listed sizes, in proportion; outside them, the nearest end.
        #expect(abs(SystemFontTracking.sanFrancisco(size: 17.5) * 1000 + 25.5) < 1e-9)
        #expect(abs(SystemFontTracking.sanFrancisco(size: 4) * 1000 - 41) < 1e-9)
        #expect(SystemFontTracking.em(familyName: "SF Pro Display", size: 34) == SystemFontTracking.sanFrancisco(size: 34))
        #expect(SystemFontTracking.em(familyName: "DejaVu Sans", size: 17) == 0)
    }

    @Test func intersDynamicMetricsAreThePublishedFormula() {
        // The value Inter's dynamic-metrics calculator publishes for 16 px.
        #expect(abs(SystemFontTracking.inter(size: 16) - -0.010959778564167367) < 1e-12)
        #expect(SystemFontTracking.inter(size: 6) > 0 && SystemFontTracking.inter(size: 17) < 0, "looser when small, tighter when large")
    }

    @Test func theSystemFontIsTrackedByExactlyItsTableTimesTheCharacters() throws {
        let tracked = try Self.line(Self.font())
        let untracked = try Self.line(Self.font(tracking: .none))
        let face = try #require(tracked.runs.first?.face)
        try #require(face.familyName == "Inter", "system resolves to Inter here")
        let perCharacter = SystemFontTracking.inter(size: 17) * 17
        #expect(abs(tracked.width - untracked.width - perCharacter * Double(Self.text.count - 1)) < 1e-9
                    || abs(tracked.width - untracked.width - perCharacter * Double(Self.text.count)) < 1e-9,
                "\(tracked.width - untracked.width) for \(perCharacter) a character")
        // Tracking keeps the glyphs (ligatures too): only their advances change.
        #expect(tracked.runs.flatMap(\.glyphs).map(\.id) == untracked.runs.flatMap(\.glyphs).map(\.id))
    }

    @Test func aValueAddsThatManyPointsAndANamedFamilyIsNotTracked() throws {
        let none = try Self.line(Self.font(tracking: .none))
        let two = try Self.line(Self.font(tracking: .points(2)))
        let difference = two.width - none.width
        #expect(abs(difference - 2 * Double(Self.text.count)) < 1e-9 || abs(difference - 2 * Double(Self.text.count - 1)) < 1e-9, "\(difference)")
        // Inter named outright is a custom font: iOS tracks only the system one.
        #expect(try Self.line(Self.font(family: "Inter")).width == Self.line(Self.font(family: "Inter", tracking: .none)).width)
    }

    @Test func aRunsKernReplacesTheTracking() throws {
        let kerned = try Self.line(Self.font(), kern: 1)
        let kernedUntracked = try Self.line(Self.font(tracking: .none), kern: 1)
        #expect(kerned.width == kernedUntracked.width)
    }

    @Test(.enabled(if: hasInterDisplay, "needs Inter Display (fonts-inter 4)"))
    func theDisplayCutFromTwentyPointsUnlessTheSpecSaysOtherwise() throws {
        func family(_ font: FontDescriptor) throws -> String { try #require(try Self.line(font).runs.first).face.familyName }
        #expect(try family(Self.font(size: 19.5)) == "Inter")
        #expect(try family(Self.font(size: 20)) == "Inter Display")
        #expect(try family(Self.font(size: 34, opticalSize: .text)) == "Inter")
        #expect(try family(Self.font(size: 12, opticalSize: .display)) == "Inter Display")
        #expect(try family(Self.font(size: 34, family: "Inter")) == "Inter", "a named family keeps its cut")
        // The display cut has its tight spacing drawn in: no dynamic tracking on top.
        #expect(try Self.line(Self.font(size: 34)).width == Self.line(Self.font(size: 34, tracking: .none)).width)
    }

    @Test func badValuesAreOneLineErrorsNamingTheField() {
        for (font, field) in [(#"{"tracking": "wide"}"#, "font.tracking"), (#"{"tracking": 1e9}"#, "font.tracking"),
                              (#"{"opticalSize": "huge"}"#, "font.opticalSize")] {
            SpecJSON.expectError(#"{"width": 100, "height": 40, "font": \#(font)}"#, field: field)
        }
    }
}
