/// A command as the man page and the shell completions see it: names, texts, options.
struct CommandDescription: Sendable {
    var name: String
    var summary: String
    var usage: String
    var about: String
    var footer: String
    var options: [OptionDescription]
    var positionalCompletion: Completion

    /// The description of `command`, from its declarations.
    init(_ command: any Command.Type) {
        name = command.name
        summary = command.summary
        usage = command.usage
        about = command.about
        footer = command.footer
        options = command.optionDescriptions
        positionalCompletion = command.positionalCompletion
    }

    /// Every command of the tool.
    static var all: [CommandDescription] { PlaceholderKitTool.commands.map(CommandDescription.init) }
}
