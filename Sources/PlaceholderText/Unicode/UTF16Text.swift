/// Helpers over UTF-16 code units, the unit ICU and HarfBuzz index text by.
enum UTF16Text {
    /// The scalar starting at `index` (a lone surrogate reads as U+FFFD).
    static func scalar(in units: [UInt16], at index: Int) -> Unicode.Scalar {
        let unit = units[index]
        if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
            // A lead and a trail surrogate always make a scalar of U+10000…U+10FFFF.
            let (lead, trail) = (UInt32(truncatingIfNeeded: unit), UInt32(truncatingIfNeeded: units[index + 1]))
            return Unicode.Scalar(0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00)) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(UInt32(truncatingIfNeeded: unit)) ?? "\u{FFFD}"
    }

    /// The scalars of `units[range]`.
    static func scalars(in units: [UInt16], _ range: Range<Int>) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        appendScalars(in: units, range, to: &result)
        return result
    }

    /// Appends the scalars of `units[range]` to `result` (a buffer kept from call to call
    /// makes no array per call).
    static func appendScalars(in units: [UInt16], _ range: Range<Int>, to result: inout [Unicode.Scalar]) {
        var i = range.lowerBound
        while i < range.upperBound {
            let scalar = scalar(in: units, at: i)
            result.append(scalar)
            i += scalar.value > 0xFFFF ? 2 : 1
        }
    }

    static func string(_ units: ArraySlice<UInt16>) -> String {
        String(decoding: units, as: UTF16.self)
    }

    /// Whether the unit is a character that ends a line: LF, CR, NEL, LS, PS, VT or FF.
    static func isLineSeparator(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Splits text into paragraphs at LF, CR, CR LF, NEL and PS. Each range excludes its
    /// separator. Text ending in a separator ends with an empty paragraph, so a caret after
    /// a final newline has a line to sit on.
    static func paragraphs(_ units: [UInt16]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < units.count {
            switch units[i] {
            case 0x0A, 0x85, 0x2029:
                result.append(start..<i)
                start = i + 1
            case 0x0D:
                result.append(start..<i)
                if i + 1 < units.count, units[i + 1] == 0x0A { i += 1 }
                start = i + 1
            default:
                break
            }
            i += 1
        }
        result.append(start..<units.count)
        return result
    }
}
