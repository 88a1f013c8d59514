import FoundationEssentials

/// A laid-out text: its lines, top to bottom.
public struct TextLayout: Sendable {
    public var lines: [TextLine]
    /// Whether lines were dropped and the last kept one ends with "…".
    public var isTruncated: Bool
    /// Fonts that had to be replaced (family not installed).
    public var warnings: [String]

    /// From the top of the first line box to the bottom of the last: the line heights and
    /// the paragraph style's spacing between them.
    public var height: Double

    /// A layout of `lines`, `height` points tall.
    init(lines: [TextLine], isTruncated: Bool, warnings: [String], height: Double) {
        self.lines = lines
        self.isTruncated = isTruncated
        self.warnings = warnings
        self.height = height
    }

    /// The layout moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> TextLayout {
        var layout = self
        layout.offset(dx: dx, dy: dy)
        return layout
    }

    /// Moves the layout by (dx, dy), in place: a layout held once has its glyphs moved,
    /// not copied (a million of them are 40 MB).
    package mutating func offset(dx: Double, dy: Double) {
        for i in lines.indices { lines[i].offset(dx: dx, dy: dy) }
    }
}
