import Foundation

/// The `placeholderkit layout` document: the computed geometry in view points.
public struct LayoutDocument: Codable, Sendable {
    public struct Size: Codable, Sendable { public var width, height: Double }
    public struct Glyph: Codable, Sendable { public var id: UInt32; public var x, y, advance: Double; public var cluster: Int }
    public struct Run: Codable, Sendable {
        public var font: FontReference
        public var direction: String
        public var glyphs: [Glyph]
    }
    public struct Line: Codable, Sendable {
        public var text: String
        public var x, baseline, width, ascent, descent: Double
        public var runs: [Run]
    }
    public struct Block: Codable, Sendable {
        public var visible: Bool
        public var frame: Rect
        public var lines: [Line]
        public var truncated: Bool
    }

    public var size: Size
    public var scale: Double
    public var textContainer: Rect
    public var lineArea: Rect
    public var placeholder: Block
    public var text: Block
    public var caret: Rect?
    public var warnings: [String]

    /// The document for `layout` of `view`.
    public init(view: PlaceholderTextView, layout: TextViewLayout) {
        // The laid-out view's size: a height that sizes to fit is resolved there.
        size = Size(width: layout.view.width, height: layout.view.height)
        scale = view.scale
        textContainer = layout.textContainer
        lineArea = layout.lineArea
        placeholder = Self.block(layout.placeholder, visible: layout.placeholderVisible, frame: layout.placeholderFrame)
        text = Self.block(layout.text, visible: layout.textVisible, frame: layout.textFrame)
        caret = layout.caret
        warnings = layout.warnings
    }

    private static func block(_ layout: TextLayout, visible: Bool, frame: Rect) -> Block {
        Block(visible: visible, frame: frame, lines: layout.lines.map { line in
            Line(text: line.text, x: line.x, baseline: line.baseline, width: line.width, ascent: line.ascent, descent: line.descent,
                 runs: line.runs.map { run in
                     Run(font: run.font, direction: run.isRightToLeft ? "rtl" : "ltr",
                         glyphs: run.glyphs.map { Glyph(id: $0.id, x: $0.x, y: $0.y, advance: $0.advance, cluster: $0.cluster) })
                 })
        }, truncated: layout.isTruncated)
    }

    /// Pretty-printed JSON with sorted keys; numbers rounded to 1/1000 pt so output is
    /// stable to read and diff.
    public func jsonData() throws -> Data {
        try Self.encoder.encode(self.rounded())
    }

    /// Several documents as one JSON object, keyed by name (the variants of a spec).
    public static func jsonData(_ documents: [String: LayoutDocument]) throws -> Data {
        try encoder.encode(documents.mapValues { $0.rounded() })
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private func rounded() -> LayoutDocument {
        func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        func rr(_ rect: Rect) -> Rect { Rect(x: r(rect.x), y: r(rect.y), width: r(rect.width), height: r(rect.height)) }
        func rb(_ block: Block) -> Block {
            var block = block
            block.frame = rr(block.frame)
            block.lines = block.lines.map { line in
                var line = line
                line.x = r(line.x); line.baseline = r(line.baseline); line.width = r(line.width)
                line.ascent = r(line.ascent); line.descent = r(line.descent)
                line.runs = line.runs.map { run in
                    var run = run
                    run.glyphs = run.glyphs.map { Glyph(id: $0.id, x: r($0.x), y: r($0.y), advance: r($0.advance), cluster: $0.cluster) }
                    return run
                }
                return line
            }
            return block
        }
        var copy = self
        copy.textContainer = rr(textContainer)
        copy.lineArea = rr(lineArea)
        copy.placeholder = rb(placeholder)
        copy.text = rb(text)
        copy.caret = caret.map(rr)
        return copy
    }
}
