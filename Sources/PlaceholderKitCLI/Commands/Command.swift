import Foundation

/// A subcommand of `placeholderkit`.
protocol Command {
    static var name: String { get }
    /// One line for the tool's help.
    static var summary: String { get }
    /// The subcommand's full `--help` text.
    static var help: String { get }
    static var spec: ArgumentSpec { get }
    /// Runs with parsed arguments; returns the exit status.
    static func run(_ arguments: ParsedArguments, terminal: Terminal) throws -> Int32
}

/// The `placeholderkit` tool: dispatches to subcommands and turns errors into one line on
/// stderr and exit status 2.
public enum PlaceholderKitTool {
    /// The tool's version, printed by --version.
    public static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [
            RenderCommand.self, LayoutCommand.self, DemoCommand.self, DiffCommand.self, VerifyCommand.self, BenchCommand.self,
        ]
    }

    static var help: String {
        let list = commands.map { "  \($0.name.padding(toLength: 8, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n")
        return """
        placeholderkit \(version): UIKit-style text views with placeholders, rendered on Linux.

        Usage: placeholderkit <command> [options]

        Commands:
        \(list)

        Run `placeholderkit <command> --help` for a command's options.
        Exit status: 0 success, 1 images differ (diff, verify), 2 bad input or I/O failure.
        """
    }

    /// Runs the tool with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], terminal: Terminal = .standard()) -> Int32 {
        guard let first = arguments.first else {
            terminal.error(help)
            return 2
        }
        if first == "--help" || first == "-h" || first == "help" {
            terminal.print(help)
            return 0
        }
        if first == "--version" {
            terminal.print("placeholderkit \(version)")
            return 0
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            terminal.error("placeholderkit: unknown command \"\(first)\" (see placeholderkit --help)")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            terminal.print(command.help)
            return 0
        }
        do {
            let parsed = try ArgumentParser.parse(rest, spec: command.spec)
            return try command.run(parsed, terminal: terminal)
        } catch let error as CLIError {
            terminal.error("placeholderkit \(command.name): \(error.message)")
            return error.status
        } catch {
            terminal.error("placeholderkit \(command.name): \(error)")
            return 2
        }
    }
}
