import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// The `placeholderkit` tool: the root command of swift-argument-parser's tree, whose
/// ``run(_:terminal:)`` parses, runs the command, and turns every error into one line on
/// stderr and exit status 2.
public struct PlaceholderKitTool: ToolCommand {
    /// The tool's version, printed by --version.
    public static let version = PlaceholderKitVersion.current

    /// What the exit status means, for every command: the tool's `--help` and the man page
    /// both print this text.
    static let exitStatus = """
    0 success; 1 images differ or snapshots failed (diff, verify, merge-reports), verify \
    --record missing recorded a reference, or audit found an error; 2 bad input or an I/O failure, with one line on \
    stderr and nothing written; 130 or 143 when interrupted by SIGINT or SIGTERM (temporary \
    files removed).
    """

    public static let configuration = CommandConfiguration(
        commandName: "placeholderkit",
        abstract: "UIKit-style text views with placeholders, rendered on Linux.",
        discussion: "Run `placeholderkit <command> --help` for a command's options.\n\nExit status: \(exitStatus)",
        subcommands: [
            RenderCommand.self, LayoutCommand.self, DemoCommand.self, DiffCommand.self, VerifyCommand.self, MergeReportsCommand.self, ContactSheetCommand.self,
            SnapshotsCommand.self, ValidateCommand.self, AuditCommand.self, ServeCommand.self, BenchCommand.self, CompletionsCommand.self, HelpCommand.self, SchemaCommand.self,
        ]
    )

    @Flag(name: .customLong("version"), help: ArgumentHelp("print the version and the versions of the libraries the pixels depend on; "
          + "--version --json prints what this build is made of as a CycloneDX 1.5 bill of materials (the vendored libraries "
          + "and the font packages, by purl and CPE)"))
    var printsVersion = false

    public init() {}

    func run(terminal: Terminal) throws -> Int32 {
        guard printsVersion else {
            terminal.error(Self.helpMessage())
            return 2
        }
        // What the pixels depend on, so two machines can be compared.
        try terminal.print((["placeholderkit \(Self.version)"] + RenderingEnvironment.current().lines.map { "  " + $0 }).joined(separator: "\n"))
        return 0
    }

    /// The commands, as the tool lists them.
    static var commands: [any ParsableCommand.Type] { configuration.subcommands }

    /// Runs the tool with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], terminal: Terminal = .standard()) -> Int32 {
        // `--version --json`, the bill of materials. Not a flag of the root command: its
        // subcommands' own --json FILE options would then lose their values to it.
        if Set(arguments) == ["--version", "--json"] && arguments.count == 2 {
            do {
                try terminal.write(SoftwareBillOfMaterials().jsonData() + Data("\n".utf8))
                return 0
            } catch {
                terminal.error("placeholderkit: \(error)")
                return 2
            }
        }
        if arguments == ["--json"] {
            terminal.error("placeholderkit: --json: goes with --version (placeholderkit --version --json)")
            return 2
        }
        let name = arguments.first.flatMap { first in commands.first { $0._commandName == first }?._commandName }
        if let first = arguments.first, !first.hasPrefix("-"), name == nil {
            terminal.error("placeholderkit: unknown command \(Quoting.quoted(first)) (see placeholderkit --help)")
            return 2
        }
        let prefix = name.map { "placeholderkit \($0)" } ?? "placeholderkit"
        let command: ToolCommand
        let failure = ConversionFailure()
        do {
            var parsed = try ConversionFailure.$current.withValue(failure) { try parseAsRoot(arguments) }
            guard let tool = parsed as? ToolCommand else {
                // The library's own commands (`--help` parses to its help command) run as
                // it means them to: by throwing the request its message answers.
                try parsed.run()
                return 0
            }
            command = tool
        } catch {
            // --help, -h, and the library's own requests (--generate-completion-script,
            // --experimental-dump-help) print their text and succeed.
            if exitCode(for: error) == .success {
                do {
                    try terminal.print(fullMessage(for: error))
                    return 0
                } catch {
                    terminal.error("\(prefix): \(oneLine(error))")
                    return 2
                }
            }
            terminal.error("\(prefix): \(parseErrorLine(error, problem: failure.problem, command: name))")
            return 2
        }
        do {
            return try command.run(terminal: terminal)
        } catch {
            terminal.error("\(prefix): \(oneLine(error))")
            return 2
        }
    }

    /// The one line for an error of parsing: for a value that could not be converted,
    /// `--flag: problem` as the value's own parser words it (the flag by its long name,
    /// however it was given); otherwise the library's message.
    static func parseErrorLine(_ error: Error, problem: String?, command: String?) -> String {
        let message = message(for: error)
        guard let problem else { return oneLine(message) }
        // "The value 'V' is invalid for '--flag <NAME>'…" names the flag; a positional
        // argument ("… for '<NAME>'") has none.
        guard let range = message.ranges(of: "' is invalid for '").last else { return oneLine(problem) }
        let flag = String(message[range.upperBound...].prefix { $0 != " " && $0 != "'" })
        guard flag.hasPrefix("-") else { return oneLine(problem) }
        return oneLine("\(longName(of: flag, in: command)): \(problem)")
    }

    /// `--output` for `-o` in `command`: the long name of a flag given by its short one.
    static func longName(of flag: String, in command: String?) -> String {
        guard !flag.hasPrefix("--"), let command,
              let info = ManPage.commands().first(where: { $0.path == command })?.info,
              let names = info.arguments?.first(where: { $0.names?.contains { $0.written == flag } == true })?.names,
              let long = names.first(where: { $0.kind == "long" }) else { return flag }
        return long.written
    }

    /// The one line printed for `error`. Every domain error (``CommandLineError``,
    /// `ModelError`, `FontError`, `RenderError`, `ImageError`, `FileError`, `SnapshotError`) describes
    /// itself in one line; anything else is flattened to one.
    static func oneLine(_ error: Error) -> String {
        oneLine("\(error)")
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
