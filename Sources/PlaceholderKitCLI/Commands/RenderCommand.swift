import Foundation
import PlaceholderKit

/// `placeholderkit render`: a spec and flags to PNG, SVG or PDF.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "render a text view to PNG, SVG or PDF"
    static let help = """
    Usage: placeholderkit render [SPEC.json] [options] -o OUT.(png|svg|pdf)

    Renders the text view a spec file describes; flags override the spec.

    \(SpecOptions.help)
      -o, --output PATH          where to write; the extension picks the format; - writes PNG to stdout
      --format png|svg|pdf       the format, when the output name does not say
      --compression N            PNG zlib level 0-9 (default \(PNGCodec.defaultCompression))
    """
    static let spec = ArgumentSpec(options: SpecOptions.options.union(["--output", "--compression", "--format"]),
                                   flags: SpecOptions.flags, aliases: ["-o": "--output"], positionals: 0...1)

    static func run(_ arguments: ParsedArguments, terminal: Terminal) throws -> Int32 {
        guard let output = arguments.value("--output") else { throw CLIError("-o OUT.png|svg|pdf is required") }
        let compression = try arguments.integer("--compression") ?? PNGCodec.defaultCompression
        guard (0...9).contains(compression) else { throw CLIError("--compression: must be 0 to 9") }
        let format: OutputFormat
        if let chosen = try arguments.word("--format", OutputFormat.self) {
            format = chosen
        } else if output == "-" {
            format = .png
        } else {
            guard let chosen = OutputFormat(path: output) else { throw CLIError("-o: \(output) does not end in .png, .svg or .pdf") }
            format = chosen
        }
        let view = try SpecOptions.view(from: arguments, terminal: terminal)
        let layout = try view.layout()
        for warning in layout.warnings { terminal.error("placeholderkit render: warning: \(warning)") }
        let data = try view.data(format: format, compression: compression, layout: layout)
        if output == "-" {
            terminal.write(data)
        } else {
            do {
                try AtomicFile.write(data, to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError("\(output): cannot be written (\(error.localizedDescription))")
            }
        }
        return 0
    }
}

/// `placeholderkit layout`: the computed geometry as JSON.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "print the computed geometry (lines, glyphs, frames) as JSON"
    static let help = """
    Usage: placeholderkit layout [SPEC.json] [options]

    Prints the text container, the placeholder and text frames, and every line with its
    runs and glyphs, in points from the view's top-left corner.

    \(SpecOptions.help)
    """
    static let spec = ArgumentSpec(options: SpecOptions.options, flags: SpecOptions.flags, positionals: 0...1)

    static func run(_ arguments: ParsedArguments, terminal: Terminal) throws -> Int32 {
        let view = try SpecOptions.view(from: arguments, terminal: terminal)
        let layout = try view.layout()
        for warning in layout.warnings { terminal.error("placeholderkit layout: warning: \(warning)") }
        terminal.write(try LayoutDocument(view: view, layout: layout).jsonData())
        terminal.print("")
        return 0
    }
}
