import PlaceholderModel

/// Where lines end: UAX #14 opportunities through ICU, chosen greedily with the widths the
/// lines will be drawn at.
package enum LineBreaker {
    /// A place a line may end: before `units[offset]`; `isHard` when it must.
    struct Opportunity: Equatable {
        var offset: Int
        var isHard: Bool
    }

    /// How much wider than the line a candidate may measure and still fit: rounding only.
    package static let tolerance = 1e-6

    /// Every line-break opportunity in `units`, ending with the end of the text. `language`
    /// selects ICU's tailoring (for example `ja` for Japanese kinsoku rules).
    static func opportunities(in units: [UInt16], language: String?) throws -> [Opportunity] {
        guard !units.isEmpty else { return [Opportunity(offset: 0, isHard: false)] }
        return try BreakIterator.lineBreaks(units, language: language).map { boundary in
            Opportunity(offset: boundary.offset, isHard: boundary.isHard && boundary.offset < units.count)
        }
    }

    /// Splits `paragraph` into line ranges no wider than `width` points (the first no
    /// wider than `firstWidth`, when given), greedily. Spaces
    /// at the end of a line hang past the edge and do not count; a segment wider than the
    /// line is broken between grapheme clusters. Each range includes its trailing spaces
    /// and hard separator (U+2028, VT, FF). Time grows linearly with the text (times the
    /// logarithm of a line's length), however long its words.
    ///
    /// `mode` picks the opportunities: UAX #14's for `LineBreakMode.byWordWrapping`;
    /// every grapheme boundary not followed by whitespace, and UAX #14's hard breaks, for
    /// `LineBreakMode.byCharWrapping`; only the hard breaks for the modes that keep a
    /// paragraph on one line (each range is then a line, however wide).
    static func lines(of paragraph: Paragraph, width: Double, firstWidth: Double? = nil, language: String?,
                      mode: LineBreakMode = .byWordWrapping) throws -> [Range<Int>] {
        try lines(of: paragraph, width: width, firstWidth: firstWidth, language: language, mode: mode, hyphenation: nil).ranges
    }

    /// How a paragraph hyphenates: UIKit's `hyphenationFactor` (0…1) and the dictionary.
    struct Hyphenation {
        var factor: Double
        var hyphenator: Hyphenator
    }

    /// The hyphen a hyphenated line ends with (U+2010 HYPHEN).
    static let hyphen: UInt16 = 0x2010

    /// ``lines(of:width:firstWidth:language:mode:)`` with `hyphenation`: where a line broken
    /// between words would be filled less than the factor (its width over the line's), the
    /// next word is broken at its last dictionary point at which it and a hyphen still fit,
    /// as UIKit does; `hyphenated` holds the ends of the lines broken so (each drawn with
    /// ``hyphen`` after it).
    static func lines(of paragraph: Paragraph, width: Double, firstWidth: Double? = nil, language: String?,
                      mode: LineBreakMode = .byWordWrapping, hyphenation: Hyphenation?) throws -> (ranges: [Range<Int>], hyphenated: Set<Int>) {
        var hyphenated = Set<Int>()
        let units = paragraph.units
        guard !units.isEmpty else { return ([0..<0], []) }
        var breaks = try opportunities(in: units, language: language)
        switch mode {
        case .byWordWrapping:
            break
        case .byCharWrapping:
            let hard = Set(breaks.filter(\.isHard).map(\.offset))
            breaks = paragraph.clusterBoundaries.filter { offset in
                offset > 0 && (offset == units.count || hard.contains(offset)
                    || !(Unicode.Scalar(units[offset]).map(CharacterClass.isWhitespace) ?? false))
            }.map { Opportunity(offset: $0, isHard: hard.contains($0)) }
        case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
            var lines: [Range<Int>] = []
            var start = 0
            for hard in breaks where hard.isHard {
                lines.append(start..<hard.offset)
                start = hard.offset
            }
            if start < units.count || lines.isEmpty { lines.append(start..<units.count) }
            return (lines, [])
        }
        var lines: [Range<Int>] = []
        var start = 0
        var lastFit: Int?
        var index = 0
        while index < breaks.count {
            let candidate = breaks[index]
            // The paragraph's first line may have a width of its own (a first-line indent).
            let width = lines.isEmpty ? firstWidth ?? width : width
            if fits(paragraph, start, candidate.offset, width: width) {
                if candidate.isHard {
                    lines.append(start..<candidate.offset)
                    start = candidate.offset
                    lastFit = nil
                } else {
                    lastFit = candidate.offset
                }
                index += 1
            } else if let fit = lastFit, fit > start {
                if let hyphenation, let point = try hyphenationPoint(paragraph, start: start, wordStart: fit, wordEnd: candidate.offset,
                                                                      width: width, hyphenation) {
                    lines.append(start..<point)
                    hyphenated.insert(point)
                    start = point
                    lastFit = nil
                    continue
                }
                lines.append(start..<fit)
                start = fit
                lastFit = nil
            } else {
                // The segment alone is wider than the line: break it between clusters.
                let end = clusterFit(paragraph, from: start, to: candidate.offset, width: width)
                lines.append(start..<end)
                start = end
                lastFit = nil
                if end == candidate.offset { index += 1 }
            }
        }
        if start < units.count { lines.append(start..<units.count) }
        return (lines, hyphenated)
    }

    /// Where the word at `wordStart..<wordEnd` (its letters, up to the first other
    /// character) breaks to end the line from `start`, or nil: when the line without it
    /// fills at least the factor of `width`, or no point of the word fits with a hyphen.
    private static func hyphenationPoint(_ paragraph: Paragraph, start: Int, wordStart: Int, wordEnd: Int, width: Double,
                                         _ hyphenation: Hyphenation) throws -> Int? {
        let units = paragraph.units
        guard width > 0, paragraph.width(start..<contentEnd(units, start, wordStart)) / width < hyphenation.factor else { return nil }
        var letters = wordStart
        while letters < wordEnd, case let scalar = UTF16Text.scalar(in: units, at: letters), scalar.properties.isAlphabetic { letters += scalar.utf16.count }
        for point in hyphenation.hyphenator.points(in: Array(units[wordStart..<letters])).reversed() {
            let line = try paragraph.appending(hyphen, after: start..<(wordStart + point))
            if line.width(0..<line.units.count) <= width + tolerance { return wordStart + point }
        }
        return nil
    }

    /// Whether units[start..<end], without trailing whitespace, fits in `width` as drawn.
    /// Candidates far wider by the paragraph's own widths are ruled out without measuring,
    /// so a long remainder is never reshaped.
    static func fits(_ paragraph: Paragraph, _ start: Int, _ end: Int, width: Double) -> Bool {
        let content = start..<contentEnd(paragraph.units, start, end)
        if isSurelyWider(paragraph, content, than: width) { return false }
        return paragraph.width(content) <= width + tolerance
    }

    /// Whether `paragraph`'s `content` is so much wider than `width` by its estimated
    /// widths (the sum of its items' advances) that measuring it as drawn is not needed:
    /// shaping across a break moves a width by far less than half a line and four ems.
    static func isSurelyWider(_ paragraph: Paragraph, _ content: Range<Int>, than width: Double) -> Bool {
        paragraph.estimatedWidth(content) > width * 1.5 + paragraph.largestSize * 4
    }

    /// The end of `units[start..<end]` without trailing whitespace and separators.
    static func contentEnd(_ units: [UInt16], _ start: Int, _ end: Int) -> Int {
        var end = end
        // Every whitespace character is in the BMP; a surrogate half is never whitespace.
        while end > start, let scalar = Unicode.Scalar(units[end - 1]), CharacterClass.isWhitespace(scalar) {
            end -= 1
        }
        return end
    }

    /// The furthest grapheme boundary in (start, limit] up to which the text fits, found
    /// by binary search; at least one cluster, so a cluster wider than the line stands alone.
    private static func clusterFit(_ paragraph: Paragraph, from start: Int, to limit: Int, width: Double) -> Int {
        let boundaries = paragraph.clusterBoundaries
        let first = boundaries.partitionPoint { $0 > start }
        let end = boundaries.partitionPoint { $0 > limit }
        guard first < end else { return min(limit, start + 1) }
        let low = boundaries.partitionPoint(in: first..<end) { !fits(paragraph, start, $0, width: width) }
        return boundaries[max(first, low - 1)]
    }
}

extension Array {
    /// The index of the first element of `range` (the whole array by default) for which
    /// `predicate` is true, where it is false for a prefix of the range and true for the
    /// rest: a binary search, `predicate` called about log₂(count) times.
    func partitionPoint(in range: Range<Int>? = nil, _ predicate: (Element) throws -> Bool) rethrows -> Int {
        var low = range?.lowerBound ?? 0, high = range?.upperBound ?? count
        while low < high {
            let middle = (low + high) / 2
            if try predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
