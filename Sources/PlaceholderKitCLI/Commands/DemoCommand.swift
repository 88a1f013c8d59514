import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit

/// `placeholderkit demo`: renders the gallery of `examples/` and a contact sheet.
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
        let output = URL(fileURLWithPath: settings.output)
        let examples = try settings.examples ?? findExamples()
        let specs = try SpecFolder(examples, flag: "--examples", jobs: settings.jobs).specs
        try WritableFolder.check(settings.output, flag: "--output", files: ["index.html"] + specs.map { "\($0.name).png" })
        // Every image is made before the first is written, so a failure writes nothing.
        let rendered: [Result<Data, Error>] = parallelMap(specs.count, jobs: settings.jobs) { index in
            Result { try specs[index].view.data(format: .png, layout: specs[index].layout) }
        }
        let images = try zip(specs, rendered).map { spec, result in
            do { return try result.get() } catch { throw spec.failure(error) }
        }
        var cards: [String] = []
        for (spec, png) in zip(specs, images) {
            try AtomicFile.write(png, to: output.appendingPathComponent("\(spec.name).png"))
            let json = String(decoding: spec.source, as: UTF8.self)
            let name = HTMLPage.escape(spec.name)
            cards.append("""
            <section><h2>\(name)</h2><div class=row>
            <img src="\(name).png" width="\(Int(spec.view.width))" alt="\(name)">
            <pre>\(HTMLPage.escape(json))</pre></div></section>
            """)
        }
        let intro = "<p>\(specs.count) text views rendered from <code>\(HTMLPage.escape(examples))</code> "
            + "by placeholderkit \(PlaceholderKitTool.version).</p>"
        let page = HTMLPage(title: "PlaceholderKit gallery", blocks: [intro] + cards)
        let index = output.appendingPathComponent("index.html")
        try AtomicFile.write(Data(page.html.utf8), to: index)
        try terminal.print("Rendered \(specs.count) images from \(examples) into \(output.path); open \(index.path)")
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
