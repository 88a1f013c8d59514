import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderModel
import PlaceholderFormat

/// The fonts PlaceholderKit can use: the faces of the pinned font set (or, in the
/// self-contained bundle, the bundle's copy of it; else the system font folders) and of
/// the folders added to it, listed and matched by PlaceholderKit itself (`FontCatalog`,
/// read with FreeType, ranked as Fontconfig ranked them), so no font configuration of the
/// machine (`~/.config/fontconfig`, `/etc/fonts/conf.d`) nor its locale changes the output.
///
/// Fallback order, fixed and documented: the requested font; then Inter and DejaVu Sans
/// (Latin, Greek, Cyrillic, Arabic, Hebrew, symbols); then Noto Sans CJK in the variant
/// `language` asks for (SC by default, TC for zh-Hant/zh-TW, HK for zh-HK, JP for ja,
/// KR for ko); then Noto Color Emoji; then any installed font that has the character, in
/// `FontCatalog.faces(mapping:)`'s order. Clusters with emoji presentation try Noto
/// Color Emoji first.
///
/// Faces, family matches and fallback choices are cached; every method is thread-safe.
/// When FreeType cannot start, every lookup finds nothing and ``resolve(_:)`` throws that
/// error, so a broken set-up never passes for "no font".
public final class FontLibrary: Sendable {
    /// The library over the system font folders plus the folders listed, separated by
    /// `:`, in the `PLACEHOLDERKIT_FONT_DIRS` environment variable.
    /// The folders of the variable are added as `--font-dir` adds a folder
    /// (``addDirectory(_:)``): walked with the same bounds, FIFOs and devices left out, a
    /// kernel file system refused. A folder that cannot be added makes every lookup throw
    /// an error naming the variable and the folder, so a typo is never a silent fallback.
    /// With the pinned set (``fontSet``), a family it lacks is looked for in
    /// ``hostDirectories`` too, only to name the host's file in the warning.
    public static let shared: FontLibrary = {
        let library = FontLibrary(directories: systemDirectories, hostDirectories: fontSet.folder == nil ? [] : hostDirectories)
        library.addDirectories(fromEnvironment: ProcessInfo.processInfo.environment[environmentVariable])
        return library
    }()

    /// The environment variable naming more font folders, separated by `:`.
    public static let environmentVariable = "PLACEHOLDERKIT_FONT_DIRS"

    /// Adds each folder `value` lists (``environmentVariable``'s syntax); the first that
    /// cannot be added is kept as the error every later lookup throws.
    func addDirectories(fromEnvironment value: String?) {
        for folder in value?.split(separator: ":").map(String.init) ?? [] {
            do {
                try addDirectory(folder)
            } catch {
                let problem = (error as? FontError)?.problem ?? "\(error)"
                state.withLock { $0.environmentError = FontError(.environmentFolder(Self.environmentVariable, folder), problem: problem) }
                return
            }
        }
    }

    /// The font folders searched before `PLACEHOLDERKIT_FONT_DIRS`: the bundle's own
    /// fonts when the tool runs from the self-contained bundle (``bundleShare``); else the
    /// pinned set (``PinnedFonts``) where `scripts/bootstrap` put it, so a source build
    /// renders with the same files on every Linux; else, named as such in `.versions.json`
    /// and in a snapshot failure (``fontSet``), where Debian and most Linux systems keep
    /// fonts for every user.
    public static let systemDirectories: [String] = {
        if let share = bundleShare { return [share + "/fonts"] }
        if case .pinned(let folder) = fontSet { return [folder] }
        return hostDirectories
    }()

    /// Where Debian and most Linux systems keep fonts for every user.
    public static let hostDirectories = ["/usr/share/fonts", "/usr/local/share/fonts"]

    /// The font set ``systemDirectories`` hold: the bundle's copy of the pinned set, the
    /// pinned set from the cache, or why the host's fonts are used instead. Found once, when
    /// the process first asks.
    public static let fontSet: PinnedFonts.State = {
        if let share = bundleShare { return PinnedFonts.check(folder: share + "/fonts") }
        return PinnedFonts.state(environment: ProcessInfo.processInfo.environment)
    }()

    /// The `share/placeholderkit` folder of the self-contained bundle this process runs
    /// from (`scripts/package`'s .tar.gz, or /usr/lib/placeholderkit from the .deb), found
    /// beside its own executable: `/proc/self/exe` is `…/libexec/placeholderkit` and
    /// `…/share/placeholderkit/fonts` exists. Nil otherwise (a build's own tool, a test
    /// process), which then uses the system's fonts.
    public static let bundleShare: String? = {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let share = folder.deletingLastPathComponent().appendingPathComponent("share/placeholderkit").path
        var isFolder = false
        guard folder.lastPathComponent == "libexec",
              FileManager.default.fileExists(atPath: share + "/fonts", isDirectory: &isFolder), isFolder else { return nil }
        return share
    }()

    /// The families `family: "system"` tries, in order.
    public static let systemFamilies = ["SF Pro Text", "Inter", "DejaVu Sans"]
    /// The families `system` tries when its display cut is asked for (`OpticalSize`).
    public static let systemDisplayFamilies = ["SF Pro Display", "SF Pro Text", "Inter Display", "Inter", "DejaVu Sans"]
    /// The display cuts: used only at a weight and slant they have, never the closest one.
    static let displayFamilies: Set<String> = ["SF Pro Display", "Inter Display"]

    private struct State {
        var faces: [String: Face] = [:]
        /// Each family lookup's face, with what the catalog read of it.
        var matches: [String: (face: Face, found: CatalogFace)?] = [:]
        var lastResort: [UInt32: Face?] = [:]
        var directories: [String]
        /// The font files of each folder added with ``FontLibrary/addDirectory(_:)``, walked
        /// when it was added; the folders the library starts with are walked when first needed.
        var added: [String: [[CChar]]] = [:]
        /// The faces of every folder's files, listed when a lookup first needs them.
        var catalog: FontCatalog?
        /// The faces of ``FontLibrary/hostDirectories``, listed when a family is first
        /// missing, and the host's file found for each family, weight and slant.
        var hostCatalog: FontCatalog?
        var hostFiles: [String: String?] = [:]
        var generation = 0
        /// Why a folder of ``FontLibrary/environmentVariable`` could not be added.
        var environmentError: FontError?
    }

    private let freeType: FreeTypeLibrary?
    /// Why FreeType could not start, if it could not.
    private let setupError: FontError?
    private let state: Mutex<State>
    /// Folders never searched for a face, only for a family `directories` lack, so that the
    /// warning can name the file the host has (``shared``: the host's folders, over the
    /// pinned set).
    let hostDirectories: [String]

    /// A library over exactly `directories` (folders are searched recursively).
    public convenience init(directories: [String]) {
        self.init(directories: directories, hostDirectories: [])
    }

    /// A library over `directories`, the pinned set's folder first, whose warnings for a
    /// family the set lacks name the file of it that `hostDirectories` hold, if any.
    init(directories: [String], hostDirectories: [String]) {
        self.hostDirectories = hostDirectories
        state = Mutex(State(directories: directories))
        do {
            freeType = try FreeTypeLibrary()
            setupError = nil
        } catch {
            freeType = nil
            setupError = error as? FontError ?? FontError(.fontSystem, problem: "\(error)")
        }
    }

    /// Changes whenever fonts are added, so caches built on earlier matches can tell.
    public var generation: Int { state.withLock { $0.generation } }

    /// The folders this library searches.
    public var directories: [String] { state.withLock { $0.directories } }

    /// Adds a folder of fonts (for example a licensed SF Pro); clears the caches. Adding a
    /// folder the library already searches changes nothing.
    public func addDirectory(_ path: String) throws {
        if let setupError { throw setupError }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory else {
            throw FontError(.folder(path), problem: "is not a folder")
        }
        try state.withLock { state in
            guard !state.directories.contains(path) else { return }
            // Walked here, so only regular files are ever opened: open(2) of a FIFO waits
            // for a writer forever.
            let files = try Self.fontFiles(in: path)
            state.directories.append(path)
            state.added[path] = files
            if let freeType { state.catalog?.add(files: files, library: freeType) }
            state.matches = [:]
            state.lastResort = [:]
            state.generation += 1
        }
    }

    /// The catalog of `state`'s folders, listed now if it was not yet.
    private func catalog(_ state: inout State) -> FontCatalog? {
        if state.catalog == nil, let freeType {
            var catalog = FontCatalog()
            for folder in state.directories {
                // A starting folder that cannot be read holds no fonts, as for Fontconfig before.
                catalog.add(files: state.added[folder] ?? (try? Self.fontFiles(in: folder)) ?? [], library: freeType,
                            known: PinnedFonts.knownFaces(in: folder, state: Self.fontSet))
            }
            state.catalog = catalog
        }
        return state.catalog
    }

    /// Every font file the library's folders hold, each as `size mtime path` (the time in
    /// nanoseconds), sorted: what a cache of renders keys on, so that a font added,
    /// removed, replaced or touched re-renders what it could change. Folders that cannot be
    /// read are left out, as the library leaves them out.
    public func fontFileStates() -> [String] {
        var states: [String] = []
        for folder in directories {
            guard let files = try? Self.fontFiles(in: folder) else { continue }
            for file in files {
                var info = stat()
                guard stat(file, &info) == 0 else { continue }
                states.append("\(info.st_size) \(FileTime.nanoseconds(info.st_mtim.tv_sec, info.st_mtim.tv_nsec)) \(Quoting.escapedBytes(file.dropLast().map { UInt8(bitPattern: $0) }))")
            }
        }
        return states.sorted()
    }

    // MARK: Faces

    /// The face in `file` at `index`, loaded once.
    public func face(file: String, index: Int) throws -> Face {
        try state.withLock { state in try loadFace(file: file, index: index, state: &state) }
    }

    private func loadFace(file: String, index: Int, state: inout State) throws -> Face {
        let key = "\(file)#\(index)"
        if let face = state.faces[key] { return face }
        guard let freeType else { throw setupError ?? FontError(.fontSystem, problem: "FreeType did not start") }
        let face = try Face(file: file, index: index, library: freeType)
        state.faces[key] = face
        return face
    }

    /// The installed face of `family` closest to `weight` and `italic`, or nil when no
    /// installed font has that family name.
    public func face(family: String, weight: FontWeight = .regular, italic: Bool = false) -> Face? {
        face(family: family, weight: weight, italic: italic, exact: false)
    }

    /// The face of `family` at exactly `weight` and `italic` (`exact`), or the closest one.
    func face(family: String, weight: FontWeight, italic: Bool, exact: Bool) -> Face? {
        match(family: family, weight: weight, italic: italic, exact: exact)?.face
    }

    /// ``face(family:weight:italic:exact:)`` with the slant and weight the catalog read of it.
    private func match(family: String, weight: FontWeight, italic: Bool, exact: Bool) -> (face: Face, found: CatalogFace)? {
        let key = "\(family.lowercased())|\(weight.value)|\(italic)|\(exact)"
        return state.withLock { state in
            if let cached = state.matches[key] { return cached }
            let face = match(family: family, weight: weight, italic: italic, exact: exact, state: &state)
            state.matches[key] = face
            return face
        }
    }

    private func match(family: String, weight: FontWeight, italic: Bool, exact: Bool, state: inout State) -> (face: Face, found: CatalogFace)? {
        let request = FontMatch.Request(weight: weight, italic: italic)
        guard let found = catalog(&state)?.face(family: family, request: request) else { return nil }
        // A display cut is used only at the weight and slant asked for.
        if exact, found.weight != request.weight || (found.slant != 0) != italic { return nil }
        return (try? loadFace(file: found.file, index: found.index, state: &state)).map { ($0, found) }
    }

    /// The file of the host's face of `family` closest to `weight` and `italic`, when the
    /// library has ``hostDirectories`` and they hold the family.
    private func hostFile(family: String, weight: FontWeight, italic: Bool) -> String? {
        guard !hostDirectories.isEmpty, let freeType else { return nil }
        let key = "\(family.lowercased())|\(weight.value)|\(italic)"
        return state.withLock { state in
            if let cached = state.hostFiles[key] { return cached }
            if state.hostCatalog == nil {
                var catalog = FontCatalog()
                // A host folder that cannot be read holds no fonts, as a starting folder.
                for folder in hostDirectories { catalog.add(files: (try? Self.fontFiles(in: folder)) ?? [], library: freeType) }
                state.hostCatalog = catalog
            }
            let file = state.hostCatalog?.face(family: family, request: FontMatch.Request(weight: weight, italic: italic))?.file
            state.hostFiles[key] = file
            return file
        }
    }

    // MARK: Resolving a descriptor

    /// The primary face for `descriptor`, and a warning, one line, when a family had to be
    /// replaced (naming, over the pinned set, the host's file of it and the `--font-dir`
    /// that adds its folder) or has no face of the style asked (bold, italic: drawn in the
    /// closest face, never slanted or emboldened). A font file that does not exist, or
    /// cannot be read, is an error; a name of the pinned set is read as
    /// ``fontFilePath(_:)`` says.
    public func resolve(_ descriptor: FontDescriptor) throws -> (face: Face, warning: String?) {
        if let setupError { throw setupError }
        if let environmentError = state.withLock({ $0.environmentError }) { throw environmentError }
        if let file = descriptor.file {
            let path = try Self.fontFilePath(file)
            guard FileManager.default.fileExists(atPath: path) else { throw FontError(.file(file), problem: "does not exist") }
            return (try face(file: path, index: descriptor.index), nil)
        }
        if descriptor.family.lowercased() != "system",
           let found = match(family: descriptor.family, weight: descriptor.weight, italic: descriptor.italic, exact: false) {
            return (found.face, FontWarning.missingStyle(family: descriptor.family, weight: descriptor.weight, italic: descriptor.italic, found: found.found))
        }
        // The system font in its display cut from 20 points (or as `opticalSize` says),
        // where installed at the weight and slant asked for: SF Pro Display before SF Pro
        // Text, Inter Display before Inter.
        let display = descriptor.isSystem && descriptor.opticalSize.usesDisplay(size: descriptor.size)
        for family in display ? Self.systemDisplayFamilies : Self.systemFamilies {
            let exact = Self.displayFamilies.contains(family)
            if let found = match(family: family, weight: descriptor.weight, italic: descriptor.italic, exact: exact) {
                let warning = descriptor.family.lowercased() == "system"
                    ? FontWarning.missingStyle(family: family, weight: descriptor.weight, italic: descriptor.italic, found: found.found)
                    : FontWarning.missingFamily(descriptor.family, using: found.face.familyName, hostDirectories: hostDirectories,
                                                hostFile: hostFile(family: descriptor.family, weight: descriptor.weight, italic: descriptor.italic))
                return (found.face, warning)
            }
        }
        throw FontError(.family(descriptor.family), problem: "no font is installed (looked for \(Self.systemFamilies.joined(separator: ", ")))")
    }

    // MARK: Fallback

    /// The fallback families after the primary font, in order, for a `language` tag.
    package func fallbackFamilies(language: String?) -> [String] {
        var families = Array(Self.systemFamilies.dropFirst())
        families.append(Self.cjkFamily(for: language))
        families.append(contentsOf: ["Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK TC"])
        families.append(Self.emojiFamily)
        var seen = Set<String>()
        return families.filter { seen.insert($0).inserted }
    }

    /// The colour emoji family, tried first for clusters with emoji presentation.
    package static let emojiFamily = "Noto Color Emoji"

    /// Noto Color Emoji, when installed.
    package var emojiFace: Face? { face(family: Self.emojiFamily) }

    /// The Noto Sans CJK variant a BCP 47 tag asks for, by ICU's likely subtags: script
    /// Hans → SC; Hant → HK in Hong Kong and Macao, else TC; Japanese → JP; Korean → KR;
    /// any other language (or none) → SC, the default order.
    static func cjkFamily(for language: String?) -> String {
        switch language.flatMap(LanguageTag.init)?.cjkVariant {
        case .traditionalChinese: return "Noto Sans CJK TC"
        case .hongKongChinese: return "Noto Sans CJK HK"
        case .japanese: return "Noto Sans CJK JP"
        case .korean: return "Noto Sans CJK KR"
        case .simplifiedChinese, nil: return "Noto Sans CJK SC"
        }
    }

    /// Any installed face with a glyph for `scalar`, in ``FontCatalog/faces(mapping:)``'s
    /// order; the last step of fallback.
    func lastResortFace(for scalar: Unicode.Scalar) -> Face? {
        state.withLock { state in
            if let cached = state.lastResort[scalar.value] { return cached }
            var face: Face?
            if var catalog = catalog(&state) {
                let candidates = catalog.faces(mapping: scalar)
                state.catalog = catalog
                for candidate in candidates {
                    if let loaded = try? loadFace(file: candidate.file, index: candidate.index, state: &state),
                       loaded.glyph(for: scalar) != nil {
                        face = loaded
                        break
                    }
                }
            }
            state.lastResort[scalar.value] = face
            return face
        }
    }
}
