import Foundation
import FoundationXML
import PlaceholderFormat
import PlaceholderImage
import PlaceholderKit
@testable import PlaceholderKitCLI
import TestSupport
import Testing

/// `placeholderkit audit` as CI uses it: the exit status gates the build, the JSON carries
/// each finding's figures, the JUnit and SARIF files are what their readers expect, the
/// overlay shows the findings, and bad input writes nothing.
@Suite struct AuditCommandTests {
    /// A form with one labelled, tall, well-contrasted field and one that breaks four
    /// rules: no label, a 20 pt height, which also cuts its 20.6 pt line, grey placeholder text.
    static let form = ##"""
    {
      "kind": "form",
      "width": 320,
      "children": [
        {"kind": "label", "text": "Name"},
        {"kind": "textField", "height": 44, "borderStyle": "roundedRect", "placeholder": "Jane", "placeholderColor": "#595959"},
        {"kind": "textField", "height": 20, "borderStyle": "line",
         "placeholder": "E-mail", "placeholderColor": "#AAAAAA"}
      ]
    }
    """##

    static let clean = ##"{"kind": "textField", "width": 320, "height": 44, "borderStyle": "roundedRect", "text": "Jane"}"##

    /// A harness with an empty `specs` folder.
    static func harness() throws -> CLIHarness {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        return cli
    }

    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func errorsExitOneAndTheJSONCarriesEachFindingsFigures() throws {
        let cli = try Self.harness()
        let spec = try cli.write("signup.json", Self.form)
        let result = cli.run(["audit", spec, "--json", cli.path("audit.json")])
        #expect(result.status == 1, "\(result.stderr)")
        let document = try Self.object(try Data(contentsOf: URL(fileURLWithPath: cli.path("audit.json"))))
        #expect(document["specs"] as? Int == 1 && document["variants"] as? Int == 1)
        let findings = try #require(document["findings"] as? [[String: Any]])
        func finding(_ rule: String, _ element: String) -> [String: Any]? {
            findings.first { $0["rule"] as? String == rule && $0["element"] as? String == element }
        }
        let contrast = try #require(finding("text-contrast", "children[2].placeholder"))
        #expect(contrast["ratio"] as? Double == 2.32 && contrast["required"] as? Double == 4.5 && contrast["severity"] as? String == "error")
        #expect(contrast["spec"] as? String == "signup" && contrast["variant"] as? String == "")
        #expect(finding("text-contrast", "children[1].placeholder") == nil, "#595959 on white is 7:1")
        let label = try #require(finding("placeholder-as-label", "children[2]"))
        #expect(label["severity"] as? String == "error")
        #expect(finding("placeholder-as-label", "children[1]") == nil)
        let size = try #require(finding("target-size", "children[2]"))
        #expect(size["severity"] as? String == "error" && size["width"] as? Double == 304 && size["height"] as? Double == 20)
        #expect(finding("target-size", "children[1]") == nil, "44 pt tall passes")
        // One line per finding, then the count.
        let lines = result.text.split(separator: "\n")
        #expect(lines.count == findings.count + 1)
        #expect(lines.last == "1 spec, 1 variant: 4 errors, 0 warnings")
        #expect(finding("clipped-text", "children[2].placeholder")?["message"] as? String == "children[2].placeholder is cut: 1 of 1 line past the 18 pt it shows in")
        #expect(lines.contains { $0.contains("error placeholder-as-label: children[2]: only its placeholder \"E-mail\"") })
    }

    @Test func noErrorExitsZeroAndWarningsDoNotFail() throws {
        let cli = try Self.harness()
        #expect(cli.run(["audit", try cli.write("clean.json", Self.clean)]).status == 0)
        let rounded = try cli.write("rounded.json", ##"{"kind": "textField", "width": 320, "borderStyle": "roundedRect", "text": "Jane"}"##)
        let result = cli.run(["audit", rounded])
        #expect(result.status == 0 && result.text.contains("warning target-size: textField: the text field is 320 × 34 pt"))
        // The placeholder's severity is the team's choice.
        let placeholder = try cli.write("placeholder.json", ##"{"kind": "textField", "width": 320, "height": 44, "placeholder": "Name"}"##)
        #expect(cli.run(["audit", placeholder]).status == 1)
        #expect(cli.run(["audit", placeholder, "--placeholder-contrast", "warning"]).status == 0)
        #expect(cli.run(["audit", placeholder, "--placeholder-contrast", "off"]).text.hasSuffix(": 0 errors, 0 warnings\n"))
    }

    @Test func aDynamicTypeMatrixNamesTheVariantWhereTextIsCut() throws {
        let cli = try Self.harness()
        let spec = try cli.write("name.json", ##"""
            {"kind": "textField", "width": 320, "height": 44, "borderStyle": "roundedRect", "text": "Jane",
             "font": {"textStyle": "body"}, "variants": {"contentSizeCategory": ["L", "AX1", "AX5"]}}
            """##)
        let result = cli.run(["audit", spec, "--json", cli.path("a.json")])
        #expect(result.status == 1)
        let findings = try #require(try Self.object(try Data(contentsOf: URL(fileURLWithPath: cli.path("a.json"))))["findings"] as? [[String: Any]])
        let clipped = findings.filter { $0["rule"] as? String == "clipped-text" }
        #expect(clipped.map { $0["variant"] as? String } == ["AX5"])
        #expect(result.text.contains("[AX5]: error clipped-text: text is cut at AX5"))
    }

    /// Two specs of one name in two folders are two classes, and the file validates against
    /// the Jenkins xunit schema.
    @Test(.enabled(if: SchemaValidator.xmllintMissing == nil, "\(SchemaValidator.xmllintMissing ?? "")"))
    func junitKeepsSpecsOfOneNameApartAndValidates() throws {
        let cli = try Self.harness()
        for folder in ["app1", "app2"] {
            try FileManager.default.createDirectory(atPath: cli.path(folder), withIntermediateDirectories: true)
            _ = try cli.write("\(folder)/login.json", Self.form)
        }
        _ = try cli.write("app2/matrix.json", ##"{"kind": "textField", "width": 320, "height": 44, "borderStyle": "roundedRect", "text": "Jane", "font": {"size": 17}, "variants": {"contentSizeCategory": ["L", "AX5"]}}"##)
        #expect(try cli.runBinary(["audit", "app1", "app2", "--junit", "audit.xml"]).status == 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: cli.path("audit.xml")))
        let cases = try JUnitElements(data).elements.filter { $0.name == "testcase" }.map { "\($0.attributes["classname"] ?? "") \($0.attributes["name"] ?? "")" }
        #expect(cases.filter { $0.hasSuffix("login default") } == ["app1/login default", "app2/login default"], "\(cases)")
        #expect(Set(cases).count == cases.count)
        #expect(try SchemaValidator.xmlSchemaErrors(data, schema: SchemaValidator.folder.appendingPathComponent("junit-10.xsd")) == [])
    }

    /// One test case per spec and variant; a case fails on its errors only.
    @Test func junitHasACasePerSpecAndVariant() throws {
        let cli = try Self.harness()
        _ = try cli.write("specs/a-form.json", Self.form)
        _ = try cli.write("specs/b-clean.json", ##"{"kind": "textField", "width": 320, "height": 44, "borderStyle": "roundedRect", "text": "Jane", "variants": {"appearance": ["light", "dark"]}}"##)
        #expect(try cli.runBinary(["audit", "specs", "--junit", "audit.xml"]).status == 1)
        let xml = try JUnitElements(Data(contentsOf: URL(fileURLWithPath: cli.path("audit.xml"))))
        let cases = xml.elements.filter { $0.name == "testcase" }
        #expect(cases.map { "\($0.attributes["classname"] ?? "") \($0.attributes["name"] ?? "")" }
                == ["specs/a-form default", "specs/b-clean light", "specs/b-clean dark"])
        #expect(cases.allSatisfy { Double($0.attributes["time"] ?? "") != nil }, "every case has its time")
        #expect(xml.elements.filter { $0.name == "failure" }.map(\.parent) == ["specs/a-form"], "only the form's case fails")
        #expect(xml.elements.filter { $0.name == "failure" }.allSatisfy { $0.attributes["type"] == "accessibility" })
        let suite = try #require(xml.elements.first { $0.name == "testsuite" })
        #expect(suite.attributes["tests"] == "3" && suite.attributes["failures"] == "1")
    }

    /// The elements of an XML document in order, each with its attributes and the
    /// `classname` of the test case it is in: read with the SAX parser, which leaks nothing
    /// (FoundationXML's XMLDocument leaks its libxml2 tree, which LeakSanitizer reports).
    final class JUnitElements: NSObject, XMLParserDelegate {
        struct Element { var name: String; var attributes: [String: String]; var parent: String? }
        private(set) var elements: [Element] = []
        private var testCase: String?

        init(_ data: Data) throws {
            super.init()
            let parser = XMLParser(data: data)
            parser.delegate = self
            guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "testcase" { testCase = attributes["classname"] }
            elements.append(Element(name: name, attributes: attributes, parent: testCase))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "testcase" { testCase = nil }
        }
    }

    /// SARIF 2.1.0 as GitHub code scanning reads it: the properties its schema requires,
    /// each result's rule among the driver's, located on the line of its key in the spec
    /// file, by a path relative to the working folder.
    @Test func sarifPointsAtTheSpecsLine() throws {
        let cli = try Self.harness()
        _ = try cli.write("specs/signup.json", Self.form)
        #expect(try cli.runBinary(["audit", "specs", "--sarif", "out/audit.sarif"]).status == 1)
        let log = try Self.object(try Data(contentsOf: URL(fileURLWithPath: cli.path("out/audit.sarif"))))
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "placeholderkit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == AuditRule.allCases.map(\.rawValue))
        #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false && $0["helpUri"] is String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        let specLines = Self.form.split(separator: "\n", omittingEmptySubsequences: false)
        for item in results {
            let ruleId = try #require(item["ruleId"] as? String)
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleId)
            #expect(["error", "warning", "note", "none"].contains(item["level"] as? String ?? ""))
            #expect(((item["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require(((item["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "specs/signup.json")
            let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
            // Each of the four findings is about the third child: its line holds its key.
            let text = specLines[line - 1]
            switch ruleId {
            case "placeholder-as-label": #expect(text.contains("\"placeholder\": \"E-mail\""), "line \(line): \(text)")
            case "text-contrast", "clipped-text": #expect(text.contains("\"placeholder\""), "line \(line): \(text)")
            case "target-size": #expect(text.contains("\"kind\": \"textField\", \"height\": 20"), "line \(line): \(text)")
            default: Issue.record("unexpected rule \(ruleId)")
            }
        }
    }

    @Test func theOverlayDrawsTheFindingsAndTheSheetCountsThem() throws {
        let cli = try Self.harness()
        _ = try cli.write("specs/a-form.json", Self.form)
        _ = try cli.write("specs/b-clean.json", Self.clean)
        #expect(cli.run(["audit", cli.path("specs"), "--overlay", cli.path("overlay")]).status == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.path("overlay")).sorted()
        #expect(names == ["a-form.png", "b-clean.png", "index.html", "index.json"])
        // The clean field's overlay is its render; the form's has red where the findings are.
        let plain = try Mockup(json: Data(Self.clean.utf8)).layout().data(format: .png)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("overlay/b-clean.png"))) == plain)
        let marked = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: cli.path("overlay/a-form.png"))))
        let form = try Mockup(json: Data(Self.form.utf8)).layout()
        guard let layout = form.layout(as: FormLayout.self) else { Issue.record("not a form"); return }
        let frame = layout.children[2].frame
        let edge = marked[Int(frame.x * 2) + 40, Int(frame.y * 2)]
        #expect(edge.r > 200 && edge.g < 100 && edge.b < 100, "the third child's frame is outlined in red: \(edge)")
        let page = try String(contentsOfFile: cli.path("overlay/index.html"), encoding: .utf8)
        #expect(page.contains("4 errors") && page.contains("no findings"))
    }

    /// `--help` gives placeholderText's contrast as the audit computes it, and so does
    /// docs/audit.md.
    @Test func theHelpAndTheDocsGiveTheAuditsFigureForPlaceholderText() throws {
        let cli = try Self.harness()
        _ = try cli.write("specs/p.json", ##"{"kind": "textField", "width": 320, "height": 44, "borderStyle": "roundedRect", "placeholder": "Name"}"##)
        _ = cli.run(["audit", cli.path("specs"), "--json", cli.path("p.json")])
        let findings = try #require(try Self.object(try Data(contentsOf: URL(fileURLWithPath: cli.path("p.json"))))["findings"] as? [[String: Any]])
        let ratio = try #require(findings.first?["ratio"] as? Double)
        let figure = CFormat.short(ratio, decimals: 2) + ":1"
        let help = cli.run(["audit", "--help"]).text.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        #expect(help.contains("is \(figure) on white"), "\(figure) not in the help")
        let docs = try String(contentsOf: CLIHarness.packageRoot.appendingPathComponent("docs/audit.md"), encoding: .utf8)
        #expect(docs.contains("on white is \(figure)"), "\(figure) not in docs/audit.md")
    }

    @Test func badInputWritesNothing() throws {
        let cli = try Self.harness()
        _ = try cli.write("specs/a-good.json", Self.clean)
        _ = try cli.write("specs/b-bad.json", ##"{"kind": "textField", "width": 320, "borderStyle": "rounded"}"##)
        let before = try CLIHarness.tree(cli.folder)
        let result = cli.run(["audit", cli.path("specs"), "--json", cli.path("a.json"), "--sarif", cli.path("a.sarif"), "--overlay", cli.path("o")])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("b-bad.json") && result.stderr.contains("borderStyle"))
        #expect(try CLIHarness.tree(cli.folder) == before, "audit wrote something")
        #expect(cli.run(["audit", cli.path("specs/a-good.json"), "--placeholder-contrast", "maybe"]).status == 2)
        #expect(cli.run(["audit", cli.path("missing.json")]).status == 2)
    }
}
