/// A subcommand of `placeholderkit`: its options, declared once in ``options``, and what
/// it does with the settings they produce.
protocol Command {
    /// What the options fill in.
    associatedtype Settings

    static var name: String { get }
    /// One line for the tool's help.
    static var summary: String { get }
    /// The usage line, without "Usage: ".
    static var usage: String { get }
    /// Paragraphs between the usage line and the options.
    static var about: String { get }
    /// Every option, in the order help lists them.
    static var options: [Option<Settings>] { get }
    /// How many positional arguments the command takes.
    static var positionals: ClosedRange<Int> { get }
    /// Lines after the options (exit status, notes).
    static var footer: String { get }
    /// What a shell offers for the positional arguments.
    static var positionalCompletion: Completion { get }

    /// The settings before options apply: defaults and what the positional arguments give.
    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings
    /// Runs with the settings; returns the exit status.
    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32
}

/// An option as the help, the man page and the shell completions see it, whatever the
/// command's settings type.
struct OptionDescription: Equatable, Sendable {
    var name: String
    var short: String?
    var valueName: String?
    var help: String
    var completion: Completion
}

extension Command {
    static var footer: String { "" }
    static var positionalCompletion: Completion { .none }

    /// The options, described.
    static var optionDescriptions: [OptionDescription] {
        options.map { OptionDescription(name: $0.name, short: $0.short, valueName: $0.valueName, help: $0.help, completion: $0.completion) }
    }

    /// The full `--help` text, made from the declarations.
    static var help: String {
        let width = max(24, (options.map(\.signature.count).max() ?? 0) + 2)
        var lines = ["Usage: placeholderkit \(usage)", ""]
        if !about.isEmpty { lines += [about, ""] }
        if !options.isEmpty {
            lines.append("Options:")
            for option in options {
                lines.append("  " + option.signature.padding(toLength: width, withPad: " ", startingAt: 0) + " " + option.help)
            }
        }
        if !footer.isEmpty { lines += ["", footer] }
        return lines.joined(separator: "\n")
    }

    /// Parses `arguments`, builds the settings and runs; `--help` prints ``help``.
    static func main(_ arguments: [String], terminal: Terminal) throws -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, options: options, positionals: positionals)
        if parsed.wantsHelp {
            try terminal.print(help)
            return 0
        }
        var settings = try self.settings(parsed, terminal: terminal)
        try parsed.apply(to: &settings)
        return try run(settings, terminal: terminal)
    }
}
