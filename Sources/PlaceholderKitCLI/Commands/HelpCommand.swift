import Foundation
import PlaceholderImage

/// `placeholderkit help [COMMAND] [--man]`: the tool's help, a command's, or the man page.
enum HelpCommand: Command {
    struct Settings {
        var command: String?
        var man = false
    }

    static let name = "help"
    static let summary = "print this help, a command's help, or the man page (--man)"
    static let usage = "help [COMMAND] [--man]"
    static let about = "Without a command, lists the commands; with one, prints its options; --man prints placeholderkit(1) in roff."
    static let positionals = 0...1
    static let positionalCompletion = Completion.words(PlaceholderKitTool.commands.map { $0.name })
    static let options: [Option<Settings>] = [
        .flag("--man", "print the man page (roff), for example: placeholderkit help --man > placeholderkit.1") { $0.man = true },
    ]

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        Settings(command: arguments.positionals.first)
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        if settings.man {
            try terminal.write(Data(ManPage.page().utf8))
        } else if let name = settings.command {
            guard let command = PlaceholderKitTool.commands.first(where: { $0.name == name }) else {
                throw CommandLineError("unknown command \(Quoting.quoted(name)) (see placeholderkit --help)")
            }
            try terminal.print(command.help)
        } else {
            try terminal.print(PlaceholderKitTool.help)
        }
        return 0
    }
}
