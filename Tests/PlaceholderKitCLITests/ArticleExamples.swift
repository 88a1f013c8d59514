import ArgumentParser
import FoundationEssentials
import Testing
import PlaceholderFormat
import PlaceholderKit
@testable import PlaceholderKitCLI

// The code of PlaceholderKit's DocC article "Adding a command" (DocumentationTests finds
// each of its code blocks in a source or test file), compiled and run here so a renamed
// API breaks the build, not the reader.

/// `placeholderkit count SPEC.json|DIR ...`: a toy command, as the article writes one.
struct CountCommand: ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "count",
        abstract: "count the views spec files make",
        usage: "placeholderkit count SPEC.json|DIR ...",
        discussion: "Exit status: 0 the specs are valid; 2 one is not, or the arguments are bad."
    )

    @Argument(help: ArgumentHelp("spec files or folders of them", valueName: "SPEC.json|DIR"),
              completion: .file(extensions: ["json"]))
    var paths: [String]

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        let files = try paths.flatMap { path -> [String] in
            guard WritableFolder.kind(of: path) == .folder else { return [path] }
            return try SpecFolder.files(in: path, flag: "SPEC").map(\.path)
        }
        let specs = try files.map { try ViewSettings(path: $0, terminal: terminal) }
        let views = try BatchRenderer.prepare(specs, jobs: 1).entries.count
        try terminal.print("\(views) view\(views == 1 ? "" : "s") in \(files.count) spec\(files.count == 1 ? "" : "s")")
        return 0
    }
}

@Suite struct ArticleExampleTests {
    /// The toy command parses, runs, and fails on a bad spec as every command does.
    @Test func theArticlesCommandCountsViews() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("a.json", #"{"width": 200, "height": 60, "variants": {"appearance": ["light", "dark"]}}"#)
        var command = try CountCommand.parse([spec])
        let terminal = Terminal.captured()
        #expect(try command.run(terminal: terminal) == 0)
        #expect(String(decoding: terminal.output, as: UTF8.self) == "2 views in 1 spec\n")
        let bad = try cli.write("b.json", #"{"width": -1, "height": 60}"#)
        command = try CountCommand.parse([bad])
        #expect(throws: ModelError.self) { try command.run(terminal: Terminal.captured()) }
    }
}
