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
        guard let number = Double(text), number.isFinite else { throw ValueError("\(quoted(text)) is not a number") }
        return number
    }

    /// A whole number.
    static func integer(_ text: String) throws -> Int {
        guard let number = Int(text) else { throw ValueError("\(quoted(text)) is not a whole number") }
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

    /// `text` in double quotes, escaped (see ``escaped(_:)``).
    static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// `text` with control characters, line separators, quotes and backslashes escaped,
    /// so a value shown in an error never breaks the line.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
