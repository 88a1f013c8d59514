import Foundation
import PlaceholderKit
@testable import PlaceholderKitCLI
import Testing

/// What `render` and `layout` say of fonts they cannot draw as asked, and the pinned set's
/// file names `layout` prints, taken back by `--font-file`.
@Suite struct FontMessagesCLITests {
    /// DejaVu Serif: in Debian's fonts-dejavu-core beside DejaVu Sans, but not in the pinned set.
    static let hostFolder = "/usr/share/fonts/truetype/dejavu"
    static let hostFile = hostFolder + "/DejaVuSerif.ttf"
    static let rendersWithThePinnedSet = FontLibrary.fontSet.folder != nil && FontLibrary.bundleShare == nil

    @Test(.enabled(if: rendersWithThePinnedSet && FileManager.default.fileExists(atPath: hostFile),
                   "needs the pinned set (scripts/bootstrap) and the host's \(hostFile) (fonts-dejavu-core)"))
    func aFamilyOnlyTheHostHasNamesItsFileAndTheFlagThatAddsIt() throws {
        let cli = try CLIHarness()
        let arguments = ["render", "--width", "120", "--height", "30", "--placeholder", "Serif", "--font-family", "DejaVu Serif"]
        let warned = try cli.runBinary(arguments + ["-o", cli.path("warned.png")])
        #expect(warned.status == 0)
        #expect(warned.stderr == "placeholderkit render: warning: font family \"DejaVu Serif\" is not in the pinned set \(PinnedFonts.name); "
            + "using Inter; the host has it in \(Self.hostFile): add that folder with --font-dir \(Self.hostFolder) "
            + "(FontLibrary.shared.addDirectory(_:) in code)\n")
        // As it says: the folder added, the family is drawn and nothing is said.
        let added = try cli.runBinary(arguments + ["--font-dir", Self.hostFolder, "-o", cli.path("added.png")])
        #expect(added.status == 0 && added.stderr.isEmpty, "\(added.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("warned.png"))) != Data(contentsOf: URL(fileURLWithPath: cli.path("added.png"))))
    }

    @Test func layoutWarnsOfItalicAFamilyHasNoFaceFor() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("italic.json", """
            {"width": 300, "height": 60, "attributedPlaceholder": [
              {"text": "upright ", "font": {"family": "DejaVu Sans"}},
              {"text": "italic ", "font": {"family": "DejaVu Sans", "italic": true}},
              {"text": "bold italic", "font": {"family": "DejaVu Sans", "weight": "bold", "italic": true}}]}
            """)
        let result = cli.run(["layout", spec])
        #expect(result.status == 0)
        let italic = "font family \"DejaVu Sans\" has no italic face: italic is drawn upright, in \(PinnedFonts.name)/DejaVuSans.ttf"
        let boldItalic = "font family \"DejaVu Sans\" has no italic face: bold italic is drawn upright, in \(PinnedFonts.name)/DejaVuSans-Bold.ttf"
        #expect(result.stderr == "placeholderkit layout: warning: \(boldItalic)\nplaceholderkit layout: warning: \(italic)\n")
        let json = try CLIHarness.onlyLayout(result.stdout)
        #expect(json["warnings"] as? [String] == [boldItalic, italic])
    }

    @Test func theFileLayoutNamesIsAFontFileRenderTakes() throws {
        let cli = try CLIHarness()
        let view = ["--width", "160", "--height", "40", "--placeholder", "Hello"]
        let layout = cli.run(["layout"] + view + ["--font-family", "DejaVu Sans"])
        #expect(layout.status == 0, "\(layout.stderr)")
        let json = try CLIHarness.onlyLayout(layout.stdout)
        let lines = try #require((json["placeholder"] as? [String: Any])?["lines"] as? [[String: Any]])
        let file = try #require(((lines.first?["runs"] as? [[String: Any]])?.first?["font"] as? [String: Any])?["file"] as? String)
        #expect(file == "\(PinnedFonts.name)/DejaVuSans.ttf")
        // Run in a scratch folder, which holds no folder of that name.
        let byName = try cli.runBinary(["render"] + view + ["--font-file", file, "-o", cli.path("name.png")])
        #expect(byName.status == 0 && byName.stderr.isEmpty, "\(byName.stderr)")
        let byFamily = try cli.runBinary(["render"] + view + ["--font-family", "DejaVu Sans", "-o", cli.path("family.png")])
        #expect(byFamily.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("name.png"))) == Data(contentsOf: URL(fileURLWithPath: cli.path("family.png"))))
        let escaping = try cli.runBinary(["render"] + view + ["--font-file", "\(PinnedFonts.name)/../\(PinnedFonts.name)/DejaVuSans.ttf", "-o", cli.path("x.png")])
        #expect(escaping.status == 2)
        #expect(escaping.stderr == "placeholderkit render: font file \(PinnedFonts.name)/../\(PinnedFonts.name)/DejaVuSans.ttf: "
            + "cannot name a file of the pinned set \(PinnedFonts.name): \"../\(PinnedFonts.name)/DejaVuSans.ttf\" holds a \"/\"\n")
        #expect(!cli.exists("x.png"))
    }
}
