import Foundation
import TestSupport
import Testing
import PlaceholderKit
@testable import PlaceholderText

/// Which face a family, weight and slant find: the answers Fontconfig 2.14 gave over the
/// pinned set (checked against it for every weight from 1 to 1000, both slants, and the
/// exact matches of the display cuts, when ``FontCatalog`` replaced it), kept here case by case.
@Suite struct FontMatchingTests {
    static let library = FontLibrary(directories: [TestFonts.folder])

    /// `file#index` of the face found, relative to the pinned set; "nil" when none.
    static func found(_ family: String, _ weight: Int = 400, italic: Bool = false, exact: Bool = false,
                      in library: FontLibrary = library) -> String {
        guard let face = library.face(family: family, weight: FontWeight(weight), italic: italic, exact: exact) else { return "nil" }
        let name = face.file.split(separator: "/").last.map(String.init) ?? face.file
        return "\(name)#\(face.index)"
    }

    @Test(arguments: [
        (100, "Inter-Thin.otf#0"), (200, "Inter-ExtraLight.otf#0"), (300, "Inter-Light.otf#0"),
        (400, "Inter-Regular.otf#0"), (500, "Inter-Medium.otf#0"), (600, "Inter-SemiBold.otf#0"),
        (700, "Inter-Bold.otf#0"), (800, "Inter-ExtraBold.otf#0"), (900, "Inter-Black.otf#0"),
        // Between weights, the closest on Fontconfig's scale, not OpenType's: 450 is 90,
        // as far from regular (80) as from medium (100), and the face listed first wins;
        // 360 is 61.7, closer to light (50) than to regular.
        (450, "Inter-Medium.otf#0"), (440, "Inter-Regular.otf#0"), (360, "Inter-Light.otf#0"), (1000, "Inter-Black.otf#0"),
        (1, "Inter-Thin.otf#0"),
    ])
    func interHasAFaceForEveryWeight(weight: Int, file: String) {
        #expect(Self.found("Inter", weight) == file)
    }

    @Test func dejaVuSansFallsToItsClosestOfTwoWeights() {
        #expect(Self.found("DejaVu Sans", 500) == "DejaVuSans.ttf#0")
        // 550 is 140 on Fontconfig's scale, 60 from Book (80) and from Bold (200): a tie,
        // won by the file listed first ("DejaVuSans-Bold.ttf" sorts before "DejaVuSans.ttf").
        #expect(Self.found("DejaVu Sans", 550) == "DejaVuSans-Bold.ttf#0")
        #expect(Self.found("DejaVu Sans", 600) == "DejaVuSans-Bold.ttf#0")
        #expect(Self.found("DejaVu Sans", 900) == "DejaVuSans-Bold.ttf#0")
    }

    @Test func slantComesBeforeWeight() {
        #expect(Self.found("Inter", 700, italic: true) == "Inter-BoldItalic.otf#0")
        #expect(Self.found("Inter", 400, italic: true) == "Inter-Italic.otf#0")
        #expect(Self.found("Inter", 650, italic: true) == "Inter-BoldItalic.otf#0")
        // Inter Display has no italic: its upright face of the weight, unless exact.
        #expect(Self.found("Inter Display", 700, italic: true) == "InterDisplay-Bold.otf#0")
        #expect(Self.found("Inter Display", 700, italic: true, exact: true) == "nil")
    }

    @Test func aDisplayCutIsExactOrNothing() {
        #expect(Self.found("Inter Display", 600, exact: true) == "InterDisplay-SemiBold.otf#0")
        #expect(Self.found("Inter Display", 300, exact: true) == "nil")
        #expect(Self.found("Inter Display", 300) == "InterDisplay-Regular.otf#0")
    }

    @Test func familyNamesIgnoreCaseAndTheNameTablesOtherFamilies() {
        #expect(Self.found("inter") == "Inter-Regular.otf#0")
        #expect(Self.found("INTER DISPLAY", 500) == "InterDisplay-Medium.otf#0")
        // Inter's faces also name themselves by weight (name ID 1): "Inter Semi Bold" has
        // the semibold faces alone, so a regular request gets the upright one of them.
        #expect(Self.found("Inter Semi Bold") == "Inter-SemiBold.otf#0")
        #expect(Self.found("Inter Semi Bold", italic: true) == "Inter-SemiBoldItalic.otf#0")
        // Spaces are ignored in ranking but not in the name found, as before.
        #expect(Self.found("InterDisplay") == "nil")
        #expect(Self.found("Inter-Display") == "nil")
    }

    @Test(arguments: [
        ("Noto Sans CJK JP", 400, "NotoSansCJK-Regular.ttc#0"), ("Noto Sans CJK KR", 400, "NotoSansCJK-Regular.ttc#1"),
        ("Noto Sans CJK SC", 700, "NotoSansCJK-Bold.ttc#2"), ("Noto Sans CJK TC", 400, "NotoSansCJK-Regular.ttc#3"),
        ("Noto Sans CJK HK", 800, "NotoSansCJK-Bold.ttc#4"), ("Noto Sans Mono CJK SC", 400, "NotoSansCJK-Regular.ttc#7"),
        ("Noto Sans Mono CJK HK", 600, "NotoSansCJK-Bold.ttc#9"),
    ])
    func eachFaceOfACollectionIsFoundByItsIndex(family: String, weight: Int, file: String) {
        #expect(Self.found(family, weight) == file)
    }

    @Test func anUnknownFamilyIsNotFoundAndFallsBackOrFails() throws {
        #expect(Self.found("No Such Family") == "nil")
        #expect(Self.found("SF Pro Text") == "nil")
        let (face, warning) = try Self.library.resolve(FontDescriptor(family: "No Such Family"))
        #expect(face.file.hasSuffix("/Inter-Regular.otf"))
        #expect(warning == "font family \"No Such Family\" is not installed; using Inter")
        // A library with no font at all: one error naming the family.
        let empty = FontLibrary(directories: [ScratchFolder.path("no-fonts").path])
        #expect(throws: FontError(.family("No Such Family"), problem: "no font is installed (looked for SF Pro Text, Inter, DejaVu Sans)")) {
            try empty.resolve(FontDescriptor(family: "No Such Family"))
        }
    }

    @Test func theLastStepOfFallbackTakesARegularFaceThatHasTheCharacter() throws {
        // 㐂 (U+3402) is in Noto Sans CJK alone; of its faces, the regular JP one (listed first).
        #expect(try #require(Self.library.lastResortFace(for: "\u{3402}")).description.hasSuffix("/NotoSansCJK-Regular.ttc#0"))
        // Inter draws a private-use character, U+E000; none draws U+10FFFD.
        #expect(try #require(Self.library.lastResortFace(for: "\u{E000}")).description.hasSuffix("/Inter-Regular.otf#0"))
        #expect(Self.library.lastResortFace(for: "\u{10FFFD}") == nil)
    }

    /// DejaVu Sans renamed "Mockup Sans" (its name table's strings rewritten in place, the
    /// same length in both encodings), with `weight` as its OS/2 weight class and, when
    /// `italic`, the italic bits of OS/2 and `head` set.
    static func mockupSans(weight: Int, italic: Bool) throws -> [UInt8] {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestFonts.dejaVu)))
        let (name, nameLength) = try #require(CraftedFontTests.table("name", in: bytes))
        let (from, to) = ("DejaVu Sans", "Mockup Sans")
        for (pattern, replacement) in [(Array(from.utf8), Array(to.utf8)), (from.utf8.flatMap { [0, $0] }, to.utf8.flatMap { [0, $0] })] {
            var at = name
            while at + pattern.count <= name + nameLength {
                if bytes[at..<(at + pattern.count)].elementsEqual(pattern) { bytes.replaceSubrange(at..<(at + pattern.count), with: replacement) }
                at += 1
            }
        }
        let os2 = try #require(CraftedFontTests.table("OS/2", in: bytes)).offset
        bytes[os2 + 4] = UInt8(weight >> 8)
        bytes[os2 + 5] = UInt8(weight & 0xFF)
        if italic {
            bytes[os2 + 63] |= 1  // fsSelection's ITALIC
            let head = try #require(CraftedFontTests.table("head", in: bytes)).offset
            bytes[head + 45] |= 2  // macStyle's italic
        }
        return bytes
    }

    @Test func anAddedFolderTakesEffectWithItsOwnWeightsAndSlants() throws {
        let folder = try ScratchFolder.make("mockup-sans")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, weight, italic) in [("Light", 300, false), ("Heavy", 800, false), ("LightItalic", 300, true)] {
            try Data(try Self.mockupSans(weight: weight, italic: italic)).write(to: folder.appendingPathComponent("MockupSans-\(name).ttf"))
        }
        let library = FontLibrary(directories: [TestFonts.folder])
        #expect(Self.found("Mockup Sans", in: library) == "nil")
        try library.addDirectory(folder.path)
        #expect(Self.found("Mockup Sans", in: library) == "MockupSans-Light.ttf#0")
        #expect(Self.found("mockup sans", 600, in: library) == "MockupSans-Heavy.ttf#0")
        #expect(Self.found("Mockup Sans", 800, italic: true, in: library) == "MockupSans-LightItalic.ttf#0")
        #expect(Self.found("Mockup Sans", 300, exact: true, in: library) == "MockupSans-Light.ttf#0")
        // The pinned set is still searched, and the renamed copy is not DejaVu Sans.
        #expect(Self.found("DejaVu Sans", in: library) == "DejaVuSans.ttf#0")
        let (face, warning) = try library.resolve(FontDescriptor(family: "Mockup Sans", weight: .heavy))
        #expect(face.file == folder.appendingPathComponent("MockupSans-Heavy.ttf").path && warning == nil)
    }

    @Test func fontconfigsWeightScale() {
        for (openType, fontconfig) in [(0.0, 0.0), (100, 0), (150, 20), (200, 40), (350, 55), (380, 75), (400, 80), (450, 90),
                                       (550, 140), (700, 200), (950, 212.5), (1000, 215), (1200, 215), (-1, -1)] {
            #expect(FontMatch.weight(openType: openType) == fontconfig, "\(openType)")
        }
    }
}
