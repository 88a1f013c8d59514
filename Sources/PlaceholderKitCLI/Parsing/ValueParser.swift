import PlaceholderImage

/// Parsers for option values. Each throws a ``ValueError`` saying what is wrong with the
/// text; the argument parser puts the option's name in front.
enum ValueParser {
    /// Why a value cannot be used.
    struct ValueError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Any text, as given.
    static func text(_ text: String) throws -> String { text }

    /// A finite decimal number.
    static func number(_ text: String) throws -> Double {
        guard let number = Double(text), number.isFinite else { throw ValueError("\(Quoting.quoted(text)) is not a number") }
        return number
    }

    /// A whole number.
    static func integer(_ text: String) throws -> Int {
        guard let number = Int(text) else { throw ValueError("\(Quoting.quoted(text)) is not a whole number") }
        return number
    }

    /// A whole number in `range`.
    static func integer(in range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            let number = try integer(text)
            guard range.contains(number) else {
                throw ValueError(range.upperBound == .max ? "must be \(range.lowerBound) or more" : "must be \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }
    }
}
