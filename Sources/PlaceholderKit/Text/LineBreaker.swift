import CICU

/// Where lines may end, by UAX #14 through ICU.
enum LineBreaker {
    /// A place a line may end: before `units[offset]`; `isHard` when it must.
    struct Opportunity: Equatable {
        var offset: Int
        var isHard: Bool
    }

    /// Every line-break opportunity in `units`, ending with the end of the text. `language`
    /// selects ICU's tailoring (for example `ja` for Japanese kinsoku rules).
    static func opportunities(in units: [UInt16], language: String?) -> [Opportunity] {
        guard !units.isEmpty else { return [Opportunity(offset: 0, isHard: false)] }
        var result: [Opportunity] = []
        units.withUnsafeBufferPointer { text in
            guard let breaker = cicu_line_breaker(language ?? "", text.baseAddress, Int32(units.count)) else { return }
            defer { cicu_breaker_close(breaker) }
            while case let next = cicu_breaker_next(breaker), next >= 0 {
                let hard = cicu_breaker_is_hard(breaker) != 0 && next < units.count
                result.append(Opportunity(offset: Int(next), isHard: hard))
            }
        }
        if result.last?.offset != units.count { result.append(Opportunity(offset: units.count, isHard: false)) }
        return result
    }

    /// Splits `paragraph` into line ranges no wider than `width` points, greedily. Spaces
    /// at the end of a line hang past the edge and do not count; a segment wider than the
    /// line is broken between grapheme clusters. Each range includes its trailing spaces
    /// and hard separator (U+2028, VT, FF).
    static func lines(of paragraph: Paragraph, width: Double, language: String?) -> [Range<Int>] {
        let units = paragraph.units
        guard !units.isEmpty else { return [0..<0] }
        let breaks = opportunities(in: units, language: language)
        let tolerance = 1e-6
        var lines: [Range<Int>] = []
        var start = 0
        var lastFit: Int?
        var index = 0
        while index < breaks.count {
            let candidate = breaks[index]
            if paragraph.width(start..<contentEnd(units, start, candidate.offset)) <= width + tolerance {
                if candidate.isHard {
                    lines.append(start..<candidate.offset)
                    start = candidate.offset
                    lastFit = nil
                } else {
                    lastFit = candidate.offset
                }
                index += 1
            } else if let fit = lastFit, fit > start {
                lines.append(start..<fit)
                start = fit
                lastFit = nil
            } else {
                // The segment alone is wider than the line: break it between clusters.
                let end = clusterFit(paragraph, from: start, to: candidate.offset, width: width + tolerance)
                lines.append(start..<end)
                start = end
                lastFit = nil
                if end == candidate.offset { index += 1 }
            }
        }
        if start < units.count { lines.append(start..<units.count) }
        return lines
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

    /// The furthest grapheme boundary after `start` (at least one cluster) whose text fits.
    private static func clusterFit(_ paragraph: Paragraph, from start: Int, to limit: Int, width: Double) -> Int {
        var end = start
        for boundary in paragraph.clusterBoundaries where boundary > start && boundary <= limit {
            if end > start, paragraph.width(start..<contentEnd(paragraph.units, start, boundary)) > width { break }
            end = boundary
        }
        return max(end, min(limit, start + 1))
    }
}
