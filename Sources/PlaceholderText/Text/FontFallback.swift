import PlaceholderImage
import PlaceholderModel


/// Chooses a face for each grapheme cluster: the requested (primary) face whenever it has
/// every visible character of the cluster, else the font library's fallback order (see
/// ``FontLibrary``), else any installed font that has the character. Clusters that ask
/// for emoji presentation try the colour emoji font first. Joiners, variation selectors
/// and combining marks belong to their cluster, so they stay in its face. Characters
/// with no glyph to draw (spaces, a lone joiner) stay in the face of the text before
/// them, as Pango keeps them, so a space never splits a run; at the start, or after an
/// emoji, they take the primary face. Choices are cached per cluster.
final class FontFallback: Sendable {
    let primary: Face
    private let families: [String]
    private let weight: FontWeight
    private let italic: Bool
    private let library: FontLibrary
    private let cache = Mutex<[String: Face]>([:])
    /// The same choices for clusters of one scalar, most of any text, keyed by the scalar:
    /// no string to build or hash (issue 17: fallback was a fifth of a long text's layout).
    private let scalarCache = Mutex<[UInt32: Face]>([:])
    /// The fallback faces found so far, in order (nil: not installed); a family is looked
    /// up only when a cluster gets that far, so Latin text loads no CJK or emoji font.
    private let resolved = Mutex<[Face?]>([])

    init(primary: Face, library: FontLibrary, language: String?, weight: FontWeight, italic: Bool) {
        self.primary = primary
        self.library = library
        self.weight = weight
        self.italic = italic
        families = library.fallbackFamilies(language: language)
    }

    /// Fallback face `index` (nil when that family is not installed), looked up once.
    private func fallback(_ index: Int) -> Face? {
        resolved.withLock { faces in
            while faces.count <= index {
                let family = families[faces.count]
                faces.append(family == FontLibrary.emojiFamily ? library.emojiFace
                             : library.face(family: family, weight: weight, italic: italic))
            }
            return faces[index]
        }
    }

    /// The face for the cluster made of `scalars`, which follows text set in `previous`.
    func face(for scalars: [Unicode.Scalar], previous: Face?) -> Face {
        if scalars.count == 1 { return face(for: scalars[0], previous: previous) }
        let visible = scalars.filter { !CharacterClass.isInvisible($0) }
        if visible.allSatisfy(CharacterClass.isWhitespace) {
            if let previous, !previous.hasColor, previous.covers(visible) { return previous }
            if visible.isEmpty || primary.covers(visible) { return primary }
        }
        let key = String(String.UnicodeScalarView(scalars))
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let face = choose(visible: visible, emojiPresentation: CharacterClass.prefersEmojiPresentation(scalars))
        cache.withLock { $0[key] = face }
        return face
    }

    /// ``face(for:previous:)`` for a cluster of the one `scalar`, with the same result.
    private func face(for scalar: Unicode.Scalar, previous: Face?) -> Face {
        if CharacterClass.isInvisible(scalar) {
            // Nothing visible: as a space, it stays in the face before it.
            if let previous, !previous.hasColor { return previous }
            return primary
        }
        if CharacterClass.isWhitespace(scalar) {
            if let previous, !previous.hasColor, previous.glyph(for: scalar) != nil { return previous }
            if primary.glyph(for: scalar) != nil { return primary }
        }
        if let hit = scalarCache.withLock({ $0[scalar.value] }) { return hit }
        let face = choose(visible: [scalar], emojiPresentation: CharacterClass.prefersEmojiPresentation([scalar]))
        scalarCache.withLock { $0[scalar.value] = face }
        return face
    }

    private func choose(visible: [Unicode.Scalar], emojiPresentation: Bool) -> Face {
        if emojiPresentation, let emoji = library.emojiFace, emoji.covers(visible) {
            return emoji
        }
        if primary.covers(visible) { return primary }
        for index in families.indices {
            if let face = fallback(index), face.covers(visible) { return face }
        }
        if let face = library.lastResortFace(for: visible[0]) { return face }
        // No installed font has it: the base character's best face draws .notdef.
        if primary.glyph(for: visible[0]) != nil { return primary }
        return families.indices.lazy.compactMap { self.fallback($0) }.first { $0.glyph(for: visible[0]) != nil } ?? primary
    }
}
