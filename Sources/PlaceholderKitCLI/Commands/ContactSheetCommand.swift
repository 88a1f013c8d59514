import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderKit
import PlaceholderFormat

/// `placeholderkit contact-sheet`: one contact sheet over the folders of several batches —
/// the shards of `render --shard I/N --contact-sheet` — from the `index.json` each wrote.
struct ContactSheetCommand: ToolCommand {
    struct Settings {
        var folders: [String]
        var output = "index.html"
    }

    static let configuration = CommandConfiguration(
        commandName: "contact-sheet",
        abstract: "one contact sheet over the folders of several render --contact-sheet batches (a sharded render's)",
        usage: "placeholderkit contact-sheet DIR... [-o FILE]",
        discussion: """
        Reads DIR/index.json, which render --contact-sheet writes beside its images, from each \
        folder, and writes one page that shows every image where it lies (linked relative to \
        the page) grouped by spec, the variant axes as the rows and columns of a table, with \
        lazy images and a filter box, as render's own index.html. One image in two folders, or \
        one spec name with different JSON, is an error; shards missing from a split the \
        folders share are named on the page and on stderr.
        """
    )

    @Argument(help: ArgumentHelp("folders render --contact-sheet wrote (each holds its index.json)", valueName: "DIR"), completion: .directory)
    var folders: [String]
    @Option(name: [.short, .long], parsing: .unconditional, help: ArgumentHelp("the page to write (default: index.html)", valueName: "FILE"),
            completion: .file(extensions: ["html"]))
    var output: String?

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        var settings = Settings(folders: folders)
        if let output { settings.output = output }
        return try Self.run(settings, terminal: terminal)
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        guard !settings.folders.isEmpty else { throw CommandLineError(flag: "DIR", "give at least one folder") }
        let page = URL(fileURLWithPath: settings.output).standardizedFileURL
        try OutputFile.check(settings.output, format: nil)
        guard page.pathExtension.lowercased() == "html" else {
            throw CommandLineError(flag: "-o", "\(Quoting.quoted(settings.output)) does not end in .html")
        }
        try WritableFolder.check(page.deletingLastPathComponent().path, flag: "-o", files: [page.lastPathComponent])
        var seen: Set<String> = []
        let folders = try settings.folders.map { path -> (path: String, name: String, index: ContactSheetIndex) in
            let folder = URL(fileURLWithPath: path).standardizedFileURL
            guard WritableFolder.kind(of: folder.path) == .folder else { throw CommandLineError(flag: "DIR", "\(Quoting.quoted(path)) is not a folder") }
            guard seen.insert(folder.path).inserted else { throw CommandLineError(flag: "DIR", "\(Quoting.quoted(path)) is given twice") }
            return (relativePath(from: page.deletingLastPathComponent(), to: folder), path, try ContactSheetIndex.read(in: folder))
        }
        let sheet = try ContactSheet(folders: folders)
        for note in sheet.notes { terminal.error("placeholderkit contact-sheet: warning: \(note)") }
        try sheet.write(to: page)
        let images = sheet.specs.reduce(0) { $0 + $1.images.count }
        try terminal.print("\(images) image\(images == 1 ? "" : "s") of \(sheet.specs.count) spec\(sheet.specs.count == 1 ? "" : "s") "
                           + "from \(folders.count) folder\(folders.count == 1 ? "" : "s"): \(page.path)")
        return 0
    }

    /// The path from the folder `base` to `target`, both absolute and standardized, through
    /// `..` where it must: what a browser resolves from the page to the images.
    static func relativePath(from base: URL, to target: URL) -> String {
        let from = base.pathComponents, to = target.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.joined(separator: "/")
    }
}
