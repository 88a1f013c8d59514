import Foundation
import Glibc
import PlaceholderImage
import PlaceholderKit
import Testing
@testable import PlaceholderKitCLI

/// `render --incremental`: unchanged images are skipped, and every kind of input that
/// changes — the spec, a flag, a font file, the fonts searched, the libraries, the tool —
/// renders again; an image deleted or rewritten by hand is made again; images no spec makes
/// are listed and pruned; one writer at a time. Each run is its own process (the built
/// tool), as a user's runs are: the font library of a test process is shared by the tests.
@Suite struct IncrementalRenderTests {
    static func specs(_ cli: CLIHarness) throws -> String {
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        for i in 0..<3 {
            _ = try cli.write("specs/case\(i).json", #"{"width": 80, "height": 30, "scale": 1, "placeholder": "Case \#(i)", "variants": {"appearance": ["light", "dark"]}}"#)
        }
        _ = try cli.write("specs/field.json", #"{"kind": "textField", "width": 90, "scale": 1, "text": "Field"}"#)
        return cli.path("specs")
    }

    static func image(_ cli: CLIHarness, _ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: cli.path("out/\(name)"))) }

    static func modified(_ cli: CLIHarness, _ name: String) -> Int64? { RenderManifest.state(of: URL(fileURLWithPath: cli.path("out/\(name)")))?.modified }

    @Test func unchangedImagesAreSkippedAndChangedInputsRenderAgain() throws {
        let cli = try CLIHarness()
        let specs = try Self.specs(cli)
        func render(_ extra: [String] = []) throws -> CLIHarness.Result { try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental"] + extra) }
        let first = try render()
        #expect(first.status == 0 && first.text.hasPrefix("rendered 7, unchanged 0, removed 0 images"), "\(first.text) \(first.stderr)")
        let before = Self.modified(cli, "case1.light.png")
        let again = try render()
        #expect(again.text.hasPrefix("rendered 0, unchanged 7, removed 0 images"), "\(again.text)")
        #expect(Self.modified(cli, "case1.light.png") == before, "an unchanged image is not written again")

        // The spec: only its variants render, and their pixels change.
        let old = try Self.image(cli, "case1.light.png")
        _ = try cli.write("specs/case1.json", #"{"width": 80, "height": 30, "scale": 1, "placeholder": "Changed", "variants": {"appearance": ["light", "dark"]}}"#)
        #expect(try render().text.hasPrefix("rendered 2, unchanged 5"))
        #expect(try Self.image(cli, "case1.light.png") != old)

        // A flag changes every expanded spec.
        let black = try Self.image(cli, "field.png")
        #expect(try render(["--text-color", "red"]).text.hasPrefix("rendered 7, unchanged 0"))
        #expect(try Self.image(cli, "field.png") != black)
        #expect(try render(["--text-color", "red"]).text.hasPrefix("rendered 0, unchanged 7"))

        // An image deleted by hand, or rewritten (a killed run's half-made file), is made again.
        try FileManager.default.removeItem(atPath: cli.path("out/case0.dark.png"))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: cli.path("out/field.png")))
        let repaired = try render(["--text-color", "red"])
        #expect(repaired.text.hasPrefix("rendered 2, unchanged 5"), "\(repaired.text)")
        #expect(try PNGCodec.decode(Self.image(cli, "field.png"), name: "field").width == 90)
        #expect(cli.exists("out/case0.dark.png"))

        // A manifest that cannot be read renders everything again, and is made anew.
        try Data("{".utf8).write(to: URL(fileURLWithPath: cli.path("out/.placeholderkit-render-manifest")))
        #expect(try render(["--text-color", "red"]).text.hasPrefix("rendered 7, unchanged 0"))
    }

    @Test func aChangedFontFileOrFontFolderRendersAgain() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cli.path("fonts"), withIntermediateDirectories: true)
        let font = cli.path("fonts/Face.ttf")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: font)
        _ = try cli.write("specs/named.json", #"{"width": 120, "height": 30, "scale": 1, "placeholder": "Font", "font": {"file": "\#(font)"}}"#)
        _ = try cli.write("specs/plain.json", #"{"width": 120, "height": 30, "scale": 1, "placeholder": "Plain"}"#)
        // The same key with a JSON escape in it: the spec's bytes are keyed, not re-encoded.
        _ = try cli.write("specs/escaped.json", #"{"width": 120, "height": 30, "scale": 1, "placeholder": "Escaped", "font": {"fil\u0065": "\#(font)"}}"#)
        func render(_ extra: [String] = []) throws -> CLIHarness.Result { try cli.runBinary(["render", cli.path("specs"), "-o", cli.path("out/"), "--incremental"] + extra) }
        #expect(try render().text.hasPrefix("rendered 3, unchanged 0"))
        let old = try Self.image(cli, "named.png")
        // Another face at the same path: only the spec that names it renders, differently.
        try FileManager.default.removeItem(atPath: font)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", toPath: font)
        let changed = try render()
        #expect(changed.text.hasPrefix("rendered 2, unchanged 1"), "\(changed.text) \(changed.stderr)")
        #expect(try Self.image(cli, "named.png") != old)
        // A folder of fonts added to the search can change any fallback: everything renders.
        #expect(try render(["--font-dir", cli.path("fonts")]).text.hasPrefix("rendered 3, unchanged 0"))
    }

    @Test func theKeyChangesWithTheLibrariesAndTheTool() throws {
        let mockup = try Mockup(json: Data(#"{"width": 10, "height": 10}"#.utf8))
        let environment = RenderingEnvironment.current()
        var newer = environment
        newer.libraries["HarfBuzz"] = "99.0.0"
        func key(_ maker: RenderKey, _ suffix: String = "") throws -> String { try maker.key(of: mockup, variant: suffix) }
        let base = try key(RenderKey(format: .png, compression: 6, environment: environment))
        #expect(try key(RenderKey(format: .png, compression: 6, environment: environment)) == base)
        #expect(try key(RenderKey(format: .png, compression: 6, environment: newer)) != base)
        #expect(try key(RenderKey(format: .png, compression: 6, environment: environment, version: "9.9.9")) != base)
        #expect(try key(RenderKey(format: .png, compression: 6, environment: environment, executable: "another build")) != base)
        var dictionaries = Hyphenator.dictionaryStates()
        dictionaries.append("1 2 /usr/share/hyphen/hyph_xx.dic")
        #expect(try key(RenderKey(format: .png, compression: 6, environment: environment, hyphenation: dictionaries)) != base)
        #expect(try key(RenderKey(format: .png, compression: 9, environment: environment)) != base)
        #expect(try key(RenderKey(format: .svg, compression: 6, environment: environment)) != base)
        #expect(try key(RenderKey(format: .png, compression: 6, overlay: true, environment: environment)) != base)
        #expect(try key(RenderKey(format: .png, compression: 6, environment: environment), ".dark") != base)
        #expect(base.count == 32)
    }

    @Test func imagesNoSpecProducesAreListedAndPruned() throws {
        let cli = try CLIHarness()
        let specs = try Self.specs(cli)
        #expect(try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental"]).status == 0)
        try FileManager.default.removeItem(atPath: cli.path("specs/case2.json"))
        let listed = try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental"])
        #expect(listed.status == 0 && listed.stderr.contains("no spec produces case2.dark.png any more (--prune removes it)"), "\(listed.stderr)")
        #expect(cli.exists("out/case2.dark.png"))
        let pruned = try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental", "--prune"])
        #expect(pruned.text.hasPrefix("rendered 0, unchanged 5, removed 2 images"), "\(pruned.text)")
        #expect(!cli.exists("out/case2.dark.png") && !cli.exists("out/case2.light.png") && cli.exists("out/case1.dark.png"))
        // Prune removes only images the folder's renders wrote, unchanged since: not a file
        // the manifest names that is no image (a manifest restored from a cache may name
        // anything in the folder), nor an image a person rewrote.
        _ = try cli.write("out/notes.txt", "mine")
        _ = try cli.write("out/kept.png", "mine")
        var manifest = RenderManifest.read(in: URL(fileURLWithPath: cli.path("out")))
        for name in ["notes.txt", "kept.png", RenderManifest.lockName] {
            let state = try #require(RenderManifest.state(atPath: cli.path("out/\(name)")))
            manifest.images[name] = RenderManifest.Image(key: "0", size: state.size, modified: state.modified,
                                                         digest: SHA256.hex(of: try Data(contentsOf: URL(fileURLWithPath: cli.path("out/\(name)")))), frame: nil)
        }
        _ = try cli.write("out/kept.png", "changed by hand")
        try manifest.write(in: URL(fileURLWithPath: cli.path("out")))
        let careful = try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental", "--prune"])
        #expect(careful.text.hasPrefix("rendered 0, unchanged 5, removed 0 images"), "\(careful.text) \(careful.stderr)")
        #expect(cli.exists("out/notes.txt") && cli.exists("out/kept.png") && cli.exists("out/\(RenderManifest.lockName)"))
        #expect(careful.stderr.contains("left kept.png, which no spec produces: it is not the image this folder's renders wrote"), "\(careful.stderr)")
        #expect(RenderManifest.read(in: URL(fileURLWithPath: cli.path("out"))).images["notes.txt"] == nil, "the line is forgotten")
        // --prune alone, or in a shard, is refused before anything is written.
        #expect(try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--prune"]).status == 2)
        #expect(try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental", "--prune", "--shard", "1/2"]).status == 2)
    }

    @Test func oneWriterAtATime() throws {
        let cli = try CLIHarness()
        let specs = try Self.specs(cli)
        try FileManager.default.createDirectory(atPath: cli.path("out"), withIntermediateDirectories: true)
        let fd = open(cli.path("out/.placeholderkit-render.lock"), O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        defer { close(fd) }
        let blocked = try cli.runBinary(["render", specs, "-o", cli.path("out/"), "--incremental"])
        #expect(blocked.status == 2 && blocked.stderr.contains("another incremental render is writing"), "\(blocked.stderr)")
        #expect(!cli.exists("out/case0.light.png") && !cli.exists("out/.placeholderkit-render-manifest"))
    }
}

/// Progress: on a terminal, done/total, rate and time left; off one, nothing.
@Suite struct BatchProgressTests {
    @Test func theManifestReadsBackAndLeavesOutLinesThatDoNotRead() {
        var manifest = RenderManifest()
        let digest = SHA256.hex(of: Data("a b".utf8))
        manifest.images["a b.png"] = RenderManifest.Image(key: "k1", size: 10, modified: 20, digest: digest, frame: BatchRenderer.Frame(
            width: 120.5, height: 40, scale: 2.5, pixelWidth: 302, pixelHeight: 100, appearance: .dark))
        manifest.images["c.png"] = RenderManifest.Image(key: "k2", size: 1, modified: 1_796_312_815_107_484_416, digest: digest, frame: nil)
        manifest.memos["m1"] = ["a b", "c"]
        #expect(RenderManifest(text: manifest.text) == manifest)
        #expect(RenderManifest(text: manifest.text).text == manifest.text, "an unchanged manifest writes back what it read")
        var changed = RenderManifest(text: manifest.text)
        changed.images["c.png"]?.size = 7
        #expect(changed.text.contains("k2 7 1796312815107484416 \(digest) - c.png\n") && changed.text.contains(" a b.png\n"))
        // A frame that is no view's, a size that is not a number, a short line: each image
        // is left out, so it renders again; the good line still reads.
        // So is a line whose digest is not 64 lowercase hexadecimal digits.
        let d = digest
        let bad = RenderManifest.header + "\nk 1 2 \(d) nan 40 1 1 1 light x.png\nk x 2 \(d) - y.png\nk 1 2 \(d) 1e300 40 1 1 1 light z.png\nk 1 2\n"
            + "k 1 99999999999999999999 \(d) - big.png\nk 1 2 \(d.uppercased()) - upper.png\nk 1 2 abc - short.png\nk 1 2 - old.png\nk 1 2 \(d) - ok.png\n"
        #expect(RenderManifest(text: bad).images.keys.sorted() == ["ok.png"])
        #expect(RenderManifest(text: "placeholderkit-render-manifest 3\nk 1 2 - ok.png\n").images.isEmpty, "another version is not read")
        // A memo with an empty name, or no names, or a name that is no file's, is left out.
        let memos = RenderManifest.header + "\n@ m1 a\tb\n@ m2 a\t\n@ m3\n@ m4 \n@m5 a\n@ m6 a\t../b\n@ m7 ..\n"
        #expect(RenderManifest(text: memos).memos == ["m1": ["a", "b"]])
        // Past the first maximumNames names, lines are left out (their images render again);
        // a memo that would go past them too.
        let many = RenderManifest.header + "\n@ m1 a\tb\tc\n@ m2 d\te\nk 1 2 \(d) - f.png\nk 1 2 \(d) - g.png\n"
        let capped = RenderManifest(text: many, maximumNames: 4)
        #expect(capped.memos == ["m1": ["a", "b", "c"]] && capped.images.keys.sorted() == ["f.png"])
        // So is an image whose name is not one file of the folder.
        let names = RenderManifest.header + ["../up.png", "a/b.png", "", "..", "\u{1B}[2J.png", "ok.png"].map { "\nk 1 2 \(d) - \($0)" }.joined() + "\n"
        #expect(RenderManifest(text: names).images.keys.sorted() == ["ok.png"])
    }

    @Test func theProgressLineSaysDoneTotalRateAndTimeLeft() {
        #expect(BatchRenderer.progressLine(done: 250, total: 1000, seconds: 0.5) == "rendered 250/1000, 500 images/s, 2 s left")
        #expect(BatchRenderer.progressLine(done: 0, total: 10, seconds: 0) == "rendered 0/10")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux's script for a terminal"))
    func progressShowsOnATerminalAndNotOffOne() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        _ = try cli.write("specs/a.json", #"{"width": 40, "height": 20, "scale": 1, "variants": {"scale": [1, 2, 3]}}"#)
        let off = try cli.runBinary(["render", cli.path("specs"), "-o", cli.path("off/")])
        #expect(off.status == 0 && off.stderr.isEmpty, "no progress noise off a terminal: \(off.stderr)")
        let command = "\(CLIHarness.binary.path) render \(cli.path("specs")) -o \(cli.path("on/"))"
        let on = try cli.runProgram("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["TERM": "dumb", "PATH": "/usr/bin:/bin"])
        #expect(on.status == 0, "\(on.text)")
        #expect(on.text.contains("rendered 3/3"), "\(on.text)")
    }
}

/// A batch larger than `BatchRenderer.keptLayouts` lays each image out again as it draws
/// it (so its memory stays flat): the same bytes as a small batch, and a bad spec still
/// stops it before anything is written.
@Suite struct LargeBatchTests {
    @Test func aLargeBatchDrawsWhatASmallOneDraws() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        let scales = (0..<51).map { String(1 + Double($0) * 0.05) }.joined(separator: ", ")
        for i in 0..<6 {
            _ = try cli.write("specs/s\(i).json", #"{"width": 24, "height": "auto", "placeholder": "P\#(i)", "variants": {"appearance": ["light", "dark"], "scale": [\#(scales)]}}"#)
        }
        let large = try cli.runBinary(["render", cli.path("specs"), "-o", cli.path("large/")])
        #expect(large.status == 0 && large.text.hasPrefix("rendered 612 images"), "\(large.text) \(large.stderr)")
        #expect(612 > BatchRenderer.keptLayouts)
        let small = try cli.runBinary(["render", cli.path("specs/s3.json"), "-o", cli.path("small/")])
        #expect(small.status == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: cli.path("small")) {
            #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("small/\(name)"))) == Data(contentsOf: URL(fileURLWithPath: cli.path("large/\(name)"))), "\(name)")
        }
        // The last spec too tall at its largest scale: nothing is written.
        _ = try cli.write("specs/s9.json", #"{"width": 24, "height": "auto", "placeholder": "\#(String(repeating: "word ", count: 4000))", "variants": {"scale": [1, 4]}}"#)
        let refused = try cli.runBinary(["render", cli.path("specs"), "-o", cli.path("refused/")])
        #expect(refused.status == 2 && !cli.exists("refused"), "\(refused.stderr)")
    }
}
