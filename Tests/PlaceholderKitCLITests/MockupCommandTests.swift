import Foundation
import PlaceholderImage
import PlaceholderKit
import Testing

/// Text fields and forms through the commands: `render` with the flags a kind has,
/// `layout` with a form's children nested under their frames, `verify` of a folder holding
/// every kind.
@Suite struct MockupCommandTests {
    static let form = #"""
        {"kind": "form", "width": 300, "spacing": 10, "children": [
          {"kind": "label", "text": "Sign up"},
          {"kind": "textField", "borderStyle": "roundedRect", "placeholder": "E-mail"},
          {"kind": "textView", "height": 80, "placeholder": "About you"}]}
        """#

    @Test func aFieldTakesTheFlagsItHasProperties() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("field.json", #"{"kind": "textField", "width": 200, "borderStyle": "roundedRect", "placeholder": "Name"}"#)
        let result = cli.run(["render", spec, "--width", "250", "--appearance", "dark", "--text", "Jane", "--scale", "3", "-o", cli.path("field.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGCodec.read(URL(fileURLWithPath: cli.path("field.png")))
        #expect(image.width == 750 && image.height == 34 * 3)
        #expect(image[375, 51].r < 40, "the dark field's background")
        let refused = cli.run(["render", spec, "--lines", "2", "-o", cli.path("other.png")])
        #expect(refused.status == 2 && refused.stderr.contains("--lines: sets a property a textField spec does not have"))
        #expect(!cli.exists("other.png"))
    }

    @Test func layoutPrintsAFormsChildrenUnderTheirFrames() throws {
        let cli = try CLIHarness()
        let result = cli.run(["layout", try cli.write("form.json", Self.form)])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONDecoder().decode(JSONValue.self, from: JSONSerialization.data(withJSONObject: CLIHarness.onlyLayout(result.stdout)))
        guard case .array(let children)? = json["children"] else { return #expect(Bool(false), "\(result.text)") }
        #expect(children.count == 3)
        #expect(children[1]["document"]?["kind"] == .string("textField"))
        #expect(children[1]["frame"]?["width"] == .number(284) && children[1]["frame"]?["x"] == .number(8))
        #expect(children[2]["document"]?["size"]?["height"] == .number(80))
    }

    @Test func verifyChecksAFolderOfEveryKind() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        _ = try cli.write("specs/form.json", Self.form)
        _ = try cli.write("specs/field.json", #"{"kind": "textField", "width": 200, "text": "Jane", "clearButtonMode": "always"}"#)
        _ = try cli.write("specs/view.json", #"{"width": 200, "height": 60, "placeholder": "Note"}"#)
        let recorded = cli.run(["verify", "--specs", cli.path("specs"), "--snapshots", cli.path("refs"), "--record", "missing", "--report", cli.path("report")])
        #expect(recorded.status == 1, "new references: \(recorded.text) \(recorded.stderr)")
        #expect(cli.exists("refs/form.png") && cli.exists("refs/form.layout.json") && cli.exists("refs/field.png"))
        let passed = cli.run(["verify", "--specs", cli.path("specs"), "--snapshots", cli.path("refs"), "--record", "never", "--report", cli.path("report")])
        #expect(passed.status == 0, "\(passed.text) \(passed.stderr)")
        _ = try cli.write("specs/form.json", Self.form.replacingOccurrences(of: "About you", with: "About yourself"))
        let failed = cli.run(["verify", "--specs", cli.path("specs"), "--snapshots", cli.path("refs"), "--record", "never", "--report", cli.path("report")])
        #expect(failed.status == 1)
        #expect(failed.text.contains("child 3 placeholder line 1: text \"About you\" → \"About yourself\""), "\(failed.text)")
    }
}

/// `render --shard I/N`: the parts of a batch are disjoint, together the whole batch, byte
/// for byte, and cut where `verify --shard` cuts the same specs.
@Suite struct RenderShardTests {
    @Test func shardsPartitionTheBatchAsVerifyDoes() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        for i in 0..<4 {
            _ = try cli.write("specs/case\(i).json", #"{"width": 60, "height": 24, "scale": 1, "placeholder": "Case \#(i)", "variants": {"appearance": ["light", "dark"]}}"#)
        }
        _ = try cli.write("specs/field.json", #"{"kind": "textField", "width": 80, "placeholder": "Field"}"#)
        #expect(cli.run(["render", cli.path("specs"), "-o", cli.path("whole/")]).status == 0)
        let whole = try FileManager.default.contentsOfDirectory(atPath: cli.path("whole")).sorted()
        #expect(whole.count == 9)
        var seen: [String] = []
        for i in 1...3 {
            let run = cli.run(["render", cli.path("specs"), "--shard", "\(i)/3", "-o", cli.path("part\(i)/")])
            #expect(run.status == 0 && run.text.hasPrefix("shard \(i)/3: rendered 3 images"), "\(run.text) \(run.stderr)")
            let part = try FileManager.default.contentsOfDirectory(atPath: cli.path("part\(i)")).sorted()
            for name in part {
                #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("part\(i)/\(name)"))) == Data(contentsOf: URL(fileURLWithPath: cli.path("whole/\(name)"))))
            }
            seen += part
            let verified = cli.run(["verify", "--specs", cli.path("specs"), "--snapshots", cli.path("whole"), "--record", "never", "--shard", "\(i)/3",
                                    "--json", cli.path("v\(i)/results.json"), "--report", cli.path("v\(i)/report")])
            let results = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: URL(fileURLWithPath: cli.path("v\(i)/results.json"))))
            guard case .array(let items)? = results["items"] else { return #expect(Bool(false)) }
            #expect(Set(items.compactMap { if case .string(let name)? = $0["name"] { name + ".png" } else { nil } }) == Set(part), "verify \(i)/3: \(verified.text)")
        }
        #expect(seen.sorted() == whole && Set(seen).count == seen.count)
        let single = cli.run(["render", cli.path("specs/field.json"), "--shard", "1/2", "-o", cli.path("one.png")])
        #expect(single.status == 2 && single.stderr.contains("--shard: splits a batch"))
    }
}
