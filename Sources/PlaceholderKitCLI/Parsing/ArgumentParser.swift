import PlaceholderKit

/// A failure the user can fix: printed as one line on stderr, exit status 2 (or the
/// given status).
public struct CLIError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var status: Int32

    /// An error printed as `message`, ending the tool with `status`.
    public init(_ message: String, status: Int32 = 2) {
        self.message = message
        self.status = status
    }

    public var description: String { message }
}

/// What a subcommand accepts: options that take a value, boolean flags, and how many
/// positional arguments.
struct ArgumentSpec {
    /// Option names (with dashes) that take a value, such as `--width`; short aliases map
    /// to their long name.
    var options: Set<String> = []
    var flags: Set<String> = []
    var aliases: [String: String] = [:]
    var positionals: ClosedRange<Int> = 0...0
}

/// Parsed arguments: last value wins for repeated options.
struct ParsedArguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The option's value as a number, or a CLIError naming the option.
    func number(_ name: String) throws -> Double? {
        guard let text = values[name] else { return nil }
        guard let number = Double(text), number.isFinite else { throw CLIError("\(name): \"\(text)\" is not a number") }
        return number
    }

    /// The option's value parsed by `parse`; its ModelError becomes a CLIError naming the option.
    func parsed<T>(_ name: String, _ parse: (String) throws -> T) throws -> T? {
        guard let text = values[name] else { return nil }
        do { return try parse(text) } catch let error as ModelError { throw CLIError("\(name): \(error.problem)") }
    }

    /// The option's value as one of a spec word's cases.
    func word<T: SpecWord>(_ name: String, _ type: T.Type) throws -> T? {
        try parsed(name, T.init(parsing:))
    }

    func integer(_ name: String) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text) else { throw CLIError("\(name): \"\(text)\" is not a whole number") }
        return number
    }
}

enum ArgumentParser {
    /// Parses `arguments` against `spec`. Accepts `--name value` and `--name=value`; `-`
    /// alone is a positional (stdin or stdout); `--` ends the options.
    static func parse(_ arguments: [String], spec: ArgumentSpec) throws -> ParsedArguments {
        var parsed = ParsedArguments()
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
            var name = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            name = spec.aliases[name] ?? name
            if spec.flags.contains(name) {
                guard inline == nil else { throw CLIError("\(name) takes no value") }
                parsed.flags.insert(name)
            } else if spec.options.contains(name) {
                if let inline {
                    parsed.values[name] = inline
                } else {
                    guard index < arguments.count else { throw CLIError("\(name) needs a value") }
                    parsed.values[name] = arguments[index]
                    index += 1
                }
            } else {
                throw CLIError("unknown option \(name) (see --help)")
            }
        }
        guard spec.positionals.contains(parsed.positionals.count) else {
            let expected = spec.positionals.lowerBound == spec.positionals.upperBound
                ? "\(spec.positionals.lowerBound)" : "\(spec.positionals.lowerBound) to \(spec.positionals.upperBound)"
            throw CLIError("expected \(expected) argument\(spec.positionals.upperBound == 1 ? "" : "s"), got \(parsed.positionals.count): \(parsed.positionals.joined(separator: " "))")
        }
        return parsed
    }
}
