import FoundationEssentials

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
    /// The constant parts of a glyph, kept for the depth they were made for.
    private var glyphParts: GlyphParts?

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

    private mutating func append(_ text: StaticString) {
        write(atMost: text.utf8CodeUnitCount) { $0.put(text) }
    }

    /// Runs `body` with a cursor into the chunk, first made to have room for `bytes`
    /// bytes (at most ``chunkSize``), which is all `body` may write: the bytes of a key,
    /// an indent or a glyph go in with no check each.
    private mutating func write(atMost bytes: Int, _ body: (inout Cursor) throws -> Void) rethrows {
        if count + bytes > Self.chunkSize { flush() }
        var cursor = Cursor(position: chunk + count)
        defer { count = cursor.position - chunk }
        try body(&cursor)
    }

    /// Where the next byte goes, inside room made by ``write(atMost:_:)``.
    private struct Cursor {
        var position: UnsafeMutablePointer<UInt8>

        mutating func put(_ byte: UInt8) {
            position.pointee = byte
            position += 1
        }

        mutating func put(_ text: StaticString) {
            position.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
            position += text.utf8CodeUnitCount
        }

        mutating func put(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                position.update(from: base, count: buffer.count)
            }
            position += bytes.count
        }

        /// A newline and two spaces a level: at most 1 + 2 × `depth` bytes.
        mutating func newline(depth: Int) {
            put(0x0A)
            for _ in 0..<depth { put("  ") }
        }

        /// A member's start: a comma unless it is the first, a newline, the quoted key and
        /// ` : `; at most 6 + 1 + 2 × `depth` bytes and the key's.
        mutating func member(_ key: StaticString, first: Bool, depth: Int) {
            if !first { put(UInt8(ascii: ",")) }
            newline(depth: depth)
            put(UInt8(ascii: "\""))
            put(key)
            put("\" : ")
        }

        /// An integer as ``LayoutJSONWriter/integer(_:)`` writes it: at most 24 bytes.
        mutating func integer<T: BinaryInteger>(_ value: T) {
            guard let small = Int(exactly: value), small >= 0, small < 1_000_000_000_000 else {
                for byte in value.description.utf8 { put(byte) }
                return
            }
            digits(small)
        }

        /// A number as ``LayoutJSONWriter/number(_:rounded:)`` writes it: at most 32 bytes.
        mutating func number(_ value: Double, rounded: Bool) throws {
            guard value.isFinite else { throw NotFinite() }
            // An integral value below 10^12 (a font size, a view's side) is written as its
            // integer, as `description` writes it less `.0`, with no string made.
            let integral = value == value.rounded() && abs(value) < 1e12
            guard rounded || integral else { return description(value) }
            let thousandths = (value * 1000).rounded()
            // Below 10^12 a multiple of 1/1000 is a double whose shortest round-trip
            // decimal (what `description` gives) is its integer and up to three digits:
            // written from the integer, with no string made.
            guard abs(thousandths) < 1e15 else { return description(thousandths / 1000) }
            self.thousandths(thousandths)
        }

        /// `value.description` less a trailing `.0` (at most 24 bytes).
        private mutating func description(_ value: Double) {
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            for byte in text.utf8 { put(byte) }
        }

        /// `thousandths / 1000` as `description` writes it, less a trailing `.0`: `-0`,
        /// `12`, `0.5`, `-3.125`. `thousandths` is integral and below 10^15 in magnitude.
        private mutating func thousandths(_ thousandths: Double) {
            if thousandths.sign == .minus { put(UInt8(ascii: "-")) }
            // Integral and below 10^15: exact in 64 bits.
            let k = Int64(exactly: thousandths.magnitude) ?? 0
            digits(Int(k / 1000))
            var fraction = Int(k % 1000)
            guard fraction != 0 else { return }
            put(UInt8(ascii: "."))
            // Three digits with the leading zeros, less the trailing ones.
            var count = 3
            while fraction % 10 == 0 {
                fraction /= 10
                count -= 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) {
                position[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            position += count
        }

        /// The decimal digits of `value`, 0 ≤ `value` < 10^15: at most 15 bytes.
        mutating func digits(_ value: Int) {
            var count = 1
            var power = 10
            while power <= value {
                count += 1
                power *= 10
            }
            var rest = value
            for index in stride(from: count - 1, through: 0, by: -1) {
                position[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            position += count
        }
    }

    /// The room a newline and the current indent take.
    private var newlineBytes: Int { 1 + 2 * depth }

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
        let depth = depth
        write(atMost: 6 + newlineBytes + key.utf8CodeUnitCount) { $0.member(key, first: first, depth: depth) }
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
        let depth = depth
        write(atMost: newlineBytes) { $0.newline(depth: depth) }
    }

    /// A run's glyphs, most of a long document: each glyph written at once into room
    /// made for it, as ``array(_:_:)`` and ``object(_:)`` would write them, its constant
    /// parts copied in whole from a ``GlyphParts`` made once per depth.
    mutating func glyphs(_ glyphs: [LayoutDocument.Glyph]) throws {
        append(UInt8(ascii: "["))
        if glyphs.isEmpty { append(0x0A) }
        let parts = glyphParts?.depth == depth + 1 ? glyphParts ?? GlyphParts(depth: depth + 1) : GlyphParts(depth: depth + 1)
        glyphParts = parts
        for (index, glyph) in glyphs.enumerated() {
            try write(atMost: parts.room) { cursor in
                if index > 0 { cursor.put(UInt8(ascii: ",")) }
                cursor.put(parts.start)
                try cursor.number(glyph.advance, rounded: true)
                cursor.put(parts.cluster)
                cursor.integer(glyph.cluster)
                cursor.put(parts.id)
                cursor.integer(glyph.id)
                cursor.put(parts.x)
                try cursor.number(glyph.x, rounded: true)
                cursor.put(parts.y)
                try cursor.number(glyph.y, rounded: true)
                cursor.put(parts.end)
            }
        }
        newline()
        append(UInt8(ascii: "]"))
    }

    /// What stays the same from glyph to glyph at one depth: the newlines, indents, braces
    /// and keys between its numbers.
    private struct GlyphParts {
        let depth: Int
        let start, cluster, id, x, y, end: [UInt8]
        /// The parts, a comma, two integers and three numbers.
        let room: Int

        init(depth: Int) {
            func lineStart(_ depth: Int) -> String { "\n" + String(repeating: "  ", count: depth) }
            func key(_ name: String) -> [UInt8] { Array(",\(lineStart(depth + 1))\"\(name)\" : ".utf8) }
            self.depth = depth
            start = Array("\(lineStart(depth)){\(lineStart(depth + 1))\"advance\" : ".utf8)
            (cluster, id, x, y) = (key("cluster"), key("id"), key("x"), key("y"))
            end = Array("\(lineStart(depth))}".utf8)
            room = [start, cluster, id, x, y, end].reduce(0) { $0 + $1.count } + 1 + 2 * 24 + 3 * 32
        }
    }

    // MARK: Scalars

    mutating func number(_ value: Double, rounded: Bool = true) throws {
        try write(atMost: 32) { try $0.number(value, rounded: rounded) }
    }

    /// How a rounded number is written, for tests.
    static func text(rounding value: Double) throws -> String {
        try String(decoding: data { try $0.number(value) }, as: UTF8.self)
    }

    /// Digits straight into the chunk, no string made (glyph ids and clusters).
    mutating func integer<T: BinaryInteger>(_ value: T) {
        write(atMost: 24) { $0.integer(value) }
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
