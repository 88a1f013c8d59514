import CICU
import PlaceholderImage

/// ICU's break iterators: UAX #14 line-break opportunities and UAX #29 grapheme clusters.
///
/// Opening an ICU iterator reads its rules anew (tens of microseconds, most of the layout
/// of a text of many short paragraphs, which opened two per paragraph), so each kind and
/// tailoring is opened once, as a pattern, and cloned for every text.
enum BreakIterator {
    /// Every line-break opportunity after the start of `units`: the offset a line may end
    /// at, and whether it must (a hard break). `language` picks ICU's tailoring.
    static func lineBreaks(_ units: [UInt16], language: String?) throws -> [(offset: Int, isHard: Bool)] {
        try boundaries(units, of: .line(locale: language ?? ""))
    }

    /// The grapheme cluster boundaries of `units`, from 0 to `units.count`.
    static func graphemeBoundaries(_ units: [UInt16]) throws -> [Int] {
        [0] + (try boundaries(units, of: .character)).map(\.offset)
    }

    private static func boundaries(_ units: [UInt16], of kind: Kind) throws -> [(offset: Int, isHard: Bool)] {
        guard !units.isEmpty else { return [] }
        let pattern = try Pattern.shared(kind)
        return try units.withUnsafeBufferPointer { text in
            var status: Int32 = 0
            let breaker = cicu_breaker_clone(pattern.pointer, text.baseAddress, try LayoutError.length(units.count, for: "ubrk_clone"), &status)
            try LayoutError.checkICU(status, "ubrk_clone")
            guard let breaker else { throw LayoutError(call: "ubrk_clone", code: "no iterator") }
            defer { cicu_breaker_close(breaker) }
            var result: [(offset: Int, isHard: Bool)] = []
            while case let next = cicu_breaker_next(breaker), next >= 0 {
                result.append((Int(next), cicu_breaker_is_hard(breaker) != 0))
            }
            if result.last?.offset != units.count { result.append((units.count, false)) }
            return result
        }
    }

    /// What an iterator finds: line breaks with a locale's tailoring, or grapheme clusters.
    private enum Kind: Hashable, Sendable {
        case line(locale: String)
        case character
    }

    /// An iterator over no text, kept to be cloned; closed when dropped.
    private final class Pattern: @unchecked Sendable {
        // @unchecked: `pointer` is only cloned after init, which ICU makes thread safe.
        let pointer: OpaquePointer

        /// The patterns opened so far. Locales come from specs, so at most `capacity` are
        /// kept; past it a pattern is opened for each use.
        private static let cache = Mutex<[Kind: Pattern]>([:])
        private static let capacity = 64

        /// The pattern of `kind`, opened on first use.
        static func shared(_ kind: Kind) throws -> Pattern {
            if let hit = cache.withLock({ $0[kind] }) { return hit }
            let made = try Pattern(kind)
            return cache.withLock { cache in
                if let hit = cache[kind] { return hit }
                if cache.count < capacity { cache[kind] = made }
                return made
            }
        }

        private init(_ kind: Kind) throws {
            var status: Int32 = 0
            let call: String
            let opened: OpaquePointer?
            switch kind {
            case .line(let locale):
                call = "ubrk_open(UBRK_LINE)"
                opened = cicu_line_breaker(locale, nil, 0, &status)
            case .character:
                call = "ubrk_open(UBRK_CHARACTER)"
                opened = cicu_character_breaker(nil, 0, &status)
            }
            try LayoutError.checkICU(status, call)
            guard let opened else { throw LayoutError(call: call, code: "no iterator") }
            pointer = opened
        }

        deinit { cicu_breaker_close(pointer) }
    }
}
