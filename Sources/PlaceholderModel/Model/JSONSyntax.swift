import FoundationEssentials
import PlaceholderFormat

/// RFC 8259 JSON syntax, checked before a spec is decoded.
///
/// Foundation's decoder is lenient where a spec must not be: it accepts a trailing comma
/// (`{"width": 10,}`) and keeps the first of two equal keys. This check is strict: UTF-8
/// only (a leading byte order mark is skipped, as RFC 8259 allows), no trailing commas,
/// no duplicate keys, no unpaired surrogate escapes, numbers and literals exactly as the
/// grammar writes them, and containers nested at most ``maximumDepth`` deep. It reads each
/// byte once, so its time is linear in the input, and its recursion is bounded by the depth.
///
/// Two rules are about values rather than syntax, and name the field (the scanner keeps
/// the path of keys and indices it is in): no string, key or value, may hold U+0000 (a
/// NUL would cut a path or a language tag short where C reads it), and every number must
/// be one a `Double` holds as a normal number: not beyond ±1.8e308 (`1e400`), not so small
/// it becomes 0 (`1e-400`) and not subnormal (`4.9e-324`).
enum JSONSyntax {
    /// How deep objects and arrays may nest. A spec needs 2.
    static let maximumDepth = 64

    /// The most elements an array may hold: the longest list a spec has, a text's runs
    /// (``TextRun/maximumRunCount``). Counted here, before anything is decoded, so a spec of
    /// 260,000 runs is refused as fast as it is read, not after 260,000 runs are decoded.
    static let maximumArrayLength = TextRun.maximumRunCount

    /// The most array elements a whole spec may hold, all its lists together (a form's
    /// children's runs, a view's localizations' runs): ten full lists. Decoding one element
    /// takes some 10 µs, so this keeps a spec's decoding to about a second.
    static let maximumArrayElements = 10 * maximumArrayLength

    /// Throws a ``ModelError`` (no field) saying where and what is wrong: `is not valid
    /// JSON (line 1, column 42): trailing comma`.
    static func check(_ data: Data) throws {
        try data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            do {
                try scanner.document()
            } catch let failure as FieldFailure {
                throw ModelError(field: failure.path, problem: failure.reason)
            } catch let failure as Failure {
                let (line, column) = position(of: failure.offset, in: raw.bindMemory(to: UInt8.self))
                throw ModelError(field: "", problem: "is not valid JSON (line \(line), column \(column)): \(failure.reason)")
            }
        }
    }

    /// Line and column (in characters, from 1) of the byte at `offset`.
    package static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    struct Failure: Error {
        var reason: String
        var offset: Int
    }

    /// A value the grammar allows but a spec may not hold, at a field path.
    struct FieldFailure: Error {
        var reason: String
        var path: String
    }

    /// One step of the path to the value being read: a key, or an index in an array.
    enum PathStep {
        case key([UInt8])
        case index(Int)
    }

    /// `font.size`, `items[2]`, as ``ModelError/path(_:)`` writes coding paths.
    package static func fieldPath(_ steps: [PathStep]) -> String {
        ModelError.path(steps.map { step -> AnyCodingKey in
            switch step {
            case .key(let bytes): return AnyCodingKey(stringValue: String(decoding: bytes, as: UTF8.self))
            case .index(let index): return AnyCodingKey(index: index)
            }
        })
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Where the scanner is: the keys and indices from the document down.
        var path: [PathStep] = []
        /// The array elements read so far, in every array.
        var elements = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        /// The byte at the current index, nil at the end.
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func document() throws {
            skipSpace()
            try value(depth: 0)
            skipSpace()
            if current != nil { throw failure("\(describe(current)) after the end of the document") }
        }

        mutating func value(depth: Int) throws {
            guard let byte = current else { throw failure("end of input where a value should be") }
            switch byte {
            case UInt8(ascii: "{"): try object(depth: depth + 1)
            case UInt8(ascii: "["): try array(depth: depth + 1)
            case UInt8(ascii: "\""): _ = try string(keeping: false)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default: throw failure("\(describe(byte)) where a value should be")
            }
        }

        mutating func object(depth: Int) throws {
            guard try !enter(depth: depth, closing: UInt8(ascii: "}")) else { return }
            var keys = Set<[UInt8]>()
            while true {
                guard current == UInt8(ascii: "\"") else { throw failure("\(describe(current)) where a key should be") }
                let start = index
                let key = try string(keeping: true)
                guard keys.insert(key).inserted else {
                    throw Failure(reason: "duplicate key \(Quoting.quoted(String(decoding: key, as: UTF8.self)))", offset: start)
                }
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw failure("\(describe(current)) where \":\" should follow a key") }
                index += 1
                skipSpace()
                path.append(.key(key))
                try value(depth: depth)
                path.removeLast()
                skipSpace()
                guard try separator(closing: UInt8(ascii: "}")) else { return }
            }
        }

        mutating func array(depth: Int) throws {
            guard try !enter(depth: depth, closing: UInt8(ascii: "]")) else { return }
            var element = 0
            while true {
                path.append(.index(element))
                try value(depth: depth)
                path.removeLast()
                element += 1
                // An over-long list is refused at its end, with its count; the others count
                // towards the spec's total.
                if element <= maximumArrayLength {
                    elements += 1
                    if elements > maximumArrayElements {
                        throw FieldFailure(reason: "holds more than \(maximumArrayElements) list elements in all, the most a spec may hold", path: "")
                    }
                }
                skipSpace()
                guard try separator(closing: UInt8(ascii: "]")) else { break }
            }
            if element > maximumArrayLength {
                throw FieldFailure(reason: "has \(element) elements, over the limit of \(maximumArrayLength) a list in a spec may hold",
                                   path: fieldPath(path))
            }
        }

        /// Past the opening bracket of a container `depth` deep; true when `closing`
        /// follows at once (an empty container, consumed too).
        mutating func enter(depth: Int, closing: UInt8) throws -> Bool {
            guard depth <= maximumDepth else { throw failure("objects and arrays nested deeper than \(maximumDepth)") }
            index += 1
            skipSpace()
            guard current == closing else { return false }
            index += 1
            return true
        }

        /// After a member or element: true after a comma (another one must follow), false
        /// after the closing bracket.
        mutating func separator(closing: UInt8) throws -> Bool {
            if current == closing {
                index += 1
                return false
            }
            guard current == UInt8(ascii: ",") else {
                throw failure("\(describe(current)) where \",\" or \"\(Character(Unicode.Scalar(closing)))\" should be")
            }
            let comma = index
            index += 1
            skipSpace()
            if current == closing { throw Failure(reason: "trailing comma", offset: comma) }
            return true
        }

        /// A string from its opening quote; returns its content, unescaped, as UTF-8 when
        /// `keeping` (keys, to find duplicates), else nothing.
        mutating func string(keeping: Bool) throws -> [UInt8] {
            var content: [UInt8] = []
            index += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return content
                case UInt8(ascii: "\\"):
                    try escape(into: &content, keeping: keeping)
                case 0..<0x20:
                    throw failure("control character U+\(hex(byte, width: 4)) inside a string (write it as an escape)")
                case 0x80...:
                    let length = try utf8Sequence()
                    if keeping { content.append(contentsOf: bytes[index..<index + length]) }
                    index += length
                default:
                    if keeping { content.append(byte) }
                    index += 1
                }
            }
            throw failure("end of input inside a string")
        }

        /// `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` or `\uXXXX` (a surrogate only
        /// as half of a pair); appends the character it stands for.
        mutating func escape(into content: inout [UInt8], keeping: Bool) throws {
            let start = index
            index += 1
            guard let letter = current else { throw failure("end of input inside a string") }
            if let character = Self.simpleEscapes[letter] {
                if keeping { content.append(character) }
                index += 1
                return
            }
            guard letter == UInt8(ascii: "u") else { throw Failure(reason: "unknown escape \\\(describeRaw(letter))", offset: start) }
            index += 1
            var unit = try hexUnit()
            if (0xDC00...0xDFFF).contains(unit) {
                throw Failure(reason: "unpaired surrogate \\u\(hex(unit, width: 4))", offset: start)
            }
            if (0xD800...0xDBFF).contains(unit) {
                let high = unit
                guard bytes[index...].starts(with: [0x5C, 0x75]) else {
                    throw Failure(reason: "unpaired surrogate \\u\(hex(high, width: 4))", offset: start)
                }
                index += 2
                let low = try hexUnit()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(reason: "unpaired surrogate \\u\(hex(high, width: 4))", offset: start)
                }
                unit = 0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)
            }
            if unit == 0 {
                throw FieldFailure(reason: "holds U+0000 (NUL), which no string of a spec may hold", path: JSONSyntax.fieldPath(path))
            }
            if keeping, let scalar = Unicode.Scalar(unit) { content.append(contentsOf: Array(String(scalar).utf8)) }
        }

        /// The letter after a backslash → the byte it stands for.
        static let simpleEscapes: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]

        /// Four hex digits.
        mutating func hexUnit() throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Self.hexDigit(byte) else {
                    throw failure("\(describe(current)) where a hex digit of a \\u escape should be")
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }

        /// The length of the well-formed UTF-8 sequence at `index` (Unicode's table 3-7:
        /// no overlong forms, no surrogates, nothing above U+10FFFF).
        func utf8Sequence() throws -> Int {
            let lead = bytes[index]
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: throw failure("invalid UTF-8 (byte 0x\(hex(lead, width: 2)))")
            }
            for offset in 1..<length {
                let range = offset == 1 ? second : 0x80...0xBF
                guard index + offset < bytes.count, range.contains(bytes[index + offset]) else {
                    throw failure("invalid UTF-8 (byte 0x\(hex(lead, width: 2)) starts a sequence that is cut short or malformed)")
                }
            }
            return length
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, and a normal `Double` or zero
        /// (RFC 8259 lets a parser limit the range; Foundation's decoder refuses numbers
        /// beyond it without saying where): too large, too small to be anything but 0, or
        /// subnormal is a field error.
        mutating func number() throws {
            let start = index
            try numberSyntax()
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            let shown = Quoting.escaped(text)
            let problem: String?
            if let value = Double(text), value.isFinite {
                if value == 0, Self.hasNonzeroDigit(bytes[start..<index]) {
                    problem = "\(shown) is too small for a number: a Double holds it only as 0"
                } else if value != 0, !value.isNormal {
                    problem = "\(shown) is too small for a number (below 2.2250738585072014e-308, a Double holds it only approximately)"
                } else {
                    problem = nil
                }
            } else {
                problem = "\(shown) is too large for a number (beyond ±1.7976931348623157e308)"
            }
            if let problem { throw FieldFailure(reason: problem, path: JSONSyntax.fieldPath(path)) }
        }

        /// Whether the significand (before any exponent) of a number has a digit 1–9.
        static func hasNonzeroDigit(_ number: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            for byte in number {
                if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
                if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) { return true }
            }
            return false
        }

        mutating func numberSyntax() throws {
            if current == UInt8(ascii: "-") { index += 1 }
            if current == UInt8(ascii: "0") {
                index += 1
                if let next = current, Self.isDigit(next) { throw failure("number with a leading zero") }
            } else {
                try digits(after: "a minus sign")
            }
            if current == UInt8(ascii: ".") {
                index += 1
                try digits(after: "a decimal point")
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                try digits(after: "an exponent")
            }
        }

        mutating func digits(after what: String) throws {
            guard let first = current, Self.isDigit(first) else { throw failure("\(describe(current)) where a digit should follow \(what)") }
            while let byte = current, Self.isDigit(byte) { index += 1 }
        }

        static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        mutating func literal(_ word: String) throws {
            guard bytes[index...].starts(with: word.utf8) else {
                throw failure("\(describe(current)) where a value should be (did you mean \(word)?)")
            }
            index += word.utf8.count
        }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: index) }

        /// `"x"` for a printable ASCII byte, `byte 0xNN` otherwise, `end of input` for nil.
        func describe(_ byte: UInt8?) -> String {
            guard let byte else { return "end of input" }
            return (0x21..<0x7F).contains(byte) ? Quoting.quoted(String(UnicodeScalar(byte))) : "byte 0x\(hex(byte, width: 2))"
        }

        func describeRaw(_ byte: UInt8) -> String {
            (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "(byte 0x\(hex(byte, width: 2)))"
        }

        func hex<T: BinaryInteger>(_ value: T, width: Int) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
    }
}
