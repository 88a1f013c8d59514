import Foundation
import PlaceholderImage
import PlaceholderKit
@testable import PlaceholderKitCLI
import Testing

@Suite struct RenderCommandTests {
    @Test func rendersTheAttributedPlaceholderExample() throws {
        let cli = try CLIHarness()
        let result = cli.run(["render", CLIHarness.examples + "/attributed-placeholder.json", "-o", cli.path("out.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: cli.path("out.png")))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aBadRunIsExitTwoWithOneLineNamingItsPath() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("bad.json", #"{"width": 10, "height": 10, "attributedPlaceholder": [{"text": "a"}, {"text": "b", "colour": "red"}]}"#)
        let result = cli.run(["render", spec, "-o", cli.path("out.png")])
        #expect(result.status == 2)
        #expect(result.stderr == "placeholderkit render: \(spec): attributedPlaceholder[1].colour: unknown key\n")
        #expect(!cli.exists("out.png"))
        let both = try cli.write("both.json", #"{"width": 10, "height": 10, "placeholder": "a", "attributedPlaceholder": [{"text": "b"}]}"#)
        #expect(cli.run(["layout", both]).stderr
                == "placeholderkit layout: \(both): attributedPlaceholder: cannot be used together with placeholder; give one of them\n")
    }

    @Test func rendersASpecWithFlagsOverridingIt() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("view.json", #"{"width": 100, "height": 40, "placeholder": "From spec", "scale": 3}"#)
        let result = cli.run(["render", spec, "--width", "120", "--scale", "1", "--placeholder", "From flags", "-o", cli.path("out.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGCodec.read(URL(fileURLWithPath: cli.path("out.png")))
        #expect(image.width == 120 && image.height == 40)
        var expected = PlaceholderTextView(width: 120, height: 40)
        expected.scale = 1
        expected.placeholder = "From flags"
        #expect(try image == expected.renderImage())
    }

    @Test func everyFlagReachesTheModel() throws {
        let cli = try CLIHarness()
        let arguments = ["layout", "--width", "200", "--height", "90", "--text", "", "--placeholder", "P", "--font-family", "DejaVu Sans",
                         "--font-size", "20", "--font-weight", "bold", "--alignment", "right", "--vertical-alignment", "bottom",
                         "--inset", "1,2,3,4", "--padding", "6", "--lines", "1", "--editing", "--language", "ja",
                         "--text-color", "#111", "--placeholder-color", "red", "--background-color", "#FFFFFF80",
                         "--border-color", "blue", "--border-width", "2", "--corner-radius", "3", "--appearance", "dark"]
        let result = cli.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try CLIHarness.onlyLayout(result.stdout)
        let container = json["textContainer"] as! [String: Double]
        #expect(container == ["x": 2, "y": 1, "width": 194, "height": 86])
        let placeholder = json["placeholder"] as! [String: Any]
        let line = (placeholder["lines"] as! [[String: Any]])[0]
        let font = ((line["runs"] as! [[String: Any]])[0]["font"] as! [String: Any])
        #expect((font["file"] as! String).hasSuffix("DejaVuSans-Bold.ttf"))
        #expect(font["size"] as! Double == 20)
        // Right-aligned in the line area [8, 190].
        #expect(abs((line["x"] as! Double) + (line["width"] as! Double) - 190) < 0.001)
        #expect(json["caret"] != nil)
    }

    @Test func writesPNGToStdoutAndReadsSpecFromStdin() throws {
        let cli = try CLIHarness()
        let result = cli.run(["render", "-", "-o", "-"], stdin: Data(#"{"width": 30, "height": 10, "scale": 1}"#.utf8))
        #expect(result.status == 0)
        let image = try PNGCodec.decode(result.stdout)
        #expect(image.width == 30 && image.height == 10)
    }

    @Test func writesSVGAndPDFByExtension() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["render", "--width", "50", "--height", "20", "--placeholder", "v", "-o", cli.path("a.svg")]).status == 0)
        #expect(cli.run(["render", "--width", "50", "--height", "20", "-o", cli.path("a.pdf")]).status == 0)
        #expect(try String(contentsOfFile: cli.path("a.svg"), encoding: .utf8).contains("<svg"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("a.pdf"))).starts(with: Data("%PDF".utf8)))
    }

    @Test(arguments: [
        (["render", "--width", "10", "--height", "10", "-o", "OUT"], "placeholderkit render: -o: \"OUT\" does not end in .png, .svg or .pdf"),
        (["render", "--width", "10", "--height", "10"], "placeholderkit render: -o: an output path (OUT.png, OUT.svg, OUT.pdf, - or a folder) is required"),
        (["render", "-o", "x.png"], "placeholderkit render: give a SPEC.json or both --width and --height"),
        (["render", "--width", "10", "--height", "10", "--bogus", "-o", "x.png"], "placeholderkit render: Unknown option '--bogus'. Did you mean '--jobs'?"),
        (["render", "--width", "10", "--height", "10", "--text-color", "pink", "-o", "x.png"],
         "placeholderkit render: --text-color: \"pink\" is not a colour (use #RGB, #RRGGBB, #RRGGBBAA or a system colour name)"),
        (["render", "--width", "10", "--height", "10", "--alignment", "middle", "-o", "x.png"],
         "placeholderkit render: --alignment: \"middle\" is not one of left, center, right, natural, justified"),
        (["render", "--width", "10", "--height", "10", "--inset", "1,2", "-o", "x.png"], "placeholderkit render: --inset: \"1,2\" is not four numbers T,L,B,R"),
        (["render", "--width", "-5", "--height", "10", "-o", "x.png"], "placeholderkit render: width: must be a finite number greater than 0"),
        (["render", "--width", "10", "--height", "10", "--scale", "9", "-o", "x.png"], "placeholderkit render: scale: must be between 1 and 4"),
        (["render", "--width", "10", "--height", "10", "--font-file", "/no/such.ttf", "-o", "x.png"], "placeholderkit render: font file /no/such.ttf: does not exist"),
        (["render", "--width", "10", "--height", "10", "--compression", "12", "-o", "x.png"], "placeholderkit render: --compression: must be 0 to 9"),
        (["render", "/no/such/spec.json", "-o", "x.png"], "placeholderkit render: /no/such/spec.json: does not exist"),
        (["frobnicate"], "placeholderkit: unknown command \"frobnicate\" (see placeholderkit --help)"),
    ])
    func badInputIsOneLineExitTwoAndWritesNothing(arguments: [String], message: String) throws {
        let cli = try CLIHarness()
        let rewritten = arguments.map { $0 == "x.png" || $0 == "OUT" ? cli.path($0) : $0 }
        let result = cli.run(rewritten)
        #expect(result.status == 2)
        #expect(result.stderr == message.replacingOccurrences(of: "\"OUT\"", with: "\"\(cli.path("OUT"))\"") + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).isEmpty)
    }

    @Test func badSpecFieldIsNamedWithTheFile() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("bad.json", #"{"width": 10, "height": 10, "font": {"size": 12, "wieght": 700}}"#)
        let result = cli.run(["render", spec, "-o", cli.path("out.png")])
        #expect(result.status == 2)
        #expect(result.stderr == "placeholderkit render: \(spec): font.wieght: unknown key\n")
        #expect(!cli.exists("out.png"))
    }

    @Test func unwritableOutputIsExitTwo() throws {
        let cli = try CLIHarness()
        let blocker = try cli.write("file", "not a folder")
        let result = cli.run(["render", "--width", "10", "--height", "10", "-o", blocker + "/out.png"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("placeholderkit render: \(blocker)/out.png: cannot be written"))
    }

    @Test func missingFamilyWarnsButRenders() throws {
        let cli = try CLIHarness()
        let result = cli.run(["render", "--width", "40", "--height", "20", "--placeholder", "x", "--font-family", "Nope Sans", "-o", cli.path("o.png")])
        #expect(result.status == 0)
        #expect(result.stderr == "placeholderkit render: warning: font family \"Nope Sans\" is not installed "
            + "(neither in the pinned set \(PinnedFonts.name) nor in the host's fonts); using Inter\n")
    }

    /// Hyphenation in a language without a pinned dictionary renders unhyphenated, with one
    /// warning on stderr naming the language and the file looked for; a pinned language
    /// warns nothing.
    @Test func hyphenationWithoutADictionaryWarnsButRenders() throws {
        let cli = try CLIHarness()
        func spec(_ language: String) throws -> String {
            try cli.write("\(language).json", """
                {"width": 120, "height": 120, "language": "\(language)", "paragraphStyle": {"hyphenationFactor": 1},
                 "placeholder": "Internationalization and hyphenation considerations.\\nConsiderations of internationalization."}
                """)
        }
        let result = cli.run(["render", try spec("xx"), "-o", cli.path("xx.png")])
        #expect(result.status == 0 && cli.exists("xx.png"), "\(result.stderr)")
        #expect(result.stderr == "placeholderkit render: warning: language \"xx\" is not hyphenated: hyph_xx.dic is no pinned hyphenation "
                + "dictionary (those are hyph_de_DE.dic, hyph_en_US.dic, hyph_fr.dic)\n")
        let pinned = cli.run(["render", try spec("en"), "-o", cli.path("en.png")])
        #expect(pinned.status == 0 && pinned.stderr.isEmpty, "\(pinned.stderr)")
    }

    @Test func helpAndVersion() throws {
        let cli = try CLIHarness()
        let help = cli.run(["--help"])
        #expect(help.status == 0)
        for command in ["render", "layout", "demo", "diff", "verify", "bench"] {
            #expect(help.text.contains("  \(command)"))
            let sub = cli.run([command, "--help"])
            #expect(sub.status == 0)
            #expect(sub.text.contains("USAGE: placeholderkit \(command)"))
        }
        #expect(cli.run(["--version"]).text.hasPrefix("placeholderkit \(PlaceholderKitTool.version)\n"))
        #expect(cli.run([]).status == 2)
    }

    @Test func builtBinaryRendersEndToEnd() throws {
        let cli = try CLIHarness()
        let ok = try cli.runBinary(["render", "--width", "64", "--height", "32", "--placeholder", "e2e", "-o", "out.png"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(try PNGCodec.read(URL(fileURLWithPath: cli.path("out.png"))).width == 128)
        let bad = try cli.runBinary(["render", "--width", "64", "--height", "32", "--appearance", "sepia", "-o", "bad.png"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "placeholderkit render: --appearance: \"sepia\" is not one of light, dark\n")
        #expect(!cli.exists("bad.png"))
        let piped = try cli.runBinary(["render", "-", "-o", "-"], stdin: Data(#"{"width": 8, "height": 8}"#.utf8))
        #expect(try PNGCodec.decode(piped.stdout).width == 16)
    }
}

@Suite struct LayoutCommandTests {
    @Test func printsTheGeometryContract() throws {
        let cli = try CLIHarness()
        let result = cli.run(["layout", "--width", "300", "--height", "120", "--placeholder", "Hello world", "--text", "Typed"])
        #expect(result.status == 0)
        let output = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
        #expect(output["formatVersion"] as? Int == LayoutDocument.outputFormatVersion)
        let json = try CLIHarness.onlyLayout(result.stdout)
        #expect(json["size"] as! [String: Double] == ["width": 300, "height": 120])
        #expect(json["scale"] as! Double == 2)
        let placeholder = json["placeholder"] as! [String: Any]
        #expect(placeholder["visible"] as! Bool == false)
        #expect((placeholder["frame"] as! [String: Double])["x"] == 5)
        let line = (placeholder["lines"] as! [[String: Any]])[0]
        #expect(line["text"] as! String == "Hello world")
        #expect(Set(line.keys).isSuperset(of: ["text", "x", "baseline", "width", "ascent", "descent", "runs"]))
        let run = (line["runs"] as! [[String: Any]])[0]
        #expect(run["direction"] as! String == "ltr")
        let glyph = (run["glyphs"] as! [[String: Any]])[0]
        #expect(Set(glyph.keys) == ["id", "x", "y", "advance", "cluster"])
        #expect(glyph["x"] as! Double == 5)
        let text = json["text"] as! [String: Any]
        #expect(text["visible"] as! Bool == true)
    }
}
