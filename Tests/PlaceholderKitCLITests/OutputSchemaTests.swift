import Foundation
@testable import PlaceholderKitCLI
import TestSupport
import Testing

/// Every JSON output the tool writes for other programs carries its format version and
/// validates against its schema in docs/schemas, which is what `schema --output` prints:
/// layout (views, fields, forms, matrices, and the NAME.layout.json documents), audit,
/// verify and merge-reports results, and contact-sheet indexes.
@Suite struct OutputSchemaTests {
    static func schema(_ output: OutputSchema) -> URL {
        CLIHarness.packageRoot.appendingPathComponent("docs/schemas").appendingPathComponent(output.fileName)
    }

    /// The validator's complaints about `file` against `output`'s schema, prefixed by the file.
    static func errors(_ data: Data, _ output: OutputSchema, _ what: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(what) is not an object")
        #expect(object["formatVersion"] as? Int == output.formatVersion, "\(what) says no format \(output.formatVersion)")
        return try SchemaValidator.jsonSchemaErrors(data, schema: schema(output)).map { "\(what): \($0)" }
    }

    @Test(arguments: OutputSchema.allCases)
    func theSchemaFileIsWhatTheToolPrints(_ output: OutputSchema) throws {
        let printed = CLIHarness(folderless: ()).run(["schema", "--output", output.rawValue])
        #expect(printed.status == 0, "\(printed.stderr)")
        let file = try String(contentsOf: Self.schema(output), encoding: .utf8)
        #expect(file == printed.text, "docs/schemas/\(output.fileName) is out of date: swift run placeholderkit schema --output \(output.rawValue) > docs/schemas/\(output.fileName)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
        #expect((object["$id"] as? String)?.hasSuffix(":\(output.formatVersion)") == true)
        let definitions = try #require(object["$defs"] as? [String: [String: Any]])
        #expect(definitions.values.allSatisfy { $0["title"] is String }, "every definition has a title")
    }

    /// `layout` of every example (text views, fields, labels, forms, matrices) and every
    /// NAME.layout.json reference beside the examples' PNGs.
    @Test(.enabled(if: SchemaValidator.jsonSchemaMissing == nil, "\(SchemaValidator.jsonSchemaMissing ?? "")"))
    func layoutOutputsValidate() throws {
        let cli = CLIHarness(folderless: ())
        var errors: [String] = []
        let examples = try FileManager.default.contentsOfDirectory(atPath: CLIHarness.examples).filter { $0.hasSuffix(".json") }.sorted()
        #expect(examples.count > 20)
        for name in examples {
            let result = cli.run(["layout", CLIHarness.examples + "/" + name])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            errors += try Self.errors(result.stdout, .layout, name)
        }
        let references = CLIHarness.packageRoot.appendingPathComponent("Snapshots/examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: references.path) where name.hasSuffix(".layout.json") {
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: references.appendingPathComponent(name)))
            let wrapped = try JSONSerialization.data(withJSONObject: ["formatVersion": OutputSchema.layout.formatVersion, "layouts": [name: document]])
            errors += try Self.errors(wrapped, .layout, name)
        }
        #expect(errors == [])
    }

    /// `audit --json` over the examples (every rule has findings there or in the form).
    @Test(.enabled(if: SchemaValidator.jsonSchemaMissing == nil, "\(SchemaValidator.jsonSchemaMissing ?? "")"))
    func auditOutputValidates() throws {
        let cli = try AuditCommandTests.harness()
        _ = try cli.write("specs/form.json", AuditCommandTests.form)
        _ = cli.run(["audit", CLIHarness.examples, cli.path("specs"), "--json", cli.path("audit.json"), "--overlay", cli.path("overlay")])
        let data = try Data(contentsOf: URL(fileURLWithPath: cli.path("audit.json")))
        let findings = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["rule"] as? String }).count >= 4, "most rules found something")
        #expect(try Self.errors(data, .audit, "audit.json") == [])
        // The overlay's contact sheet index, with findings.
        #expect(try Self.errors(Data(contentsOf: URL(fileURLWithPath: cli.path("overlay/index.json"))), .contactSheetIndex, "overlay index.json") == [])
    }

    /// `verify --json` with every status, a shard, and their merge.
    @Test(.enabled(if: SchemaValidator.jsonSchemaMissing == nil, "\(SchemaValidator.jsonSchemaMissing ?? "")"))
    func verifyAndMergeResultsValidate() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try SuiteReportTests().suite(cli)
        _ = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("report"),
                     "--json", cli.path("whole.json")])
        for shard in 1...2 {
            _ = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("s\(shard)/report"),
                         "--json", cli.path("s\(shard)/shard.json"), "--shard", "\(shard)/2"])
        }
        let merge = cli.run(["merge-reports", cli.path("s1/shard.json"), cli.path("s2/shard.json"), "--snapshots", refs, "--json", cli.path("merged.json")])
        #expect(merge.status == 1, "\(merge.stderr)")
        var errors: [String] = []
        for name in ["whole.json", "s1/shard.json", "merged.json"] {
            errors += try Self.errors(Data(contentsOf: URL(fileURLWithPath: cli.path(name))), .verifyResults, name)
        }
        #expect(errors == [])
    }

    /// A render's contact sheet index, sharded and whole.
    @Test(.enabled(if: SchemaValidator.jsonSchemaMissing == nil, "\(SchemaValidator.jsonSchemaMissing ?? "")"))
    func contactSheetIndexesValidate() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["render", CLIHarness.examples, "-o", cli.path("whole/"), "--contact-sheet"]).status == 0)
        #expect(cli.run(["render", CLIHarness.examples, "-o", cli.path("shard/"), "--contact-sheet", "--shard", "2/3"]).status == 0)
        var errors: [String] = []
        for name in ["whole/index.json", "shard/index.json"] {
            errors += try Self.errors(Data(contentsOf: URL(fileURLWithPath: cli.path(name))), .contactSheetIndex, name)
        }
        #expect(errors == [])
    }

    /// `diff --json`, passing and failing, and of two sizes.
    @Test(.enabled(if: SchemaValidator.jsonSchemaMissing == nil, "\(SchemaValidator.jsonSchemaMissing ?? "")"))
    func diffOutputValidates() throws {
        let cli = try CLIHarness()
        for (name, placeholder, height) in [("a", "One", 30), ("b", "Two", 30), ("c", "One", 40)] {
            #expect(cli.run(["render", "--width", "80", "--height", "\(height)", "--placeholder", placeholder, "-o", cli.path("\(name).png")]).status == 0)
        }
        var errors: [String] = []
        for (first, second) in [("a", "a"), ("a", "b"), ("a", "c")] {
            let result = cli.run(["diff", cli.path("\(first).png"), cli.path("\(second).png"), "--json"])
            errors += try Self.errors(result.stdout, .diff, "diff \(first) \(second)")
        }
        #expect(errors == [])
    }
}
