import FoundationEssentials
import PlaceholderModel
import PlaceholderFormat

// The layout document's keys and order, written with `LayoutJSONWriter` (LayoutJSONWriter.swift).

extension LayoutDocument {
    /// Pretty-printed JSON with sorted keys; numbers rounded to 1/1000 pt so output is
    /// stable to read and diff.
    public func jsonData() throws -> Data {
        try LayoutJSONWriter.data { try write(to: &$0) }
    }

    /// The format of `placeholderkit layout`'s output (``output(_:)``): 2 since every spec,
    /// one view or a matrix, prints the same shape (format 1, unversioned, printed one
    /// document bare and a matrix as an object keyed by name).
    public static let outputFormatVersion = 2

    /// `placeholderkit layout`'s output for `documents` (keyed by output name: one for a
    /// view, one a variant for a matrix): `{"formatVersion": 2, "layouts": {NAME: document}}`.
    /// The schema is `docs/schemas/layout.schema.json`.
    public static func output(_ documents: [String: LayoutDocument]) throws -> Data {
        try LayoutJSONWriter.data { try writeOutput(documents, to: &$0) }
    }

    /// The JSON of ``output(_:)``, handed to `sink` in chunks of about 64 KB, so that a
    /// document of a million glyphs (200 MB of JSON) is never held whole. Every number is
    /// checked to be finite before the first chunk, so the only error after it is one
    /// `sink` throws.
    public static func writeOutput(_ documents: [String: LayoutDocument], to sink: @escaping (Data) throws -> Void) throws {
        for document in documents.values { try document.checkFinite() }
        try LayoutJSONWriter.stream(to: sink) { try writeOutput(documents, to: &$0) }
    }

    private static func writeOutput(_ documents: [String: LayoutDocument], to writer: inout LayoutJSONWriter) throws {
        try writer.object { writer in
            writer.member("formatVersion" as StaticString, first: true)
            writer.integer(outputFormatVersion)
            writer.member("layouts" as StaticString, first: false)
            try writer.object { writer in
                for (index, entry) in documents.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
                    writer.member(entry.key, first: index == 0)
                    try entry.value.write(to: &writer)
                }
            }
        }
    }

    /// Throws unless every number of the document is finite, as its JSON needs.
    func checkFinite() throws {
        func rect(_ r: Rect) -> Bool { r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite }
        var finite = size.width.isFinite && size.height.isFinite && scale.isFinite && rect(textContainer) && rect(lineArea)
            && [caret, clearButton, leftView, rightView].allSatisfy { $0.map(rect) ?? true }
            && (children ?? []).allSatisfy { rect($0.frame) }
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
        for child in children ?? [] { try child.document.checkFinite() }
    }

    // Keys below are written in UTF-8 order, as `.sortedKeys` sorts them.
    func write(to w: inout LayoutJSONWriter) throws {
        try w.object { w in
            var first = true
            func member(_ key: StaticString) {
                w.member(key, first: first)
                first = false
            }
            func rect(_ key: StaticString, _ value: Rect?) throws {
                guard let value else { return }
                member(key)
                try Self.write(value, to: &w)
            }
            try rect("caret", caret)
            if let children {
                member("children")
                try w.array(children) { w, child in
                    try w.object { w in
                        w.member("document" as StaticString, first: true)
                        try child.document.write(to: &w)
                        w.member("frame" as StaticString, first: false)
                        try Self.write(child.frame, to: &w)
                    }
                }
            }
            try rect("clearButton", clearButton)
            if let kind {
                member("kind")
                w.string(kind)
            }
            try rect("leftView", leftView)
            try rect("lineArea", lineArea)
            member("placeholder")
            try Self.write(placeholder, to: &w)
            try rect("rightView", rightView)
            member("scale")
            try w.number(scale, rounded: false)
            member("size")
            try w.object { w in
                w.member("height" as StaticString, first: true)
                try w.number(size.height, rounded: false)
                w.member("width" as StaticString, first: false)
                try w.number(size.width, rounded: false)
            }
            member("text")
            try Self.write(text, to: &w)
            try rect("textContainer", textContainer)
            member("warnings")
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
                let font = run.font
                var first = true
                /// A metric, when the document has it, unrounded: UIFont's own figure.
                func metric(_ key: StaticString, _ value: Double?) throws {
                    guard let value else { return }
                    w.member(key, first: first)
                    first = false
                    try w.number(value, rounded: false)
                }
                try metric("ascender", font.ascender)
                try metric("capHeight", font.capHeight)
                try metric("descender", font.descender)
                w.member("file" as StaticString, first: first)
                w.string(font.file)
                w.member("index" as StaticString, first: false)
                w.integer(font.index)
                w.member("italic" as StaticString, first: false)
                w.bool(font.italic)
                first = false
                try metric("leading", font.leading)
                try metric("lineHeight", font.lineHeight)
                w.member("size" as StaticString, first: false)
                try w.number(font.size, rounded: false)
                w.member("weight" as StaticString, first: false)
                w.integer(font.weight)
                try metric("xHeight", font.xHeight)
            }
            w.member("glyphs" as StaticString, first: false)
            try w.glyphs(run.glyphs)
            /// A member written only when the run has it.
            func optional(_ key: StaticString, _ value: String?) {
                guard let value else { return }
                w.member(key, first: false)
                w.string(value)
            }
            w.member("strikethrough" as StaticString, first: false)
            w.bool(run.strikethrough)
            optional("strikethroughColor", run.strikethroughColor)
            optional("strikethroughPattern", run.strikethroughPattern)
            optional("strikethroughStyle", run.strikethroughStyle)
            w.member("underline" as StaticString, first: false)
            w.bool(run.underline)
            optional("underlineColor", run.underlineColor)
            optional("underlinePattern", run.underlinePattern)
            optional("underlineStyle", run.underlineStyle)
        }
    }

    /// What `JSONEncoder` writes of the rounded document: the reference the writer is
    /// tested against.
    func encoderData() throws -> Data {
        try JSONDocument.data(rounded())
    }

    /// What `JSONEncoder` writes of ``output(_:)``'s rounded documents.
    static func encoderOutput(_ documents: [String: LayoutDocument]) throws -> Data {
        struct Output: Encodable {
            var formatVersion: Int
            var layouts: [String: LayoutDocument]
        }
        return try JSONDocument.data(Output(formatVersion: outputFormatVersion, layouts: documents.mapValues { $0.rounded() }))
    }
}
