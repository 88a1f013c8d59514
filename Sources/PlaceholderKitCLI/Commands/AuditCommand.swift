import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// `placeholderkit audit`: the accessibility rules of ``AuditRule`` over every variant of
/// each spec's matrix, printed one finding a line, and written as JSON, JUnit XML and
/// SARIF; `--overlay` draws the findings on the images with a contact sheet. Every spec is
/// read, checked and audited, and every output checked, before a byte is written.
struct AuditCommand: ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "check specs for accessibility: contrast, labels, target size, clipped text, fonts that do not scale",
        usage: "placeholderkit audit SPEC.json|DIR ... [--json FILE] [--junit FILE] [--sarif FILE [--sarif-root DIR]] [--overlay DIR]",
        discussion: """
        Lays out every variant of each spec (every *.json of a folder) and checks these rules:
        text-contrast (WCAG 2.2 1.4.3: 4.5:1, or 3:1 from 18 pt or 14 pt bold, against the \
        colour behind the text), placeholder-as-label (a form's field with no label before \
        it), target-size (WCAG 2.5.8's 24 × 24 pt is an error, Apple's 44 × 44 pt a \
        warning), clipped-text (an ellipsis, lines dropped or cut, at any variant) and \
        fixed-font-size (a contentSizeCategory matrix over a font that does not scale). \
        Prints one line per finding and a count.

        Exit status: 0 no error-level finding; 1 an error-level finding; 2 bad input, with \
        nothing written.
        """
    )

    /// The severity of a placeholder's contrast finding, as the option writes it.
    enum PlaceholderContrast: String, ExpressibleByArgument, CaseIterable {
        case error, warning, off

        var severity: AuditSeverity? {
            switch self {
            case .error: return .error
            case .warning: return .warning
            case .off: return nil
            }
        }
    }

    @Argument(help: ArgumentHelp("spec files or folders of them", valueName: "SPEC.json|DIR"), completion: .file(extensions: ["json"]))
    var paths: [String]
    @Option(parsing: .unconditional, help: ArgumentHelp("also write the findings as JSON: {findings, specs, variants}", valueName: "FILE"),
            completion: .file(extensions: ["json"]))
    var json: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("also write JUnit XML: a test case per spec and variant", valueName: "FILE"),
            completion: .file(extensions: ["xml"]))
    var junit: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("also write SARIF 2.1.0, for GitHub code scanning", valueName: "FILE"),
            completion: .file(extensions: ["sarif", "json"]))
    var sarif: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("the folder SARIF locations are relative to (%SRCROOT%; default: the Git work tree's top, "
                                                        + "else the working folder)", valueName: "DIR"),
            completion: .directory)
    var sarifRoot: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("the most results the SARIF log holds, errors first; the rest are counted in a "
                                                        + "notification (default 25000, GitHub code scanning's limit)", valueName: "N"),
            transform: Value.integer(in: 1...Int.max))
    var sarifMaxResults: Int = AuditSARIF.githubResultLimit
    @Option(parsing: .unconditional, help: ArgumentHelp("draw the findings on each variant's PNG in DIR, with an index.html contact sheet", valueName: "DIR"),
            completion: .directory)
    var overlay: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("the severity of a placeholder's low contrast: error (WCAG's, the default), warning or off "
                                                        + "(UIKit's placeholderText, #3C3C43 at 30% opacity, is 1.73:1 on white)", valueName: "error|warning|off"))
    var placeholderContrast: PlaceholderContrast = .error
    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("also use the fonts in DIR (for example SF Pro); repeats", valueName: "DIR"),
            completion: .directory)
    var fontDir: [String] = []
    @Option(parsing: .unconditional, help: ArgumentHelp("audit N specs at a time (default: cores)", valueName: "N"),
            transform: Value.integer(in: 1...Int.max))
    var jobs: Int?

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        let files = try paths.flatMap { path -> [String] in
            guard WritableFolder.kind(of: path) == .folder else { return [path] }
            return try SpecFolder.files(in: path, flag: "SPEC").map(\.path)
        }
        try checkOutputs()
        try ViewSettings.addFontDirectories(fontDir)
        let report = try AuditReport(files: files, options: AuditOptions(placeholderContrast: placeholderContrast.severity),
                                     jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, drawing: overlay != nil)
        let drawn = try overlay.map { _ in try AuditOverlay(report) }

        if let json { try AtomicFile.write(try report.json(), to: URL(fileURLWithPath: json)) }
        // The folder reports name specs relative to: SARIF's %SRCROOT%, JUnit's classes.
        let root = sarifRoot.map { URL(fileURLWithPath: $0) } ?? AuditSARIF.defaultRoot(from: FileManager.default.currentDirectoryPath)
        if let junit { try AtomicFile.write(Data(report.junit(root: root).utf8), to: URL(fileURLWithPath: junit)) }
        if let sarif {
            let log = AuditSARIF(report: report, root: root, maxResults: sarifMaxResults)
            try AtomicFile.write(Data(log.document().utf8), to: URL(fileURLWithPath: sarif))
            if log.omitted > 0 {
                terminal.error("placeholderkit audit: warning: " + AuditSARIF.cutMessage(omitted: log.omitted, of: report.findings.count, limit: sarifMaxResults))
            }
        }
        if let overlay, let drawn { try drawn.write(to: URL(fileURLWithPath: overlay)) }

        for spec in report.specs {
            for finding in spec.audit.findings {
                let variant = finding.variant.isEmpty ? "" : " [\(finding.variant)]"
                try terminal.print("\(Quoting.escaped(spec.path))\(variant): \(AuditReport.line(finding))")
            }
        }
        let (errors, warnings) = (report.count(.error), report.count(.warning))
        try terminal.print("\(report.specs.count) spec\(report.specs.count == 1 ? "" : "s"), \(report.variantCount) variant\(report.variantCount == 1 ? "" : "s"): "
                           + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        return errors > 0 ? 1 : 0
    }

    /// Each output file's folder is writable and the file no folder or device; the overlay
    /// folder is one to write in.
    private func checkOutputs() throws {
        for (flag, path) in [("--json", json), ("--junit", junit), ("--sarif", sarif)] {
            guard let path else { continue }
            try OutputFile.check(path, format: nil, flag: flag)
            let file = URL(fileURLWithPath: path)
            try WritableFolder.check(file.deletingLastPathComponent().path, flag: flag, files: [file.lastPathComponent])
        }
        if let overlay { try WritableFolder.check(overlay, flag: "--overlay", files: AuditOverlay.pageFiles) }
        if let sarifRoot, WritableFolder.kind(of: sarifRoot) != .folder {
            throw CommandLineError(flag: "--sarif-root", "\(Quoting.quoted(sarifRoot)) is not a folder")
        }
    }
}
