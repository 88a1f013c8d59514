import PlaceholderModel
import PlaceholderText
/// Where a run's background and decorations are drawn, from its glyphs and its font's own
/// metrics (`Face/underlinePosition`, `Face/strikeoutPosition`), as Core Text draws them.
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

    /// The rectangles the underline fills, by the run's `TextAttributes/underlineStyle`:
    /// a double underline adds a second line below the first, a gap of its thickness apart.
    func underlineRects(on line: TextLine) -> [Rect] {
        underlineRect(on: line).map { Self.drawn($0, attributes.underlineStyle, centred: false) } ?? []
    }

    /// The rectangles the strikethrough fills: a double one is two lines centred where
    /// the single one is.
    func strikethroughRects(on line: TextLine) -> [Rect] {
        strikethroughRect(on: line).map { Self.drawn($0, attributes.strikethroughStyle, centred: true) } ?? []
    }

    /// `single` (one line's rectangle) drawn in `decoration`'s line and dashes: thick is
    /// twice as thick about the same centre; double is two lines a thickness apart, the
    /// second below (or, `centred`, the pair about the single line's centre); each line cut
    /// into its pattern's dashes from its left edge.
    static func drawn(_ single: Rect, _ decoration: Decoration, centred: Bool) -> [Rect] {
        let t = single.height
        var lines: [Rect]
        switch decoration.style {
        case .single:
            lines = [single]
        case .thick:
            lines = [Rect(x: single.x, y: single.y - t / 2, width: single.width, height: 2 * t)]
        case .double:
            let top = centred ? single.y - t : single.y
            lines = [Rect(x: single.x, y: top, width: single.width, height: t), Rect(x: single.x, y: top + 2 * t, width: single.width, height: t)]
        }
        let dashes = decoration.pattern.dashes
        guard !dashes.isEmpty, t > 0 else { return lines }
        let unit = lines[0].height
        return lines.flatMap { line -> [Rect] in
            var rects: [Rect] = []
            var x = line.x
            var index = 0
            while x < line.maxX {
                let length = dashes[index % dashes.count] * unit
                if index % 2 == 0 { rects.append(Rect(x: x, y: line.y, width: min(length, line.maxX - x), height: line.height)) }
                x += length
                index += 1
            }
            return rects
        }
    }

    private func stroke(top: Double, thickness: Double) -> Rect? {
        horizontalExtent.map { Rect(x: $0.lowerBound, y: top, width: $0.upperBound - $0.lowerBound, height: thickness) }
    }
}
