import Foundation
import Glibc
@testable import PlaceholderKitCLI
import Testing

/// `contact-sheet DIR...`: the shards of a render make the page one render makes, linked
/// from wherever the page is; missing shards are named; clashing folders and bad indexes
/// are one-line errors that write nothing. ContactSheetBrowserTests opens such a page.
@Suite struct ContactSheetCommandTests {
    static let matrix = #"{"width": 120, "height": 40, "placeholder": "Hi", "variants": {"appearance": ["light", "dark"], "contentSizeCategory": ["L", "AX3"], "scale": [1, 2, 3]}}"#

    /// `m.json` rendered whole into `whole/` and in three shards into `shards/1`, `shards/2`, `shards/3`.
    static func shards(_ cli: CLIHarness) throws -> String {
        let spec = try cli.write("m.json", matrix)
        #expect(cli.run(["render", spec, "-o", cli.path("whole/"), "--contact-sheet"]).status == 0)
        for index in 1...3 {
            let result = cli.run(["render", spec, "-o", cli.path("shards/\(index)/"), "--shard", "\(index)/3", "--contact-sheet"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        return spec
    }

    /// The page's images, each as `<figure …>…</figure>`, its folder left out of its link.
    static func figures(_ page: String) -> [String] {
        page.components(separatedBy: "<figure").dropFirst().map { "<figure" + $0.components(separatedBy: "</figure>")[0] }
            .map { $0.replacingOccurrences(of: #"src="\.\./shards/\d/"#, with: #"src=""#, options: .regularExpression) }
    }

    @Test func theShardsOfARenderMakeThePageTheWholeRenderMakes() throws {
        let cli = try CLIHarness()
        _ = try Self.shards(cli)
        let result = cli.run(["contact-sheet", cli.path("shards/1"), cli.path("shards/3"), cli.path("shards/2"), "-o", cli.path("pages/all.html")])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.text == "12 images of 1 spec from 3 folders: \(cli.path("pages/all.html"))\n")
        let merged = try String(contentsOfFile: cli.path("pages/all.html"), encoding: .utf8)
        let whole = try String(contentsOfFile: cli.path("whole/index.html"), encoding: .utf8)
        #expect(Self.figures(merged).count == 12)
        #expect(Self.figures(merged) == Self.figures(whole), "the same images in the same cells, whatever order the folders are given in")
        #expect(merged.contains(#"src="../shards/1/m.light.L%401x.png""#) && merged.contains(#"src="../shards/3/m.dark.AX3%403x.png""#))
        // Every link leads to a file the shard wrote.
        for source in merged.components(separatedBy: #"src=""#).dropFirst().map({ $0.components(separatedBy: "\"")[0] }) {
            let path = cli.path("pages/" + (source.removingPercentEncoding ?? source))
            #expect(FileManager.default.fileExists(atPath: path), "\(source)")
        }
        // Scale has three values, appearance and size two: appearance (the first of the
        // narrowest) makes the columns, size × scale the rows.
        #expect(merged.contains("<thead><tr><th></th><th scope=col>light</th><th scope=col>dark</th></tr></thead>"))
        #expect(merged.components(separatedBy: "<th scope=row>").count - 1 == 6)
    }

    @Test func aMissingShardIsNamedOnThePageAndOnStderr() throws {
        let cli = try CLIHarness()
        _ = try Self.shards(cli)
        let result = cli.run(["contact-sheet", cli.path("shards/1"), cli.path("shards/3"), "-o", cli.path("two.html")])
        #expect(result.status == 0)
        #expect(result.stderr == "placeholderkit contact-sheet: warning: Shard 2/3 is not among the folders: its images are missing.\n")
        let page = try String(contentsOfFile: cli.path("two.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"note missing\">Shard 2/3 is not among the folders: its images are missing.</p>"))
        #expect(Self.figures(page).count == 8)
    }

    /// N comes from a folder's index file: a split into Int64's maximum is counted, the
    /// first few missing shards named, without walking 1...N.
    @Test func aHugeSplitIsCountedNotWalked() {
        let notes = ContactSheet.missingShards(["1/9223372036854775807", "3/9223372036854775807"])
        #expect(notes == ["Shards 2/9223372036854775807, 4/9223372036854775807, 5/9223372036854775807, 6/9223372036854775807, "
                          + "7/9223372036854775807, 8/9223372036854775807, 9/9223372036854775807, 10/9223372036854775807 "
                          + "and 9223372036854775797 more are not among the folders: their images are missing."], "\(notes)")
        #expect(ContactSheet.missingShards(["1/3", "3/3"]) == ["Shard 2/3 is not among the folders: its images are missing."])
        #expect(ContactSheet.missingShards(["1/4"]) == ["Shards 2/4, 3/4 and 4/4 are not among the folders: their images are missing."])
    }

    @Test func oneImageInTwoFoldersOrOneNameForTwoSpecsIsAnError() throws {
        let cli = try CLIHarness()
        let spec = try Self.shards(cli)
        try FileManager.default.copyItem(atPath: cli.path("shards/1"), toPath: cli.path("copy"))
        let twice = cli.run(["contact-sheet", cli.path("shards/1"), cli.path("copy"), "-o", cli.path("page.html")])
        #expect(twice.status == 2)
        #expect(twice.stderr == "placeholderkit contact-sheet: \"m.light.L@1x.png\" is in both \"\(cli.path("shards/1"))\" and \"\(cli.path("copy"))\"\n")
        let same = cli.run(["contact-sheet", cli.path("shards/1"), cli.path("shards/1/"), "-o", cli.path("page.html")])
        #expect(same.status == 2 && same.stderr.contains("is given twice"))
        // Another spec of the same name, rendered elsewhere.
        _ = try cli.write(URL(fileURLWithPath: spec).lastPathComponent, #"{"width": 60, "height": 20}"#)
        let other = cli.run(["render", spec, "-o", cli.path("other") + "/", "--contact-sheet"])
        #expect(other.status == 0, "\(other.stderr)")
        let clash = cli.run(["contact-sheet", cli.path("shards/2"), cli.path("other"), "-o", cli.path("page.html")])
        #expect(clash.status == 2)
        #expect(clash.stderr == "placeholderkit contact-sheet: the spec \"m\" differs between \"\(cli.path("shards/2"))\" and \"\(cli.path("other"))\"\n")
        #expect(!cli.exists("page.html"))
    }

    @Test func anIndexFromAnywhereIsCheckedBeforeThePageIsWritten() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("bad"), withIntermediateDirectories: true)
        let frame = #"{"width": 80, "height": 30, "scale": 2, "pixelWidth": 160, "pixelHeight": 60, "appearance": "light"}"#
        func index(name: String = "v", frame: String = frame, variant: Int = 0, version: Int = 1, format: String = "png") -> String {
            #"{"version": \#(version), "tool": "0", "format": "\#(format)", "specs": [{"name": "\#(name)", "order": 0, "json": "{}", "images": [{"variant": \#(variant), "axes": [], "frame": \#(frame)}]}]}"#
        }
        let cases: [(String, String)] = [
            (index(name: "../../etc/x"), "specs[0].images[0]: image \"../../etc/x.png\" cannot be a file name"),
            (index(name: ".hidden/x"), "specs[0].images[0]: image"),
            (index(frame: frame.replacingOccurrences(of: #""scale": 2"#, with: #""scale": 9"#)), "specs[0].images[0].frame.scale: must be between 1 and 4"),
            (index(frame: frame.replacingOccurrences(of: #""width": 80"#, with: #""width": 1e300"#)), "specs[0].images[0].frame.width: must be more than 0"),
            (index(frame: frame.replacingOccurrences(of: "160", with: "-1")), "specs[0].images[0].frame.pixelWidth: must be between 1 and 32767"),
            (index(variant: -1), "specs[0].images[0].variant: must be between 0 and 9999"),
            (index(version: 2), "formatVersion: is 2; this tool reads format 1"),
            (index(format: "gif"), "not a contact sheet index (format: "),
            (index().replacingOccurrences(of: #""name": "v", "#, with: ""), "not a contact sheet index (specs[0].name: is required)"),
            ("[1, 2", "not a contact sheet index ("),
        ]
        for (json, problem) in cases {
            _ = try cli.write("bad/index.json", json)
            let result = cli.run(["contact-sheet", cli.path("bad"), "-o", cli.path("page.html")])
            #expect(result.status == 2, "\(json)")
            #expect(result.stderr.hasPrefix("placeholderkit contact-sheet: \(cli.path("bad/index.json")): \(problem)"), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
            #expect(!cli.exists("page.html"))
        }
        // Not a regular file, or too large: refused without reading it whole or waiting.
        unlink(cli.path("bad/index.json"))
        #expect(mkfifo(cli.path("bad/index.json"), 0o644) == 0)
        let fifo = cli.run(["contact-sheet", cli.path("bad"), "-o", cli.path("page.html")])
        #expect(fifo.status == 2 && fifo.stderr.contains("FIFO"), "\(fifo.stderr)")
        unlink(cli.path("bad/index.json"))
        _ = try cli.write("bad/index.json", "")
        #expect(truncate(cli.path("bad/index.json"), off_t(ContactSheetIndex.maximumSize + 1)) == 0)
        let large = cli.run(["contact-sheet", cli.path("bad"), "-o", cli.path("page.html")])
        #expect(large.status == 2 && large.stderr.contains("is larger than"), "\(large.stderr)")
        let none = cli.run(["contact-sheet", cli.path("nowhere"), "-o", cli.path("page.html")])
        #expect(none.stderr == "placeholderkit contact-sheet: DIR: \"\(cli.path("nowhere"))\" is not a folder\n")
        let notHTML = cli.run(["contact-sheet", cli.path("bad"), "-o", cli.path("page.png")])
        #expect(notHTML.status == 2 && notHTML.stderr.contains("does not end in .html"))
        #expect(!cli.exists("page.html") && !cli.exists("page.png"))
    }

    @Test func thePathFromThePageToAFolderClimbsWhereItMust() {
        func path(_ from: String, _ to: String) -> String {
            ContactSheetCommand.relativePath(from: URL(fileURLWithPath: from), to: URL(fileURLWithPath: to))
        }
        #expect(path("/a/b", "/a/b") == "")
        #expect(path("/a/b", "/a/b/c") == "c")
        #expect(path("/a/b/page", "/a/c/d") == "../../c/d")
        #expect(path("/", "/x/y") == "x/y")
    }

    @Test func anIncrementalRenderKeepsEachImagesSizeAndWritesTheSamePage() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("m.json", Self.matrix)
        #expect(cli.run(["render", spec, "-o", cli.path("whole/"), "--contact-sheet"]).status == 0)
        for run in 0..<2 {
            let result = try cli.runBinary(["render", spec, "-o", cli.path("inc/"), "--contact-sheet", "--incremental"])
            #expect(result.text.hasPrefix(run == 0 ? "rendered 12, unchanged 0" : "rendered 0, unchanged 12"), "\(result.text)")
            #expect(try String(contentsOfFile: cli.path("inc/index.html"), encoding: .utf8)
                    == String(contentsOfFile: cli.path("whole/index.html"), encoding: .utf8))
        }
        let manifest = try String(contentsOfFile: cli.path("inc/" + RenderManifest.fileName), encoding: .utf8)
        #expect(manifest.contains(" 120.0 40.0 3.0 360 120 dark m.dark.AX3@3x.png\n"))
    }
}
