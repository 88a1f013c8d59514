/// A run's attributes as the engine uses them: its font's fallback chain (whose primary
/// face is the run's font) and its point size.
struct RunStyle {
    let fallback: FontFallback
    let attributes: TextAttributes
    /// Points added after each character: the run's `kern`, else its font's tracking
    /// (`FontTracking`; `auto` is the system font's own, by its primary face and size).
    let spacing: Double
    /// The first of the layout's styles whose `TextAttributes.shapingKey` is this one's
    /// (this one when none before it is): text of the styles that share it is shaped as
    /// one, and only painted by its own style.
    let shaping: Int

    init(fallback: FontFallback, attributes: TextAttributes, shaping: Int) {
        self.fallback = fallback
        self.attributes = attributes
        self.shaping = shaping
        let font = attributes.font
        switch font.tracking {
        case _ where attributes.kern != 0: spacing = attributes.kern
        case .auto: spacing = font.isSystem ? SystemFontTracking.points(face: fallback.primary, size: font.size) : 0
        case .none: spacing = 0
        case .points(let points): spacing = points
        }
    }

    var primary: Face { fallback.primary }
    var size: Double { attributes.font.size }
}

/// Which style (an index into the layout's ``RunStyle``s) covers which UTF-16 units.
struct StyleSpan: Equatable {
    var range: Range<Int>
    var style: Int
}

extension Array where Element == StyleSpan {
    /// The spans over `range` (sorted, contiguous spans), cut to it and counted from its start.
    func slice(_ range: Range<Int>) -> [StyleSpan] {
        var result: [StyleSpan] = []
        var index = partitionPoint { $0.range.upperBound > range.lowerBound }
        while index < count, self[index].range.lowerBound < range.upperBound {
            let cut = self[index].range.clamped(to: range)
            if !cut.isEmpty {
                result.append(StyleSpan(range: (cut.lowerBound - range.lowerBound)..<(cut.upperBound - range.lowerBound),
                                        style: self[index].style))
            }
            index += 1
        }
        return result
    }

    /// The style at `offset`: the span holding it, or the one ending there; `fallback`
    /// when there is none.
    func style(at offset: Int, fallback: Int) -> Int {
        let index = partitionPoint { $0.range.upperBound > offset }
        if index < count, self[index].range.contains(offset) { return self[index].style }
        return index > 0 ? self[index - 1].style : first?.style ?? fallback
    }
}
