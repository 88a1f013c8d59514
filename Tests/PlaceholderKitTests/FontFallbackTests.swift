import Testing
import PlaceholderKit
@testable import PlaceholderModel

@Suite struct FontFallbackTests {
    /// The family `"system"` resolves to here: SF Pro Text when installed, else Inter.
    static let systemFamily = FontLibrary.systemFamilies.first { FontLibrary.shared.face(family: $0) != nil }!

    static let mixed = "Hi 你好 繁體 日本語のかな 한국어 مرحبا שלום 👍🏽 🇯🇵 👨‍👩‍👧‍👦 ☺️ 1️⃣"

    /// A test process is no bundle (its executable is no `libexec/placeholderkit` beside a
    /// `share/placeholderkit/fonts`), so it searches the pinned set bootstrap installed,
    /// never the host's font folders.
    @Test func outsideTheBundleThePinnedSetIsSearched() {
        #expect(FontLibrary.bundleShare == nil)
        guard case .pinned(let folder) = FontLibrary.fontSet else {
            Issue.record("no pinned font set: \(FontLibrary.fontSet.description)")
            return
        }
        #expect(FontLibrary.systemDirectories == [folder])
        #expect(folder.hasSuffix("/" + PinnedFonts.name))
        #expect(FontLibrary.shared.directories.starts(with: FontLibrary.systemDirectories))
    }

    @Test func everyCharacterOfMixedScriptsGetsARealGlyph() throws {
        let lines = try TestFonts.lines(Self.mixed, width: 2000)
        let glyphs = lines.flatMap(\.runs).flatMap(\.glyphs)
        #expect(!glyphs.isEmpty)
        #expect(glyphs.filter { $0.id == 0 }.isEmpty, "a .notdef glyph was used")
        let families = Set(lines.flatMap(\.runs).map(\.face.familyName))
        #expect(families.isSuperset(of: [Self.systemFamily, "Noto Sans CJK SC", "Noto Color Emoji"]))
        // Hebrew and Arabic come from a fallback font with those scripts.
        #expect(families.count >= 4)
    }

    @Test func emojiSequencesStayOneClusterInTheColourFont() throws {
        let lines = try TestFonts.lines("👨‍👩‍👧‍👦👍🏽🇯🇵", width: 2000)
        let emojiRuns = lines.flatMap(\.runs).filter(\.face.hasColor)
        let glyphs = emojiRuns.flatMap(\.glyphs)
        // One glyph each for the ZWJ family, the toned thumb and the flag.
        #expect(glyphs.count == 3)
        #expect(glyphs.map(\.cluster) == [0, 11, 15])
    }

    @Test(arguments: [
        ("zh-Hans", "Noto Sans CJK SC"), ("zh-Hant", "Noto Sans CJK TC"), ("zh-TW", "Noto Sans CJK TC"),
        ("ja", "Noto Sans CJK JP"), ("ko", "Noto Sans CJK KR"), ("zh-HK", "Noto Sans CJK HK"),
    ])
    func cjkVariantFollowsLanguage(language: String, family: String) throws {
        let runs = try TestFonts.lines("直骨", width: 500, language: language).flatMap(\.runs)
        #expect(runs.map(\.face.familyName) == [family])
    }

    @Test func regionalVariantsDrawDifferentGlyphs() throws {
        // 直 (U+76F4) is drawn differently in Chinese and Japanese typography.
        let chinese = try TestFonts.lines("直", width: 500, language: "zh-Hans").flatMap(\.runs).flatMap(\.glyphs)
        let japanese = try TestFonts.lines("直", width: 500, language: "ja").flatMap(\.runs).flatMap(\.glyphs)
        #expect(chinese.map(\.id) != japanese.map(\.id))
    }

    @Test func missingFamilyFallsBackWithAWarning() throws {
        let layout = try TestFonts.engine.layout("Hello", style: TextStyle(font: FontDescriptor(family: "No Such Family 123")), width: 300)
        #expect(layout.warnings == ["font family \"No Such Family 123\" is not installed (neither in the pinned set \(PinnedFonts.name) "
                                    + "nor in the host's fonts); using \(Self.systemFamily)"])
        #expect(layout.lines[0].runs[0].face.familyName == Self.systemFamily)
    }

    @Test func missingFontFileIsAnError() throws {
        #expect(throws: FontError(.file("/nonexistent/font.ttf"), problem: "does not exist")) {
            try TestFonts.engine.layout("Hello", style: TextStyle(font: FontDescriptor(file: "/nonexistent/font.ttf")), width: 300)
        }
    }

    @Test func systemFamilyIsTheFirstInstalledOfSFProInterDejaVu() throws {
        let (face, warning) = try FontLibrary.shared.resolve(.system)
        #expect(face.familyName == Self.systemFamily)
        #expect(["SF Pro Text", "Inter"].contains(face.familyName))
        #expect(warning == nil)
        // Where neither SF Pro nor Inter is installed, DejaVu Sans is the system font.
        let dejaVuOnly = FontLibrary(directories: ["/usr/share/fonts/truetype/dejavu"])
        #expect(try dejaVuOnly.resolve(.system).face.familyName == "DejaVu Sans")
    }

    @Test func weightAndItalicPickTheRightFace() throws {
        let bold = try FontLibrary.shared.resolve(FontDescriptor(family: "Inter", weight: .bold)).face
        let italic = try FontLibrary.shared.resolve(FontDescriptor(family: "Inter", italic: true)).face
        #expect(bold.file.hasSuffix("Inter-Bold.otf"))
        #expect(italic.file.hasSuffix("Inter-Italic.otf"))
    }
}

@Suite struct FontDirectoryTests {
    @Test func addedFolderMakesItsFamiliesAvailableAndRefreshesFallback() throws {
        // A private library over DejaVu only, then Inter's folder added.
        let library = FontLibrary(directories: ["/usr/share/fonts/truetype/dejavu"])
        let engine = TextLayoutEngine(fonts: library)
        let before = try engine.layout("Hi", style: TextStyle(font: FontDescriptor(family: "Inter")), width: 100)
        #expect(before.warnings == ["font family \"Inter\" is not installed; using DejaVu Sans"])
        #expect(library.face(family: "Inter") == nil)
        let generation = library.generation
        try library.addDirectory("/usr/share/fonts/opentype/inter")
        #expect(library.generation == generation + 1)
        let after = try engine.layout("Hi", style: TextStyle(font: FontDescriptor(family: "Inter")), width: 100)
        #expect(after.warnings.isEmpty)
        #expect(after.lines[0].runs[0].face.familyName == "Inter")
        #expect(throws: FontError(.folder("/no/such/folder"), problem: "is not a folder")) { try library.addDirectory("/no/such/folder") }
    }
}
