/// How family names compare, as Fontconfig compared them: ignoring spaces and case
/// (`FcStrCmpIgnoreBlanksAndCase`); and the words of a style name that say its weight,
/// width, slant or decoration (`FcContainsWeight` and the like), for a face whose OS/2
/// table does not say.
enum FontNames {
    /// `name` without spaces, lowercased: equal keys are equal names.
    static func key(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0 != " " }.map(Character.init)).lowercased()
    }

    /// Whether two names are the same ignoring spaces and case.
    static func equal(_ a: String, _ b: String) -> Bool { key(a) == key(b) }

    /// The value of the first word of `table` that `style` contains (ignoring spaces and
    /// case; a word marked `whole` only as a whole word), or nil.
    static func value<Value>(in style: String, table: [(word: String, whole: Bool, value: Value)]) -> Value? {
        let compact = key(style)
        let words = style.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return table.first { $0.whole ? words.contains($0.word) : compact.contains($0.word) }?.value
    }

    /// Weights by word, on Fontconfig's scale (``FontMatch/weight(openType:)``), in
    /// Fontconfig's order: the first word found wins.
    static let weights: [(word: String, whole: Bool, value: Double)] = [
        ("thin", false, 0), ("extralight", false, 40), ("ultralight", false, 40), ("demilight", false, 55),
        ("semilight", false, 55), ("light", false, 50), ("book", false, 75), ("regular", false, 80),
        ("normal", false, 80), ("medium", false, 100), ("demibold", false, 180), ("demi", false, 180),
        ("semibold", false, 180), ("extrabold", false, 205), ("superbold", false, 205), ("ultrabold", false, 205),
        ("bold", false, 200), ("ultrablack", false, 215), ("superblack", false, 215), ("extrablack", false, 215),
        ("ultra", true, 205), ("black", false, 210), ("heavy", false, 210),
    ]

    /// Widths by word (100 is normal), in Fontconfig's order.
    static let widths: [(word: String, whole: Bool, value: Double)] = [
        ("ultracondensed", false, 50), ("extracondensed", false, 63), ("semicondensed", false, 87),
        ("condensed", false, 75), ("normal", false, 100), ("semiexpanded", false, 113), ("extraexpanded", false, 150),
        ("ultraexpanded", false, 200), ("expanded", false, 125), ("extended", false, 125),
    ]

    /// Slants by word: italic 100, oblique 110 (roman is 0).
    static let slants: [(word: String, whole: Bool, value: Int)] = [
        ("italic", false, 100), ("kursiv", false, 100), ("oblique", false, 110),
    ]

    /// Words that mark a decorative style.
    static let decorative: [(word: String, whole: Bool, value: Bool)] = [
        ("shadow", false, true), ("caps", false, true), ("antiqua", false, true), ("romansc", false, true),
        ("embosed", false, true), ("dunhill", false, true),
    ]
}
