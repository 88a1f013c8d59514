import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderKit
import PlaceholderFormat

/// `placeholderkit validate`: checks spec files as `render` would — strict decoding, every
/// limit, variants and localizations expanded, every view laid out so its fonts are found —
/// without drawing or writing anything, and reports every bad spec, not only the first.
struct ValidateCommand: ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "check spec files as render would, without drawing or writing anything",
        usage: "placeholderkit validate SPEC.json|DIR ... [--font-dir DIR] [--jobs N]",
        discussion: """
        Checks each spec file (every *.json of a folder; - reads stdin): strict decoding, \
        every limit, the variants and localizations expanded, and every view laid out, so the \
        fonts it names are found. Prints a line for each valid spec and the number of views \
        it makes, and each bad spec's one-line error on stderr; a last line counts both.

        Exit status: 0 every spec is valid; 2 a spec is not, or the arguments are bad.
        """
    )

    @Argument(help: ArgumentHelp("spec files (- reads stdin) or folders of them", valueName: "SPEC.json|DIR"),
              completion: .file(extensions: ["json"]))
    var paths: [String]
    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("also use the fonts in DIR (for example SF Pro); repeats", valueName: "DIR"),
            completion: .directory)
    var fontDir: [String] = []
    @Option(parsing: .unconditional, help: ArgumentHelp("lay out N specs at a time (default: cores)", valueName: "N"),
            transform: Value.integer(in: 1...Int.max))
    var jobs: Int?

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        if paths.contains("-"), paths.count > 1 { throw CommandLineError("- (stdin) must be the only spec") }
        let files = try paths.flatMap { path -> [String] in
            guard path != "-", WritableFolder.kind(of: path) == .folder else { return [path] }
            return try SpecFolder.files(in: path, flag: "SPEC").map(\.path)
        }
        // Read and decoded in order (stdin is read once), then laid out `jobs` at a time.
        let specs = files.map { file in
            Result { () -> ViewSettings in
                var spec = try ViewSettings(path: file, terminal: terminal)
                spec.fontDirectories = fontDir
                return spec
            }
        }
        let views: [Result<Int, Error>] = parallelMap(specs.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { index in
            Result { try BatchRenderer.prepare([specs[index].get()], jobs: 1).entries.count }
        }
        var invalid = 0
        for (file, result) in zip(files, views) {
            switch result {
            case .success(let count):
                try terminal.print("ok \(Quoting.escaped(file == "-" ? "stdin" : file)): \(count) view\(count == 1 ? "" : "s")")
            case .failure(let error):
                invalid += 1
                terminal.error("placeholderkit validate: \(PlaceholderKitTool.oneLine(error))")
            }
        }
        try terminal.print("\(files.count) spec\(files.count == 1 ? "" : "s"): \(files.count - invalid) valid, \(invalid) invalid")
        return invalid == 0 ? 0 : 2
    }
}
