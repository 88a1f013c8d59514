import CICU
import PlaceholderModel


/// ICU's bidi algorithm over one paragraph, owned: the embedding levels, the paragraph
/// direction and, for any line of it, the visual runs.
final class BidiParagraph {
    /// The paragraph direction to use when the text has no strong character.
    enum Direction { case leftToRight, rightToLeft }

    private let pointer: OpaquePointer
    /// ICU keeps a pointer to the text for setLine; this copy lives as long as `pointer`.
    private let text: UnsafeMutableBufferPointer<UInt16>
    /// The embedding level of every UTF-16 unit.
    let levels: [UInt8]
    let isRightToLeft: Bool

    /// Runs the algorithm on `units`. `forced` fixes the paragraph direction; otherwise it
    /// comes from the first strong character, or `neutral` when there is none.
    init(_ units: [UInt16], forced: Direction? = nil, neutral: Direction = .leftToRight) throws {
        var status: Int32 = 0
        let opened = cicu_bidi_open(&status)
        try LayoutError.checkICU(status, "ubidi_open")
        guard let opened else { throw LayoutError(call: "ubidi_open", code: "no object") }
        pointer = opened
        text = .allocate(capacity: max(1, units.count))
        // ICU ends a paragraph at every character of bidi class B; inside one of ours (split
        // at LF, CR, NEL and PS) those left are the information separators U+001C–U+001E,
        // which ubidi_setLine then refuses to cross. They run as U+001F (class S, segment
        // separator) instead: a separator inside the line, at the paragraph's level.
        _ = text.initialize(from: units.lazy.map { (0x1C...0x1E).contains($0) ? 0x1F : $0 })
        do {
            let level: Int32 = switch forced {
            case .leftToRight: 0
            case .rightToLeft: 1
            case nil: neutral == .leftToRight ? -1 : -2
            }
            let length = try LayoutError.length(units.count, for: "ubidi_setPara")
            try LayoutError.checkICU(cicu_bidi_set_paragraph(opened, text.baseAddress, length, level), "ubidi_setPara")
            var levels = [UInt8](repeating: 0, count: units.count)
            try LayoutError.checkICU(cicu_bidi_levels(opened, &levels, length), "ubidi_getLevels")
            self.levels = levels
        } catch {
            cicu_bidi_close(opened)
            text.deallocate()
            throw error
        }
        isRightToLeft = cicu_bidi_paragraph_level(opened) & 1 == 1
    }

    deinit {
        cicu_bidi_close(pointer)
        text.deallocate()
    }

    /// The visual runs of the line [start, limit), left to right: logical ranges and
    /// whether each runs right to left (rule L1 applied to trailing whitespace).
    func visualRuns(_ range: Range<Int>) throws -> [(range: Range<Int>, rightToLeft: Bool)] {
        guard !range.isEmpty else { return [] }
        var status: Int32 = 0
        let line = cicu_bidi_open(&status)
        try LayoutError.checkICU(status, "ubidi_open")
        guard let line else { throw LayoutError(call: "ubidi_open", code: "no object") }
        defer { cicu_bidi_close(line) }
        // ICU refuses a line outside the paragraph (U_ILLEGAL_ARGUMENT_ERROR).
        try LayoutError.checkICU(cicu_bidi_set_line(pointer, try LayoutError.length(range.lowerBound, for: "ubidi_setLine"),
                                                    try LayoutError.length(range.upperBound, for: "ubidi_setLine"), line), "ubidi_setLine")
        let count = cicu_bidi_run_count(line, &status)
        try LayoutError.checkICU(status, "ubidi_countRuns")
        return (0..<count).map { index in
            var start: Int32 = 0
            var length: Int32 = 0
            let rightToLeft = cicu_bidi_visual_run(line, index, &start, &length) != 0
            // Summed as Int: two 32-bit figures of ICU's may not fit 32 bits together.
            let lower = range.lowerBound + Int(start), upper = lower + Int(length)
            return (min(lower, range.upperBound)..<min(max(lower, upper), range.upperBound), rightToLeft)
        }
    }
}

extension WritingDirection {
    /// The direction forced on the bidi algorithm; nil for natural.
    var forced: BidiParagraph.Direction? {
        switch self {
        case .natural: return nil
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        }
    }
}
