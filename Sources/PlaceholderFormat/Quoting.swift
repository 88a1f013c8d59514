/// How values from input (a colour, a path, a key, a flag's argument) are shown inside an
/// error or warning, so that the message stays one short line whatever the value holds.
///
/// It lives in the lowest module so that every error type of every module (the model's,
/// the fonts', the images', the snapshots' and the command line's) quotes the same way.
public enum Quoting {
    /// The most Unicode scalars of a value shown; a longer value is cut there and `…`
    /// added, so a 10 MB key cannot make a 10 MB error line.
    public static let maximumShown = 200

    /// `text` in double quotes, escaped (see ``escaped(_:)``): `"a\nb"` for a, newline, b.
    public static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// `text` with backslashes, double quotes, control characters (C0, DEL, C1), the
    /// Unicode line and paragraph separators and the bidirectional controls escaped: `\\`,
    /// `\"`, `\n`, `\r`, `\t`, else `\u{HEX}`, and cut after ``maximumShown`` scalars with
    /// `…`. Everything else, including any other non-ASCII character, is kept.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(min(text.utf8.count, maximumShown * 4))
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown == maximumShown {
                result += "…"
                break
            }
            shown += 1
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

    /// Bytes that should be UTF-8 but are not (a file name, an argument), shown as text:
    /// printable ASCII as itself, every other byte and the backslash as `\xHH`.
    public static func escapedBytes(_ bytes: [UInt8]) -> String {
        bytes.map { (0x20..<0x7F).contains($0) && $0 != 0x5C ? String(UnicodeScalar($0)) : "\\x" + CFormat.hex($0, digits: 2) }.joined()
    }

    /// The scalars that would break a line, be invisible on a terminal or reorder what
    /// follows them: C0 and C1 controls, DEL, U+2028/U+2029, and the bidirectional
    /// controls (U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069).
    public static let escapedScalars: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x7F...0x9F, 0x061C...0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069,
    ]

    /// Whether `scalar` is one of ``escapedScalars``.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        guard value >= 0x061C, value <= 0x2069 else { return false }
        return escapedScalars.contains { $0.contains(value) }
    }
}
