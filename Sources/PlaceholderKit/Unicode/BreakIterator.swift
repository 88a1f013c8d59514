import CICU

/// ICU's break iterators: UAX #14 line-break opportunities and UAX #29 grapheme clusters.
enum BreakIterator {
    /// Every line-break opportunity after the start of `units`: the offset a line may end
    /// at, and whether it must (a hard break). `language` picks ICU's tailoring.
    static func lineBreaks(_ units: [UInt16], language: String?) throws -> [(offset: Int, isHard: Bool)] {
        try boundaries(units, call: "ubrk_open(UBRK_LINE)") { text, status in
            cicu_line_breaker(language ?? "", text, Int32(units.count), &status)
        }
    }

    /// The grapheme cluster boundaries of `units`, from 0 to `units.count`.
    static func graphemeBoundaries(_ units: [UInt16]) throws -> [Int] {
        [0] + (try boundaries(units, call: "ubrk_open(UBRK_CHARACTER)") { text, status in
            cicu_character_breaker(text, Int32(units.count), &status)
        }).map(\.offset)
    }

    private static func boundaries(_ units: [UInt16], call: String,
                                   open: (UnsafePointer<UInt16>?, inout Int32) -> OpaquePointer?) throws -> [(offset: Int, isHard: Bool)] {
        guard !units.isEmpty else { return [] }
        return try units.withUnsafeBufferPointer { text in
            var status: Int32 = 0
            let breaker = open(text.baseAddress, &status)
            try LayoutError.checkICU(status, call)
            guard let breaker else { throw LayoutError(call: call, code: "no iterator") }
            defer { cicu_breaker_close(breaker) }
            var result: [(offset: Int, isHard: Bool)] = []
            while case let next = cicu_breaker_next(breaker), next >= 0 {
                result.append((Int(next), cicu_breaker_is_hard(breaker) != 0))
            }
            if result.last?.offset != units.count { result.append((units.count, false)) }
            return result
        }
    }
}
