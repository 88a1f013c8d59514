import FoundationEssentials
import PlaceholderImage
import PlaceholderKit
import PlaceholderModel
import PlaceholderFormat

/// An audit as SARIF 2.1.0, shaped for GitHub code scanning's upload:
///
/// - at most ``maxResults`` results (GitHub takes 25,000 a run): errors first, and the cut
///   said in the run's `invocations` as a tool notification (and by `audit` on stderr);
/// - every spec located relative to `%SRCROOT%` (`uriBaseId`), which `originalUriBaseIds`
///   maps to ``root`` (`--sarif-root`, else the Git work tree's top, else the working
///   folder); a spec outside it by its absolute `file://` URI;
/// - `partialFingerprints` from the spec's path under the root, the rule, the element and
///   the variant, so two specs of one name in two folders never collide and a finding keeps
///   its fingerprint from run to run;
/// - the region of the key the finding is about (an attributed run's, a clear button's mode);
/// - on each rule `help` in text and Markdown, `properties.tags` (`accessibility`, the WCAG
///   criteria) and `properties.problem.severity`.
struct AuditSARIF {
    /// GitHub code scanning's limit of results in one run.
    static let githubResultLimit = 25_000
    /// The name `uriBaseId` gives the root.
    static let rootName = "SRCROOT"

    var report: AuditReport
    /// The folder artifact locations are relative to.
    var root: URL
    var maxResults = githubResultLimit

    /// The results `document` leaves out to stay within ``maxResults``.
    var omitted: Int { max(0, report.findings.count - maxResults) }

    /// The SARIF log, pretty-printed, with a line feed at the end.
    func document() -> String {
        let rules = AuditRule.allCases
        let driver: JSONValue = .object([
            .init("name", .string("placeholderkit")),
            .init("semanticVersion", .string(PlaceholderKitTool.version)),
            .init("rules", .array(rules.map(Self.rule))),
        ])
        // Errors first, each in the order of the specs: what a cut keeps.
        var located: [(finding: AuditFinding, spec: AuditReport.Spec)] = report.specs.flatMap { spec in spec.audit.findings.map { ($0, spec) } }
        located = located.enumerated().sorted { a, b in
            a.element.finding.severity != b.element.finding.severity ? a.element.finding.severity > b.element.finding.severity : a.offset < b.offset
        }.map(\.element)
        let kept = located.prefix(maxResults)
        var notifications: [JSONValue] = []
        if omitted > 0 {
            notifications.append(.object([
                .init("level", .string("warning")),
                .init("descriptor", .object([.init("id", .string("results-cut"))])),
                .init("message", .object([.init("text", .string(Self.cutMessage(omitted: omitted, of: located.count, limit: maxResults)))])),
            ]))
        }
        let base = root.standardizedFileURL.path
        let run: JSONValue = .object([
            .init("tool", .object([.init("driver", driver)])),
            .init("invocations", .array([.object([
                .init("executionSuccessful", .bool(true)),
                .init("toolExecutionNotifications", .array(notifications)),
            ])])),
            .init("originalUriBaseIds", .object([
                .init(Self.rootName, .object([.init("uri", .string(Self.fileURI(base.hasSuffix("/") ? base : base + "/")))])),
            ])),
            .init("columnKind", .string("unicodeCodePoints")),
            .init("results", .array(kept.map { result($0.finding, in: $0.spec, rules: rules) })),
        ])
        let document: JSONValue = .object([
            .init("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            .init("version", .string("2.1.0")),
            .init("runs", .array([run])),
        ])
        return document.prettyPrinted + "\n"
    }

    /// What the notification and stderr say of a cut.
    static func cutMessage(omitted: Int, of total: Int, limit: Int) -> String {
        "\(omitted) of \(total) results left out of the SARIF log: GitHub code scanning takes at most \(limit) a run "
            + "(errors are kept first); the JSON and JUnit reports hold every finding"
    }

    private static func rule(_ rule: AuditRule) -> JSONValue {
        let criteria = rule.wcagCriteria.map { "WCAG 2.2 SC \($0.number) \($0.name)" }
        let markdown = "\(rule.summary).\n\n" + criteria.map { "- [\($0)](\(rule.helpURL))" }.joined(separator: "\n")
            + (rule.appleGuideline.map { "\n- Apple Human Interface Guidelines, \($0)" } ?? "")
        return .object([
            .init("id", .string(rule.rawValue)),
            .init("name", .string(rule.rawValue.split(separator: "-").map(\.initialCapital).joined())),
            .init("shortDescription", .object([.init("text", .string(rule.summary))])),
            .init("fullDescription", .object([.init("text", .string("\(rule.summary). \(rule.reference)."))])),
            .init("helpUri", .string(rule.helpURL)),
            .init("help", .object([.init("text", .string(rule.reference)), .init("markdown", .string(markdown))])),
            .init("defaultConfiguration", .object([.init("level", .string(rule.defaultSeverity.rawValue))])),
            .init("properties", .object([
                .init("tags", .array([.string("accessibility")] + rule.wcagCriteria.map { .string("wcag-\($0.number)") })),
                .init("problem.severity", .string(rule.defaultSeverity.rawValue)),
                .init("precision", .string("very-high")),
            ])),
        ])
    }

    private func result(_ finding: AuditFinding, in spec: AuditReport.Spec, rules: [AuditRule]) -> JSONValue {
        var properties: [JSONValue.Member] = [.init("variant", .string(finding.variant)), .init("element", .string(finding.element))]
        properties += finding.figures.sorted { $0.key < $1.key }.map { .init($0.key, .number($0.value)) }
        let variant = finding.variant == "*" || finding.variant.isEmpty ? "" : " [\(finding.variant)]"
        let (uri, relative) = location(of: spec.path)
        var artifact: [JSONValue.Member] = [.init("uri", .string(uri))]
        if relative { artifact.append(.init("uriBaseId", .string(Self.rootName))) }
        let fingerprint = SHA256.hex(of: Data([uri, finding.rule.rawValue, finding.element, finding.variant].joined(separator: "\u{0}").utf8))
        return .object([
            .init("ruleId", .string(finding.rule.rawValue)),
            .init("ruleIndex", .number(Double(rules.firstIndex(of: finding.rule) ?? 0))),
            .init("level", .string(finding.severity.rawValue)),
            .init("message", .object([.init("text", .string(finding.message + variant))])),
            .init("locations", .array([.object([
                .init("physicalLocation", .object([
                    .init("artifactLocation", .object(artifact)),
                    .init("region", .object([.init("startLine", .number(Double(spec.lines.line(of: finding.specKey))))])),
                ])),
                .init("logicalLocations", .array([.object([
                    .init("fullyQualifiedName", .string("\(finding.spec)\(finding.variant.isEmpty ? "" : "/" + finding.variant)/\(finding.element)")),
                    .init("kind", .string("element")),
                ])])),
            ])])),
            .init("partialFingerprints", .object([.init("placeholderkitFinding/v2", .string(fingerprint))])),
            .init("properties", .object(properties)),
        ])
    }

    /// `path` as an artifact URI: relative to the root when inside it (and then `true`), else
    /// an absolute `file://` URI; reserved characters percent-encoded.
    func location(of path: String) -> (uri: String, relative: Bool) {
        let file = URL(fileURLWithPath: path)
        guard let relative = RelativePath.below(root, file) else { return (Self.fileURI(file.standardizedFileURL.path), false) }
        return (Self.percentEncoded(relative), true)
    }

    static func fileURI(_ absolutePath: String) -> String { "file://" + percentEncoded(absolutePath) }

    private static func percentEncoded(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        return path.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : "%" + CFormat.hex($0, digits: 2) }.joined()
    }

    /// The root when `--sarif-root` is not given: the top of the Git work tree holding
    /// `folder` (the nearest folder above it with a `.git` folder or file, as a checkout or
    /// a worktree has), else `folder` itself.
    static func defaultRoot(from folder: String) -> URL {
        var candidate = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) { return candidate }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return URL(fileURLWithPath: folder).standardizedFileURL }
            candidate = parent
        }
    }
}
