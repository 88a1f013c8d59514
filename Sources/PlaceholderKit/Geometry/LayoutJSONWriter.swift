import Foundation

/// The layout document's JSON, written directly into a buffer: byte for byte what
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (keys
/// in UTF-8 order, two-space indents, `"key" : value`, an empty array as `[`, a blank line
/// and `]`, integral numbers without `.0`, absent optionals left out), numbers rounded to
/// 1/1000 pt. A million glyphs write 200 MB of JSON; `JSONEncoder` builds a tree of boxed
/// values first, about 1 KB a glyph and several seconds more, so it is not used here.
/// `LayoutDocumentTests` checks the two agree; the document's own keys and order are in
/// `LayoutDocument+JSON.swift`.
struct LayoutJSONWriter {
    /// The bytes not yet handed on: a chunk of ``chunkSize`` bytes filled from its start
    /// (a pointer, not an array, so that writing a byte costs one comparison), moved into
    /// `output` or the sink whenever it is full, so the document exists once, not also
    /// as one large buffer. Allocated and freed by ``data(_:)`` and ``stream(to:_:)``.
    private let chunk: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// How many bytes were handed on before those in `chunk`.
    private var handedOn = 0
    private var output = Data()
    /// Where full chunks go instead of `output`, when the JSON is streamed.
    private var sink: ((Data) throws -> Void)?
    private var sinkError: Error?
    private var depth = 0

    private static let chunkSize = 1 << 16

    /// A number that is not finite, which JSON cannot hold: `JSONEncoder` refuses it too.
    struct NotFinite: Error, CustomStringConvertible {
        var description: String { "the layout document holds a number that is not finite" }
    }

    private init(sink: ((Data) throws -> Void)?) {
        chunk = .allocate(capacity: Self.chunkSize)
        self.sink = sink
    }

    /// The JSON `write` writes, whole.
    static func data(_ write: (inout LayoutJSONWriter) throws -> Void) rethrows -> Data {
        var writer = LayoutJSONWriter(sink: nil)
        defer { writer.chunk.deallocate() }
        try write(&writer)
        writer.flush()
        return writer.output
    }

    /// Writes the JSON in chunks of 64 KB to `sink`, holding only one chunk; the first
    /// error `sink` throws stops the writing and is rethrown.
    static func stream(to sink: @escaping (Data) throws -> Void, _ write: (inout LayoutJSONWriter) throws -> Void) throws {
        var writer = LayoutJSONWriter(sink: sink)
        defer { writer.chunk.deallocate() }
        try write(&writer)
        writer.flush()
        if let error = writer.sinkError { throw error }
    }

    private mutating func flush() {
        let bytes = UnsafeBufferPointer(start: chunk, count: count)
        if let sink {
            if sinkError == nil, count > 0 {
                do { try sink(Data(buffer: bytes)) } catch { sinkError = error }
            }
        } else {
            output.append(bytes)
        }
        handedOn += count
        count = 0
    }

    // MARK: Bytes

    private mutating func append(_ byte: UInt8) {
        if count == Self.chunkSize { flush() }
        chunk[count] = byte
        count += 1
    }

    /// Copies `bytes` in: at once when the chunk has room, which is nearly always.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var start = bytes.baseAddress else { return }
        if count + bytes.count <= Self.chunkSize {
            (chunk + count).update(from: start, count: bytes.count)
            count += bytes.count
            return
        }
        var left = bytes.count
        while left > 0 {
            if count == Self.chunkSize { flush() }
            let piece = min(left, Self.chunkSize - count)
            (chunk + count).update(from: start, count: piece)
            count += piece
            start += piece
            left -= piece
        }
    }

    private mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the bytes `format` writes into a scratch buffer of 32 bytes (returning
    /// how many): a number is copied in at once rather than digit by digit.
    private mutating func appendFormatted(_ format: (UnsafeMutablePointer<UInt8>) -> Int) {
        var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { raw in
            let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            append(UnsafeBufferPointer(start: bytes, count: format(bytes)))
        }
    }

    // MARK: Containers

    /// An object whose members `members` writes with ``member(_:first:)``, in sorted key
    /// order.
    mutating func object(_ members: (inout LayoutJSONWriter) throws -> Void) rethrows {
        append(UInt8(ascii: "{"))
        depth += 1
        let start = handedOn + count
        try members(&self)
        depth -= 1
        if handedOn + count == start { append(0x0A) }
        newline()
        append(UInt8(ascii: "}"))
    }

    /// Starts a member: a comma after the previous one, the indented key and ` : `.
    mutating func member(_ key: String, first: Bool) {
        if !first { append(UInt8(ascii: ",")) }
        newline()
        string(key)
        append(" : ")
    }

    /// ``member(_:first:)`` for a key known to need no escape (the document's own keys):
    /// its bytes are copied, not examined one by one.
    mutating func member(_ key: StaticString, first: Bool) {
        if !first { append(UInt8(ascii: ",")) }
        newline()
        append(UInt8(ascii: "\""))
        append(key)
        append("\" : ")
    }

    mutating func array<T>(_ elements: [T], _ write: (inout LayoutJSONWriter, T) throws -> Void) rethrows {
        append(UInt8(ascii: "["))
        depth += 1
        if elements.isEmpty { append(0x0A) }
        for (index, element) in elements.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            newline()
            try write(&self, element)
        }
        depth -= 1
        newline()
        append(UInt8(ascii: "]"))
    }

    private mutating func newline() {
        let length = 1 + depth * 2
        if length <= Self.newlineAndIndent.utf8CodeUnitCount {
            append(UnsafeBufferPointer(start: Self.newlineAndIndent.utf8Start, count: length))
        } else {
            append(0x0A)
            for _ in 0..<depth * 2 { append(0x20) }
        }
    }

    /// A newline and the indent of up to 32 levels, cut to the depth's.
    private static let newlineAndIndent: StaticString = "\n                                                                "

    /// A run's glyphs, most of a long document: written by hand, with no closure per
    /// glyph, as ``array(_:_:)`` and ``object(_:)`` would write them.
    mutating func glyphs(_ glyphs: [LayoutDocument.Glyph]) throws {
        append(UInt8(ascii: "["))
        depth += 1
        if glyphs.isEmpty { append(0x0A) }
        var first = true
        for glyph in glyphs {
            if !first { append(UInt8(ascii: ",")) }
            first = false
            newline()
            append(UInt8(ascii: "{"))
            depth += 1
            member("advance" as StaticString, first: true)
            try number(glyph.advance)
            member("cluster" as StaticString, first: false)
            integer(glyph.cluster)
            member("id" as StaticString, first: false)
            integer(glyph.id)
            member("x" as StaticString, first: false)
            try number(glyph.x)
            member("y" as StaticString, first: false)
            try number(glyph.y)
            depth -= 1
            newline()
            append(UInt8(ascii: "}"))
        }
        depth -= 1
        newline()
        append(UInt8(ascii: "]"))
    }

    // MARK: Scalars

    mutating func number(_ value: Double, rounded: Bool = true) throws {
        guard value.isFinite else { throw NotFinite() }
        if rounded {
            let thousandths = (value * 1000).rounded()
            // Below 10^12 a multiple of 1/1000 is a double whose shortest round-trip
            // decimal (what `description` gives) is its integer and up to three digits:
            // written from the integer, with no string made.
            if abs(thousandths) < 1e15 {
                writeThousandths(thousandths)
                return
            }
            return appendDescription((thousandths / 1000))
        }
        appendDescription(value)
    }

    /// How a rounded number is written, for tests.
    static func text(rounding value: Double) throws -> String {
        try String(decoding: data { try $0.number(value) }, as: UTF8.self)
    }

    private mutating func appendDescription(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        for byte in text.utf8 { append(byte) }
    }

    /// `thousandths / 1000` as `description` writes it, less a trailing `.0`: `-0`, `12`,
    /// `0.5`, `-3.125`. `thousandths` is integral and below 10^15 in magnitude.
    private mutating func writeThousandths(_ thousandths: Double) {
        appendFormatted { bytes in
            var length = 0
            if thousandths.sign == .minus { bytes[0] = UInt8(ascii: "-"); length = 1 }
            let k = Int64(thousandths.magnitude)
            length += Self.writeDigits(Int(k / 1000), to: bytes + length)
            var fraction = Int(k % 1000)
            guard fraction != 0 else { return length }
            bytes[length] = UInt8(ascii: ".")
            length += 1
            // Three digits with the leading zeros, less the trailing ones.
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            for index in stride(from: digits - 1, through: 0, by: -1) {
                bytes[length + index] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            return length + digits
        }
    }

    mutating func integer<T: BinaryInteger>(_ value: T) {
        guard let small = Int(exactly: value), small >= 0, small < 1_000_000_000_000 else {
            for byte in value.description.utf8 { append(byte) }
            return
        }
        // Digits straight into the buffer, no string made (glyph ids and clusters).
        appendFormatted { Self.writeDigits(small, to: $0) }
    }

    /// Writes the decimal digits of `value` (0 ≤ `value` < 10^15) at `bytes`; returns
    /// how many.
    private static func writeDigits(_ value: Int, to bytes: UnsafeMutablePointer<UInt8>) -> Int {
        var length = 1
        var power = 10
        while power <= value { length += 1; power *= 10 }
        var rest = value
        for index in stride(from: length - 1, through: 0, by: -1) {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return length
    }

    mutating func bool(_ value: Bool) { value ? append("true") : append("false") }

    /// `"…"` escaped as Foundation does: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other
    /// C0 controls as `\u00xx`; everything else (slashes too) as it is.
    mutating func string(_ text: String) {
        append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                let hex: StaticString = "0123456789abcdef"
                append("\\u00")
                append(hex.utf8Start[Int(byte >> 4)])
                append(hex.utf8Start[Int(byte & 0xF)])
            default: append(byte)
            }
        }
        append(UInt8(ascii: "\""))
    }
}
