/// Where a run's background and decorations are drawn, from its glyphs and its font's own
/// metrics (``Face/underlinePosition``, ``Face/strikeoutPosition``), as Core Text draws them.
extension GlyphRun {
    /// Left and right edges of the run: from the first pen position to the end of the last
    /// advance (glyphs without an advance, such as marks, do not count unless all are).
    var horizontalExtent: ClosedRange<Double>? {
        let advancing = glyphs.filter { $0.advance > 0 }
        let counted = advancing.isEmpty ? glyphs : advancing
        guard let minX = counted.map(\.x).min(), let maxX = counted.map({ $0.x + $0.advance }).max() else { return nil }
        return minX...max(minX, maxX)
    }

    /// The background rectangle: the run's extent, the height of `line`'s box.
    func backgroundRect(on line: TextLine) -> Rect? {
        horizontalExtent.map { Rect(x: $0.lowerBound, y: line.top, width: $0.upperBound - $0.lowerBound, height: line.height) }
    }

    /// The run's own baseline on `line`: the line's, raised by the run's baseline offset.
    func baseline(on line: TextLine) -> Double { line.baseline - attributes.baselineOffset }

    /// The underline: centred `underlinePosition` above the run's baseline, `underlineThickness` thick.
    func underlineRect(on line: TextLine) -> Rect? {
        let k = size / face.unitsPerEm
        let thickness = face.underlineThickness * k
        return stroke(top: baseline(on: line) - face.underlinePosition * k - thickness / 2, thickness: thickness)
    }

    /// The strikethrough: its top `strikeoutPosition` above the run's baseline, `strikeoutSize` thick.
    func strikethroughRect(on line: TextLine) -> Rect? {
        let k = size / face.unitsPerEm
        return stroke(top: baseline(on: line) - face.strikeoutPosition * k, thickness: face.strikeoutSize * k)
    }

    private func stroke(top: Double, thickness: Double) -> Rect? {
        horizontalExtent.map { Rect(x: $0.lowerBound, y: top, width: $0.upperBound - $0.lowerBound, height: thickness) }
    }
}
