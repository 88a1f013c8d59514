import CCairo
import CFontconfig
import CFreeType
import CHarfBuzz
import CICU
import Foundation
import PlaceholderImage

/// What pixels depend on besides the spec: the versions of the libraries that lay out,
/// draw and encode, and the font files the fallback chain resolves to. Two machines that
/// agree on all of it render the same pixels; when snapshots differ between machines,
/// this says why.
public struct RenderingEnvironment: Codable, Equatable, Sendable {
    /// Library name → version: cairo, FreeType, HarfBuzz, ICU, Fontconfig, libpng.
    public var libraries: [String: String]
    /// Font role → file: the system font, then each fallback family that is installed.
    public var fonts: [String: String]

    /// An environment with the given versions and fonts.
    public init(libraries: [String: String], fonts: [String: String]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// This process's environment, with fonts from `library`.
    public static func current(fonts library: FontLibrary = .shared) -> RenderingEnvironment {
        var icu = [CChar](repeating: 0, count: 32)
        cicu_version(&icu)
        let fontconfig = Int(FcGetVersion())
        var fonts: [String: String] = [:]
        if let system = try? library.resolve(.system).face { fonts["system"] = system.file }
        for family in library.fallbackFamilies(language: nil) {
            if let face = family == FontLibrary.emojiFamily ? library.emojiFace : library.face(family: family) {
                fonts[family] = face.index == 0 ? face.file : face.description
            }
        }
        return RenderingEnvironment(libraries: [
            "cairo": String(cString: cairo_version_string()),
            "FreeType": freeTypeVersion(),
            "HarfBuzz": String(cString: hb_version_string()),
            "ICU": String(decoding: icu.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
            "Fontconfig": "\(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)",
            "libpng": PNGCodec.libraryVersion,
        ], fonts: fonts)
    }

    private static func freeTypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// `name version` for every library, then `role: file` for every font, sorted.
    public var lines: [String] {
        libraries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" } + fonts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }

    /// What differs from `other`, one item each (`cairo 1.16.0 here, 1.18.0 there`).
    public func differences(from other: RenderingEnvironment) -> [String] {
        func compare(_ mine: [String: String], _ theirs: [String: String]) -> [String] {
            Set(mine.keys).union(theirs.keys).sorted().compactMap { key in
                mine[key] == theirs[key] ? nil : "\(key) \(theirs[key] ?? "absent") when recorded, \(mine[key] ?? "absent") here"
            }
        }
        return compare(libraries, other.libraries) + compare(fonts, other.fonts)
    }

    /// The environment stored beside references when they were recorded, if any.
    public static func recorded(in folder: URL) -> RenderingEnvironment? {
        guard let data = try? FileReader.read(folder.appendingPathComponent(fileName)) else { return nil }
        return try? JSONDecoder().decode(Self.self, from: data)
    }

    /// Stores this environment beside the references in `folder` (`.versions.json`).
    public func record(in folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(encoder.encode(self), to: folder.appendingPathComponent(Self.fileName))
    }

    /// The file beside the references.
    public static let fileName = ".versions.json"

    /// A sentence for a failure message when the references were recorded elsewhere, or nil.
    public func explanation(recordedIn folder: URL) -> String? {
        guard let recorded = Self.recorded(in: folder) else { return nil }
        let differences = differences(from: recorded)
        guard !differences.isEmpty else { return nil }
        return "The references were recorded with other libraries or fonts (\(differences.joined(separator: "; "))): "
            + "that alone can move pixels; re-record on purpose if the change is expected."
    }
}
