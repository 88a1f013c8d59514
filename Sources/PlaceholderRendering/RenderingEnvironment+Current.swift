import CCairo
import FoundationEssentials
import PlaceholderImage
import PlaceholderText

extension RenderingEnvironment {
    /// What renders in this process: `bundle VERSION` when it runs from the self-contained
    /// bundle (`FontLibrary/bundleShare`), else `host`.
    static var currentRenderer: String { FontLibrary.bundleShare == nil ? "host" : "bundle \(PlaceholderKitVersion.current)" }

    /// The entry of ``fonts`` that says which font set renders: `pinned NAME`, or why the
    /// host's fonts do (`PinnedState/description`).
    public static let fontSetKey = "font set"

    /// This process's environment, with fonts from `library`.
    public static func current(fonts library: FontLibrary = .shared) -> RenderingEnvironment {
        var fonts: [String: String] = [:]
        if let system = try? library.resolve(.system).face { fonts["system"] = FontLibrary.recordedPath(system.file) }
        for family in library.fallbackFamilies(language: nil) {
            if let face = family == FontLibrary.emojiFamily ? library.emojiFace : library.face(family: family) {
                let file = FontLibrary.recordedPath(face.file)
                fonts[family] = face.index == 0 ? file : "\(file)#\(face.index)"
            }
        }
        fonts[fontSetKey] = FontLibrary.fontSet.description
        var libraries = TextLibraries.versions()
        libraries["cairo"] = String(cString: cairo_version_string())
        libraries["libpng"] = PNGCodec.libraryVersion
        return RenderingEnvironment(libraries: libraries, fonts: fonts, renderer: currentRenderer, stack: currentStack)
    }

    /// The rendering stack this build links: the pinned one's name, or
    /// `RenderingEnvironment/systemStack` with the `SystemLibraries` trait.
    static var currentStack: String {
        #if SystemLibraries
        return systemStack
        #else
        return PinnedStack.name
        #endif
    }
}
