import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import Synchronization

/// Renders many views in one process, into one folder: every view is checked first
/// (validated, laid out, its fonts resolved), so a bad spec stops the batch before any
/// file is written; then `jobs` images are rendered at a time, each written as soon as it
/// is done, so memory does not grow with the number of images.
struct BatchRenderer {
    /// One image to render: its output name, where its spec came from, the view and the
    /// layout computed when it was checked.
    struct Entry: Sendable {
        var name: String
        var source: String?
        var view: PlaceholderTextView
        var layout: TextViewLayout
    }

    var folder: URL
    /// The option that named the folder, for errors.
    var flag: String
    var format: OutputFormat
    var compression: Int
    var jobs: Int
    /// Also write `index.html`, every image beside its spec.
    var contactSheet: Bool

    /// Every spec checked and named; an error names the spec's file.
    static func prepare(_ specs: [ViewSettings]) throws -> [Entry] {
        var sources: [String: String] = [:]
        return try specs.map { spec in
            if let other = sources.updateValue(spec.source ?? spec.name, forKey: spec.name) {
                throw CommandLineError("two specs would both write \(spec.name): \(other) and \(spec.source ?? spec.name)")
            }
            let view = try spec.resolvedView()
            let layout: TextViewLayout
            do {
                layout = try view.layout()
            } catch let error as ModelError {
                throw spec.source.map { error.inFile($0) } ?? error
            } catch {
                throw CommandLineError(spec.source.map { "\($0): \(error)" } ?? "\(error)")
            }
            return Entry(name: spec.name, source: spec.source, view: view, layout: layout)
        }
    }

    /// Renders and writes every entry; returns the summary line. The folder is checked
    /// first, so a folder that cannot take the files stops the batch before it starts.
    func run(_ entries: [Entry], terminal: Terminal) throws -> String {
        let format = format, compression = compression, folder = folder
        try WritableFolder.check(folder.path, flag: flag,
                                 files: entries.map { "\($0.name).\(format.rawValue)" } + (contactSheet ? ["index.html"] : []))
        let start = ContinuousClock.now
        let done = Mutex(0)
        let results: [Result<Void, Error>] = parallelMap(entries.count, jobs: jobs) { index in
            let entry = entries[index]
            let result = Result {
                try AtomicFile.write(entry.view.data(format: format, compression: compression, layout: entry.layout),
                                     to: folder.appendingPathComponent("\(entry.name).\(format.rawValue)"))
            }
            let count = done.withLock { count in
                count += 1
                return count
            }
            terminal.progress("rendered \(count)/\(entries.count)")
            return result
        }
        terminal.progress(nil)
        for (entry, result) in zip(entries, results) {
            do { try result.get() } catch { throw CommandLineError("\(entry.source ?? entry.name): \(error)") }
        }
        if contactSheet { try writeContactSheet(entries) }
        let seconds = (ContinuousClock.now - start).seconds
        let rate = seconds > 0 ? Double(entries.count) / seconds : 0
        return "rendered \(entries.count) image\(entries.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s "
            + "(\(String(format: "%.0f", rate)) images/s) into \(folder.path)"
    }

    /// `index.html`: every image beside the spec it came from.
    private func writeContactSheet(_ entries: [Entry]) throws {
        let cards = try entries.map { entry -> String in
            let spec = try entry.source.flatMap { $0 == "stdin" ? nil : String(decoding: try FileReader.read(URL(fileURLWithPath: $0)), as: UTF8.self) }
                ?? String(decoding: try entry.view.jsonData(), as: UTF8.self)
            let name = HTMLPage.escape(entry.name)
            let file = HTMLPage.source("\(entry.name).\(format.rawValue)")
            return """
            <section><h2>\(name)</h2><div class=row>
            <img src="\(file)" width="\(Int(entry.view.width))" alt="\(name)">
            <pre>\(HTMLPage.escape(spec))</pre></div></section>
            """
        }
        let intro = "<p>\(entries.count) text views rendered by placeholderkit \(PlaceholderKitTool.version).</p>"
        let page = HTMLPage(title: "PlaceholderKit gallery", blocks: [intro] + cards)
        try AtomicFile.write(Data(page.html.utf8), to: folder.appendingPathComponent("index.html"))
    }
}
