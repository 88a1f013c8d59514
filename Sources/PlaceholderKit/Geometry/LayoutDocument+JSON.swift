import Foundation

/// The layout document's JSON, written directly into one buffer: byte for byte what
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (keys
/// in UTF-8 order, two-space indents, `"key" : value`, an empty array as `[`, a blank line
/// and `]`, integral numbers without `.0`, absent optionals left out), numbers rounded to
/// 1/1000 pt. A million glyphs write 200 MB of JSON; `JSONEncoder` builds a tree of boxed
/// values first, about 1 KB a glyph and several seconds more, so it is not used here.
/// `LayoutDocumentTests` checks the two agree.
struct LayoutJSONWriter {
    /// The bytes not yet moved into `output`: appended to as an array (fast), moved 64 KB
    /// at a time, so the document exists once, in `output`, not also as one large array.
    private var bytes: [UInt8] = []
    private var output = Data()
    /// Where full chunks go instead of `output`, when the JSON is streamed.
    private var sink: ((Data) throws -> Void)?
    private var sinkError: Error?
    private var depth = 0

    /// A number that is not finite, which JSON cannot hold: `JSONEncoder` refuses it too.
    struct NotFinite: Error, CustomStringConvertible {
        var description: String { "the layout document holds a number that is not finite" }
    }

    static func data(_ write: (inout LayoutJSONWriter) throws -> Void) rethrows -> Data {
        var writer = LayoutJSONWriter()
        writer.bytes.reserveCapacity(1 << 16 + 1024)
        try write(&writer)
        writer.flush()
        return writer.output
    }

    /// Writes the JSON in chunks of about 64 KB to `sink`, holding only one chunk; the
    /// first error `sink` throws stops the writing and is rethrown.
    static func stream(to sink: @escaping (Data) throws -> Void, _ write: (inout LayoutJSONWriter) throws -> Void) throws {
        var writer = LayoutJSONWriter()
        writer.sink = sink
        writer.bytes.reserveCapacity(1 << 16 + 1024)
        try write(&writer)
        writer.flush()
        if let error = writer.sinkError { throw error }
    }

    private mutating func flush() {
        if let sink {
            if sinkError == nil, !bytes.isEmpty {
                do { try sink(Data(bytes)) } catch { sinkError = error }
            }
        } else {
            output.append(contentsOf: bytes)
        }
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: Containers

    /// An object whose members `members` writes with ``member(_:_:)``, in sorted key order.
    mutating func object(_ members: (inout LayoutJSONWriter) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        let start = bytes.count
        try members(&self)
        depth -= 1
        if bytes.count == start { bytes.append(0x0A) }
        newline()
        bytes.append(UInt8(ascii: "}"))
    }

    /// Starts a member: a comma after the previous one, the indented key and ` : `.
    mutating func member(_ key: String, first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline()
        string(key)
        bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
    }

    /// ``member(_:first:)`` for a key known to need no escape (the document's own keys):
    /// its bytes are copied, not examined one by one.
    mutating func member(_ key: StaticString, first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), 0x20, UInt8(ascii: ":"), 0x20])
    }

    mutating func array<T>(_ elements: [T], _ write: (inout LayoutJSONWriter, T) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "["))
        depth += 1
        if elements.isEmpty { bytes.append(0x0A) }
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline()
            try write(&self, element)
        }
        depth -= 1
        newline()
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func newline() {
        if bytes.count >= 1 << 16 { flush() }
        bytes.append(0x0A)
        let spaces = depth * 2
        if spaces <= Self.indent.count {
            bytes.append(contentsOf: Self.indent[..<spaces])
        } else {
            bytes.append(contentsOf: repeatElement(0x20, count: spaces))
        }
    }

    private static let indent = [UInt8](repeating: 0x20, count: 64)

    /// A run's glyphs, most of a long document: written by hand, with no closure per
    /// glyph, as ``array(_:_:)`` and ``object(_:)`` would write them.
    mutating func glyphs(_ glyphs: [LayoutDocument.Glyph]) throws {
        bytes.append(UInt8(ascii: "["))
        depth += 1
        if glyphs.isEmpty { bytes.append(0x0A) }
        var first = true
        for glyph in glyphs {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            newline()
            bytes.append(UInt8(ascii: "{"))
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
            bytes.append(UInt8(ascii: "}"))
        }
        depth -= 1
        newline()
        bytes.append(UInt8(ascii: "]"))
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
        var writer = LayoutJSONWriter()
        try writer.number(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private mutating func appendDescription(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// `thousandths / 1000` as `description` writes it, less a trailing `.0`: `-0`, `12`,
    /// `0.5`, `-3.125`.
    private mutating func writeThousandths(_ thousandths: Double) {
        if thousandths == 0 {
            if thousandths.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var k = Int64(thousandths)
        if k < 0 {
            bytes.append(UInt8(ascii: "-"))
            k = -k
        }
        integer(k / 1000)
        var fraction = Int(k % 1000)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        for _ in 0..<(digits - text.utf8.count) { bytes.append(UInt8(ascii: "0")) }
        bytes.append(contentsOf: text.utf8)
    }

    mutating func integer<T: BinaryInteger>(_ value: T) {
        guard let small = Int(exactly: value), small >= 0, small < 1_000_000_000_000 else {
            bytes.append(contentsOf: value.description.utf8)
            return
        }
        // Digits straight into the buffer, no string made (glyph ids and clusters).
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = small
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// `"…"` escaped as Foundation does: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other
    /// C0 controls as `\u00xx`; everything else (slashes too) as it is.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension LayoutDocument {
    /// Pretty-printed JSON with sorted keys; numbers rounded to 1/1000 pt so output is
    /// stable to read and diff.
    public func jsonData() throws -> Data {
        try LayoutJSONWriter.data { try write(to: &$0) }
    }

    /// Several documents as one JSON object, keyed by name (the variants of a spec).
    public static func jsonData(_ documents: [String: LayoutDocument]) throws -> Data {
        try LayoutJSONWriter.data { try write(documents, to: &$0) }
    }

    /// The JSON of ``jsonData()`` (one document) or ``jsonData(_:)`` (several, keyed by
    /// name), handed to `sink` in chunks of about 64 KB, so that a document of a million
    /// glyphs (200 MB of JSON) is never held whole. Every number is checked to be finite
    /// before the first chunk, so the only error after it is one `sink` throws.
    public static func writeJSON(_ documents: [String: LayoutDocument], single: Bool, to sink: @escaping (Data) throws -> Void) throws {
        for document in documents.values { try document.checkFinite() }
        try LayoutJSONWriter.stream(to: sink) { writer in
            if single, let document = documents.values.first, documents.count == 1 {
                try document.write(to: &writer)
            } else {
                try write(documents, to: &writer)
            }
        }
    }

    private static func write(_ documents: [String: LayoutDocument], to writer: inout LayoutJSONWriter) throws {
        try writer.object { writer in
            for (index, name) in documents.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                writer.member(name, first: index == 0)
                try documents[name]!.write(to: &writer)
            }
        }
    }

    /// Throws unless every number of the document is finite, as its JSON needs.
    func checkFinite() throws {
        func rect(_ r: Rect) -> Bool { r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite }
        var finite = size.width.isFinite && size.height.isFinite && scale.isFinite && rect(textContainer) && rect(lineArea)
            && (caret.map(rect) ?? true)
        for block in [placeholder, text] where finite {
            finite = rect(block.frame)
            for line in block.lines where finite {
                finite = line.x.isFinite && line.baseline.isFinite && line.width.isFinite && line.ascent.isFinite && line.descent.isFinite
                for run in line.runs where finite {
                    finite = run.font.size.isFinite && run.glyphs.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.advance.isFinite }
                }
            }
        }
        if !finite { throw LayoutJSONWriter.NotFinite() }
    }

    // Keys below are written in UTF-8 order, as `.sortedKeys` sorts them.
    func write(to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            if let caret {
                w.member("caret" as StaticString, first: true)
                try Self.write(caret, to: &w)
            }
            w.member("lineArea" as StaticString, first: caret == nil)
            try Self.write(lineArea, to: &w)
            w.member("placeholder" as StaticString, first: false)
            try Self.write(placeholder, to: &w)
            w.member("scale" as StaticString, first: false)
            try w.number(scale, rounded: false)
            w.member("size" as StaticString, first: false)
            try w.object { w in
                w.member("height" as StaticString, first: true)
                try w.number(size.height, rounded: false)
                w.member("width" as StaticString, first: false)
                try w.number(size.width, rounded: false)
            }
            w.member("text" as StaticString, first: false)
            try Self.write(text, to: &w)
            w.member("textContainer" as StaticString, first: false)
            try Self.write(textContainer, to: &w)
            w.member("warnings" as StaticString, first: false)
            w.array(warnings) { w, warning in w.string(warning) }
        }
    }

    static func write(_ rect: Rect, to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            w.member("height" as StaticString, first: true)
            try w.number(rect.height)
            w.member("width" as StaticString, first: false)
            try w.number(rect.width)
            w.member("x" as StaticString, first: false)
            try w.number(rect.x)
            w.member("y" as StaticString, first: false)
            try w.number(rect.y)
        }
    }

    static func write(_ block: Block, to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            w.member("frame" as StaticString, first: true)
            try write(block.frame, to: &w)
            w.member("lines" as StaticString, first: false)
            try w.array(block.lines) { w, line in try write(line, to: &w) }
            w.member("truncated" as StaticString, first: false)
            w.bool(block.truncated)
            w.member("visible" as StaticString, first: false)
            w.bool(block.visible)
        }
    }

    static func write(_ line: Line, to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            w.member("ascent" as StaticString, first: true)
            try w.number(line.ascent)
            w.member("baseline" as StaticString, first: false)
            try w.number(line.baseline)
            w.member("descent" as StaticString, first: false)
            try w.number(line.descent)
            w.member("runs" as StaticString, first: false)
            try w.array(line.runs) { w, run in try write(run, to: &w) }
            w.member("text" as StaticString, first: false)
            w.string(line.text)
            w.member("width" as StaticString, first: false)
            try w.number(line.width)
            w.member("x" as StaticString, first: false)
            try w.number(line.x)
        }
    }

    static func write(_ run: Run, to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            if let background = run.backgroundColor {
                w.member("backgroundColor" as StaticString, first: true)
                w.string(background)
            }
            w.member("color" as StaticString, first: run.backgroundColor == nil)
            w.string(run.color)
            w.member("direction" as StaticString, first: false)
            w.string(run.direction)
            w.member("font" as StaticString, first: false)
            try w.object { w in
                w.member("file" as StaticString, first: true)
                w.string(run.font.file)
                w.member("index" as StaticString, first: false)
                w.integer(run.font.index)
                w.member("italic" as StaticString, first: false)
                w.bool(run.font.italic)
                w.member("size" as StaticString, first: false)
                try w.number(run.font.size, rounded: false)
                w.member("weight" as StaticString, first: false)
                w.integer(run.font.weight)
            }
            w.member("glyphs" as StaticString, first: false)
            try w.glyphs(run.glyphs)
            w.member("strikethrough" as StaticString, first: false)
            w.bool(run.strikethrough)
            w.member("underline" as StaticString, first: false)
            w.bool(run.underline)
        }
    }

    /// What `JSONEncoder` writes of the rounded document: the reference the writer is
    /// tested against.
    func encoderData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(rounded())
    }

    static func encoderData(_ documents: [String: LayoutDocument]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(documents.mapValues { $0.rounded() })
    }
}
