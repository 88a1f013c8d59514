import Foundation
import PlaceholderKit
@testable import PlaceholderKitCLI
import Testing

/// `placeholderkit validate`: every spec checked as `render` checks it, every bad one
/// reported on its own line naming the file and the field, nothing written.
@Suite struct ValidateCommandTests {
    @Test func everyExampleIsValid() throws {
        let cli = try CLIHarness()
        let result = cli.run(["validate", CLIHarness.examples])
        #expect(result.status == 0, "\(result.stderr)")
        let count = try FileManager.default.contentsOfDirectory(atPath: CLIHarness.examples).filter { $0.hasSuffix(".json") }.count
        #expect(result.text.hasSuffix("\(count) specs: \(count) valid, 0 invalid\n"))
        // A spec with twelve content size categories makes twelve views, as render writes twelve images.
        #expect(result.text.contains("dynamic-type.json: 12 views\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test func everyBadSpecIsReportedNotOnlyTheFirst() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        _ = try cli.write("specs/a-good.json", #"{"width": 100, "height": 40, "placeholder": "Hi"}"#)
        _ = try cli.write("specs/b-scale.json", #"{"width": 100, "height": 40, "scale": 9}"#)
        _ = try cli.write("specs/c-broken.json", #"{"width": 100"#)
        _ = try cli.write("specs/d-font.json", #"{"width": 100, "height": 40, "placeholder": "Hi", "font": {"file": "/no/such/font.ttf"}}"#)
        let before = try CLIHarness.tree(cli.folder)
        let result = cli.run(["validate", cli.path("specs")])
        #expect(result.status == 2)
        #expect(result.text == "ok \(cli.path("specs/a-good.json")): 1 view\n4 specs: 1 valid, 3 invalid\n")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("placeholderkit validate: \(cli.path("specs/b-scale.json")): scale: "))
        #expect(lines[1].hasPrefix("placeholderkit validate: \(cli.path("specs/c-broken.json")): "))
        #expect(lines[2].contains("d-font.json") && lines[2].contains("/no/such/font.ttf"))
        #expect(try CLIHarness.tree(cli.folder) == before, "validate wrote something")
    }

    @Test func stdinAndArguments() throws {
        let cli = try CLIHarness()
        let spec = Data(#"{"width": 100, "height": 40, "variants": {"appearance": ["light", "dark"]}}"#.utf8)
        let result = cli.run(["validate", "-"], stdin: spec)
        #expect(result.status == 0)
        #expect(result.text == "ok stdin: 2 views\n1 spec: 1 valid, 0 invalid\n")
        #expect(cli.run(["validate"]).status == 2)
        #expect(cli.run(["validate", "-", cli.path("x.json")]).stderr == "placeholderkit validate: - (stdin) must be the only spec\n")
        #expect(cli.run(["validate", cli.path("missing.json")]).status == 2)
    }

    /// Hostile specs are reported like any bad spec: a FIFO among them is refused without
    /// being opened for a writer that never comes, and a NUL in a language tag is a field error.
    @Test func hostileSpecsAreBadSpecsNotHangs() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        #expect(mkfifo(cli.path("specs/a-fifo.json"), 0o600) == 0)
        _ = try cli.write("specs/b-nul.json", #"{"width": 100, "height": 40, "variants": {"language": ["en\u0000/../../x"]}}"#)
        let result = cli.run(["validate", cli.path("specs")])
        #expect(result.status == 2)
        #expect(result.stderr == """
            placeholderkit validate: \(cli.path("specs/a-fifo.json")): is a FIFO (named pipe), not a file
            placeholderkit validate: \(cli.path("specs/b-nul.json")): variants.language[0]: holds U+0000 (NUL), which no string of a spec may hold

            """)
    }
}
