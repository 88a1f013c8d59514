import Glibc

/// Numbers as C's printf writes them, for the modules that link FoundationEssentials only
/// (Foundation's `String(format:)` would bring CoreFoundation and ICU into the tool).
///
/// The process never calls `setlocale`, so the C locale applies: a full stop before the
/// decimals and no grouping, whatever `LANG` or `LC_ALL` say.
public enum CFormat {
    /// `arguments` formatted by the printf `format` (`"%.2f"`, `"%8.3f ms"`, `"%08x"`).
    public static func string(_ format: String, _ arguments: CVarArg...) -> String {
        var capacity = 128
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = Int(withVaList(arguments) { vsnprintf(&buffer, capacity, format, $0) })
            guard needed >= capacity else {
                return String(decoding: buffer.prefix(max(0, needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = needed + 1
        }
    }

    /// A number as a message, a page or a report writes it, with no trailing zeros: `4`
    /// for 4.0, `0.5`, and with `decimals`, rounded to at most that many: `1.61` for
    /// 1.6124 at 2. Without `decimals` the value is exact (`0.1`, `1e-07`), as a limit is.
    public static func short(_ value: Double, decimals: Int? = nil) -> String {
        guard let decimals else {
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        var text = string("%.*f", Int32(clamping: max(0, decimals)), value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` in upper-case hexadecimal, at least `digits` long with leading zeros: `0A`.
    public static func hex<Value: BinaryInteger>(_ value: Value, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
