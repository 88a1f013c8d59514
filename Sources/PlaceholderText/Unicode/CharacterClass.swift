import CICU

/// The Unicode properties the text engine asks about a character, answered by ICU.
enum CharacterClass {
    /// Characters that need no glyph of their own: joiners, variation selectors, bidi
    /// controls and other default-ignorables, and C0/C1 controls.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        cicu_is_default_ignorable(scalar.value) != 0 || cicu_is_control(scalar.value) != 0
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool { cicu_is_whitespace(scalar.value) != 0 }

    /// The ICU script value of a character.
    static func script(_ scalar: Unicode.Scalar) -> Int32 { cicu_script(scalar.value) }

    /// Common and Inherited: scripts that take the script of their neighbours.
    static func isNeutralScript(_ script: Int32) -> Bool { cicu_script_is_neutral(script) != 0 }

    /// Whether a grapheme cluster asks for an emoji (colour) glyph: a character with
    /// emoji presentation, a variation selector 16, a keycap, a skin-tone modifier, a
    /// regional indicator or a ZWJ sequence of pictographs. U+FE0E asks for text.
    static func prefersEmojiPresentation(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if cicu_is_emoji_presentation(first.value) != 0 || cicu_is_regional_indicator(first.value) != 0 { return true }
        return scalars.dropFirst().contains { scalar in
            scalar.value == 0xFE0F || scalar.value == 0x20E3 || cicu_is_emoji_modifier(scalar.value) != 0
                || (scalar.value == 0x200D && cicu_is_extended_pictographic(first.value) != 0)
        }
    }
}
