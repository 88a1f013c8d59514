import FoundationEssentials

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
        layout.offset(dx: dx, dy: dy)
        return layout
    }

    /// Moves the layout by (dx, dy), in place: a layout held once has its glyphs moved,
    /// not copied (a million of them are 40 MB).
    mutating func offset(dx: Double, dy: Double) {
        for i in lines.indices { lines[i].offset(dx: dx, dy: dy) }
    }
}
