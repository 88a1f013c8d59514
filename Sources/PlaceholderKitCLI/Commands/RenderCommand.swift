import Foundation
import PlaceholderImage
import PlaceholderKit

/// `placeholderkit render`: specs and flags to PNG, SVG or PDF — one image, or a batch
/// into a folder.
enum RenderCommand: Command {
    struct Settings {
        /// What the positional arguments name, each with the flags applied.
        var specs: [ViewSettings]
        var output: String?
        var format: OutputFormat?
        var compression = PNGCodec.defaultCompression
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var contactSheet = false
        /// More than one output is asked for (several specs, or a folder of them).
        var isBatch = false
    }

    static let name = "render"
    static let summary = "render text views to PNG, SVG or PDF: one image, or a batch into a folder"
    static let usage = "render [SPEC.json|DIR ...] [options] -o OUT.(png|svg|pdf)|DIR/"
    static let about = """
    Renders the text view a spec file describes (SPEC.json, or - for stdin; properties as
    in the README); flags override the spec. With several specs, a folder of specs, or an
    output ending in /, renders them all in one process into the folder -o names
    (NAME.png for NAME.json), --jobs at a time: every spec is checked before anything is
    written, progress shows on a terminal, and one summary line ends the run.
    """
    static let positionals = 0...Int.max
    static let positionalCompletion: Completion = .files
    static let options: [Option<Settings>] = ViewSettings.options.map { $0.liftedToEach(\.specs) } + [
        .value("--output", "PATH", short: "-o", "where to write: a file (the extension picks the format; - writes PNG to stdout), or a folder for a batch",
               parse: ValueParser.text, at: \.output),
        .value("--format", "png|svg|pdf", "the format, when the output name does not say (default for a batch: png)",
               completion: .words(of: OutputFormat.self), parse: OutputFormat.init(parsing:), at: \.format),
        .value("--compression", "N", "PNG zlib level 0-9 (default \(PNGCodec.defaultCompression))",
               parse: ValueParser.integer(in: 0...9), at: \.compression),
        .value("--jobs", "N", "images rendered at a time in a batch (default: cores)", parse: ValueParser.integer(in: 1...Int.max),
               at: \.jobs),
        .flag("--contact-sheet", "in a batch, also write DIR/index.html showing every image beside its spec") { $0.contactSheet = true },
    ]

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        let paths = arguments.positionals
        guard !paths.isEmpty else { return Settings(specs: [try ViewSettings(arguments, terminal: terminal)]) }
        if paths.contains("-"), paths.count > 1 { throw CommandLineError("- (stdin) must be the only spec") }
        var specs: [ViewSettings] = []
        var sawFolder = false
        for path in paths {
            var isDirectory: ObjCBool = false
            if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                sawFolder = true
                specs += try SpecFolder.files(in: path, flag: "SPEC").map { try ViewSettings(path: $0.path, terminal: terminal) }
            } else {
                specs.append(try ViewSettings(path: path, terminal: terminal))
            }
        }
        return Settings(specs: specs, isBatch: specs.count > 1 || sawFolder)
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        guard let output = settings.output else {
            throw CommandLineError(flag: "-o", "an output path (OUT.png, OUT.svg, OUT.pdf, - or a folder) is required")
        }
        let variants = settings.specs.count == 1 ? try settings.specs[0].resolvedView().variantsExpanded.count : 1
        if settings.isBatch || variants > 1 || output.hasSuffix("/") {
            guard output != "-" else { throw CommandLineError(flag: "-o", "- writes one image; give a folder for several") }
            if !settings.isBatch, !output.hasSuffix("/"), OutputFormat(path: output) != nil {
                throw CommandLineError(flag: "-o", "\(Quoting.quoted(output)) names one image, but the spec has \(variants) variants; give a folder")
            }
            let entries = try BatchRenderer.prepare(settings.specs, jobs: settings.jobs)
            let renderer = BatchRenderer(folder: URL(fileURLWithPath: output), flag: "-o", format: settings.format ?? .png,
                                         compression: settings.compression, jobs: settings.jobs, contactSheet: settings.contactSheet)
            try terminal.print(try renderer.run(entries, terminal: terminal))
            return 0
        }
        try OutputFile.check(output, format: settings.format)
        let format: OutputFormat
        if let chosen = settings.format ?? (output == "-" ? .png : OutputFormat(path: output)) {
            format = chosen
        } else {
            throw CommandLineError(flag: "-o", "\(Quoting.quoted(output)) does not end in .png, .svg or .pdf")
        }
        let view = try settings.specs[0].resolvedView().variantsExpanded[0].view
        let layout = try view.layout()
        for warning in layout.warnings { terminal.error("placeholderkit render: warning: \(warning)") }
        let data = try layout.data(format: format, compression: settings.compression)
        if output == "-" {
            try terminal.write(data)
        } else {
            try AtomicFile.write(data, to: URL(fileURLWithPath: output))
        }
        return 0
    }
}
