import Foundation
import TestSupport
import Testing
import PlaceholderKit
@testable import PlaceholderText

/// What a layout says when it cannot draw the font asked for: a family the pinned set lacks
/// (naming the host's file of it and the flag that adds its folder), a family found nowhere,
/// and a style (italic, bold) the family has no face of.
@Suite struct FontWarningTests {
    /// A folder standing for the host's `/usr/share/fonts`, holding Mockup Sans (DejaVu Sans
    /// renamed) at `truetype/mockup/MockupSans-Regular.ttf`, so no test depends on the host's fonts.
    static func host() throws -> (root: URL, fontFolder: URL) {
        let root = try ScratchFolder.make("host-fonts")
        let fontFolder = root.appendingPathComponent("truetype/mockup")
        try FileManager.default.createDirectory(at: fontFolder, withIntermediateDirectories: true)
        try Data(try FontMatchingTests.mockupSans(weight: 400, italic: false)).write(to: fontFolder.appendingPathComponent("MockupSans-Regular.ttf"))
        return (root, fontFolder)
    }

    static func warnings(_ font: FontDescriptor, library: FontLibrary = .shared) throws -> [String] {
        try TextLayoutEngine(fonts: library).layout("Hello", style: TextStyle(font: font), width: 300).warnings
    }

    @Test func aFamilyTheHostHasNamesTheHostsFileAndTheFlagThatAddsItsFolder() throws {
        let (root, fontFolder) = try Self.host()
        let file = fontFolder.appendingPathComponent("MockupSans-Regular.ttf").path
        let library = FontLibrary(directories: [TestFonts.folder], hostDirectories: [root.path])
        #expect(try Self.warnings(FontDescriptor(family: "Mockup Sans"), library: library) == [
            "font family \"Mockup Sans\" is not in the pinned set \(PinnedFonts.name); using Inter; the host has it in \(file): "
                + "add that folder with --font-dir \(fontFolder.path) (FontLibrary.shared.addDirectory(_:) in code)",
        ])
        // The host's folder is never drawn from: Inter is.
        #expect(library.face(family: "Mockup Sans") == nil)
        // Doing what it says draws the family, with no warning.
        try library.addDirectory(fontFolder.path)
        let layout = try TextLayoutEngine(fonts: library).layout("Hello", style: TextStyle(font: FontDescriptor(family: "Mockup Sans")), width: 300)
        #expect(layout.warnings.isEmpty)
        #expect(layout.lines[0].runs[0].face.file == file)
    }

    @Test func aFamilyFoundNowhereSaysWhereItWasLookedFor() throws {
        let library = FontLibrary(directories: [TestFonts.folder], hostDirectories: [try Self.host().root.path])
        #expect(try Self.warnings(FontDescriptor(family: "No Such Family"), library: library) == [
            "font family \"No Such Family\" is not installed (neither in the pinned set \(PinnedFonts.name) nor in the host's fonts); using Inter",
        ])
    }

    @Test func theSharedLibraryLooksInTheHostsFoldersOnlyOverThePinnedSet() {
        #expect(FontLibrary.shared.hostDirectories == (FontLibrary.fontSet.folder == nil ? [] : FontLibrary.hostDirectories))
        #expect(FontLibrary(directories: [TestFonts.folder]).hostDirectories.isEmpty)
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
