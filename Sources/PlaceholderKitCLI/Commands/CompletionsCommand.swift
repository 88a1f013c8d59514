import Foundation
import PlaceholderImage

/// `placeholderkit completions bash|zsh|fish`: prints a completion script.
enum CompletionsCommand: Command {
    typealias Settings = ShellCompletions.Shell

    static let name = "completions"
    static let summary = "print a shell completion script (bash, zsh or fish)"
    static let usage = "completions bash|zsh|fish"
    static let about = """
    Prints a completion script made from the commands' own declarations: every command,
    option and option word completes, and options that take files complete files. For
    example: placeholderkit completions bash > /etc/bash_completion.d/placeholderkit
    """
    static let positionals = 1...1
    static let positionalCompletion = Completion.words(of: ShellCompletions.Shell.self)
    static let options: [Option<Settings>] = []

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        guard let shell = ShellCompletions.Shell(rawValue: arguments.positionals[0]) else {
            throw CommandLineError("\(Quoting.quoted(arguments.positionals[0])) is not one of bash, zsh, fish")
        }
        return shell
    }

    static func run(_ shell: Settings, terminal: Terminal) throws -> Int32 {
        try terminal.write(Data(ShellCompletions.script(for: shell).utf8))
        return 0
    }
}
