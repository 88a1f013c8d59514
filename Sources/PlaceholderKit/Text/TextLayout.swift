import Foundation

/// What a piece of text is laid out with.
public struct TextStyle: Hashable, Sendable {
    public var font: FontDescriptor
    public var alignment: TextAlignment
    /// BCP 47 tag: CJK glyph variant and line-breaking tailoring.
    public var language: String?

    /// A style; the defaults are UITextView's.
    public init(font: FontDescriptor = .system, alignment: TextAlignment = .natural, language: String? = nil) {
        self.font = font
        self.alignment = alignment
        self.language = language
    }
}

/// A font as the layout names it: file, face index and point size.
public struct FontReference: Hashable, Sendable, Codable {
    public var file: String
    public var index: Int
    public var size: Double
}

/// One positioned glyph. `x` and `y` are the pen position (y down; on the baseline, moved
/// by any mark offset the shaper gave) in the layout's coordinates;
/// `cluster` is the UTF-16 offset, in the line's ``TextLine/text``, of the first
/// character the glyph draws.
public struct PositionedGlyph: Hashable, Sendable, Codable {
    public var id: UInt32
    public var x: Double
    public var y: Double
    public var advance: Double
    public var cluster: Int
}

/// Glyphs of one font and one direction, in visual order.
public struct GlyphRun: Sendable {
    public var face: Face
    public var size: Double
    public var isRightToLeft: Bool
    public var glyphs: [PositionedGlyph]

    public var font: FontReference { FontReference(file: face.file, index: face.index, size: size) }
}

/// One laid-out line. Coordinates are in points from the layout's origin (the top-left
/// of the line area), y down.
public struct TextLine: Sendable {
    /// The characters shown on the line, without a trailing line separator.
    public var text: String
    /// UTF-16 range of those characters in the source string (for a truncated line, the
    /// source characters kept before the ellipsis).
    public var sourceRange: Range<Int>
    /// Left edge of the line's content; whitespace at the end of a line hangs outside it.
    public var x: Double
    /// Top of the line box.
    public var top: Double
    public var baseline: Double
    /// Width of the content, without hanging whitespace.
    public var width: Double
    public var ascent: Double
    public var descent: Double
    public var lineGap: Double
    /// Whether the paragraph the line belongs to runs right to left.
    public var isRightToLeft: Bool
    /// The glyph runs, in visual order.
    public var runs: [GlyphRun]
    /// Where a caret sits before the first and after the last character, in logical order.
    public var caretStartX: Double
    public var caretEndX: Double

    /// Ascent + descent + line gap.
    public var height: Double { ascent + descent + lineGap }

    /// Moves the line by (dx, dy).
    func offsetBy(dx: Double, dy: Double) -> TextLine {
        var line = self
        line.x += dx
        line.top += dy
        line.baseline += dy
        line.caretStartX += dx
        line.caretEndX += dx
        for r in line.runs.indices {
            for g in line.runs[r].glyphs.indices {
                line.runs[r].glyphs[g].x += dx
                line.runs[r].glyphs[g].y += dy
            }
        }
        return line
    }
}

/// A laid-out text: its lines, top to bottom.
public struct TextLayout: Sendable {
    public var lines: [TextLine]
    /// Whether lines were dropped and the last kept one ends with "…".
    public var isTruncated: Bool
    /// Fonts that had to be replaced (family not installed).
    public var warnings: [String]

    /// The sum of the line heights.
    public var height: Double { lines.reduce(0) { $0 + $1.height } }

    /// The layout moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> TextLayout {
        var layout = self
        layout.lines = lines.map { $0.offsetBy(dx: dx, dy: dy) }
        return layout
    }
}
