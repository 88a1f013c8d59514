import Foundation
import PlaceholderImageDiff
import PlaceholderKit

/// The `placeholderkit` tool: dispatches to subcommands and turns every error into one
/// line on stderr and exit status 2.
public enum PlaceholderKitTool {
    /// The tool's version, printed by --version.
    public static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [
        RenderCommand.self, LayoutCommand.self, DemoCommand.self, DiffCommand.self, VerifyCommand.self, MergeReportsCommand.self,
            SnapshotsCommand.self, BenchCommand.self, CompletionsCommand.self, HelpCommand.self,
            SchemaCommand.self,
        ]
    }

    static var help: String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        let list = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n")
        return """
        placeholderkit \(version): UIKit-style text views with placeholders, rendered on Linux.

        Usage: placeholderkit <command> [options]

        Commands:
        \(list)

        Run `placeholderkit <command> --help` for a command's options.
        Exit status: 0 success; 1 images differ (diff, verify), or verify --record missing
        recorded a reference; 2 bad input or I/O failure, one line on stderr, nothing
        written; 130, 143 interrupted by SIGINT, SIGTERM (temporary files removed).
        """
    }

    /// Runs the tool with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], terminal: Terminal = .standard()) -> Int32 {
        guard let first = arguments.first else {
            terminal.error(help)
            return 2
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            do {
                switch first {
                case "--help", "-h": try terminal.print(help)
                case "--version":
                    // What the pixels depend on, so two machines can be compared.
                    try terminal.print((["placeholderkit \(version)"] + RenderingEnvironment.current().lines.map { "  " + $0 }).joined(separator: "\n"))
                default: throw CommandLineError("unknown command \(Quoting.quoted(first)) (see placeholderkit --help)")
                }
                return 0
            } catch {
                terminal.error("placeholderkit: \(oneLine(error))")
                return 2
            }
        }
        do {
            return try command.main(Array(arguments.dropFirst()), terminal: terminal)
        } catch {
            terminal.error("placeholderkit \(command.name): \(oneLine(error))")
            return 2
        }
    }

    /// The one line printed for `error`. Every domain error (``CommandLineError``,
    /// `ModelError`, `FontError`, `RenderError`, `ImageError`, `SnapshotError`) describes
    /// itself in one line; anything else is flattened to one.
    static func oneLine(_ error: Error) -> String {
        "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
