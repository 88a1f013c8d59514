import Foundation
import PlaceholderImage
import PlaceholderKit

/// `placeholderkit render`: a spec and flags to PNG, SVG or PDF.
enum RenderCommand: Command {
    struct Settings {
        var spec: ViewSettings
        var output: String?
        var format: OutputFormat?
        var compression = PNGCodec.defaultCompression
    }

    static let name = "render"
    static let summary = "render a text view to PNG, SVG or PDF"
    static let usage = "render [SPEC.json] [options] -o OUT.(png|svg|pdf)"
    static let about = """
    Renders the text view a spec file describes (SPEC.json, or - for stdin; properties as
    in the README); flags override the spec.
    """
    static let positionals = 0...1
    static let options: [Option<Settings>] = ViewSettings.options.map { $0.lifted(\.spec) } + [
        .value("--output", "PATH", short: "-o", "where to write; the extension picks the format; - writes PNG to stdout",
               parse: ValueParser.text, at: \.output),
        .value("--format", "png|svg|pdf", "the format, when the output name does not say", parse: OutputFormat.init(parsing:),
               at: \.format),
        .value("--compression", "N", "PNG zlib level 0-9 (default \(PNGCodec.defaultCompression))",
               parse: ValueParser.integer(in: 0...9), at: \.compression),
    ]

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        Settings(spec: try ViewSettings(arguments, terminal: terminal))
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        guard let output = settings.output else { throw CommandLineError(flag: "-o", "an output path (OUT.png, OUT.svg, OUT.pdf or -) is required") }
        let format: OutputFormat
        if let chosen = settings.format ?? (output == "-" ? .png : OutputFormat(path: output)) {
            format = chosen
        } else {
            throw CommandLineError(flag: "-o", "\(Quoting.quoted(output)) does not end in .png, .svg or .pdf")
        }
        let view = try settings.spec.resolvedView()
        let layout = try view.layout()
        for warning in layout.warnings { terminal.error("placeholderkit render: warning: \(warning)") }
        let data = try view.data(format: format, compression: settings.compression, layout: layout)
        if output == "-" {
            try terminal.write(data)
        } else {
            try AtomicFile.write(data, to: URL(fileURLWithPath: output))
        }
        return 0
    }
}
