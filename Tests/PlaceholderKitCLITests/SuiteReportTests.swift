import Foundation
import FoundationXML
import TestSupport
import Testing
import PlaceholderFormat
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderSnapshotTesting
import PlaceholderKit
@testable import PlaceholderKitCLI

/// verify at CI scale: JSON and JUnit results, shards and their merge, obsolete references.
@Suite struct SuiteReportTests {
    /// Seven specs, `case0` … `case6`, and their references recorded; then `case2` changed
    /// so it fails, `case5`'s reference removed so it is new, and one reference no spec
    /// produces (`gone.png`).
    func suite(_ cli: CLIHarness) throws -> (specs: String, refs: String) {
        let specs = cli.folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for i in 0..<7 {
            try Data(#"{"width": 60, "height": 24, "scale": 1, "placeholder": "Case \#(i)"}"#.utf8)
                .write(to: specs.appendingPathComponent("case\(i).json"))
        }
        let refs = cli.path("refs")
        #expect(cli.run(["verify", "--specs", specs.path, "--snapshots", refs, "--record", "all", "--report", cli.path("r0")]).status == 0)
        try Data(#"{"width": 60, "height": 24, "scale": 1, "placeholder": "Changed"}"#.utf8).write(to: specs.appendingPathComponent("case2.json"))
        try FileManager.default.removeItem(atPath: refs + "/case5.png")
        try FileManager.default.copyItem(atPath: refs + "/case0.png", toPath: refs + "/gone.png")
        try FileManager.default.copyItem(atPath: refs + "/case0.layout.json", toPath: refs + "/gone.layout.json")
        return (specs.path, refs)
    }

    func results(_ path: String) throws -> VerifyResults {
        try VerifyResults(json: Data(contentsOf: URL(fileURLWithPath: path)), name: path)
    }

    @Test func jsonHasRegCliKeysAndEveryCase() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        let run = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("report"),
                           "--json", cli.path("results.json")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("placeholderkit verify: obsolete: \(refs)/gone.png"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("results.json")))) as? [String: Any])
        for key in ["passedItems", "failedItems", "newItems", "deletedItems", "expectedDir", "actualDir", "diffDir", "items"] {
            #expect(object[key] != nil, "\(key) is missing")
        }
        let results = try results(cli.path("results.json"))
        #expect(results.failedItems == ["case2"])
        #expect(results.newItems == ["case5"])
        // A reference's layout (NAME.layout.json) belongs to it: not an obsolete reference of its own.
        #expect(results.deletedItems == ["gone"])
        #expect(!run.stderr.contains(".layout.json"))
        #expect(results.passedItems == ["case0", "case1", "case3", "case4", "case6"])
        let failed = try #require(results.items.first { $0.name == "case2" })
        #expect(failed.status == .failed && (failed.mismatchedPixels ?? 0) > 0 && (failed.ratio ?? 0) > 0)
        // Paths inside the JSON file's folder are relative to it.
        #expect(failed.expected == "refs/case2.png")
        #expect(failed.actual == "report/artifacts/case2.actual.png")
        for path in [failed.actual, failed.diff] { #expect(FileManager.default.fileExists(atPath: cli.path(try #require(path)))) }
        #expect(FileManager.default.fileExists(atPath: cli.path("report/artifacts/case2.expected.png")))
    }

    /// A pass under a tolerance still says how close it was: every compared item carries
    /// its numbers, in the JSON (with null for files that do not exist) and in JUnit.
    @Test func passedItemsCarryTheirDrift() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        let run = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("report"),
                           "--max-diff-pixels", "100000", "--json", cli.path("results.json"), "--junit", cli.path("junit.xml")])
        #expect(run.status == 1, "case5 is new, gone is obsolete: \(run.text)")
        let results = try results(cli.path("results.json"))
        #expect(results.passedItems.contains("case2"), "case2 passes under the tolerance")
        let drifted = try #require(results.items.first { $0.name == "case2" })
        #expect(drifted.status == .passed && (drifted.mismatchedPixels ?? 0) > 0 && (drifted.ratio ?? 0) > 0)
        let exact = try #require(results.items.first { $0.name == "case0" })
        #expect(exact.mismatchedPixels == 0 && exact.ratio == 0)
        let new = try #require(results.items.first { $0.name == "case5" })
        #expect(new.mismatchedPixels == nil)
        // Every item has every key; null where there is no number or file.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("results.json")))) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        for item in items {
            for key in ["mismatchedPixels", "ratio", "expected", "actual", "diff"] { #expect(item.keys.contains(key), "\(item["name"] ?? "?") lacks \(key)") }
        }
        let passed = try #require(items.first { $0["name"] as? String == "case0" })
        #expect(passed["diff"] is NSNull && passed["actual"] is NSNull)
        // JUnit: the schema allows no properties in a case; the suite's are keyed by case.
        let xml = try String(contentsOfFile: cli.path("junit.xml"), encoding: .utf8)
        #expect(xml.contains(#"<property name="case2.mismatchedPixels" value="\#(drifted.mismatchedPixels ?? -1)"/>"#), "\(xml)")
        #expect(xml.contains(#"<property name="case2.ratio" value="0."#))
        let line = try #require(xml.components(separatedBy: "\n").first { $0.contains(#"name="case2""#) })
        #expect(!line.contains("<failure") && !line.contains("<propert"))
        #expect(XMLParser(data: Data(xml.utf8)).parse())
    }

    /// reg-suit's `ComparisonResult`, as its published types declare it: every key required.
    struct RegSuitComparisonResult: Decodable {
        var failedItems, newItems, deletedItems, passedItems, expectedItems, actualItems, diffItems: [String]
        var actualDir, expectedDir, diffDir: String
    }

    /// `verify --json` reads as reg-suit reads reg-cli's output: the ten keys, and each
    /// expected, actual and diff item joined to its folder (relative to the JSON file's
    /// own) names a file that exists. It also says its format.
    @Test func theResultsReadAsRegSuitsComparisonResult() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        _ = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("out/report"),
                     "--json", cli.path("out/results.json")])
        let data = try Data(contentsOf: URL(fileURLWithPath: cli.path("out/results.json")))
        let result = try JSONDecoder().decode(RegSuitComparisonResult.self, from: data)
        #expect(!result.expectedItems.isEmpty && !result.actualItems.isEmpty && !result.diffItems.isEmpty)
        #expect(result.diffItems.count == result.failedItems.count, "\(result.diffItems) \(result.failedItems)")
        let base = URL(fileURLWithPath: cli.path("out"))
        for (folder, files) in [(result.expectedDir, result.expectedItems), (result.actualDir, result.actualItems), (result.diffDir, result.diffItems)] {
            let folderURL = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : base.appendingPathComponent(folder)
            for file in files {
                #expect(FileManager.default.fileExists(atPath: folderURL.appendingPathComponent(file).path), "\(folder) + \(file)")
            }
        }
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["formatVersion"] as? Int == VerifyResults.formatVersion)
        // A result of a newer format is refused by name, not misread.
        var newer = object
        newer["formatVersion"] = VerifyResults.formatVersion + 1
        try JSONSerialization.data(withJSONObject: newer).write(to: URL(fileURLWithPath: cli.path("out/newer.json")))
        let merge = cli.run(["merge-reports", cli.path("out/newer.json"), "--snapshots", refs])
        #expect(merge.status == 2 && merge.stderr.contains("is of format \(VerifyResults.formatVersion + 1), newer than this placeholderkit reads"), "\(merge.stderr)")
    }

    @Test func junitHasATestcasePerCaseAndFailuresWithNumbersAndFiles() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        _ = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("report"),
                     "--junit", cli.path("junit.xml")])
        let xml = try String(contentsOfFile: cli.path("junit.xml"), encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="placeholderkit verify" tests="8" failures="2" errors="0" skipped="1""#))
        #expect(xml.components(separatedBy: "<testcase classname=\"refs\"").count - 1 == 8)
        let failure = try #require(xml.components(separatedBy: "\n").first { $0.contains(#"name="case2""#) })
        #expect(failure.contains("<failure type=\"snapshot-mismatch\" message=\""))
        #expect(failure.contains("pixels differ") && failure.contains("expected: \(refs)/case2.png") && failure.contains("diff: "))
        #expect(xml.contains(#"name="case5""#) && xml.contains("new: no reference") && xml.contains(#"type="snapshot-missing-reference""#))
        #expect(XMLParser(data: Data(xml.utf8)).parse(), "the JUnit file is not well-formed XML")
    }

    /// `verify --junit` and `merge-reports --junit` validate against the Jenkins xunit
    /// schema (`junit-10.xsd`), whatever the outcomes: passes with drift, failures, new and
    /// obsolete cases, failing obsolete ones, errors.
    @Test(.enabled(if: SchemaValidator.xmllintMissing == nil, "\(SchemaValidator.xmllintMissing ?? "")"))
    func verifyAndMergeJUnitValidateAgainstTheJenkinsSchema() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        let schema = SchemaValidator.folder.appendingPathComponent("junit-10.xsd")
        for (name, extra) in [("plain", [String]()), ("drift", ["--max-diff-pixels", "100000"]), ("strict", ["--fail-on-obsolete"])] {
            _ = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("report"),
                         "--junit", cli.path("\(name).xml"), "--json", cli.path("\(name).json"), "--shard", "1/1"] + extra)
            #expect(try SchemaValidator.xmlSchemaErrors(Data(contentsOf: URL(fileURLWithPath: cli.path("\(name).xml"))), schema: schema) == [], "\(name)")
        }
        #expect(cli.run(["merge-reports", cli.path("plain.json"), "--snapshots", refs, "--junit", cli.path("merged.xml")]).status == 1)
        #expect(try SchemaValidator.xmlSchemaErrors(Data(contentsOf: URL(fileURLWithPath: cli.path("merged.xml"))), schema: schema) == [])
    }

    @Test func threeShardsAreDisjointCoverEveryCaseAndMergeIntoTheUnshardedResult() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        let whole = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("report"),
                             "--json", cli.path("whole.json")])
        #expect(whole.status == 1)
        var names: [[String]] = []
        for i in 1...3 {
            let shard = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("report"),
                                 "--shard", "\(i)/3", "--json", cli.path("shard\(i).json")])
            #expect(!shard.stderr.contains("obsolete"), "a shard cannot know which references are obsolete")
            let results = try results(cli.path("shard\(i).json"))
            #expect(results.shard == "\(i)/3" && results.deletedItems.isEmpty)
            names.append(results.items.map(\.name))
        }
        #expect(names.map(\.count) == [2, 2, 3])
        #expect(names.flatMap { $0 } == (0..<7).map { "case\($0)" })
        let merge = cli.run(["merge-reports", cli.path("shard1.json"), cli.path("shard2.json"), cli.path("shard3.json"), "--snapshots", refs,
                             "--json", cli.path("merged.json"), "--junit", cli.path("merged.xml"), "--report", cli.path("merged")])
        #expect(merge.status == 1)
        #expect(merge.stderr.contains("obsolete: \(refs)/gone.png"))
        func normalized(_ results: VerifyResults) -> VerifyResults {
            var results = results
            results.items = results.items.map { var item = $0; item.time = nil; return item }
            return results
        }
        #expect(normalized(try results(cli.path("merged.json"))) == normalized(try results(cli.path("whole.json"))))
        #expect(FileManager.default.fileExists(atPath: cli.path("merged/index.html")))
        // A case in two shards is an error.
        let twice = cli.run(["merge-reports", cli.path("shard1.json"), cli.path("shard1.json"), "--snapshots", refs])
        #expect(twice.status == 2 && twice.stderr.contains("a shard is given twice"))
    }

    /// As docs/ci.md runs them: each shard writes its result and report into a folder of
    /// its own, the folders are gathered elsewhere, and the merge finds every image there.
    @Test func shardFoldersMoveTogetherAndMergeFromWhereTheyAre() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        for i in 1...2 {
            let run = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--shard", "\(i)/2",
                               "--json", cli.path("shard\(i)/results/shard-\(i).json"), "--report", cli.path("shard\(i)/results/report-\(i)")])
            #expect(run.status == 1 || run.status == 0, "\(run.stderr)")
        }
        let text = try String(contentsOfFile: cli.path("shard1/results/shard-1.json"), encoding: .utf8)
        #expect(text.contains(#""actualDir" : "report-1/artifacts""#), "\(text)")
        // Downloaded into one folder, as download-artifact's merge-multiple does.
        try FileManager.default.createDirectory(atPath: cli.path("merge"), withIntermediateDirectories: true)
        for i in 1...2 { try FileManager.default.moveItem(atPath: cli.path("shard\(i)/results"), toPath: cli.path("merge/results-\(i)")) }
        let merge = cli.run(["merge-reports", cli.path("merge/results-1/shard-1.json"), cli.path("merge/results-2/shard-2.json"),
                             "--snapshots", refs, "--json", cli.path("merge/merged.json"), "--report", cli.path("merge/report")])
        #expect(merge.status == 1, "\(merge.stderr)")
        let images = try FileManager.default.contentsOfDirectory(atPath: cli.path("merge/report/images")).sorted()
        #expect(images.contains("case2.actual.png") && images.contains("case2.diff.png") && images.contains("case2.expected.png")
                && images.contains("case5.actual.png") && images.contains("gone.reference.png"), "\(images)")
        let merged = try results(cli.path("merge/merged.json"))
        let failed = try #require(merged.items.first { $0.name == "case2" })
        #expect(failed.actual == "results-1/report-1/artifacts/case2.actual.png")
        #expect(failed.expected == refs + "/case2.png")
    }

    /// Shards that ran on machines rendering differently end as one run whose references
    /// were recorded elsewhere does: each failure says what differed.
    @Test func aMergeOfShardsThatRenderedDifferentlySaysSoOnEachFailure() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        for i in 1...2 {
            _ = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--shard", "\(i)/2",
                         "--json", cli.path("shard\(i).json"), "--report", cli.path("report\(i)")])
        }
        let paths = [cli.path("shard1.json"), cli.path("shard2.json")]
        let same = cli.run(["merge-reports"] + paths + ["--snapshots", refs, "--json", cli.path("same.json"), "--report", cli.path("same")])
        #expect(same.status == 1, "\(same.stderr)")
        #expect(try results(cli.path("same.json")).items.allSatisfy { !$0.message.contains("did not render alike") })

        var second = try results(paths[1])
        let environment = try #require(second.environment)
        let cairo = try #require(environment.firstIndex { $0.hasPrefix("cairo ") })
        second.environment?[cairo] = "cairo 0.0.1"
        try second.jsonData().write(to: URL(fileURLWithPath: paths[1]))
        let merge = cli.run(["merge-reports"] + paths + ["--snapshots", refs, "--json", cli.path("merged.json"), "--report", cli.path("merged")])
        #expect(merge.status == 1, "\(merge.stderr)")
        let failed = try #require(try results(cli.path("merged.json")).items.first { $0.name == "case2" })
        #expect(failed.message.contains("The shards did not render alike: beside \"\(paths[0])\", \"\(paths[1])\" rendered with \"cairo 0.0.1\"; not \"\(environment[cairo])\"."),
                "\(failed.message)")
    }

    @Test func aShardsReportMustLieInsideItsResultsFolder() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        let run = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--shard", "1/2",
                           "--json", cli.path("results/shard-1.json"), "--report", cli.path("report")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--report: \(Quoting.quoted(cli.path("report"))) is not inside"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.path("results/shard-1.json")))
    }

    @Test func shardsSplitIntoContiguousGroupsOfNearlyEqualSize() throws {
        for total in 0..<40 {
            for count in 1...7 {
                let ranges = try (1...count).map { try Shard(index: $0, count: count).range(of: total) }
                #expect(ranges.map(\.lowerBound) == [0] + ranges.dropLast().map(\.upperBound))
                #expect(ranges.last?.upperBound == total)
                let sizes = ranges.map(\.count)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3"] {
            #expect(throws: SnapshotError.self, "\(bad)") { try Shard(parsing: bad) }
        }
    }

    @Test func obsoleteReferencesCanFailTheRunOrBePruned() throws {
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        try FileManager.default.copyItem(atPath: refs + "/case1.png", toPath: refs + "/case5.png")
        try Data(#"{"width": 60, "height": 24, "scale": 1, "placeholder": "Case 2"}"#.utf8).write(to: URL(fileURLWithPath: specs + "/case2.json"))
        _ = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--record", "failed", "--report", cli.path("r1")])
        let arguments = ["verify", "--specs", specs, "--snapshots", refs, "--record", "never", "--report", cli.path("report")]
        #expect(cli.run(arguments).status == 0, "obsolete references alone do not fail the run")
        #expect(cli.run(arguments + ["--fail-on-obsolete"]).status == 1)
        #expect(cli.run(arguments + ["--shard", "1/2", "--prune"]).status == 2)
        #expect(FileManager.default.fileExists(atPath: refs + "/gone.png"))
        let pruned = cli.run(arguments + ["--prune", "--fail-on-obsolete"])
        #expect(pruned.status == 0)
        #expect(pruned.stderr.contains("obsolete: \(refs)/gone.png (pruned)"))
        #expect(!FileManager.default.fileExists(atPath: refs + "/gone.png"))
        #expect(!FileManager.default.fileExists(atPath: refs + "/gone.layout.json"), "pruned with its reference")
        #expect(FileManager.default.fileExists(atPath: refs + "/case1.layout.json"))
    }

    @Test func aTestRunsManifestFindsReferencesNoTestChecked() throws {
        let cli = try CLIHarness()
        let root = cli.folder
        let testFile = try cli.package(testFileName: "ViewTests.swift")
        let manifest = cli.path("manifest.txt")
        let environment = ["SNAPSHOT_RECORD": "missing", "SNAPSHOT_MANIFEST": manifest]
        var view = PlaceholderTextView(width: 40, height: 20)
        view.placeholder = "x"
        _ = verifySnapshot(of: view, as: .png, named: "kept", filePath: testFile, testName: "kept()", environment: environment)
        _ = verifySnapshot(of: view, as: .layoutJSON, named: "kept", filePath: testFile, testName: "kept()", environment: environment)
        let snapshots = root.appendingPathComponent("Snapshots")
        try FileManager.default.copyItem(at: snapshots.appendingPathComponent("ViewTests/kept.kept.png"),
                                         to: snapshots.appendingPathComponent("ViewTests/removed.1.png"))
        try FileManager.default.copyItem(at: snapshots.appendingPathComponent("ViewTests/kept.kept.layout.json"),
                                         to: snapshots.appendingPathComponent("ViewTests/removed.1.layout.json"))
        try FileManager.default.createDirectory(at: snapshots.appendingPathComponent("OldTests"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: snapshots.appendingPathComponent("OldTests/old.1.json"))
        let listed = cli.run(["snapshots", "obsolete", "--snapshots", snapshots.path, "--manifest", manifest])
        #expect(listed.status == 0, "\(listed.stderr)")
        // The layouts beside kept.kept.png and removed.1.png belong to them: pruned with removed.1.png.
        #expect(listed.text == "\(snapshots.path)/OldTests/old.1.json\n\(snapshots.path)/ViewTests/removed.1.png\n")
        let pruned = cli.run(["snapshots", "obsolete", "--snapshots", snapshots.path, "--manifest", manifest, "--prune"])
        #expect(pruned.status == 0)
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("ViewTests/removed.1.png").path))
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("ViewTests/removed.1.layout.json").path))
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("ViewTests/kept.kept.layout.json").path))
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("ViewTests/kept.kept.png").path))
        #expect(cli.run(["snapshots", "list"]).status == 2)
    }

    @Test func swiftSnapshotTestingsVariableIsReadAndOursWins() throws {
        #expect(try RecordMode.resolved(explicit: nil, environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(try RecordMode.resolved(explicit: .missing, environment: ["SNAPSHOT_TESTING_RECORD": "never"]) == .never)
        let both = ["SNAPSHOT_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all"]
        #expect(try RecordMode.resolved(explicit: nil, environment: both) == .never)
        #expect(RecordMode.environmentWarning(both) == "SNAPSHOT_RECORD=never wins over SNAPSHOT_TESTING_RECORD=all")
        #expect(RecordMode.environmentWarning(["SNAPSHOT_RECORD": "all", "SNAPSHOT_TESTING_RECORD": "all"]) == nil)
        #expect(throws: SnapshotError(field: "SNAPSHOT_TESTING_RECORD", problem: "\"sometimes\" is not one of missing, never, all, failed")) {
            try RecordMode.resolved(explicit: nil, environment: ["SNAPSHOT_TESTING_RECORD": "sometimes"])
        }
        let cli = try CLIHarness()
        let (specs, refs) = try suite(cli)
        let run = cli.run(["verify", "--specs", specs, "--snapshots", refs, "--report", cli.path("report")], environment: both)
        #expect(run.stderr.contains("warning: SNAPSHOT_RECORD=never wins over SNAPSHOT_TESTING_RECORD=all"))
    }
}
