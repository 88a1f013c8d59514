import PlaceholderImage

/// One paragraph analysed for layout: bidi levels, grapheme clusters, a face per cluster,
/// items (runs of one style, face, script and direction; every tab alone) shaped once, and
/// what a line needs from them: exact widths and glyphs for any range. Styles (a font and
/// size each) come from the layout's runs; an item never spans two that shape differently
/// (`TextAttributes.shapingKey`), and spans any that differ only in paint: which style
/// paints a glyph is the span's that holds its cluster's first character.
///
/// Widths and glyphs come from one decomposition (``segments(_:)``), so the width that
/// chooses a line break is the width that is drawn. Where a cut falls on a position
/// HarfBuzz marks safe to break, the paragraph's own shaping is reused; where it is not
/// (a kerned pair, a ligature, Arabic joining), only the stretch up to the nearest safe
/// position is shaped anew, as Pango and Blink do.
final class Paragraph {
    /// A span shaped as one HarfBuzz run; also a piece of a line (``pieces(_:)``), whose
    /// glyph clusters count from its own start.
    struct Item: Sendable {
        var range: Range<Int>
        var face: Face
        /// The style the item is shaped with, an index into ``Paragraph/styles``: the
        /// ``RunStyle/shaping`` of every style it covers. (Its glyphs are painted by
        /// ``Paragraph/spans``.)
        var style: Int
        /// The point size of the style.
        var size: Double
        var rightToLeft: Bool
        var script: Int32
        /// One tab character, drawn as a space and advanced to the next tab stop.
        var isTab: Bool
        /// Points added after each character (its style's spacing: kern, else tracking).
        var kern: Double
        /// What the item is shaped with besides HarfBuzz's defaults (its style's).
        var features: [String]
        var glyphs: [ShapedGlyph] = []

        /// Points per font unit.
        var scale: Double { size / face.unitsPerEm }

        /// The advance in points of glyph `i` of `glyphs` (in visual order) shaped with the
        /// item's face: its own, and the kern when it is the last glyph of its cluster.
        func advance(_ i: Int, of glyphs: [ShapedGlyph]) -> Double {
            let endsCluster = kern != 0 && (i + 1 == glyphs.count || glyphs[i + 1].cluster != glyphs[i].cluster)
            return Double(glyphs[i].xAdvance) * scale + (endsCluster ? kern : 0)
        }

        /// The advance in points of each of `glyphs`.
        func advances(of glyphs: [ShapedGlyph]) -> [Double] { glyphs.indices.map { advance($0, of: glyphs) } }

        /// The advance in points of `glyphs` together (measured for every line candidate:
        /// no array is made).
        func advance(of glyphs: [ShapedGlyph]) -> Double {
            glyphs.indices.reduce(0) { $0 + advance($1, of: glyphs) }
        }
    }

    /// A stretch of one item and how its glyphs are had.
    struct Segment: Equatable {
        var item: Int
        var range: Range<Int>
        /// Shaped anew (a cut that is not safe to break); else a slice of the item's glyphs.
        var reshaped: Bool
    }

    let units: [UInt16]
    /// The layout's styles, and which covers which units of the paragraph.
    let styles: [RunStyle]
    let spans: [StyleSpan]
    /// The style of a line with no glyphs (an empty paragraph).
    let emptyStyle: Int
    /// The largest point size of the paragraph's styles.
    let largestSize: Double
    let language: String?
    let bidi: BidiParagraph
    /// Offsets of grapheme cluster boundaries, from 0 to `units.count`.
    let clusterBoundaries: [Int]
    let items: [Item]
    private let shaper: Shaper
    // Every property is set once, in init: reading a constant of a class needs no
    // run-time exclusivity check, which a variable's element would cost each time.
    /// prefixWidth[i]: advance in points of units[0..<i] as the paragraph is shaped.
    private let prefixWidth: [Double]
    /// safe[i]: a line may start or end before units[i] keeping the paragraph's glyphs.
    private let safe: [Bool]
    /// The nearest safe offset at or after / at or before each offset.
    private let nextSafe: [Int32]
    private let previousSafe: [Int32]
    /// For an offset inside an item: how many of the item's glyphs, in logical order,
    /// belong to clusters before it.
    private let glyphsBefore: [Int32]
    /// Whether any item is a tab (whose width depends on where the line starts).
    private let hasTabs: Bool

    var isRightToLeft: Bool { bidi.isRightToLeft }

    /// Analyses `units`, styled by `spans` (contiguous, from 0 to the end) of `styles`;
    /// `emptyStyle` gives the metrics of a line without glyphs. `direction` forces the
    /// paragraph direction; otherwise it comes from the first strong character, or from
    /// `language` when there is none.
    init(units: [UInt16], styles: [RunStyle], spans: [StyleSpan], emptyStyle: Int, shaper: Shaper, language: String?,
         direction: BidiParagraph.Direction? = nil) throws {
        self.units = units
        self.styles = styles
        self.spans = spans
        self.emptyStyle = emptyStyle
        largestSize = spans.map { styles[$0.style].size }.max() ?? styles[emptyStyle].size
        self.language = language
        self.shaper = shaper
        let neutral: BidiParagraph.Direction = language.flatMap(LanguageTag.init)?.isRightToLeft == true ? .rightToLeft : .leftToRight
        bidi = try BidiParagraph(units, forced: direction, neutral: neutral)
        clusterBoundaries = try BreakIterator.graphemeBoundaries(units)
        let items = try Self.shaped(Self.itemize(units, clusterBoundaries: clusterBoundaries, spans: spans, styles: styles, levels: bidi.levels),
                                    units: units, shaper: shaper, language: language)
        self.items = items
        hasTabs = items.contains(where: \.isTab)
        (prefixWidth, safe, nextSafe, previousSafe, glyphsBefore) = Self.indexGlyphs(items, count: units.count)
    }

    /// `units[range]` and `unit` after it (a hyphen ending a line), as a paragraph of its
    /// own in this one's direction: `unit` in the style of the character before it.
    func appending(_ unit: UInt16, after range: Range<Int>) throws -> Paragraph {
        var pieces = spans.slice(range)
        let style = pieces.last?.style ?? spans.style(at: range.lowerBound, fallback: emptyStyle)
        pieces.append(StyleSpan(range: range.count..<(range.count + 1), style: style))
        return try Paragraph(units: Array(units[range]) + [unit], styles: styles, spans: pieces, emptyStyle: style, shaper: shaper,
                             language: language, direction: isRightToLeft ? .rightToLeft : .leftToRight)
    }

    // MARK: Measuring

    /// The width in points of `range` laid out as the start of a line (tab stops count
    /// from its start): exactly the advance of the glyphs ``pieces(_:)`` gives.
    func width(_ range: Range<Int>) -> Double {
        // Every item boundary is safe, so with safe ends and no tab the paragraph's own
        // advances are exactly the glyphs ``pieces(_:)`` gives.
        if !hasTabs, safe[range.lowerBound], safe[range.upperBound] { return estimatedWidth(range) }
        var pen = 0.0
        for segment in segments(range) {
            let item = items[segment.item]
            if item.isTab {
                pen = TabStops.next(after: pen)
            } else if segment.reshaped {
                pen += item.advance(of: reshape(segment))
            } else {
                pen += prefixWidth[segment.range.upperBound] - prefixWidth[segment.range.lowerBound]
            }
        }
        return pen
    }

    /// The width of `range` from the paragraph's shaping alone, ignoring tab stops and
    /// reshaping: cheap, and close enough to rule out candidates far too wide.
    func estimatedWidth(_ range: Range<Int>) -> Double {
        prefixWidth[range.upperBound] - prefixWidth[range.lowerBound]
    }

    /// The glyphs of `range` as pieces of items, in logical order, each piece's glyphs in
    /// visual order.
    func pieces(_ range: Range<Int>) -> [Item] {
        segments(range).map { segment in
            var piece = items[segment.item]
            piece.glyphs = segment.reshaped ? reshape(segment) : slice(piece, segment.range)
            piece.range = segment.range
            return piece
        }
    }

    /// `range` cut into stretches of one item; where an item is cut at a position that is
    /// not safe to break, the stretch up to the nearest safe position is reshaped.
    func segments(_ range: Range<Int>) -> [Segment] {
        guard !range.isEmpty else { return [] }
        var result: [Segment] = []
        var index = itemIndex(containing: range.lowerBound)
        while index < items.count, items[index].range.lowerBound < range.upperBound {
            let item = items[index]
            let cut = item.range.clamped(to: range)
            if item.isTab || (safe[cut.lowerBound] && safe[cut.upperBound]) {
                result.append(Segment(item: index, range: cut, reshaped: false))
            } else {
                let start = safe[cut.lowerBound] ? cut.lowerBound : min(Int(nextSafe[cut.lowerBound]), cut.upperBound)
                let end = safe[cut.upperBound] ? cut.upperBound : max(Int(previousSafe[cut.upperBound]), start)
                if start >= end {
                    result.append(Segment(item: index, range: cut, reshaped: true))
                } else {
                    if cut.lowerBound < start { result.append(Segment(item: index, range: cut.lowerBound..<start, reshaped: true)) }
                    result.append(Segment(item: index, range: start..<end, reshaped: false))
                    if end < cut.upperBound { result.append(Segment(item: index, range: end..<cut.upperBound, reshaped: true)) }
                }
            }
            index += 1
        }
        return result
    }

    /// A segment's stretch shaped on its own.
    private func reshape(_ segment: Segment) -> [ShapedGlyph] {
        let item = items[segment.item]
        return shaper.shape(units[segment.range], face: item.face, rightToLeft: item.rightToLeft, script: item.script,
                            language: language, features: item.features)
    }

    /// `range` shaped on its own with the face and script of `piece`, in `rightToLeft`.
    func shape(_ range: Range<Int>, like piece: Item, rightToLeft: Bool) -> [ShapedGlyph] {
        shaper.shape(units[range], face: piece.face, rightToLeft: rightToLeft, script: piece.script, language: language,
                     features: piece.features)
    }

    /// The index of the item holding `offset` (the last item for the end).
    private func itemIndex(containing offset: Int) -> Int {
        items.partitionPoint { $0.range.upperBound > offset }
    }

    /// The item's glyphs of clusters in `range`, clusters counted from its start.
    private func slice(_ item: Item, _ range: Range<Int>) -> [ShapedGlyph] {
        if range == item.range { return item.glyphs }
        func before(_ offset: Int) -> Int {
            offset == item.range.lowerBound ? 0 : offset == item.range.upperBound ? item.glyphs.count : Int(glyphsBefore[offset])
        }
        let (first, last) = (before(range.lowerBound), before(range.upperBound))
        let count = item.glyphs.count
        let indices = item.rightToLeft ? (count - last)..<(count - first) : first..<last
        let shift = Int(range.lowerBound - item.range.lowerBound)
        return item.glyphs[indices].map { glyph in
            var glyph = glyph
            glyph.cluster -= shift
            return glyph
        }
    }

    // MARK: Analysis

    /// The paragraph length from which its items are shaped in two halves at the same
    /// time (shaping is most of a long paragraph's analysis).
    static let halvedShapingLength = 10_000

    /// `items` with their glyphs: each shaped on its own (in two halves side by side for
    /// a long paragraph; the glyphs do not depend on the order).
    private static func shaped(_ items: [Item], units: [UInt16], shaper: Shaper, language: String?) throws -> [Item] {
        @Sendable func shaped(_ part: ArraySlice<Item>) -> [Item] {
            part.map { item in
                var item = item
                item.glyphs = shaper.shape(units[item.range], face: item.face, rightToLeft: item.rightToLeft, script: item.script,
                                           language: language, features: item.features)
                return item
            }
        }
        guard units.count >= halvedShapingLength, items.count > 1 else { return shaped(items[...]) }
        // The halves hold about as many units each.
        let middle = items.partitionPoint { $0.range.lowerBound >= units.count / 2 }
        let (first, second) = try concurrently({ shaped(items[..<middle]) }, { shaped(items[middle...]) })
        return first + second
    }

    /// `units` cut into items: runs of clusters of one shaping style, face, script and bidi level
    /// (every tab alone), not yet shaped.
    private static func itemize(_ units: [UInt16], clusterBoundaries: [Int], spans: [StyleSpan], styles: [RunStyle],
                                levels: [UInt8]) -> [Item] {
        var items: [Item] = []
        var previousScript: Int32?
        var previousFace: Face?
        var previousStyle: Int?
        var span = 0
        // The script of leading neutral characters is the first real script that follows.
        let firstScript = UTF16Text.scalars(in: units, 0..<units.count).lazy.map(CharacterClass.script)
            .first { !CharacterClass.isNeutralScript($0) }
        // One cluster's scalars, in a buffer kept from cluster to cluster.
        var scalars: [Unicode.Scalar] = []
        for (start, end) in zip(clusterBoundaries, clusterBoundaries.dropFirst()) {
            scalars.removeAll(keepingCapacity: true)
            UTF16Text.appendScalars(in: units, start..<end, to: &scalars)
            let isTab = scalars.count == 1 && scalars[0] == "\t"
            while spans[span].range.upperBound <= start { span += 1 }
            // Styles that differ only in paint are one text to shape.
            let style = styles[spans[span].style].shaping
            // Text of another style follows its own font: the face before it is not carried over.
            if style != previousStyle { previousFace = nil }
            let fallback = styles[style].fallback
            let face = isTab ? fallback.primary : fallback.face(for: scalars, previous: previousFace)
            let own = scalars.lazy.map(CharacterClass.script).first { !CharacterClass.isNeutralScript($0) }
            let script = own ?? previousScript ?? firstScript ?? CharacterClass.script(scalars[0])
            let rightToLeft = levels[start] & 1 == 1
            if !isTab, let last = items.last, !last.isTab, last.style == style, last.face == face, last.script == script,
               last.rightToLeft == rightToLeft, levels[last.range.lowerBound] == levels[start] {
                items[items.count - 1].range = last.range.lowerBound..<end
            } else {
                let attributes = styles[style].attributes
                items.append(Item(range: start..<end, face: face, style: style, size: styles[style].size,
                                  rightToLeft: rightToLeft, script: script, isTab: isTab, kern: isTab ? 0 : styles[style].spacing,
                                  features: attributes.shapingFeatures))
            }
            previousScript = script
            previousFace = face
            previousStyle = style
        }
        return items
    }

    /// The prefix widths, the safe-to-break positions (and the nearest ones either side)
    /// and the glyph counts of the `count` units the shaped `items` cover.
    private static func indexGlyphs(_ items: [Item], count: Int) -> (prefixWidth: [Double], safe: [Bool], nextSafe: [Int32],
                                                                     previousSafe: [Int32], glyphsBefore: [Int32]) {
        var prefixWidth = [Double](repeating: 0, count: count + 1)
        var safe = [Bool](repeating: false, count: count + 1)
        var nextSafe = [Int32](repeating: 0, count: count + 1)
        var previousSafe = [Int32](repeating: 0, count: count + 1)
        var glyphsBefore = [Int32](repeating: 0, count: count + 1)
        var advance = [Double](repeating: 0, count: count)
        var starts = [Bool](repeating: false, count: count + 1)
        var unsafe = [Bool](repeating: false, count: count + 1)
        var glyphCounts = [Int32](repeating: 0, count: count + 1)
        for item in items {
            let base = item.range.lowerBound
            for (glyph, glyphAdvance) in zip(item.glyphs, item.advances(of: item.glyphs)) {
                let offset = base + glyph.cluster
                advance[offset] += glyphAdvance
                starts[offset] = true
                glyphCounts[offset] &+= 1
                if glyph.unsafeToBreak { unsafe[offset] = true }
            }
            var running: Int32 = 0
            for offset in item.range {
                glyphsBefore[offset] = running
                // At most the item's glyphs: HarfBuzz counts them in 32 bits.
                running &+= glyphCounts[offset]
                safe[offset] = starts[offset] && !unsafe[offset]
            }
            safe[item.range.lowerBound] = true
        }
        safe[count] = true
        safe[0] = true
        for i in 0..<count { prefixWidth[i + 1] = prefixWidth[i] + advance[i] }
        // The paragraph's bidi analysis took its length as 32 bits (LayoutError.length),
        // so every offset up to `count` fits.
        var next = Int32(truncatingIfNeeded: count)
        for i in stride(from: count, through: 0, by: -1) {
            if safe[i] { next = Int32(truncatingIfNeeded: i) }
            nextSafe[i] = next
        }
        var previous: Int32 = 0
        for i in 0...count {
            if safe[i] { previous = Int32(truncatingIfNeeded: i) }
            previousSafe[i] = previous
        }
        return (prefixWidth, safe, nextSafe, previousSafe, glyphsBefore)
    }
}
