import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderKit

/// `placeholderkit completions bash|zsh|fish`: prints the completion script
/// swift-argument-parser generates from the commands' declarations.
struct CompletionsCommand: ToolCommand {
    /// The shells a script is made for.
    enum Shell: String, CaseIterable, Sendable, SpecWord, ParsedArgument {
        case bash, zsh, fish

        init?(argument: String) { self.init(parsed: argument) }

        var completionShell: CompletionShell {
            switch self {
            case .bash: return .bash
            case .zsh: return .zsh
            case .fish: return .fish
            }
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "completions",
        abstract: "print a shell completion script (bash, zsh or fish)",
        discussion: """
        Prints a completion script made from the commands' own declarations: every command, \
        option and option word completes, and options that take files complete files. For \
        example: placeholderkit completions bash > /etc/bash_completion.d/placeholderkit
        """
    )

    @Argument(help: ArgumentHelp("the shell", valueName: "bash|zsh|fish"))
    var shell: Shell

    init() {}

    /// The script for `shell`.
    static func script(for shell: Shell) -> String {
        PlaceholderKitTool.completionScript(for: shell.completionShell)
    }

    func run(terminal: Terminal) throws -> Int32 {
        var script = Self.script(for: shell)
        if !script.hasSuffix("\n") { script += "\n" }
        try terminal.write(Data(script.utf8))
        return 0
    }
}
