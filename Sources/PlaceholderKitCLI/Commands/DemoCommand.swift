import Foundation
import PlaceholderImageDiff
import PlaceholderKit

/// `placeholderkit demo`: renders the gallery of `examples/` and a contact sheet.
enum DemoCommand: Command {
    static let name = "demo"
    static let summary = "render the demo gallery (examples/*.json) with an index.html contact sheet"
    static let help = """
    Usage: placeholderkit demo [-o DIR] [--examples DIR] [--jobs N]

    Renders every spec of the examples folder to DIR/NAME.png and writes DIR/index.html,
    which shows each image beside its spec.

      -o, --output DIR       where to write (default: gallery)
      --examples DIR         the specs (default: ./examples, else the examples folder
                             of the package the tool was built in)
      --jobs N               images rendered at a time (default: cores)
    """
    static let spec = ArgumentSpec(options: ["--output", "--examples", "--jobs"], aliases: ["-o": "--output"], positionals: 0...0)

    static func run(_ arguments: ParsedArguments, terminal: Terminal) throws -> Int32 {
        let output = URL(fileURLWithPath: arguments.value("--output") ?? "gallery")
        let examples = try arguments.value("--examples") ?? findExamples()
        let jobs = try arguments.integer("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        guard jobs >= 1 else { throw CLIError("--jobs: must be 1 or more") }
        let specs = try SpecFolder.load(examples, option: "--examples")
        let rendered: [Result<Data, Error>] = parallelMap(specs.count, jobs: jobs) { index in
            Result { try specs[index].view.pngData() }
        }
        var cards: [String] = []
        for (spec, result) in zip(specs, rendered) {
            let png: Data
            do { png = try result.get() } catch { throw CLIError("\(spec.url.path): \(error)") }
            do {
                try AtomicFile.write(png, to: output.appendingPathComponent("\(spec.name).png"))
            } catch {
                throw CLIError("\(output.path): cannot be written (\(error.localizedDescription))")
            }
            let json = (try? String(contentsOf: spec.url, encoding: .utf8)) ?? ""
            cards.append("""
            <section><h2>\(HTMLReport.escape(spec.name))</h2><div class=row>
            <img src="\(HTMLReport.escape(spec.name)).png" width="\(Int(spec.view.width))" alt="\(HTMLReport.escape(spec.name))">
            <pre>\(HTMLReport.escape(json))</pre></div></section>
            """)
        }
        let page = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>PlaceholderKit gallery</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 2em; background: #fafafa; color: #222; }
        section { border-top: 1px solid #ddd; padding: 1em 0; }
        .row { display: flex; gap: 2em; align-items: flex-start; flex-wrap: wrap; }
        img { background: repeating-conic-gradient(#e5e5e5 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        pre { background: #fff; border: 1px solid #ddd; padding: .8em; margin: 0; max-width: 48em; white-space: pre-wrap; }
        </style></head><body>
        <h1>PlaceholderKit gallery</h1>
        <p>\(specs.count) text views rendered from <code>\(HTMLReport.escape(examples))</code> by placeholderkit \(PlaceholderKitTool.version).</p>
        \(cards.joined(separator: "\n"))
        </body></html>
        """
        let index = output.appendingPathComponent("index.html")
        do { try AtomicFile.write(Data(page.utf8), to: index) } catch { throw CLIError("\(index.path): cannot be written") }
        terminal.print("Rendered \(specs.count) images from \(examples) into \(output.path); open \(index.path)")
        return 0
    }

    /// ./examples, else an examples folder above the executable (the package it was built in).
    static func findExamples() throws -> String {
        if FileManager.default.fileExists(atPath: "examples") { return "examples" }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("examples")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("seed000-colors.json").path) {
                return candidate.path
            }
            folder = folder.deletingLastPathComponent()
        }
        throw CLIError("no examples folder here or above the tool; pass --examples DIR")
    }
}
