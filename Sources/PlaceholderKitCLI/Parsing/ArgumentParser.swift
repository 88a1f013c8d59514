import PlaceholderImageDiff
import PlaceholderKit

/// Arguments matched against a command's options: which options were given, with their
/// values in the order given, and the positional arguments.
struct ParsedArguments<Settings> {
    var assignments: [(option: Option<Settings>, value: String)] = []
    var positionals: [String] = []
    /// Whether `--help` or `-h` was given.
    var wantsHelp = false

    /// Whether the option named `name` was given.
    func has(_ name: String) -> Bool { assignments.contains { $0.option.name == name } }

    /// Applies every option, in the order given, to `settings`; an error names the option.
    func apply(to settings: inout Settings) throws {
        for (option, value) in assignments {
            do {
                try option.apply(&settings, value)
            } catch {
                throw CommandLineError(flag: option.name, problem(of: error))
            }
        }
    }
}

/// The problem of a domain error, without the field it names: the option replaces it.
func problem(of error: Error) -> String {
    switch error {
    case let error as ModelError: return error.problem
    case let error as SnapshotError: return error.problem
    case let error as CommandLineError: return error.problem
    default: return "\(error)"
    }
}

enum ArgumentParser {
    /// Parses `arguments` against `options`. Accepts `--name value` and `--name=value`;
    /// `-` alone is a positional (stdin or stdout); `--` ends the options; `--help` and
    /// `-h` ask for help. Counts positionals against `positionals` unless help was asked for.
    static func parse<Settings>(_ arguments: [String], options: [Option<Settings>],
                                positionals: ClosedRange<Int>) throws -> ParsedArguments<Settings> {
        var parsed = ParsedArguments<Settings>()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                parsed.wantsHelp = true
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name || $0.short == name }) else {
                throw CommandLineError("unknown option \(Quoting.escaped(name)) (see --help)")
            }
            if option.valueName == nil {
                guard inline == nil else { throw CommandLineError(flag: option.name, "takes no value") }
                parsed.assignments.append((option, ""))
            } else if let inline {
                parsed.assignments.append((option, inline))
            } else {
                guard index < arguments.count else { throw CommandLineError(flag: option.name, "needs a value") }
                parsed.assignments.append((option, arguments[index]))
                index += 1
            }
        }
        guard parsed.wantsHelp || positionals.contains(parsed.positionals.count) else {
            let expected = positionals.lowerBound == positionals.upperBound
                ? "\(positionals.lowerBound)" : "\(positionals.lowerBound) to \(positionals.upperBound)"
            let given = parsed.positionals.map { Quoting.quoted($0) }.joined(separator: " ")
            throw CommandLineError("expected \(expected) argument\(positionals.upperBound == 1 ? "" : "s"), got \(parsed.positionals.count): \(given)")
        }
        return parsed
    }
}
