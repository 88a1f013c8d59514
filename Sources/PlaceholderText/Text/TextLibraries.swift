import CFreeType
import CHarfBuzz
import CICU

/// The C libraries the text engine runs on, as `RenderingEnvironment` records them.
package enum TextLibraries {
    /// The version of each, by name: `FreeType`, `HarfBuzz` and `ICU`.
    package static func versions() -> [String: String] {
        var icu = [CChar](repeating: 0, count: 32)
        cicu_version(&icu)
        return [
            "FreeType": freeTypeVersion(),
            "HarfBuzz": String(cString: hb_version_string()),
            "ICU": String(decoding: icu.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
        ]
    }

    private static func freeTypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
