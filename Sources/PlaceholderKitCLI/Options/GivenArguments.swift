import ArgumentParser

/// A parsed value, or a parsed argument holding one, that says whether it was given: an
/// option a value, a flag set, a repeating option once. Which of a command's options and
/// flags were given is read from the arguments themselves (every `@Option` and `@Flag` of
/// the group, found by reflection), so an option added to a group is counted without
/// being listed anywhere else.
protocol GivenValue {
    /// Whether it was given.
    var isGiven: Bool { get }
}

extension Optional: GivenValue {
    var isGiven: Bool { self != nil }
}

extension Array: GivenValue {
    var isGiven: Bool { !isEmpty }
}

extension Bool: GivenValue {
    var isGiven: Bool { self }
}

extension Option: GivenValue where Value: GivenValue {
    var isGiven: Bool { wrappedValue.isGiven }
}

extension Flag: GivenValue where Value: GivenValue {
    var isGiven: Bool { wrappedValue.isGiven }
}

extension ParsableArguments {
    /// The properties of the given arguments, by name (`fontDir`). An argument whose value
    /// cannot say whether it was given (an option with a default) counts as given.
    var givenArguments: [String] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label else { return nil }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            guard let argument = child.value as? GivenValue else { return name }
            return argument.isGiven ? name : nil
        }
    }
}

extension ViewFlags {
    /// Whether no flag that sets a view property was given (`--font-dir`, which adds fonts
    /// to search, may be): every spec then renders as its file says.
    var changesNoView: Bool { givenArguments.allSatisfy { $0 == "fontDir" } }

    /// The given flags by their long names, as swift-argument-parser derives them from the
    /// properties (`fontSize` is `font-size`).
    var givenFlagNames: [String] {
        givenArguments.map { name in
            name.reduce(into: "") { flag, character in
                if character.isUppercase { flag += "-" + character.lowercased() } else { flag.append(character) }
            }
        }
    }
}
