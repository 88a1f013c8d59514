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

    /// The line box's height: ascent + descent + line gap, unless a paragraph style sets
    /// it (`ParagraphStyle`), which moves the baseline by what it adds above the glyphs.
    public var height: Double

    /// The horizontal extent outside which the line is not drawn: its line area, for a
    /// line of a `LineBreakMode.byClipping` paragraph wider than the area; nil: drawn whole.
    public var clip: ClosedRange<Double>? = nil

    /// Moves the line by (dx, dy), in place: its glyphs are not copied.
    mutating func offset(dx: Double, dy: Double) {
        x += dx
        top += dy
        baseline += dy
        caretStartX += dx
        caretEndX += dx
        if let clip { self.clip = (clip.lowerBound + dx)...(clip.upperBound + dx) }
        for r in runs.indices {
            for g in runs[r].glyphs.indices {
                runs[r].glyphs[g].x += dx
                runs[r].glyphs[g].y += dy
            }
        }
    }
}
