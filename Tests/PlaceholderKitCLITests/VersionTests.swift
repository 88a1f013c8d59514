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
    /// The version scripts/vendor pins for `library` (its upstream tarball's: 1.16.0 for
    /// cairo), as the pinned build reports it.
    static func pinnedVersion(_ library: String) throws -> String {
        let script = try String(contentsOf: CLIHarness.packageRoot.appendingPathComponent("scripts/vendor"), encoding: .utf8)
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix(library + " ") }, "scripts/vendor pins no \(library)")
        let tarball = String(line.split(separator: " ", omittingEmptySubsequences: true)[2].split(separator: "/").last ?? "")
        let afterName = tarball.drop { $0 != "_" }.dropFirst()
        return String(afterName.prefix { $0.isNumber || $0 == "." }).trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    @Test func versionNamesTheLibrariesAndFontsPixelsDependOn() throws {
        let lines = CLIHarness(folderless: ()).run(["--version"]).text.split(separator: "\n").map(String.init)
        #expect(lines.first == "placeholderkit \(PlaceholderKitTool.version)")
        // The pinned stack's versions are scripts/vendor's, whatever the system has.
        for (library, pinned) in [("cairo", "cairo"), ("HarfBuzz", "harfbuzz"), ("libpng", "libpng"), ("FreeType", "freetype")] {
            #expect(lines.contains("  \(library) \(try Self.pinnedVersion(pinned))"), "\(library) is missing or wrong: \(lines)")
        }
        #expect(try Self.pinnedVersion("cairo") == "1.16.0" && Self.pinnedVersion("libpng") == "1.6.39")
        // ICU is the toolchain's swift-foundation-icu (76.1 with Swift 6.3), never the system's;
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
        let stored = try #require(RenderingEnvironment.recorded(in: URL(fileURLWithPath: refs)))
        #expect(stored == RenderingEnvironment.current())
        // The same machine: a failure says nothing about versions.
        try Data(#"{"width": 60, "height": 20, "scale": 1, "placeholder": "B"}"#.utf8).write(to: specs.appendingPathComponent("a.json"))
        #expect(!cli.run(arguments + ["--record", "never"]).text.contains("recorded with other libraries"))
        // References recorded with another cairo: the failure says so.
        var other = stored
        other.libraries["cairo"] = "1.0.0"
        try other.record(in: URL(fileURLWithPath: refs))
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
        var stored = try #require(RenderingEnvironment.recorded(in: snapshots))
        stored.fonts["system"] = "/elsewhere/SF-Pro-Text-Regular.otf"
        try stored.record(in: snapshots)
        view.placeholder = "b"
        let message = try #require(verifySnapshot(of: view, as: .png, named: "v", filePath: file, testName: "v()",
                                                  environment: ["SNAPSHOT_RECORD": "never"]))
        #expect(message.contains("system /elsewhere/SF-Pro-Text-Regular.otf when recorded"))
    }
}
