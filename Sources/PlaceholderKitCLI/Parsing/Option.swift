/// One option of a command, declared once: its names, its help line, and what its value
/// does to the command's settings. Parsing, `--help` and application all read this.
struct Option<Settings>: Sendable {
    /// The long name, with dashes: `--width`.
    let name: String
    /// A short alias, such as `-o`.
    let short: String?
    /// The value's placeholder in help (`W`), or nil for a flag that takes no value.
    let valueName: String?
    /// One line of help.
    let help: String
    /// What a shell offers for the value.
    let completion: Completion
    /// Applies the option's value (`""` for a flag) to the settings. Any error it throws
    /// is reported as this option's problem.
    let apply: @Sendable (inout Settings, String) throws -> Void

    /// An option; `completion` defaults to what `valueName` says (``Completion/inferred(from:)``).
    init(name: String, short: String?, valueName: String?, help: String, completion: Completion? = nil,
         apply: @escaping @Sendable (inout Settings, String) throws -> Void) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.completion = completion ?? .inferred(from: valueName)
        self.apply = apply
    }

    /// An option that takes a value, turned into `T` by `parse` and stored by `set`.
    static func value<T>(_ name: String, _ valueName: String, short: String? = nil, _ help: String, completion: Completion? = nil,
                         parse: @escaping @Sendable (String) throws -> T,
                         set: @escaping @Sendable (inout Settings, T) throws -> Void) -> Option {
        Option(name: name, short: short, valueName: valueName, help: help, completion: completion) { settings, text in
            try set(&settings, parse(text))
        }
    }

    /// An option that takes a value and stores it at `path`.
    static func value<T>(_ name: String, _ valueName: String, short: String? = nil, _ help: String, completion: Completion? = nil,
                         parse: @escaping @Sendable (String) throws -> T, at path: WritableKeyPath<Settings, T> & Sendable) -> Option {
        value(name, valueName, short: short, help, completion: completion, parse: parse) { $0[keyPath: path] = $1 }
    }

    /// An option that takes a value and stores it, optional, at `path`.
    static func value<T>(_ name: String, _ valueName: String, short: String? = nil, _ help: String, completion: Completion? = nil,
                         parse: @escaping @Sendable (String) throws -> T, at path: WritableKeyPath<Settings, T?> & Sendable) -> Option {
        value(name, valueName, short: short, help, completion: completion, parse: parse) { $0[keyPath: path] = $1 }
    }

    /// A flag: no value; `set` runs when it is given.
    static func flag(_ name: String, _ help: String, set: @escaping @Sendable (inout Settings) -> Void) -> Option {
        Option(name: name, short: nil, valueName: nil, help: help) { settings, _ in set(&settings) }
    }

    /// The same option for settings that hold these at `path`.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Settings> & Sendable) -> Option<Outer> {
        let apply = self.apply
        return Option<Outer>(name: name, short: short, valueName: valueName, help: help, completion: completion) { outer, text in
            try apply(&outer[keyPath: path], text)
        }
    }

    /// The same option for settings that hold a list of these at `path`: it applies to
    /// every element.
    func liftedToEach<Outer>(_ path: WritableKeyPath<Outer, [Settings]> & Sendable) -> Option<Outer> {
        let apply = self.apply
        return Option<Outer>(name: name, short: short, valueName: valueName, help: help, completion: completion) { outer, text in
            for index in outer[keyPath: path].indices { try apply(&outer[keyPath: path][index], text) }
        }
    }

    /// `-o, --output PATH`: how the option is written in help.
    var signature: String {
        let names = short.map { "\($0), \(name)" } ?? name
        return valueName.map { "\(names) \($0)" } ?? names
    }
}
