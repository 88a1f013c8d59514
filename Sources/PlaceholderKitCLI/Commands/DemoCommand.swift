import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit

/// `placeholderkit demo`: renders the gallery of `examples/` and a contact sheet — a batch
/// `render` of the examples folder with `--contact-sheet`.
struct DemoCommand: ToolCommand {
    struct Settings {
        var output = "gallery"
        var examples: String?
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// Render only what changed since the gallery's manifest recorded it.
        var incremental = false
    }

    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "render the demo gallery (examples/*.json) with an index.html contact sheet",
        usage: "placeholderkit demo [-o DIR] [--examples DIR] [--jobs N] [--incremental]",
        discussion: """
        Renders every spec of the examples folder to DIR/NAME.png and writes DIR/index.html, \
        which shows each image beside its spec, and DIR/typography.html, which shows the \
        typography-*.json examples beside their geometry overlays (NAME.overlay.png), and \
        DIR/audit/index.html, the accessibility audit of every example (as placeholderkit \
        audit --overlay) with each finding drawn on its image.
        """
    )

    @Option(name: [.short, .long], parsing: .unconditional, help: ArgumentHelp("where to write (default: gallery)", valueName: "DIR"), completion: .directory)
    var output: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("the specs (default: ./examples, else the examples folder of the package the tool was built in)", valueName: "DIR"),
            completion: .directory)
    var examples: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("images rendered at a time (default: cores)", valueName: "N"), transform: Value.integer(in: 1...Int.max))
    var jobs: Int?
    @Flag(help: "render only the images whose inputs changed since the gallery was last rendered (as render --incremental)")
    var incremental = false

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        var settings = Settings(examples: examples)
        if let output { settings.output = output }
        if let jobs { settings.jobs = jobs }
        settings.incremental = incremental
        return try Self.run(settings, terminal: terminal)
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        let examples = try settings.examples ?? findExamples()
        let files = try SpecFolder.files(in: examples, flag: "--examples").map(\.path)
        let specs = try files.map { try ViewSettings(path: $0, terminal: terminal) }
        // The typography page's and the audit page's files are checked with the batch's,
        // before any is written.
        let auditFolder = URL(fileURLWithPath: settings.output).appendingPathComponent("audit")
        try WritableFolder.check(settings.output, flag: "--output", files: TypographyPage.files(for: specs), folders: ["audit"])
        try WritableFolder.check(auditFolder.path, flag: "--output", files: AuditOverlay.pageFiles)
        let renderer = BatchRenderer(folder: URL(fileURLWithPath: settings.output), flag: "--output", format: .png,
                                     compression: PNGCodec.defaultCompression, jobs: settings.jobs, contactSheet: true)
        let summary: String
        if settings.incremental {
            summary = try renderer.runIncremental(BatchRenderer.plan(specs), terminal: terminal, prune: false, shard: nil)
        } else {
            let (plan, entries) = try BatchRenderer.prepare(specs, jobs: settings.jobs)
            summary = try renderer.run(plan, entries: entries, shard: nil, terminal: terminal)
        }
        // The typography page: those examples beside their geometry overlays.
        try TypographyPage.write(specs, into: URL(fileURLWithPath: settings.output))
        // The audit page: every example audited, its findings drawn on its images.
        let audit = try AuditReport(files: files, options: AuditOptions(), jobs: settings.jobs, drawing: true)
        try AuditOverlay(audit).write(to: auditFolder)
        try terminal.print("\(summary); open \(URL(fileURLWithPath: settings.output).appendingPathComponent("index.html").path)"
                           + " (audit: \(audit.count(.error)) errors, \(audit.count(.warning)) warnings in \(auditFolder.appendingPathComponent("index.html").path))")
        return 0
    }

    /// ./examples, else the examples folder of the package above the executable.
    static func findExamples() throws -> String {
        if FileManager.default.fileExists(atPath: "examples") { return "examples" }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        guard let package = PackageRoot.folder(above: executable, containing: "examples/seed000-colors.json") else {
            throw CommandLineError(flag: "--examples", "no examples folder here or above the tool; pass --examples DIR")
        }
        return package.appendingPathComponent("examples").path
    }
}
