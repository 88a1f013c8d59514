/// The alphabet of the text property test and of the spec fuzzer's dictionary: strings a
/// user can paste that a text stack has to survive, grouped by what they exercise. Each
/// atom is one character or one sequence that only means something whole (CR LF, an emoji
/// ZWJ sequence, a flag, a keycap, a conjunct).
///
/// Together the groups cover every Unicode line-break class that changes where a line may
/// end (UAX #14: BK, CR, LF, NL, SP, ZW, ZWJ, WJ, GL, BA, BB, B2, HY, CB, CL, CP, EX, IN,
/// NS, OP, QU, IS, NU, PO, PR, SY, AI, AL, CJ, EB, EM, H2, H3, HL, ID, JL, JV, JT, RI, SA,
/// XX, CM, SG's neighbours), every bidi class (L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S,
/// WS, ON, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI) and every general category a
/// string of valid scalars can hold (no lone surrogates: Swift strings cannot carry them;
/// the JSON fuzzers try those).
enum HostileAlphabet {
    /// Every line separator UIKit or ICU knows, and the information separators that ICU's
    /// bidi reads as paragraph separators.
    static let lineBreaks: [String] = [
        "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{1C}", "\u{1D}", "\u{1E}", "\u{1F}",
    ]
    /// C0 and C1 controls, tab and delete. (Not NUL: a spec's strings may not hold it, and
    /// saying so is the spec reader's one-line error.)
    static let controls: [String] = ["\u{01}", "\u{07}", "\u{08}", "\t", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}"]
    /// Space separators of every width, breaking and not.
    static let spaces: [String] = [" ", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2007}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}"]
    /// Format characters: soft hyphen, zero widths, joiners, word joiner, BOM, bidi marks,
    /// embeddings, overrides and isolates, interlinear annotation, the Arabic number sign.
    static let formats: [String] = [
        "\u{AD}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{061C}", "\u{200E}", "\u{200F}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{FFF9}", "\u{FFFA}", "\u{FFFB}", "\u{0600}", "\u{180E}", "\u{034F}",
    ]
    /// Combining and enclosing marks, variation selectors (one beyond the BMP), Thai and
    /// Devanagari vowel signs (one drawn before its consonant).
    static let marks: [String] = [
        "\u{0301}", "\u{0308}", "\u{0327}", "\u{20DD}", "\u{0E31}", "\u{093F}", "\u{1AB0}", "\u{FE0E}", "\u{FE0F}", "\u{E0100}",
    ]
    /// Letters, digits and punctuation of each line-breaking behaviour.
    static let latin: [String] = [
        "a", "Z", "ß", "\u{FB01}", "\u{0130}", "\u{01C4}", "0", "7", "\u{0663}", "\u{1D7CE}", "-", "\u{2010}", "\u{2011}",
        "\u{2013}", "\u{2014}", "/", "(", ")", "[", "!", "?", "%", "$", "\"", "'", "\u{AB}", "\u{BB}", "\u{2026}", ",", ".",
        ":", ";", "\u{2E3A}", "\u{2024}",
    ]
    /// Right-to-left letters and digits: Hebrew, Arabic (joining), Syriac, Thaana, N'Ko,
    /// presentation forms.
    static let rightToLeft: [String] = [
        "\u{05D0}", "\u{05E9}", "\u{05B0}", "\u{0627}", "\u{0644}", "\u{0645}", "\u{064B}", "\u{06F3}", "\u{0710}", "\u{0780}",
        "\u{07CA}", "\u{FB50}", "\u{FEFB}", "\u{06DD}",
    ]
    /// CJK ideographs (one beyond the BMP), kana with their small and prolonged forms,
    /// Hangul syllables and jamo, fullwidth forms, CJK punctuation.
    static let eastAsian: [String] = [
        "\u{4E00}", "\u{6F22}", "\u{20000}", "\u{3042}", "\u{3041}", "\u{30A2}", "\u{30FC}", "\u{AC00}", "\u{1100}", "\u{1161}",
        "\u{11A8}", "\u{FF21}", "\u{3001}", "\u{3002}", "\u{300C}", "\u{300D}", "\u{FF08}",
    ]
    /// Scripts broken by dictionary or by syllable: Thai, Lao, Khmer, Myanmar (SA), Tibetan,
    /// Devanagari conjuncts, Mongolian, Ethiopic, Ogham.
    static let complex: [String] = [
        "\u{0E01}", "\u{0E32}", "\u{0E81}", "\u{1780}", "\u{1000}", "\u{0F40}", "\u{0F0B}", "\u{0915}\u{094D}\u{0937}",
        "\u{1820}", "\u{1200}", "\u{1681}",
    ]
    /// Emoji: a face, a text-default heart with VS16, a family ZWJ sequence, a flag, a skin
    /// tone, a keycap, a subdivision flag's tag sequence, a lone regional indicator, ©.
    static let emoji: [String] = [
        "\u{1F600}", "\u{2764}\u{FE0F}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F1EF}\u{1F1F5}",
        "\u{1F44D}\u{1F3FD}", "#\u{FE0F}\u{20E3}", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "\u{1F1E6}", "\u{A9}",
    ]
    /// What has no glyph anywhere: private use, the object replacement character, the
    /// replacement character, noncharacters, an unassigned scalar, the last scalar.
    /// (Swift's literals refuse U+FDD0, a noncharacter; it is made from its value.)
    static let unusual: [String] = ["\u{E000}", "\u{F8FF}", "\u{FFFC}", "\u{FFFD}", "\u{FFFF}", "\u{50000}", "\u{10FFFF}"]
        + [0xFDD0, 0xFFFE].compactMap { Unicode.Scalar(UInt32($0)).map { String($0) } }
    /// Whole words, so lines have something to break between.
    static let words: [String] = ["word", "Hyphenation", "مرحبا", "שלום", "漢字かな", "ภาษาไทย", "a b", "x\u{301}y"]

    /// Every group.
    static let groups: [[String]] = [lineBreaks, controls, spaces, formats, marks, latin, rightToLeft, eastAsian, complex, emoji, unusual, words]
    /// Every atom of every group.
    static let atoms: [String] = groups.flatMap { $0 }

    /// An atom as the body of a JSON string: printable ASCII as it is (`"` and `\`
    /// escaped), everything else as `\u` escapes of its UTF-16 units (beyond the BMP, a
    /// surrogate pair). The spec fuzzer's dictionary holds each atom in this form.
    static func jsonEscaped(_ atom: String) -> String {
        atom.utf16.map { unit in
            if unit == 0x22 || unit == 0x5C { return "\\" + String(UnicodeScalar(UInt8(unit))) }
            if (0x20..<0x7F).contains(unit) { return String(UnicodeScalar(UInt8(unit))) }
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }
}
