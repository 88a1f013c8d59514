import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
@testable import PlaceholderKitCLI
import Testing

@Suite struct DiffCommandTests {
    /// Two 40×20 PNGs that differ in `changed` pixels, and one of another size.
    func images(_ cli: CLIHarness, changed: Int) throws -> (String, String) {
        var a = try RGBAImage(width: 40, height: 20, fill: (255, 255, 255, 255))
        try AtomicFile.write(PNGCodec.encode(a), to: URL(fileURLWithPath: cli.path("a.png")))
        for x in 0..<changed { a[x, 10] = (0, 0, 0, 255) }
        try AtomicFile.write(PNGCodec.encode(a), to: URL(fileURLWithPath: cli.path("b.png")))
        return (cli.path("a.png"), cli.path("b.png"))
    }

    @Test func identicalImagesPass() throws {
        let cli = try CLIHarness()
        let (a, _) = try images(cli, changed: 0)
        let result = cli.run(["diff", a, a])
        #expect(result.status == 0)
        #expect(result.text == "0 pixels differ (0% of 40×20), 0 anti-aliased; tolerance 0 pixels: passed\n")
    }

    @Test func differencesFailUnlessTolerated() throws {
        let cli = try CLIHarness()
        let (a, b) = try images(cli, changed: 8)
        #expect(cli.run(["diff", a, b]).status == 1)
        #expect(cli.run(["diff", a, b, "--max-diff-pixels", "8"]).status == 0)
        #expect(cli.run(["diff", a, b, "--max-diff-ratio", "0.01"]).status == 0)
        #expect(cli.run(["diff", a, b, "--max-diff-ratio", "0.005"]).status == 1)
        #expect(cli.run(["diff", a, b, "--perceptual", "150"]).status == 0)
    }

    @Test func jsonReportsTheNumbers() throws {
        let cli = try CLIHarness()
        let (a, b) = try images(cli, changed: 8)
        let result = cli.run(["diff", a, b, "--json", "--threshold", "0.2", "--include-aa"])
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
        #expect(json["width"] as! Int == 40 && json["height"] as! Int == 20)
        #expect(json["mismatchedPixels"] as! Int == 8)
        #expect(json["antialiasedPixels"] as! Int == 0)
        #expect(json["ratio"] as! Double == 0.01)
        #expect(json["passed"] as! Bool == false)
    }

    @Test func writesTheDiffImage() throws {
        let cli = try CLIHarness()
        let (a, b) = try images(cli, changed: 3)
        #expect(cli.run(["diff", a, b, "--output", cli.path("d.png")]).status == 1)
        let diff = try PNGCodec.read(URL(fileURLWithPath: cli.path("d.png")))
        #expect(diff[0, 10] == (0, 90, 255, 255))
        #expect(diff[5, 5] == (255, 255, 255, 255))
    }

    @Test func differentSizesFailWithBothSizes() throws {
        let cli = try CLIHarness()
        let (a, _) = try images(cli, changed: 0)
        try AtomicFile.write(PNGCodec.encode(RGBAImage(width: 41, height: 20)), to: URL(fileURLWithPath: cli.path("c.png")))
        let result = cli.run(["diff", a, cli.path("c.png")])
        #expect(result.status == 1)
        #expect(result.text == "sizes differ: expected 40×20, actual 41×20\n")
    }

    @Test func unreadableInputIsExitTwo() throws {
        let cli = try CLIHarness()
        let (a, _) = try images(cli, changed: 0)
        let junk = try cli.write("junk.png", "not a png")
        let result = cli.run(["diff", a, junk, "--output", cli.path("d.png")])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("placeholderkit diff: \(junk): not a readable PNG ("))
        #expect(!cli.exists("d.png"))
        #expect(cli.run(["diff", a]).status == 2)
        #expect(cli.run(["diff", a, a, "--threshold", "2"]).stderr == "placeholderkit diff: --threshold: must be between 0 and 1\n")
    }
}

@Suite struct VerifyCommandTests {
    func specs(_ cli: CLIHarness) throws -> String {
        let folder = cli.folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"width": 80, "height": 30, "placeholder": "One"}"#.utf8).write(to: folder.appendingPathComponent("one.json"))
        try Data(#"{"width": 80, "height": 30, "placeholder": "Two"}"#.utf8).write(to: folder.appendingPathComponent("two.json"))
        return folder.path
    }

    @Test func recordsThenPassesThenFailsWithAReport() throws {
        let cli = try CLIHarness()
        let specs = try specs(cli)
        let snapshots = cli.path("refs"), report = cli.path("report")
        let recorded = cli.run(["verify", "--specs", specs, "--snapshots", snapshots, "--record", "missing", "--report", report])
        #expect(recorded.status == 1, "recording under missing fails, as assertSnapshot does: \(recorded.stderr)")
        #expect(recorded.text.contains("2 snapshots: 0 passed, 0 failed, 2 new, 0 recorded, 0 obsolete (record mode missing)"))
        #expect(cli.exists("refs/one.png") && cli.exists("refs/two.png"))

        let passed = cli.run(["verify", "--specs", specs, "--snapshots", snapshots, "--record", "never", "--report", report, "--jobs", "2"])
        #expect(passed.status == 0)
        #expect(passed.text.contains("2 passed, 0 failed"))

        try Data(#"{"width": 80, "height": 30, "placeholder": "Changed"}"#.utf8).write(to: URL(fileURLWithPath: specs + "/two.json"))
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.path("refs/two.png")))
        let failed = cli.run(["verify", "--specs", specs, "--snapshots", snapshots, "--record", "never", "--report", report])
        #expect(failed.status == 1)
        #expect(failed.text.contains("1 passed, 1 failed"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("refs/two.png"))) == before, "never leaves references alone")
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(page.contains("two — failed"))
        for kind in ["expected", "actual", "diff"] {
            #expect(page.contains("images/two.\(kind).png"))
            #expect(cli.exists("report/images/two.\(kind).png"))
        }
        #expect(page.contains("pixels differ"))
    }

    /// A failure names the lines that changed, from the layout recorded beside each
    /// reference (`NAME.layout.json`, what `placeholderkit layout` prints) and the actual one.
    @Test func aFailureNamesTheLinesThatChanged() throws {
        let cli = try CLIHarness()
        let specs = try specs(cli)
        let snapshots = cli.path("refs"), report = cli.path("report")
        func verify(_ mode: String = "never") -> CLIHarness.Result {
            cli.run(["verify", "--specs", specs, "--snapshots", snapshots, "--record", mode, "--report", report])
        }
        #expect(verify("missing").status == 1)
        let layout = cli.run(["layout", specs + "/two.json"])
        let companion = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("refs/two.layout.json")))) as? NSDictionary)
        #expect(companion == (try CLIHarness.onlyLayout(layout.stdout) as NSDictionary), "the reference's layout is what layout prints")
        #expect(verify().status == 0, "a passing run says nothing of layouts")

        try Data(#"{"width": 80, "height": 30, "placeholder": "Wider"}"#.utf8).write(to: URL(fileURLWithPath: specs + "/two.json"))
        let changed = verify()
        #expect(changed.status == 1)
        let lines = changed.text.split(separator: "\n").map(String.init)
        let headline = try #require(lines.firstIndex { $0.hasPrefix("two does not match its reference") }, "\(changed.text)")
        #expect(lines[headline + 1].hasPrefix("The differing pixels lie within"), "\(changed.text)")
        #expect(lines[headline + 2] == "Lines that changed (compared with two.layout.json):", "\(changed.text)")
        #expect(lines[headline + 3].hasPrefix("  placeholder line 1: text \"Two\" → \"Wider\"; width "), "\(changed.text)")
        #expect(try String(contentsOfFile: report + "/index.html", encoding: .utf8).contains("placeholder line 1: text"))

        // The same lines drawn differently: the pixels differ, no line did.
        try Data(##"{"width": 80, "height": 30, "placeholder": "Two", "backgroundColor": "#FF0000"}"##.utf8)
            .write(to: URL(fileURLWithPath: specs + "/two.json"))
        let recoloured = verify()
        #expect(recoloured.status == 1)
        #expect(recoloured.text.contains("No frame, line, font, glyph or colour changed: the same glyphs are drawn differently"), "\(recoloured.text)")

        // A reference recorded without one: how to get one. Re-recording writes it.
        try FileManager.default.removeItem(atPath: cli.path("refs/two.layout.json"))
        #expect(verify().text.contains("No layout.json is recorded beside the reference (two.layout.json)"))
        #expect(verify("failed").status == 0)
        #expect(cli.exists("refs/two.layout.json"))
        #expect(verify().status == 0)
    }

    func tree(_ cli: CLIHarness) throws -> [String: Data?] { try CLIHarness.tree(cli.folder) }

    @Test func recordModesExitAsDocumented() throws {
        let cli = try CLIHarness()
        let specs = try specs(cli)
        func verify(_ mode: String, environment: [String: String] = [:]) -> CLIHarness.Result {
            cli.run(["verify", "--specs", specs, "--snapshots", cli.path("refs"), "--report", cli.path("report"), "--record", mode],
                    environment: environment)
        }
        #expect(verify("missing").status == 1, "new references: look at them, then run again")
        #expect(verify("missing").status == 0, "nothing missing any more")
        #expect(verify("all").status == 0, "an update asked for")
        #expect(verify("all").text.contains("0 passed, 0 failed, 0 new, 2 recorded, 0 obsolete (record mode all)"))
        try Data(#"{"width": 80, "height": 30, "placeholder": "Changed"}"#.utf8).write(to: URL(fileURLWithPath: specs + "/two.json"))
        #expect(verify("never").status == 1)
        let failed = verify("failed")
        #expect(failed.status == 0, "mismatches rewritten on request")
        #expect(failed.text.contains("1 passed, 0 failed, 0 new, 1 recorded, 0 obsolete (record mode failed)"))
        #expect(verify("never").status == 0)
        try FileManager.default.removeItem(atPath: cli.path("refs/one.png"))
        #expect(verify("never").status == 1, "a missing reference under never fails")
    }

    @Test func theEnvironmentWinsOverRecordFlags() throws {
        let cli = try CLIHarness()
        let specs = try specs(cli)
        #expect(cli.run(["verify", "--specs", specs, "--snapshots", cli.path("refs"), "--report", cli.path("report"), "--record", "missing"]).status == 1)
        try Data(#"{"width": 80, "height": 30, "placeholder": "Changed"}"#.utf8).write(to: URL(fileURLWithPath: specs + "/two.json"))
        let before = try tree(cli)
        let result = cli.run(["verify", "--specs", specs, "--snapshots", cli.path("refs"), "--report", cli.path("report2"), "--record", "all"],
                             environment: ["CI": "true", "SNAPSHOT_RECORD": "never"])
        #expect(result.status == 1)
        #expect(result.stderr == "placeholderkit verify: warning: SNAPSHOT_RECORD=never overrides --record all\n")
        #expect(result.text.contains("1 passed, 1 failed, 0 new, 0 recorded, 0 obsolete (record mode never)"))
        let after = try tree(cli)
        for (name, data) in before where name.hasPrefix("refs") { #expect(after[name] == data, "\(name) unchanged") }
        #expect(Set(after.keys.filter { $0.hasPrefix("refs") }) == Set(before.keys.filter { $0.hasPrefix("refs") }))
        // The built binary reads the real environment the same way.
        let binary = try cli.runBinary(["verify", "--specs", specs, "--snapshots", cli.path("refs"), "--report", cli.path("report3"),
                                        "--record", "all"], environment: ["CI": "true", "SNAPSHOT_RECORD": "never"])
        #expect(binary.status == 1)
        #expect(try tree(cli).filter { $0.key.hasPrefix("refs") }.mapValues { $0 } == before.filter { $0.key.hasPrefix("refs") })
    }

    @Test func aSpecWithAMissingFontStopsEverythingBeforeAnyWrite() throws {
        let cli = try CLIHarness()
        let specs = try specs(cli)
        try Data(#"{"width": 80, "height": 30, "font": {"file": "/no/such/font.ttf"}}"#.utf8)
            .write(to: URL(fileURLWithPath: specs + "/three.json"))
        let before = try tree(cli)
        let result = cli.run(["verify", "--specs", specs, "--snapshots", cli.path("refs"), "--report", cli.path("report"), "--record", "missing"])
        #expect(result.status == 2)
        #expect(result.stderr == "placeholderkit verify: \(specs)/three.json: font file /no/such/font.ttf: does not exist\n")
        #expect(try tree(cli) == before)
    }

    @Test(arguments: ["missing", "all", "failed", "never"])
    func unusableFoldersStopEverythingBeforeAnyWrite(mode: String) throws {
        let cli = try CLIHarness()
        let specs = try specs(cli)
        let file = try cli.write("plain.txt", "not a folder")
        try FileManager.default.createDirectory(atPath: cli.path("refs"), withIntermediateDirectories: false)
        var cases: [([String], String)] = [
            (["--snapshots", file, "--report", cli.path("report")], "--snapshots: \"\(file)\" is not a folder"),
            // Not writable even by root.
            (["--snapshots", cli.path("refs"), "--report", "/proc/1/report"], "--report: \"/proc/1/report\" cannot be created (/proc/1 is not writable)"),
            (["--snapshots", cli.path("refs"), "--report", file], "--report: \"\(file)\" is not a folder"),

            (["--snapshots", file + "/refs", "--report", cli.path("report")],
             mode == "never" ? "--snapshots: \"\(file)/refs\" does not exist (references are not recorded in mode never)"
                             : "--snapshots: \"\(file)/refs\" cannot be created (\(file) is not a folder)"),
        ]
        if mode == "never" {
            cases.append((["--snapshots", cli.path("absent"), "--report", cli.path("report")],
                          "--snapshots: \"\(cli.path("absent"))\" does not exist (references are not recorded in mode never)"))
        }
        for (arguments, message) in cases {
            let before = try tree(cli)
            let result = cli.run(["verify", "--specs", specs, "--record", mode] + arguments)
            #expect(result.status == 2)
            #expect(result.stderr == "placeholderkit verify: \(message)\n")
            #expect(result.stdout.isEmpty)
            #expect(try tree(cli) == before)
        }
    }

    @Test func unreadableReferencesStopEverythingBeforeAnyWrite() throws {
        let cli = try CLIHarness()
        let specs = try specs(cli)
        #expect(cli.run(["verify", "--specs", specs, "--snapshots", cli.path("refs"), "--report", cli.path("report"), "--record", "missing"]).status == 1)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: cli.path("refs/two.png")))
        let before = try tree(cli)
        let result = cli.run(["verify", "--specs", specs, "--snapshots", cli.path("refs"), "--report", cli.path("report"), "--record", "failed"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("placeholderkit verify: \(cli.path("refs/two.png")): not a readable PNG ("))
        #expect(try tree(cli) == before)
        // Under all, references are not read: the bad one is simply rewritten.
        #expect(cli.run(["verify", "--specs", specs, "--snapshots", cli.path("refs"), "--report", cli.path("report"), "--record", "all"]).status == 0)
    }

    /// The hand-written part of docs/cli.md (above its generated `--help` reference, which
    /// would agree with the help trivially) and `verify --help` say the same about record
    /// modes and exit status.
    @Test func helpAndTheCommandLinePageStateTheRecordRules() throws {
        let page = try String(contentsOfFile: CLIHarness.packageRoot.appendingPathComponent("docs/cli.md").path, encoding: .utf8)
        let reference = try #require(page.range(of: "<!-- cli-help -->"), "docs/cli.md has no <!-- cli-help --> marker").lowerBound
        let prose = String(page[..<reference]).replacingOccurrences(of: "\n", with: " ")
        let help = try CLIHarness().run(["verify", "--help"]).text.replacingOccurrences(of: "\n", with: " ")
        for words in ["SNAPSHOT_RECORD", "wins over", "--record missing", "recorded", "look at it, then run again",
                      "--record all", "failed"] {
            #expect(help.contains(words) && prose.contains(words), "\(words)")
        }
        #expect(help.contains("1 a snapshot failed, or --record missing recorded a new reference (look at it, then run again)"))
        #expect(prose.contains("1: a snapshot failed, or `--record missing` recorded a new reference (look at it, then run again"))
        #expect(help.contains("0 every snapshot passed, or was rewritten by --record all or failed"))
        #expect(prose.contains("0: every snapshot passed, or `--record all`/`failed` rewrote it"))
    }

    @Test func badInputIsExitTwoAndWritesNothing() throws {
        let cli = try CLIHarness()
        let specs = try specs(cli)
        try Data(#"{"width": 80}"#.utf8).write(to: URL(fileURLWithPath: specs + "/bad.json"))
        let result = cli.run(["verify", "--specs", specs, "--snapshots", cli.path("refs"), "--report", cli.path("report"), "--record", "missing"])
        #expect(result.status == 2)
        #expect(result.stderr == "placeholderkit verify: \(specs)/bad.json: height: is required\n")
        #expect(!cli.exists("refs") && !cli.exists("report"))
        #expect(cli.run(["verify", "--specs", specs]).stderr == "placeholderkit verify: --snapshots: a folder of references is required\n")
        #expect(cli.run(["verify", "--specs", specs, "--snapshots", "x", "--record", "sometimes"]).status == 2)
    }
}

@Suite struct DemoCommandTests {
    @Test func rendersTheGalleryAndAContactSheet() throws {
        let cli = try CLIHarness()
        let result = cli.run(["demo", "-o", cli.path("gallery"), "--examples", CLIHarness.examples])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: CLIHarness.examples).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 15)
        let page = try String(contentsOfFile: cli.path("gallery/index.html"), encoding: .utf8)
        for name in names {
            // A spec with variants writes one image per variant, named with its suffix.
            let variants = try Mockup(json: Data(contentsOf: URL(fileURLWithPath: CLIHarness.examples + "/" + name))).variantsExpanded
            for variant in variants {
                let base = String(name.dropLast(5)) + variant.suffix
                #expect(cli.exists("gallery/\(base).png"), "\(base)")
                #expect(page.contains(" src=\"\(HTMLPage.source(base + ".png"))\""), "\(base)")
            }
        }
        #expect(result.text.contains("gallery/index.html"))
        // The examples faint, empty or clipped on purpose say so above their images.
        for name in ["seed000-colors", "seed003-editing-hidden", "typed-text"] {
            #expect(page.contains("<h2>\(name)</h2><p class=note>"), "\(name)")
        }
    }

    @Test func aBadExampleWritesNothing() throws {
        let cli = try CLIHarness()
        let examples = cli.folder.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        try Data(#"{"width": 80, "height": 30, "placeholder": "fine"}"#.utf8).write(to: examples.appendingPathComponent("a.json"))
        try Data(#"{"width": 80, "height": 30, "font": {"file": "/no/font.otf"}}"#.utf8).write(to: examples.appendingPathComponent("b.json"))
        let result = cli.run(["demo", "-o", cli.path("gallery"), "--examples", examples.path])
        #expect(result.status == 2)
        #expect(result.stderr == "placeholderkit demo: \(examples.path)/b.json: font file /no/font.otf: does not exist\n")
        #expect(!cli.exists("gallery"))
        let file = try cli.write("file", "")
        try FileManager.default.removeItem(at: examples.appendingPathComponent("b.json"))
        #expect(cli.run(["demo", "-o", file + "/gallery", "--examples", examples.path]).stderr
                == "placeholderkit demo: --output: \"\(file)/gallery\" cannot be created (\(file) is not a folder)\n")
    }
}
