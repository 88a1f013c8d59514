import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// `placeholderkit render`: specs and flags to PNG, SVG or PDF — one image, or a batch
/// into a folder.
struct RenderCommand: ToolCommand {
    struct Settings {
        /// What the positional arguments name, each with the flags applied.
        var specs: [ViewSettings]
        var output: String?
        var format: OutputFormat?
        var compression = PNGCodec.defaultCompression
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var contactSheet = false
        /// One part of a batch: `render --shard I/N`.
        var shard: Shard?
        /// Skip outputs whose inputs are unchanged (`--incremental`), and remove the images
        /// no spec produces (`--prune`).
        var incremental = false
        var prune = false
        /// Draw the geometry overlay over each image (`--overlay`).
        var overlay = false
        /// More than one output is asked for (several specs, or a folder of them).
        var isBatch = false
        /// The spec files of an incremental batch whose outputs the folder's manifest
        /// remembers, found before decoding (those are not in ``specs``).
        var recall: BatchRenderer.Recall?

        /// The batch renderer of these settings, writing into `output`.
        func renderer(into output: String) -> BatchRenderer {
            BatchRenderer(folder: URL(fileURLWithPath: output), flag: "-o", format: format ?? .png, compression: compression, jobs: jobs,
                          contactSheet: contactSheet, overlay: overlay)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "render text views, text fields and forms to PNG, SVG or PDF: one image, or a batch into a folder",
        usage: "placeholderkit render [SPEC.json|DIR ...] [options] -o OUT.(png|svg|pdf)|DIR/",
        discussion: """
        Renders the text view, text field or form a spec file describes (SPEC.json, or - for \
        stdin; properties as in docs/spec-reference.md); flags override the spec. With several specs, a folder of specs, or an \
        output ending in /, renders them all in one process into the folder -o names \
        (NAME.png for NAME.json), --jobs at a time: every spec is checked before anything is \
        written, progress shows on a terminal, and one summary line ends the run.
        """
    )

    @Argument(help: ArgumentHelp("spec files (- reads stdin) or folders of them", valueName: "SPEC.json|DIR"),
              completion: .file(extensions: ["json"]))
    var paths: [String] = []
    @OptionGroup var flags: ViewFlags
    @Option(name: [.short, .long], parsing: .unconditional, help: ArgumentHelp("where to write: a file (the extension picks the format; - writes PNG to stdout), or a folder for a batch", valueName: "PATH"),
            completion: .file(extensions: ["png", "svg", "pdf"]))
    var output: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("the format, when the output name does not say (default for a batch: png)", valueName: "png|svg|pdf"))
    var format: OutputFormat?
    @Option(parsing: .unconditional, help: ArgumentHelp("PNG zlib level \(PNGCodec.compressionLevels.lowerBound)-\(PNGCodec.compressionLevels.upperBound) (default \(PNGCodec.defaultCompression))", valueName: "N"),
            transform: Value.integer(in: PNGCodec.compressionLevels))
    var compression: Int?
    @Option(parsing: .unconditional, help: ArgumentHelp("images rendered at a time in a batch (default: cores)", valueName: "N"), transform: Value.integer(in: 1...Int.max))
    var jobs: Int?
    @Flag(help: "in a batch, also write DIR/index.html showing every image beside its spec")
    var contactSheet = false
    @Option(parsing: .unconditional, help: ArgumentHelp("render part I of N of a batch: its outputs, in order, cut into N contiguous groups, as verify --shard cuts its cases",
                                                        valueName: "I/N"))
    var shard: Shard?
    @Flag(help: "in a batch, render only the images whose inputs (spec, flags, fonts, libraries, tool) changed since this folder's manifest recorded them")
    var incremental = false
    @Flag(help: "with --incremental, remove the images of the folder's manifest that no spec produces any more")
    var prune = false
    @Flag(help: "draw the geometry over each image: bounds (red), text container (orange), line area (green), line boxes (blue), baselines (magenta), placeholder block (purple), caret (cyan)")
    var overlay = false

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        try Self.run(settings(terminal: terminal), terminal: terminal)
    }

    /// The specs the arguments name, read and with the flags applied, and the other options.
    func settings(terminal: Terminal) throws -> Settings {
        var settings = Settings(specs: [])
        settings.output = output
        settings.format = format
        if let compression { settings.compression = compression }
        if let jobs { settings.jobs = jobs }
        settings.contactSheet = contactSheet
        settings.shard = shard
        settings.incremental = incremental
        settings.prune = prune
        settings.overlay = overlay
        // An incremental batch whose flags change no view and that shows no spec whole (a
        // contact sheet) or in part (a shard) can find a spec's outputs from its file's bytes.
        let canRecall = incremental && !contactSheet && shard == nil && flags.changesNoView
        let specs = try Self.specs(paths, flags: flags, terminal: terminal, recallingInto: canRecall ? output.map(settings.renderer(into:)) : nil)
        (settings.specs, settings.isBatch, settings.recall) = (specs.specs, specs.isBatch, specs.recall)
        for index in settings.specs.indices { try settings.specs[index].apply(flags) }
        return settings
    }

    /// The specs `paths` name (files, folders of them, or - for stdin), decoded but not
    /// yet validated; none means the flags alone describe the view. Given the `renderer` of
    /// an incremental batch, the spec files whose outputs its folder's manifest remembers are
    /// not decoded (``BatchRenderer/recall(_:fontDirectories:)``).
    static func specs(_ paths: [String], flags: ViewFlags, terminal: Terminal, recallingInto renderer: BatchRenderer? = nil) throws -> Settings {
        guard !paths.isEmpty else { return Settings(specs: [try ViewSettings(path: nil, flags: flags, terminal: terminal)]) }
        if paths.contains("-"), paths.count > 1 { throw CommandLineError("- (stdin) must be the only spec") }
        var files: [String] = []
        var sawFolder = false
        for path in paths {
            var isDirectory = false
            if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory {
                sawFolder = true
                files += try SpecFolder.files(in: path, flag: "SPEC").map(\.path)
            } else {
                files.append(path)
            }
        }
        // Read and decoded on every core (a farm's re-run spends most of its time here); the
        // first failure in order is the error.
        let named = files
        let cores = ProcessInfo.processInfo.activeProcessorCount
        if let renderer, files.count > 1 || sawFolder {
            let read: [Result<SpecFile, Error>] = parallelMap(named.count, jobs: cores) { index in Result { try SpecFile(path: named[index]) } }
            let recall = try renderer.recall(read.map { try $0.get() }, fontDirectories: flags.fontDir)
            let toDecode = recall.toDecode
            let decoded: [Result<ViewSettings, Error>] = parallelMap(toDecode.count, jobs: cores) { index in Result { try ViewSettings(file: toDecode[index]) } }
            return Settings(specs: try decoded.map { try $0.get() }, isBatch: true, recall: recall)
        }
        let decoded: [Result<ViewSettings, Error>] = parallelMap(named.count, jobs: cores) { index in
            Result { try ViewSettings(path: named[index], terminal: terminal) }
        }
        let specs = try decoded.map { try $0.get() }
        return Settings(specs: specs, isBatch: specs.count > 1 || sawFolder)
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        guard let output = settings.output else {
            throw CommandLineError(flag: "-o", "an output path (OUT.png, OUT.svg, OUT.pdf, - or a folder) is required")
        }
        let variants = settings.specs.count == 1 ? try settings.specs[0].resolvedMockup().variantCount : 1
        let isBatch = settings.isBatch || variants > 1 || output.hasSuffix("/")
        if let shard = settings.shard, !isBatch {
            throw CommandLineError(flag: "--shard", "splits a batch; \(shard) of one image needs an output folder (-o DIR/)")
        }
        if settings.incremental, !isBatch { throw CommandLineError(flag: "--incremental", "keeps a folder's manifest; give an output folder (-o DIR/)") }
        if settings.prune, !settings.incremental { throw CommandLineError(flag: "--prune", "removes what the folder's manifest knows; use it with --incremental") }
        if settings.prune, let shard = settings.shard { throw CommandLineError(flag: "--prune", "needs the whole batch, not shard \(shard)") }
        if isBatch {
            guard output != "-" else { throw CommandLineError(flag: "-o", "- writes one image; give a folder for several") }
            if !settings.isBatch, !output.hasSuffix("/"), OutputFormat(path: output) != nil {
                throw CommandLineError(flag: "-o", "\(Quoting.quoted(output)) names one image, but the spec has \(variants) variants; give a folder")
            }
            let renderer = settings.renderer(into: output)
            let summary: String
            if settings.incremental {
                let plan = try BatchRenderer.plan(settings.specs, shard: settings.shard, claimed: settings.recall?.claimed ?? [:])
                summary = try renderer.runIncremental(plan, terminal: terminal, prune: settings.prune, shard: settings.shard, recall: settings.recall)
            } else {
                let (plan, entries) = try BatchRenderer.prepare(settings.specs, jobs: settings.jobs, shard: settings.shard)
                summary = try renderer.run(plan, entries: entries, shard: settings.shard, terminal: terminal)
            }
            try terminal.print(settings.shard.map { "shard \($0): \(summary)" } ?? summary)
            return 0
        }
        try OutputFile.check(output, format: settings.format)
        let format: OutputFormat
        if let chosen = settings.format ?? (output == "-" ? .png : OutputFormat(path: output)) {
            format = chosen
        } else {
            throw CommandLineError(flag: "-o", "\(Quoting.quoted(output)) does not end in .png, .svg or .pdf")
        }
        let mockup = try settings.specs[0].resolvedMockup().variantsExpanded[0].mockup
        let layout = try mockup.layout()
        for warning in layout.warnings { terminal.error("placeholderkit render: warning: \(warning)") }
        let data = try layout.data(format: format, compression: settings.compression, overlay: settings.overlay)
        if output == "-" {
            try terminal.write(data)
        } else {
            try AtomicFile.write(data, to: URL(fileURLWithPath: output))
        }
        return 0
    }
}
