import Foundation
import TestSupport
import Testing
@testable import PlaceholderKit
@testable import PlaceholderText

/// What a layout says when it cannot draw the font asked for: a style (italic, bold) the
/// family has no face of.
@Suite struct FontWarningTests {
    static func warnings(_ font: FontDescriptor, library: FontLibrary = .shared) throws -> [String] {
        try TextLayoutEngine(fonts: library).layout("Hello", style: TextStyle(font: font), width: 300).warnings
    }

    @Test func italicAndBoldItalicOfAFamilyWithoutItalicAreDrawnUprightWithAWarning() throws {
        let runs = [
            StyledRun(text: "upright ", attributes: TextAttributes(font: FontDescriptor(family: "DejaVu Sans"))),
            StyledRun(text: "italic ", attributes: TextAttributes(font: FontDescriptor(family: "DejaVu Sans", italic: true))),
            StyledRun(text: "bold italic", attributes: TextAttributes(font: FontDescriptor(family: "DejaVu Sans", weight: .bold, italic: true))),
        ]
        let layout = try TestFonts.engine.layout(runs, style: TextStyle(font: FontDescriptor(family: "DejaVu Sans")), width: 1000)
        #expect(layout.warnings == [
            "font family \"DejaVu Sans\" has no italic face: italic is drawn upright, in \(PinnedFonts.name)/DejaVuSans.ttf",
            "font family \"DejaVu Sans\" has no italic face: bold italic is drawn upright, in \(PinnedFonts.name)/DejaVuSans-Bold.ttf",
        ])
        // Upright, italic, bold italic: the italic drawn in the upright faces.
        #expect(layout.lines[0].runs.map { URL(fileURLWithPath: $0.face.file).lastPathComponent } == ["DejaVuSans.ttf", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
        // A family that has the faces warns nothing.
        #expect(try Self.warnings(FontDescriptor(family: "Inter", weight: .bold, italic: true)).isEmpty)
        #expect(try Self.warnings(FontDescriptor(weight: .bold, italic: true)).isEmpty)
    }

    @Test func boldOfAFamilyWithoutABoldFaceIsDrawnLighterWithAWarning() throws {
        let folder = try ScratchFolder.make("mockup-light")
        for (name, italic) in [("Light", false), ("LightItalic", true)] {
            try Data(try FontMatchingTests.mockupSans(weight: 300, italic: italic)).write(to: folder.appendingPathComponent("MockupSans-\(name).ttf"))
        }
        let library = FontLibrary(directories: [TestFonts.folder, folder.path])
        #expect(try Self.warnings(FontDescriptor(family: "Mockup Sans", weight: .bold), library: library) == [
            "font family \"Mockup Sans\" has no bold face: bold is drawn lighter, in \(folder.path)/MockupSans-Light.ttf",
        ])
        #expect(try Self.warnings(FontDescriptor(family: "Mockup Sans", weight: .heavy, italic: true), library: library) == [
            "font family \"Mockup Sans\" has no bold face: heavy italic is drawn lighter, in \(folder.path)/MockupSans-LightItalic.ttf",
        ])
        // Medium is no bold: the light face is its closest, as asked.
        #expect(try Self.warnings(FontDescriptor(family: "Mockup Sans", weight: .medium), library: library).isEmpty)
    }
}
