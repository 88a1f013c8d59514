/// How values from input (a colour, a path, a key, a flag's argument) are shown inside an
/// error or warning, so that the message stays one line whatever the value holds.
///
/// It lives in the lowest module so that every error type of every module (the model's,
/// the fonts', the images', the snapshots' and the command line's) quotes the same way.
public enum Quoting {
    /// `text` in double quotes, escaped (see ``escaped(_:)``): `"a\nb"` for a, newline, b.
    public static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// `text` with backslashes, double quotes, control characters (C0, DEL, C1) and the
    /// Unicode line and paragraph separators escaped: `\\`, `\"`, `\n`, `\r`, `\t`, else
    /// `\u{HEX}`. Everything else, including any other non-ASCII character, is kept.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The scalars that would break a line or be invisible on a terminal: C0 and C1
    /// controls, DEL, and U+2028/U+2029.
    public static let escapedScalars: [ClosedRange<UInt32>] = [0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029]

    /// Whether `scalar` is one of ``escapedScalars``.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        escapedScalars.contains { $0.contains(scalar.value) }
    }
}
