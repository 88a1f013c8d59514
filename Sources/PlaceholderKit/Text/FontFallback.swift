import Synchronization

/// Chooses a face for each grapheme cluster: the primary face, then the font library's
/// fallback order (see ``FontLibrary``), then any installed font that has the character.
/// Choices are cached per cluster.
final class FontFallback: Sendable {
    let primary: Face
    private let chain: [Face]
    private let emoji: Face?
    private let library: FontLibrary
    private let cache = Mutex<[String: Face]>([:])

    init(primary: Face, library: FontLibrary, language: String?, weight: FontWeight, italic: Bool) {
        self.primary = primary
        self.library = library
        emoji = library.emojiFace
        chain = [primary] + library.fallbackFaces(language: language, weight: weight, italic: italic).filter { $0 != primary }
    }

    /// The face for a cluster. Neutral characters (spaces, punctuation, digits, marks) stay
    /// in `previous` when it has them, so a run is not split for a space; but text after an
    /// emoji goes back to a text font.
    func face(for scalars: [Unicode.Scalar], previous: Face?) -> Face {
        let visible = scalars.filter { !CharacterClass.isInvisible($0) }
        guard !visible.isEmpty else { return previous ?? primary }
        let emojiPresentation = CharacterClass.prefersEmojiPresentation(scalars)
        if let previous, !previous.hasColor, !emojiPresentation, previous.covers(visible),
           visible.allSatisfy({ CharacterClass.isNeutralScript(CharacterClass.script($0)) }) {
            return previous
        }
        let key = String(String.UnicodeScalarView(scalars))
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let face = choose(visible: visible, emojiPresentation: emojiPresentation)
        cache.withLock { $0[key] = face }
        return face
    }

    private func choose(visible: [Unicode.Scalar], emojiPresentation: Bool) -> Face {
        if emojiPresentation, let emoji, emoji.covers(visible) {
            return emoji
        }
        if let face = chain.first(where: { $0.covers(visible) }) { return face }
        if let face = library.lastResortFace(for: visible[0]) { return face }
        // No installed font has it: the base character's best face draws .notdef.
        return chain.first(where: { $0.glyph(for: visible[0]) != nil }) ?? primary
    }
}
