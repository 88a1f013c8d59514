import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
@testable import PlaceholderKitCLI
import PlaceholderSnapshotTesting
import Testing

/// Versions that explain pixels: what `--version` prints, what recording stores beside the
/// references, and what a failure says when they differ.
@Suite struct VersionTests {
    /// The upstream version the pinned stack's table (``PinnedStack/sources``, which
    /// scripts/vendor fetches) gives `library`: 1.18.4 for cairo.
    static func pinnedVersion(_ library: String) throws -> String {
        try #require(PinnedStack.sources.first { $0.library == library }, "PinnedStack pins no \(library)").upstream
    }

    @Test func versionNamesTheLibrariesAndFontsPixelsDependOn() throws {
        let lines = CLIHarness(folderless: ()).run(["--version"]).text.split(separator: "\n").map(String.init)
        #expect(lines.first == "placeholderkit \(PlaceholderKitTool.version)")
        // The pinned stack's versions are scripts/vendor's, whatever the system has.
        for (library, pinned) in [("cairo", "cairo"), ("HarfBuzz", "harfbuzz"), ("libpng", "libpng"), ("FreeType", "freetype")] {
            #expect(lines.contains("  \(library) \(try Self.pinnedVersion(pinned))"), "\(library) is missing or wrong: \(lines)")
        }
        // The stack is Debian 13's, and named so.
        #expect(try Self.pinnedVersion("cairo").hasPrefix("1.18.") && PinnedStack.name.hasPrefix("debian13-"))
        #expect(lines.contains("  stack: \(PinnedStack.name)"), "\(lines)")
        // ICU is the vendored one (Debian 13's 76.1), never the system's or the toolchain's;
        // fonts are matched without Fontconfig, so it has no line.
        #expect(lines.contains("  ICU 76.1"), "ICU is missing or wrong: \(lines)")
        #expect(!lines.contains { $0.hasPrefix("  Fontconfig") }, "\(lines)")
        let system = try FontLibrary.shared.resolve(.system).face.file
        #expect(lines.contains("  system: \(FontLibrary.recordedPath(system))"))
        #expect(lines.contains("  font set: pinned \(PinnedFonts.name)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  Noto Color Emoji: ") })
    }

    @Test func verifyRecordsTheEnvironmentAndAFailureSaysWhenItDiffers() throws {
        let cli = try CLIHarness()
        let specs = cli.folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Data(#"{"width": 60, "height": 20, "scale": 1, "placeholder": "A"}"#.utf8).write(to: specs.appendingPathComponent("a.json"))
        let refs = cli.path("refs")
        let arguments = ["verify", "--specs", specs.path, "--snapshots", refs, "--report", cli.path("report")]
        _ = cli.run(arguments + ["--record", "all"])
        let provenance = try #require(try ReferenceProvenance.read(in: URL(fileURLWithPath: refs)))
        let stored = try #require(provenance.recording(of: "a.png")).environment
        #expect(stored == RenderingEnvironment.current())
        // The same machine: a failure says nothing about versions.
        try Data(#"{"width": 60, "height": 20, "scale": 1, "placeholder": "B"}"#.utf8).write(to: specs.appendingPathComponent("a.json"))
        #expect(!cli.run(arguments + ["--record", "never"]).text.contains("recorded with other libraries"))
        // References recorded with another cairo: the failure says so.
        var other = stored
        other.libraries["cairo"] = "1.0.0"
        try ReferenceProvenance.update(in: URL(fileURLWithPath: refs)) { try $0.record("a.png", environment: other, scale: 1) }
        let failed = cli.run(arguments + ["--record", "never", "--json", cli.path("results.json")])
        #expect(failed.text.contains("cairo 1.0.0 when recorded, \(stored.libraries["cairo"]!) here"))
        let results = try VerifyResults(json: Data(contentsOf: URL(fileURLWithPath: cli.path("results.json"))), name: "results")
        #expect(results.environment == stored.lines)
        #expect(try String(contentsOfFile: cli.path("report/index.html"), encoding: .utf8).contains("cairo \(stored.libraries["cairo"]!)"))
    }

    @Test func assertSnapshotKeepsTheEnvironmentBesideTheReferences() throws {
        let harness = try CLIHarness()
        let root = harness.folder
        let file = try harness.package(testFileName: "ViewTests.swift")
        var view = PlaceholderTextView(width: 40, height: 20)
        view.placeholder = "a"
        _ = verifySnapshot(of: view, as: .png, named: "v", filePath: file, testName: "v()", environment: ["SNAPSHOT_RECORD": "missing"])
        let snapshots = root.appendingPathComponent("Snapshots")
        let key = "ViewTests/v.v.png"
        var stored = try #require(try ReferenceProvenance.read(in: snapshots)?.recording(of: key)).environment
        stored.fonts["system"] = "/elsewhere/SF-Pro-Text-Regular.otf"
        try ReferenceProvenance.update(in: snapshots) { try $0.record(key, environment: stored, scale: 2) }
        view.placeholder = "b"
        let message = try #require(verifySnapshot(of: view, as: .png, named: "v", filePath: file, testName: "v()",
                                                  environment: ["SNAPSHOT_RECORD": "never"]))
        #expect(message.contains("system /elsewhere/SF-Pro-Text-Regular.otf when recorded"))
    }
}
