import Foundation
import PlaceholderImageDiff
import PlaceholderKit

/// `placeholderkit demo`: renders the gallery of `examples/` and a contact sheet — a batch
/// `render` of the examples folder with `--contact-sheet`.
enum DemoCommand: Command {
    struct Settings {
        var output = "gallery"
        var examples: String?
        var jobs = ProcessInfo.processInfo.activeProcessorCount
    }

    static let name = "demo"
    static let summary = "render the demo gallery (examples/*.json) with an index.html contact sheet"
    static let usage = "demo [-o DIR] [--examples DIR] [--jobs N]"
    static let about = """
    Renders every spec of the examples folder to DIR/NAME.png and writes DIR/index.html,
    which shows each image beside its spec.
    """
    static let positionals = 0...0
    static let options: [Option<Settings>] = [
        .value("--output", "DIR", short: "-o", "where to write (default: gallery)", parse: ValueParser.text, at: \.output),
        .value("--examples", "DIR", "the specs (default: ./examples, else the examples folder of the package the tool was built in)",
               parse: ValueParser.text, at: \.examples),
        .value("--jobs", "N", "images rendered at a time (default: cores)", parse: ValueParser.integer(in: 1...Int.max), at: \.jobs),
    ]

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        Settings()
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        let examples = try settings.examples ?? findExamples()
        let specs = try SpecFolder.files(in: examples, flag: "--examples").map { try ViewSettings(path: $0.path, terminal: terminal) }
        let renderer = BatchRenderer(folder: URL(fileURLWithPath: settings.output), flag: "--output", format: .png,
                                     compression: PNGCodec.defaultCompression, jobs: settings.jobs, contactSheet: true)
        let summary = try renderer.run(try BatchRenderer.prepare(specs, jobs: settings.jobs), terminal: terminal)
        try terminal.print("\(summary); open \(URL(fileURLWithPath: settings.output).appendingPathComponent("index.html").path)")
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
