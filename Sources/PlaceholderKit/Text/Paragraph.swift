import CICU

/// One paragraph analysed for layout: bidi levels, grapheme clusters, a face per
/// cluster, runs of one face, script and direction (items), shaped, and the advance of
/// every UTF-16 unit for measuring line candidates.
final class Paragraph {
    /// A span shaped as one HarfBuzz run.
    struct Item {
        var range: Range<Int>
        var face: Face
        var rightToLeft: Bool
        var script: Int32
        var glyphs: [ShapedGlyph]
    }

    let units: [UInt16]
    let isRightToLeft: Bool
    let bidi: OpaquePointer
    private let bidiText: UnsafeMutableBufferPointer<UInt16>
    private(set) var clusterBoundaries: [Int] = []
    private(set) var items: [Item] = []
    /// prefixWidth[i] = advance, in points, of units[0..<i].
    private(set) var prefixWidth: [Double]
    let size: Double

    /// Analyses `units`. `level` forces the paragraph direction (0 or 1); nil takes it
    /// from the first strong character.
    init(units: [UInt16], size: Double, fallback: FontFallback, shaper: Shaper, language: String?, level: Int32? = nil) {
        self.units = units
        self.size = size
        bidi = cicu_bidi_open()!
        // ICU keeps a pointer to the text for setLine; this copy lives as long as `bidi`.
        bidiText = .allocate(capacity: max(1, units.count))
        _ = bidiText.initialize(from: units)
        var levels = [UInt8](repeating: 0, count: units.count)
        if cicu_bidi_set_paragraph(bidi, bidiText.baseAddress, Int32(units.count), level ?? -1) != 0 {
            _ = cicu_bidi_levels(bidi, &levels, Int32(units.count))
        }
        isRightToLeft = cicu_bidi_paragraph_level(bidi) & 1 == 1
        prefixWidth = [Double](repeating: 0, count: units.count + 1)
        clusterBoundaries = Self.graphemeBoundaries(units)
        items = itemize(levels: levels, fallback: fallback)
        for i in items.indices {
            let item = items[i]
            items[i].glyphs = shaper.shape(units[item.range], face: item.face, rightToLeft: item.rightToLeft,
                                           script: item.script, language: language)
        }
        var advance = [Double](repeating: 0, count: units.count)
        for item in items {
            let k = size / item.face.unitsPerEm
            for glyph in item.glyphs {
                advance[item.range.lowerBound + glyph.cluster] += Double(glyph.xAdvance) * k
            }
        }
        for i in 0..<units.count { prefixWidth[i + 1] = prefixWidth[i] + advance[i] }
    }

    deinit {
        cicu_bidi_close(bidi)
        bidiText.deallocate()
    }

    /// Width in points of units[range], as shaped for the whole paragraph.
    func width(_ range: Range<Int>) -> Double {
        prefixWidth[range.upperBound] - prefixWidth[range.lowerBound]
    }

    static func graphemeBoundaries(_ units: [UInt16]) -> [Int] {
        var boundaries = [0]
        guard !units.isEmpty else { return boundaries }
        units.withUnsafeBufferPointer { text in
            guard let breaker = cicu_character_breaker(text.baseAddress, Int32(units.count)) else { return }
            defer { cicu_breaker_close(breaker) }
            while case let next = cicu_breaker_next(breaker), next >= 0 { boundaries.append(Int(next)) }
        }
        if boundaries.last != units.count { boundaries.append(units.count) }
        return boundaries
    }

    private func itemize(levels: [UInt8], fallback: FontFallback) -> [Item] {
        var items: [Item] = []
        var previousFace: Face?
        var previousScript: Int32?
        // The script of leading neutral characters is the first real script that follows.
        let firstScript = UTF16Text.scalars(in: units, 0..<units.count).map(CharacterClass.script)
            .first { !CharacterClass.isNeutralScript($0) }
        for (start, end) in zip(clusterBoundaries, clusterBoundaries.dropFirst()) {
            let scalars = UTF16Text.scalars(in: units, start..<end)
            let face = fallback.face(for: scalars, previous: previousFace)
            let own = scalars.map(CharacterClass.script).first { !CharacterClass.isNeutralScript($0) }
            let script = own ?? previousScript ?? firstScript ?? CharacterClass.script(scalars[0])
            let rightToLeft = levels[start] & 1 == 1
            if var last = items.last, last.face == face, last.script == script, last.rightToLeft == rightToLeft,
               levels[last.range.lowerBound] == levels[start] {
                last.range = last.range.lowerBound..<end
                items[items.count - 1] = last
            } else {
                items.append(Item(range: start..<end, face: face, rightToLeft: rightToLeft, script: script, glyphs: []))
            }
            previousFace = face
            previousScript = script
        }
        return items
    }
}
