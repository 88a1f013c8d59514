import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
@testable import PlaceholderKitCLI
import PlaceholderSnapshotTesting
import Testing

/// Masks from every side: `diff --ignore`, a spec's `ignoreRegions` under `verify`, and
/// `assertSnapshot(…, ignoring:)`.
@Suite struct IgnoreRegionCommandTests {
    @Test func diffIgnoresTheRegionsGiven() throws {
        let cli = try CLIHarness()
        var image = try RGBAImage(width: 40, height: 20, fill: (255, 255, 255, 255))
        try AtomicFile.write(PNGCodec.encode(image), to: URL(fileURLWithPath: cli.path("a.png")))
        image[5, 5] = (0, 0, 0, 255)
        image[30, 15] = (0, 0, 0, 255)
        try AtomicFile.write(PNGCodec.encode(image), to: URL(fileURLWithPath: cli.path("b.png")))
        let (a, b) = (cli.path("a.png"), cli.path("b.png"))
        #expect(cli.run(["diff", a, b, "--ignore", "0:0-9:9"]).text.hasPrefix("1 pixels differ"))
        #expect(cli.run(["diff", a, b, "--ignore", "0:0-9:9,30:15-30:15"]).status == 0)
        let outside = cli.run(["diff", a, b, "--ignore", "35:0-45:5", "-o", cli.path("d.png")])
        #expect(outside.status == 2)
        #expect(outside.stderr == "placeholderkit diff: --ignore: 35:0-45:5 is not inside the 40×20 image\n")
        #expect(!cli.exists("d.png"))
        #expect(cli.run(["diff", a, b, "--ignore", "0:0"]).status == 2)
    }

    @Test func specRegionsInPointsAreLeftOutByVerify() throws {
        let cli = try CLIHarness()
        let specs = cli.folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let spec = specs.appendingPathComponent("clock.json")
        func write(_ placeholder: String, regions: String) throws {
            try Data(#"{"width": 120, "height": 30, "scale": 2, "placeholder": "\#(placeholder)", "ignoreRegions": \#(regions)}"#.utf8).write(to: spec)
        }
        let arguments = ["verify", "--specs", specs.path, "--snapshots", cli.path("refs"), "--report", cli.path("report")]
        try write("12:00", regions: "[]")
        #expect(cli.run(arguments + ["--record", "all"]).status == 0)
        try write("12:01", regions: "[]")
        #expect(cli.run(arguments + ["--record", "never"]).status == 1)
        // The time's last digit, in points; at scale 2 its pixels are left out.
        try write("12:01", regions: #"[{"x": 0, "y": 0, "width": 60, "height": 30}]"#)
        #expect(cli.run(arguments + ["--record", "never"]).status == 0)
        try write("12:01", regions: #"[{"x": 100, "y": 0, "width": 60, "height": 30}]"#)
        let outside = cli.run(arguments + ["--record", "never"])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("clock.json: ignoreRegions[0]: must lie inside the 120.0×30.0 view"))
        try write("12:01", regions: #"[{"x": 0, "y": 0, "width": 10, "height": 10, "depth": 1}]"#)
        #expect(cli.run(arguments + ["--record", "never"]).stderr.contains("ignoreRegions[0].depth: unknown key"))
    }

    @Test func assertSnapshotIgnoresRegionsInPoints() throws {
        let file = try CLIHarness().package(testFileName: "ClockTests.swift")
        var view = PlaceholderTextView(width: 120, height: 30)
        view.placeholder = "12:00"
        _ = verifySnapshot(of: view, as: .png, named: "clock", filePath: file, testName: "clock()", environment: ["SNAPSHOT_RECORD": "missing"])
        view.placeholder = "12:01"
        let never = ["SNAPSHOT_RECORD": "never"]
        #expect(verifySnapshot(of: view, as: .png, named: "clock", filePath: file, testName: "clock()", environment: never) != nil)
        #expect(verifySnapshot(of: view, as: .png, named: "clock", ignoring: [Rect(x: 0, y: 0, width: 60, height: 30)],
                               filePath: file, testName: "clock()", environment: never) == nil)
        let text = verifySnapshot(of: view, as: .layoutJSON, named: "clock", ignoring: [Rect(x: 0, y: 0, width: 1, height: 1)],
                                  filePath: file, testName: "clock()", environment: never)
        #expect(text?.contains("no pixels to ignore regions of") == true)
    }
}
