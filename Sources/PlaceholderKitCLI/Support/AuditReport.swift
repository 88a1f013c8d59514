import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// What `placeholderkit audit` found over all its specs, and the three files it writes of
/// it: JSON (the findings with their figures), JUnit XML (one test case per spec and
/// variant) and SARIF 2.1.0 (``AuditSARIF``: GitHub code scanning shows each finding on its spec's line).
struct AuditReport {
    /// One audited spec: the file it came from, its lines, its audit.
    struct Spec {
        var path: String
        var lines: SpecKeyLines
        /// The file's bytes, as audited.
        var source: Data
        var audit: SpecAudit
        /// Each variant drawn with its findings, when the report was asked to draw.
        var drawn: [AuditOverlay.Variant] = []
    }

    var specs: [Spec]

    /// The specs of `files` read, checked and audited `jobs` at a time, and with `drawing`
    /// each variant drawn from the audit's own layout; the first bad spec is the error,
    /// naming its file.
    init(files: [String], options: AuditOptions, jobs: Int, drawing: Bool = false) throws {
        let read = try files.map { try SpecFile(path: $0) }
        let results: [Result<Spec, Error>] = parallelMap(read.count, jobs: jobs) { index in
            let file = read[index]
            return Result {
                do {
                    let mockup = try Mockup(json: file.bytes)
                    var drawn: [AuditOverlay.Variant] = []
                    let audit = try mockup.audit(named: file.name, options: options, each: drawing ? { drawn.append(try AuditOverlay.Variant($0)) } : nil)
                    return Spec(path: file.path, lines: SpecKeyLines(file.bytes), source: file.bytes, audit: audit, drawn: drawn)
                } catch {
                    throw SpecFolder.failure(error, file: URL(fileURLWithPath: file.path))
                }
            }
        }
        specs = try results.map { try $0.get() }
    }

    var findings: [AuditFinding] { specs.flatMap(\.audit.findings) }
    var variantCount: Int { specs.reduce(0) { $0 + $1.audit.variants.count } }
    func count(_ severity: AuditSeverity) -> Int { findings.filter { $0.severity == severity }.count }

    /// The format of ``json()``: `docs/schemas/audit.schema.json`.
    static let formatVersion = 1

    /// `{"findings": […], "formatVersion": 1, "specs": N, "variants": N}`, keys sorted.
    func json() throws -> Data {
        struct Document: Encodable {
            var findings: [AuditFinding]
            var formatVersion: Int
            var specs: Int
            var variants: Int
        }
        let document = Document(findings: findings, formatVersion: Self.formatVersion, specs: specs.count, variants: variantCount)
        return try JSONDocument.data(document) + Data("\n".utf8)
    }

    /// JUnit XML, valid against the Jenkins xunit schema: a test case per spec and variant
    /// (class: the spec's path under `root` without `.json`, so two specs of one name in two
    /// folders stay apart; name: the variant, or `default`; time: its audit's), failing on
    /// its errors (type `accessibility`); warnings go to its `<system-out>`. A spec's
    /// findings about its whole matrix make a case named `matrix`.
    func junit(root: URL) -> String {
        var cases: [String] = []
        var failures = 0
        var time = 0.0
        for spec in specs {
            let names = spec.audit.variants + (spec.audit.findings.contains { $0.variant == "*" } ? ["*"] : [])
            let className = Self.className(of: spec.path, under: root)
            for (index, variant) in names.enumerated() {
                let found = spec.audit.findings.filter { $0.variant == variant }
                let errors = found.filter { $0.severity == .error }, warnings = found.filter { $0.severity == .warning }
                let name = variant == "*" ? "matrix" : variant.isEmpty ? "default" : variant
                var body = ""
                if !errors.isEmpty {
                    failures += 1
                    let summary = "\(errors.count) error\(errors.count == 1 ? "" : "s"): " + Set(errors.map(\.rule.rawValue)).sorted().joined(separator: ", ")
                    body += "<failure type=\"\(JUnitReport.FailureType.accessibility.rawValue)\" message=\"\(JUnitReport.attribute(summary))\">"
                        + JUnitReport.text(errors.map(Self.line).joined(separator: "\n")) + "</failure>"
                }
                if !warnings.isEmpty {
                    body += "<system-out>" + JUnitReport.text(warnings.map(Self.line).joined(separator: "\n")) + "</system-out>"
                }
                let seconds = index < spec.audit.seconds.count ? spec.audit.seconds[index] : 0
                time += seconds
                cases.append("    <testcase classname=\"\(JUnitReport.attribute(className))\" name=\"\(JUnitReport.attribute(name))\""
                             + " time=\"\(JUnitReport.format(seconds))\">\(body)</testcase>")
            }
        }
        return JUnitReport.document(suite: "placeholderkit audit", cases: cases, failures: failures, errors: 0, skipped: 0, time: time)
    }

    /// A spec's class: its path under `root` without `.json` (`app1/login`), or its
    /// absolute path without it when it is outside.
    static func className(of path: String, under root: URL) -> String {
        let file = URL(fileURLWithPath: path)
        let relative = RelativePath.below(root, file) ?? file.standardizedFileURL.path
        return relative.hasSuffix(".json") ? String(relative.dropLast(5)) : relative
    }

    /// A finding as one line: `error text-contrast: placeholder: contrast 1.61:1 …`.
    static func line(_ finding: AuditFinding) -> String {
        "\(finding.severity.rawValue) \(finding.rule.rawValue): \(finding.message)"
    }
}
