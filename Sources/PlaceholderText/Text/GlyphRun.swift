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

/// Glyphs of one font, one direction and one set of attributes, in visual order.
public struct GlyphRun: Sendable {
    public var face: Face
    public var size: Double
    public var isRightToLeft: Bool
    public var glyphs: [PositionedGlyph]
    /// What the run is drawn with: the font asked for (``face`` may be a fallback for it),
    /// colour, background and decorations.
    public var attributes: TextAttributes

    public var font: FontReference { FontReference(file: face.file, index: face.index, size: size) }
}
