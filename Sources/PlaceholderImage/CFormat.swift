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

    /// `value` in upper-case hexadecimal, at least `digits` long with leading zeros: `0A`.
    public static func hex<Value: BinaryInteger>(_ value: Value, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
