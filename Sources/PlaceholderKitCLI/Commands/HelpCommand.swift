import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

/// `placeholderkit help [COMMAND] [--man]`: the tool's help, a command's, or the man page.
struct HelpCommand: ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "help",
        abstract: "print this help, a command's help, or the man page (--man)",
        discussion: "Without a command, lists the commands; with one, prints its options; --man prints placeholderkit(1) in roff."
    )

    @Argument(help: ArgumentHelp("the command", valueName: "COMMAND"),
              completion: .list(PlaceholderKitTool.commands.map { $0._commandName }))
    var command: String?
    @Flag(help: "print the man page (roff), for example: placeholderkit help --man > placeholderkit.1")
    var man = false

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        if man {
            try terminal.write(Data(ManPage.page().utf8))
        } else if let name = command {
            guard let command = PlaceholderKitTool.commands.first(where: { $0._commandName == name }) else {
                throw CommandLineError("unknown command \(Quoting.quoted(name)) (see placeholderkit --help)")
            }
            try terminal.print(PlaceholderKitTool.helpMessage(for: command))
        } else {
            try terminal.print(PlaceholderKitTool.helpMessage())
        }
        return 0
    }
}
