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

    private mutating func flush() {
        output.append(contentsOf: bytes)
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
        for _ in 0..<depth { bytes.append(contentsOf: [0x20, 0x20]) }
    }

    // MARK: Scalars

    mutating func number(_ value: Double, rounded: Bool = true) throws {
        guard value.isFinite else { throw NotFinite() }
        let value = rounded ? (value * 1000).rounded() / 1000 : value
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    mutating func integer<T: BinaryInteger>(_ value: T) { bytes.append(contentsOf: value.description.utf8) }

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
        try LayoutJSONWriter.data { writer in
            try writer.object { writer in
                for (index, name) in documents.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                    writer.member(name, first: index == 0)
                    try documents[name]!.write(to: &writer)
                }
            }
        }
    }

    // Keys below are written in UTF-8 order, as `.sortedKeys` sorts them.
    func write(to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            if let caret {
                w.member("caret", first: true)
                try Self.write(caret, to: &w)
            }
            w.member("lineArea", first: caret == nil)
            try Self.write(lineArea, to: &w)
            w.member("placeholder", first: false)
            try Self.write(placeholder, to: &w)
            w.member("scale", first: false)
            try w.number(scale, rounded: false)
            w.member("size", first: false)
            try w.object { w in
                w.member("height", first: true)
                try w.number(size.height, rounded: false)
                w.member("width", first: false)
                try w.number(size.width, rounded: false)
            }
            w.member("text", first: false)
            try Self.write(text, to: &w)
            w.member("textContainer", first: false)
            try Self.write(textContainer, to: &w)
            w.member("warnings", first: false)
            w.array(warnings) { w, warning in w.string(warning) }
        }
    }

    static func write(_ rect: Rect, to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            w.member("height", first: true)
            try w.number(rect.height)
            w.member("width", first: false)
            try w.number(rect.width)
            w.member("x", first: false)
            try w.number(rect.x)
            w.member("y", first: false)
            try w.number(rect.y)
        }
    }

    static func write(_ block: Block, to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            w.member("frame", first: true)
            try write(block.frame, to: &w)
            w.member("lines", first: false)
            try w.array(block.lines) { w, line in try write(line, to: &w) }
            w.member("truncated", first: false)
            w.bool(block.truncated)
            w.member("visible", first: false)
            w.bool(block.visible)
        }
    }

    static func write(_ line: Line, to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            w.member("ascent", first: true)
            try w.number(line.ascent)
            w.member("baseline", first: false)
            try w.number(line.baseline)
            w.member("descent", first: false)
            try w.number(line.descent)
            w.member("runs", first: false)
            try w.array(line.runs) { w, run in try write(run, to: &w) }
            w.member("text", first: false)
            w.string(line.text)
            w.member("width", first: false)
            try w.number(line.width)
            w.member("x", first: false)
            try w.number(line.x)
        }
    }

    static func write(_ run: Run, to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            if let background = run.backgroundColor {
                w.member("backgroundColor", first: true)
                w.string(background)
            }
            w.member("color", first: run.backgroundColor == nil)
            w.string(run.color)
            w.member("direction", first: false)
            w.string(run.direction)
            w.member("font", first: false)
            try w.object { w in
                w.member("file", first: true)
                w.string(run.font.file)
                w.member("index", first: false)
                w.integer(run.font.index)
                w.member("italic", first: false)
                w.bool(run.font.italic)
                w.member("size", first: false)
                try w.number(run.font.size, rounded: false)
                w.member("weight", first: false)
                w.integer(run.font.weight)
            }
            w.member("glyphs", first: false)
            try w.array(run.glyphs) { w, glyph in
                try w.object { w in
                    w.member("advance", first: true)
                    try w.number(glyph.advance)
                    w.member("cluster", first: false)
                    w.integer(glyph.cluster)
                    w.member("id", first: false)
                    w.integer(glyph.id)
                    w.member("x", first: false)
                    try w.number(glyph.x)
                    w.member("y", first: false)
                    try w.number(glyph.y)
                }
            }
            w.member("strikethrough", first: false)
            w.bool(run.strikethrough)
            w.member("underline", first: false)
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
