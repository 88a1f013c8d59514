import CCairo
import CFreeType
import CHarfBuzz
import FoundationEssentials
import PlaceholderImage

extension RenderingEnvironment {
    /// What renders in this process: `bundle VERSION` when it runs from the self-contained
    /// bundle (``FontLibrary/bundleShare``), else `host`.
    static var renderer: String { FontLibrary.bundleShare == nil ? "host" : "bundle \(PlaceholderKitVersion.current)" }

    /// The entry of ``fonts`` that says which font set renders: `pinned NAME`, or why the
    /// host's fonts do (``PinnedFonts/State/description``).
    public static let fontSetKey = "font set"

    /// This process's environment, with fonts from `library`.
    public static func current(fonts library: FontLibrary = .shared) -> RenderingEnvironment {
        var icu = [CChar](repeating: 0, count: 32)
        cicu_version(&icu)
        var fonts: [String: String] = [:]
        if let system = try? library.resolve(.system).face { fonts["system"] = FontLibrary.recordedPath(system.file) }
        for family in library.fallbackFamilies(language: nil) {
            if let face = family == FontLibrary.emojiFamily ? library.emojiFace : library.face(family: family) {
                let file = FontLibrary.recordedPath(face.file)
                fonts[family] = face.index == 0 ? file : "\(file)#\(face.index)"
            }
        }
        fonts[fontSetKey] = FontLibrary.fontSet.description
        return RenderingEnvironment(libraries: [
            "cairo": String(cString: cairo_version_string()),
            "FreeType": freeTypeVersion(),
            "HarfBuzz": String(cString: hb_version_string()),
            "ICU": String(decoding: icu.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
            "libpng": PNGCodec.libraryVersion,
        ], fonts: fonts, renderer: renderer)
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
