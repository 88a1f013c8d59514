import Foundation
import PlaceholderImage
import PlaceholderKit
import Testing
@testable import PlaceholderKitCLI

/// An incremental re-run finds an unchanged spec file's outputs from its bytes, without
/// decoding it (`RenderManifest.memos`). That never serves a stale image: every image is
/// still checked against its own line, a flag or a rebuilt tool renders again, a spec given
/// twice under one name is still refused, and a manifest is data — a name it gives that is
/// not the spec's own is not looked at.
@Suite struct RecalledSpecTests {
    static func render(_ cli: CLIHarness, _ extra: [String] = []) throws -> CLIHarness.Result {
        try cli.runBinary(["render", cli.path("specs"), "-o", cli.path("out/"), "--incremental"] + extra)
    }

    @Test func anUnchangedSpecIsStillCheckedImageByImage() throws {
        let cli = try CLIHarness()
        _ = try IncrementalRenderTests.specs(cli)
        #expect(try Self.render(cli).text.hasPrefix("rendered 7, unchanged 0"))
        let manifest = try String(contentsOfFile: cli.path("out/\(RenderManifest.fileName)"), encoding: .utf8)
        #expect(RenderManifest(text: manifest).memos.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
                == [["case0.dark", "case0.light"], ["case1.dark", "case1.light"], ["case2.dark", "case2.light"], ["field"]])
        #expect(try Self.render(cli).text.hasPrefix("rendered 0, unchanged 7"))

        // Deleted, or rewritten by hand: made again, and only that image.
        try FileManager.default.removeItem(atPath: cli.path("out/case0.dark.png"))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: cli.path("out/case2.light.png")))
        let repaired = try Self.render(cli)
        #expect(repaired.text.hasPrefix("rendered 2, unchanged 5"), "\(repaired.text) \(repaired.stderr)")
        #expect(try PNGCodec.decode(IncrementalRenderTests.image(cli, "case2.light.png"), name: "case2.light").width == 80)

        // A flag's images are not the file's: without the flag, every image renders again.
        let plain = try IncrementalRenderTests.image(cli, "field.png")
        #expect(try Self.render(cli, ["--text-color", "red"]).text.hasPrefix("rendered 7, unchanged 0"))
        let back = try Self.render(cli)
        #expect(back.text.hasPrefix("rendered 7, unchanged 0"), "\(back.text)")
        #expect(try IncrementalRenderTests.image(cli, "field.png") == plain)

        // The same bytes under another name are another spec: only its images render.
        try FileManager.default.copyItem(atPath: cli.path("specs/case1.json"), toPath: cli.path("specs/copy.json"))
        #expect(try Self.render(cli).text.hasPrefix("rendered 2, unchanged 7"))
        #expect(try IncrementalRenderTests.image(cli, "copy.dark.png") == IncrementalRenderTests.image(cli, "case1.dark.png"))

        // Two files of one name still clash, though both are remembered; nothing is written.
        try FileManager.default.createDirectory(atPath: cli.path("other"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: cli.path("specs/case1.json"), toPath: cli.path("other/case1.json"))
        let before = try CLIHarness.tree(URL(fileURLWithPath: cli.path("out")))
        let clash = try cli.runBinary(["render", cli.path("specs/case1.json"), cli.path("other/case1.json"), "-o", cli.path("out/"), "--incremental"])
        #expect(clash.status == 2 && clash.stderr.contains("two specs would both write case1.light"), "\(clash.stderr)")
        #expect(try CLIHarness.tree(URL(fileURLWithPath: cli.path("out"))) == before)
    }

    /// Where the GNU build ID note's 20 bytes are in an executable's file: found by the
    /// note's header (name size 4, descriptor size 20, type 3, "GNU").
    static func buildIDRange(in file: Data) -> Range<Int>? {
        let header: [UInt8] = [4, 0, 0, 0, 20, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x4E, 0x55, 0]
        guard let start = file.prefix(1 << 20).firstRange(of: header)?.upperBound else { return nil }
        return start..<(start + 20)
    }

    @Test func theKeyHoldsTheBuildIDTheLinkerWrote() throws {
        let file = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/exe"))
        let range = try #require(Self.buildIDRange(in: file), "the test executable has a GNU build ID")
        #expect(RenderKey.executable == "build-id " + file[range].map { String(format: "%02X", $0) }.joined())
    }

    @Test func anotherBuildOfTheToolRendersEverythingAgainAndACopyNothing() throws {
        let cli = try CLIHarness()
        _ = try IncrementalRenderTests.specs(cli)
        #expect(try Self.render(cli).text.hasPrefix("rendered 7, unchanged 0"))
        // Installed by a process of its own (install), so no process another test's thread
        // starts can inherit the file open for writing, which would make running it fail
        // (ETXTBSY).
        func run(_ tool: String) throws -> CLIHarness.Result {
            try cli.runProgram(tool, ["render", cli.path("specs"), "-o", cli.path("out/"), "--incremental"], environment: ProcessInfo.processInfo.environment)
        }
        // The same build elsewhere (restored from a cache, installed again): nothing renders.
        let copy = cli.path("copy/placeholderkit")
        #expect(try cli.runProgram("/usr/bin/install", ["-D", "-m", "755", CLIHarness.binary.path, copy], environment: [:]).status == 0)
        let copied = try run(copy)
        #expect(copied.text.hasPrefix("rendered 0, unchanged 7"), "\(copied.text) \(copied.stderr)")
        // Another build (another build ID, as other code links to): everything renders.
        var other = try Data(contentsOf: URL(fileURLWithPath: copy))
        let range = try #require(Self.buildIDRange(in: other), "the tool has a GNU build ID")
        other[range.lowerBound] ^= 0xFF
        try other.write(to: URL(fileURLWithPath: cli.path("other.bin")))
        let rebuilt = cli.path("rebuilt/placeholderkit")
        #expect(try cli.runProgram("/usr/bin/install", ["-D", "-m", "755", cli.path("other.bin"), rebuilt], environment: [:]).status == 0)
        let again = try run(rebuilt)
        #expect(again.text.hasPrefix("rendered 7, unchanged 0"), "\(again.text) \(again.stderr)")
    }

    /// The recall, in this process: a folder whose manifest remembers `names` for `spec.json`.
    static func recall(_ cli: CLIHarness, remembering names: [String]) throws -> (BatchRenderer, BatchRenderer.Recall) {
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        let spec = try cli.write("specs/spec.json", #"{"width": 60, "height": 20, "scale": 1, "variants": {"appearance": ["light", "dark"]}}"#)
        let renderer = BatchRenderer(folder: URL(fileURLWithPath: cli.path("out")), flag: "-o", format: .png, compression: 6, jobs: 1, contactSheet: false)
        let file = try SpecFile(path: spec)
        let keyMaker = RenderKey(format: .png, compression: 6)
        let part = keyMaker.specPart(ofFile: file.bytes)
        var manifest = RenderManifest()
        try FileManager.default.createDirectory(atPath: cli.path("out"), withIntermediateDirectories: true)
        for name in names where SafeFileName.problem(name + ".png") == nil && !name.hasPrefix(".") {
            _ = try cli.write("out/\(name).png", "image")
            let state = try #require(RenderManifest.state(atPath: cli.path("out/\(name).png")))
            manifest.images["\(name).png"] = RenderManifest.Image(key: keyMaker.key(specPart: part, variant: String(name.dropFirst(4))),
                                                                 size: state.size, modified: state.modified,
                                                                 digest: String(repeating: "0", count: 64), frame: nil)
        }
        manifest.memos[RenderKey.memoKey(specPart: part, name: "spec")] = names
        try manifest.write(in: URL(fileURLWithPath: cli.path("out")))
        return (renderer, try renderer.recall([file], fontDirectories: []))
    }

    @Test func aMemoIsFoundFromTheBytesAndTheImagesItNames() throws {
        let cli = try CLIHarness()
        let (_, found) = try Self.recall(cli, remembering: ["spec.light", "spec.dark"])
        #expect(found.remembered.map(\.outputs) == [["spec.light", "spec.dark"]] && found.toDecode.isEmpty)
        // An image missing from the folder: the spec is decoded.
        try FileManager.default.removeItem(atPath: cli.path("out/spec.dark.png"))
        let renderer = BatchRenderer(folder: URL(fileURLWithPath: cli.path("out")), flag: "-o", format: .png, compression: 6, jobs: 1, contactSheet: false)
        let again = try renderer.recall([SpecFile(path: cli.path("specs/spec.json"))], fontDirectories: [])
        #expect(again.remembered.isEmpty && again.toDecode.count == 1)
    }

    @Test(arguments: [["../spec.light"], ["other.light"], ["spec.light/x"], ["spec.light", "spec\u{1B}[2J"], ["specs.light"], ["spec.light", "spec.light"]])
    func aMemoNamingAnotherFileIsNotFollowed(names: [String]) throws {
        let cli = try CLIHarness()
        let (_, found) = try Self.recall(cli, remembering: names)
        #expect(found.remembered.isEmpty && found.toDecode.count == 1)
    }

    @Test func aManifestChangedBeforeTheLockStopsTheRun() throws {
        let cli = try CLIHarness()
        let (renderer, found) = try Self.recall(cli, remembering: ["spec.light", "spec.dark"])
        #expect(found.remembered.count == 1)
        let plan = try BatchRenderer.plan([], claimed: found.claimed)
        func run() throws -> String {
            try renderer.runIncremental(plan, terminal: .captured(input: Data(), environment: [:]), prune: false, shard: nil, recall: found)
        }
        // Another run writes the manifest between the recall and the lock: if the spec's
        // images are still current in it, the run goes on; if not, it stops.
        var manifest = RenderManifest.read(in: renderer.folder)
        manifest.images["other.png"] = RenderManifest.Image(key: "0", size: 1, modified: 1, digest: String(repeating: "0", count: 64), frame: nil)
        try manifest.write(in: renderer.folder)
        #expect(try run().hasPrefix("rendered 0, unchanged 2"))
        manifest.images["spec.dark.png"]?.key = "0"
        try manifest.write(in: renderer.folder)
        let error = #expect(throws: CommandLineError.self) { try run() }
        #expect(error?.description.contains("changed") == true && error?.description.contains("while this one read it") == true)
        #expect(try String(contentsOfFile: cli.path("out/spec.light.png"), encoding: .utf8) == "image", "nothing is drawn")
    }
}
