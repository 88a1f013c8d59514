import Foundation
import PlaceholderKit
@testable import PlaceholderKitCLI
import TestSupport
import Testing

/// `audit --sarif` as GitHub code scanning takes it: valid against OASIS's schema, within
/// GitHub's upload limits, located relative to a named root, fingerprinted by path, pointing
/// at the key a finding is about, with rules that carry help, tags and a severity.
@Suite struct AuditSARIFTests {
    /// A field whose grey placeholder fails contrast (and is cut in 20 pt).
    static let login = ##"{"kind": "textField", "width": 320, "height": 20, "borderStyle": "line", "placeholder": "E-mail", "placeholderColor": "#AAAAAA"}"##

    static func log(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] { try #require((log["runs"] as? [[String: Any]])?.first) }

    static func results(_ log: [String: Any]) throws -> [[String: Any]] { try #require(try run(log)["results"] as? [[String: Any]]) }

    static func artifact(_ result: [String: Any]) throws -> [String: Any] {
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        return try #require(physical["artifactLocation"] as? [String: Any])
    }

    /// What GitHub documents for a SARIF upload, checked on a log: at most 20 runs, 25,000
    /// results and 25,000 rules a run, 1,000 locations a result, 20 tags a rule, a rule id of
    /// at most 255 characters, and a location on every result.
    static func githubViolations(_ log: [String: Any]) -> [String] {
        var problems: [String] = []
        let runs = log["runs"] as? [[String: Any]] ?? []
        if runs.count > 20 { problems.append("\(runs.count) runs") }
        for run in runs {
            let results = run["results"] as? [[String: Any]] ?? []
            if results.count > 25_000 { problems.append("\(results.count) results in a run") }
            let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
            if rules.count > 25_000 { problems.append("\(rules.count) rules") }
            for rule in rules {
                if ((rule["id"] as? String)?.count ?? 0) > 255 { problems.append("a rule id over 255 characters") }
                if (((rule["properties"] as? [String: Any])?["tags"] as? [Any])?.count ?? 0) > 20 { problems.append("over 20 tags") }
            }
            for result in results {
                let locations = result["locations"] as? [[String: Any]] ?? []
                if locations.isEmpty || locations.count > 1_000 { problems.append("a result with \(locations.count) locations") }
            }
        }
        return problems
    }

    @Test(.enabled(if: SchemaValidator.jsonSchemaMissing == nil, "\(SchemaValidator.jsonSchemaMissing ?? "")"))
    func theLogValidatesAgainstOASISsSchemaAndGitHubsLimits() throws {
        let cli = try AuditCommandTests.harness()
        _ = try cli.write("specs/signup.json", AuditCommandTests.form)
        _ = try cli.write("specs/attributed.json", Self.attributed)
        #expect(try cli.runBinary(["audit", "specs", "--sarif", "out/audit.sarif"]).status == 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: cli.path("out/audit.sarif")))
        let errors = try SchemaValidator.jsonSchemaErrors(data, schema: SchemaValidator.folder.appendingPathComponent("sarif-schema-2.1.0.json"))
        #expect(errors == [])
        let log = try Self.log(cli.path("out/audit.sarif"))
        #expect(Self.githubViolations(log) == [])
        #expect(try Self.results(log).count >= 5)
    }

    /// Specs of one name in two folders: each located by its own path under the root (Git's
    /// work tree here), with different fingerprints; the root is named in
    /// `originalUriBaseIds`. The same from a subfolder, with `../`.
    @Test func twoSpecsOfOneNameInTwoFoldersStayApart() throws {
        let cli = try AuditCommandTests.harness()
        try FileManager.default.createDirectory(atPath: cli.path(".git"), withIntermediateDirectories: true)
        for folder in ["tools", "app1", "app2"] { try FileManager.default.createDirectory(atPath: cli.path(folder), withIntermediateDirectories: true) }
        _ = try cli.write("app1/login.json", Self.login)
        _ = try cli.write("app2/login.json", Self.login)
        let result = try cli.runBinary(["audit", "../app1", "../app2", "--sarif", "../out/a.sarif"], in: cli.folder.appendingPathComponent("tools"))
        #expect(result.status == 1, "\(result.stderr)")
        let log = try Self.log(cli.path("out/a.sarif"))
        let bases = try #require(try Self.run(log)["originalUriBaseIds"] as? [String: Any])
        let root = try #require((bases["SRCROOT"] as? [String: Any])?["uri"] as? String)
        #expect(root == "file://" + cli.folder.standardizedFileURL.path + "/")
        let results = try Self.results(log)
        var fingerprints: [String: Set<String>] = [:]
        for item in results {
            let artifact = try Self.artifact(item)
            #expect(artifact["uriBaseId"] as? String == "SRCROOT")
            let uri = try #require(artifact["uri"] as? String)
            #expect(uri == "app1/login.json" || uri == "app2/login.json", "\(uri)")
            let print = try #require((item["partialFingerprints"] as? [String: String])?.values.first)
            fingerprints[uri, default: []].insert(print)
        }
        #expect(fingerprints.count == 2)
        #expect(fingerprints["app1/login.json"]!.isDisjoint(with: fingerprints["app2/login.json"]!))
        // The same run again gives the same fingerprints; --sarif-root moves the base.
        _ = try cli.runBinary(["audit", "../app1", "../app2", "--sarif", "../out/b.sarif"], in: cli.folder.appendingPathComponent("tools"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("out/a.sarif"))) == Data(contentsOf: URL(fileURLWithPath: cli.path("out/b.sarif"))))
        _ = try cli.runBinary(["audit", "app1", "--sarif", "out/c.sarif", "--sarif-root", "app1"])
        #expect(try Self.artifact(try Self.results(try Self.log(cli.path("out/c.sarif")))[0])["uri"] as? String == "login.json")
        #expect(cli.run(["audit", cli.path("app1"), "--sarif", cli.path("out/d.sarif"), "--sarif-root", cli.path("nowhere")]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: cli.path("out/d.sarif")))
    }

    /// A run over the cap keeps the errors first and says how many it left out, in the log
    /// and on stderr; the JSON keeps every finding.
    @Test func aLogOverTheCapIsCutWithANotification() throws {
        let cli = try AuditCommandTests.harness()
        _ = try cli.write("specs/signup.json", AuditCommandTests.form)
        _ = try cli.write("specs/login.json", Self.login)
        let full = try cli.runBinary(["audit", "specs", "--json", "all.json", "--sarif", "all.sarif"])
        let total = try Self.results(try Self.log(cli.path("all.sarif"))).count
        #expect(!full.stderr.contains("left out"))
        #expect(total >= 5)
        let cut = try cli.runBinary(["audit", "specs", "--sarif", "cut.sarif", "--sarif-max-results", "3"])
        #expect(cut.stderr.contains("\(total - 3) of \(total) results left out of the SARIF log"), "\(cut.stderr)")
        let log = try Self.log(cli.path("cut.sarif"))
        let results = try Self.results(log)
        #expect(results.count == 3)
        let levels = results.compactMap { $0["level"] as? String }
        #expect(levels == levels.sorted { $0 == "error" && $1 != "error" } )
        let invocation = try #require((try Self.run(log)["invocations"] as? [[String: Any]])?.first)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(((notification["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("\(total - 3) of \(total) results left out") == true)
        #expect(AuditSARIF.githubResultLimit == 25_000)
    }

    /// A placeholder of two runs, the second grey on its own line.
    static let attributed = ##"""
    {
      "kind": "textField", "width": 320, "height": 44, "borderStyle": "roundedRect",
      "attributedPlaceholder": [
        {"text": "Name ", "color": "#000000"},
        {"text": "(optional)",
         "color": "#BBBBBB"}
      ]
    }
    """##

    /// A contrast finding on an attributed run points at that run's colour, not at
    /// `"placeholder"`.
    @Test func aFindingOnAnAttributedRunPointsAtTheRun() throws {
        let cli = try AuditCommandTests.harness()
        _ = try cli.write("specs/attributed.json", Self.attributed)
        _ = try cli.runBinary(["audit", "specs", "--sarif", "a.sarif"])
        let results = try Self.results(try Self.log(cli.path("a.sarif")))
        let contrast = try #require(results.first { $0["ruleId"] as? String == "text-contrast" })
        let physical = try #require(((contrast["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
        #expect(Self.attributed.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains("\"#BBBBBB\""), "line \(line)")
    }

    /// Each rule carries Markdown help, the tags GitHub filters by and a severity.
    @Test func rulesCarryHelpTagsAndSeverity() throws {
        let cli = try AuditCommandTests.harness()
        _ = try cli.write("specs/login.json", Self.login)
        _ = try cli.runBinary(["audit", "specs", "--sarif", "a.sarif"])
        let run = try Self.run(try Self.log(cli.path("a.sarif")))
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == AuditRule.allCases.count)
        for (rule, kind) in zip(rules, AuditRule.allCases) {
            let help = try #require(rule["help"] as? [String: Any])
            #expect((help["markdown"] as? String)?.contains("WCAG 2.2 SC \(kind.wcagCriteria[0].number)") == true)
            let properties = try #require(rule["properties"] as? [String: Any])
            let tags = try #require(properties["tags"] as? [String])
            #expect(tags.contains("accessibility") && tags.contains("wcag-\(kind.wcagCriteria[0].number)"), "\(tags)")
            #expect(["error", "warning", "recommendation"].contains(properties["problem.severity"] as? String ?? ""))
        }
    }
}
