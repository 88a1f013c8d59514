import CHarfBuzz
import CICU
import PlaceholderImage

/// A glyph as HarfBuzz returns it, in font units; `cluster` is a UTF-16 offset from the
/// start of the shaped text.
struct ShapedGlyph: Hashable, Sendable {
    var id: UInt32
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// HarfBuzz's HB_GLYPH_FLAG_UNSAFE_TO_BREAK: cutting the text before this glyph's
    /// cluster and shaping the two sides apart would change the glyphs.
    var unsafeToBreak: Bool
}

/// Shapes runs of one font, one direction and one script with HarfBuzz (default features:
/// kerning, ligatures, contextual forms), caching the results.
final class Shaper: Sendable {
    private struct Key: Hashable {
        var units: [UInt16]
        /// The face itself (compared by identity), so it stays alive while its glyphs are cached.
        var face: Face
        var rightToLeft: Bool
        var script: Int32
        var language: String
        var features: [String]

        /// The units hashed as bytes, at once, not unit by unit.
        func hash(into hasher: inout Hasher) {
            units.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(face)
            hasher.combine(rightToLeft)
            hasher.combine(script)
            hasher.combine(language)
            hasher.combine(features)
        }
    }

    /// The shaped runs, and how many glyphs they hold.
    private let cache = Mutex<(runs: [Key: [ShapedGlyph]], glyphs: Int)>(([:], 0))
    /// Runs and glyphs kept before the cache starts over: memory stays bounded (by
    /// default about 8 MB of glyphs) however many runs, and however long, a process shapes.
    private let capacity: (runs: Int, glyphs: Int)

    /// A shaper whose cache holds at most `capacity` runs and glyphs.
    init(capacity: (runs: Int, glyphs: Int) = (20_000, 1 << 18)) {
        self.capacity = capacity
    }

    /// How many runs, and glyphs in all, the cache holds.
    var cached: (runs: Int, glyphs: Int) { cache.withLock { ($0.runs.count, $0.glyphs) } }

    /// Shapes `units` (control characters other than tab become invisible; tab shapes as a
    /// space) with OpenType `features` besides the defaults (HarfBuzz's syntax: `tnum`,
    /// `-liga`, `ss01=1`). Glyphs come back in visual order.
    func shape(_ units: ArraySlice<UInt16>, face: Face, rightToLeft: Bool, script: Int32, language: String?,
               features: [String] = []) -> [ShapedGlyph] {
        let key = Key(units: Array(units), face: face, rightToLeft: rightToLeft, script: script, language: language ?? "", features: features)
        if let hit = cache.withLock({ $0.runs[key] }) { return hit }
        let glyphs = Self.harfBuzzShape(key.units, face: face, rightToLeft: rightToLeft, script: script, language: language, features: features)
        cache.withLock { cache in
            if cache.runs.count >= capacity.runs || cache.glyphs + glyphs.count > capacity.glyphs {
                cache = ([:], 0)
            }
            cache.runs[key] = glyphs
            cache.glyphs += glyphs.count
        }
        return glyphs
    }

    private static func harfBuzzShape(_ units: [UInt16], face: Face, rightToLeft: Bool, script: Int32, language: String?,
                                      features: [String]) -> [ShapedGlyph] {
        let input = units.map { unit -> UInt16 in
            guard unit < 0x20 || (0x7F..<0xA0).contains(unit) else { return unit }
            return unit == 0x09 ? 0x20 : 0x200B
        }
        // A paragraph's bidi analysis refuses a text longer than 32 bits count before any
        // of it is shaped; checked here all the same.
        guard let length = Int32(exactly: input.count) else { return [] }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        input.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf16(buffer, pointer.baseAddress, length, 0, length)
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if !CharacterClass.isNeutralScript(script), let code = cicu_script_code(script) {
            hb_buffer_set_script(buffer, hb_script_from_string(code, -1))
        }
        if let language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        hb_buffer_guess_segment_properties(buffer)
        // Validated as HarfBuzz reads them (``TextAttributes/isFeature(_:)``): none is dropped here.
        let parsed = features.compactMap(Self.feature)
        parsed.withUnsafeBufferPointer { hb_shape(face.hbFont, buffer, $0.baseAddress, UInt32(clamping: $0.count)) }
        var count: UInt32 = 0
        var positionCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &positionCount), positionCount == count else { return [] }
        return (0..<Int(count)).map { i in
            // A cluster is an offset into the input HarfBuzz was given; kept inside it, so
            // the paragraph's tables indexed by it never trap whatever a font's tables do.
            ShapedGlyph(id: infos[i].codepoint, cluster: min(Int(infos[i].cluster), max(0, input.count - 1)),
                        xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset, yOffset: positions[i].y_offset,
                        unsafeToBreak: infos[i].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
        }
    }

    /// `text` as HarfBuzz parses a feature (`tnum`, `-liga`, `ss01=2`), if it is one.
    static func feature(_ text: String) -> hb_feature_t? {
        var feature = hb_feature_t()
        guard let length = Int32(exactly: text.utf8.count) else { return nil }
        return hb_feature_from_string(text, length, &feature) != 0 ? feature : nil
    }
}
