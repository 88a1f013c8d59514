import Foundation
import PlaceholderImage
import PlaceholderKit
@testable import PlaceholderKitCLI
import Testing

@Suite struct BatchRenderTests {
    /// Three specs in `specs/`: a.json, b.json, c.json.
    func specs(_ cli: CLIHarness) throws -> String {
        let folder = cli.path("specs")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in [("a", "Alpha"), ("b", "Beta"), ("c", "שלום")] {
            _ = try cli.write("specs/\(name).json", #"{"width": 120, "height": 40, "scale": 1, "placeholder": "\#(text)"}"#)
        }
        return folder
    }

    @Test func aFolderRendersEveryImageWithTheFlagsAppliedAndOneSummaryLine() throws {
        let cli = try CLIHarness()
        let result = cli.run(["render", try specs(cli), "--corner-radius", "6", "-o", cli.path("out"), "--jobs", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("out")).sorted() == ["a.png", "b.png", "c.png"])
        let lines = result.text.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("rendered 3 images in ") == true)
        #expect(lines.first?.contains("images/s) into \(cli.path("out"))") == true)
        // Each image is what rendering its spec alone with the same flag gives.
        for name in ["a", "b", "c"] {
            var view = try PlaceholderTextView(json: Data(contentsOf: URL(fileURLWithPath: cli.path("specs/\(name).json"))))
            view.cornerRadius = 6
            #expect(try PNGCodec.read(URL(fileURLWithPath: cli.path("out/\(name).png"))) == view.renderImage())
        }
    }

    @Test func severalFilesAFormatAndAContactSheet() throws {
        let cli = try CLIHarness()
        let folder = try specs(cli)
        let result = cli.run(["render", "\(folder)/a.json", "\(folder)/c.json", "--format", "svg", "--contact-sheet", "-o", cli.path("out")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("out")).sorted() == ["a.svg", "c.svg", "index.html", "index.json"])
        let page = try String(contentsOfFile: cli.path("out/index.html"), encoding: .utf8)
        #expect(page.contains(#" src="a.svg""#) && page.contains(#" src="c.svg""#))
        #expect(page.contains("שלום"))
    }

    @Test func theContactSheetLinksFileNamesThatAreNotURLs() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("a #1?.json", #"{"width": 40, "height": 20}"#)
        let result = cli.run(["render", spec, "--contact-sheet", "-o", cli.path("out") + "/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(cli.exists("out/a #1?.png"))
        let page = try String(contentsOfFile: cli.path("out/index.html"), encoding: .utf8)
        #expect(page.contains(#" src="a%20%231%3F.png""#))
    }

    @Test func oneSpecIntoAFolderWhenTheOutputEndsInASlash() throws {
        let cli = try CLIHarness()
        let result = cli.run(["render", "\(try specs(cli))/b.json", "-o", cli.path("out") + "/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(cli.exists("out/b.png"))
    }

    @Test func aBadSpecStopsTheBatchBeforeAnythingIsWritten() throws {
        let cli = try CLIHarness()
        let folder = try specs(cli)
        _ = try cli.write("specs/bad.json", #"{"width": 120, "height": 40, "scale": 9}"#)
        let result = cli.run(["render", folder, "-o", cli.path("out")])
        #expect(result.status == 2)
        #expect(result.stderr == "placeholderkit render: \(folder)/bad.json: scale: must be between 1 and 4\n")
        #expect(!cli.exists("out"))
        try FileManager.default.removeItem(atPath: "\(folder)/bad.json")
        let missingFont = cli.run(["render", folder, "--font-file", "/no/such.ttf", "-o", cli.path("out")])
        #expect(missingFont.status == 2)
        #expect(missingFont.stderr.hasPrefix("placeholderkit render: \(folder)/a.json: font file /no/such.ttf"))
        #expect(!cli.exists("out"))
    }

    @Test func batchesRefuseStdoutAndClashingNames() throws {
        let cli = try CLIHarness()
        let folder = try specs(cli)
        #expect(cli.run(["render", folder, "-o", "-"]).stderr == "placeholderkit render: -o: - writes one image; give a folder for several\n")
        try FileManager.default.createDirectory(atPath: cli.path("more"), withIntermediateDirectories: true)
        _ = try cli.write("more/a.json", #"{"width": 10, "height": 10}"#)
        let clash = cli.run(["render", folder, cli.path("more"), "-o", cli.path("out")])
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("two specs would both write a"))
        #expect(!cli.exists("out"))
    }
}
