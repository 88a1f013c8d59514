import CFontconfig
import FoundationEssentials
import Glibc
import PlaceholderImage

/// The fonts PlaceholderKit can use: an app-owned Fontconfig configuration over the
/// system font folders (or, in the self-contained bundle, the bundle's own fonts) and the
/// folders added to it, so the machine's own font settings
/// (`~/.config/fontconfig`, `/etc/fonts/conf.d`) never change the output.
///
/// Fallback order, fixed and documented: the requested font; then Inter and DejaVu Sans
/// (Latin, Greek, Cyrillic, Arabic, Hebrew, symbols); then Noto Sans CJK in the variant
/// `language` asks for (SC by default, TC for zh-Hant/zh-TW, HK for zh-HK, JP for ja,
/// KR for ko); then Noto Color Emoji; then any installed font that has the character, in
/// Fontconfig's order. Clusters with emoji presentation try Noto Color Emoji first.
///
/// Faces, family matches and fallback choices are cached; every method is thread-safe.
/// When Fontconfig or FreeType cannot start, every lookup finds nothing and
/// ``resolve(_:)`` throws that error, so a broken set-up never passes for "no font".
public final class FontLibrary: @unchecked Sendable {
    // @unchecked: `config` is an immutable pointer that is only passed to Fontconfig
    // inside `state`'s lock; everything mutable is inside `state`.
    /// The library over the system font folders plus the folders listed, separated by
    /// `:`, in the `PLACEHOLDERKIT_FONT_DIRS` environment variable.
    /// The folders of the variable are added as `--font-dir` adds a folder
    /// (``addDirectory(_:)``): walked with the same bounds, FIFOs and devices left out, a
    /// kernel file system refused. A folder that cannot be added makes every lookup throw
    /// an error naming the variable and the folder, so a typo is never a silent fallback.
    public static let shared: FontLibrary = {
        let library = FontLibrary(directories: systemDirectories)
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
        return ["/usr/share/fonts", "/usr/local/share/fonts"]
    }()

    /// The font set ``systemDirectories`` hold: the bundle's copy of the pinned set, the
    /// pinned set from the cache, or why the host's fonts are used instead. Found once, when
    /// the process first asks.
    public static let fontSet: PinnedFonts.State = {
        if let share = bundleShare { return PinnedFonts.check(folder: share + "/fonts") }
        return PinnedFonts.state(environment: ProcessInfo.processInfo.environment)
    }()

    /// `file` as `.versions.json` records it: inside the pinned set, the set's name and the
    /// file's name (the same on every machine, wherever the cache is); else its path.
    public static func recordedPath(_ file: String) -> String {
        guard case .pinned(let folder) = fontSet, file.hasPrefix(folder + "/") else { return file }
        return PinnedFonts.name + "/" + file.dropFirst(folder.count + 1)
    }

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

    /// The fixed path under which the bundle's fonts folder is named to Fontconfig
    /// (`<remap-dir>`), so the cache made when the bundle was packed is valid wherever the
    /// bundle is unpacked.
    static let bundleFontsPath = "/placeholderkit-bundle/fonts"

    /// The families `family: "system"` tries, in order.
    public static let systemFamilies = ["SF Pro Text", "Inter", "DejaVu Sans"]
    /// The families `system` tries when its display cut is asked for (``OpticalSize``).
    public static let systemDisplayFamilies = ["SF Pro Display", "SF Pro Text", "Inter Display", "Inter", "DejaVu Sans"]
    /// The display cuts: used only at a weight and slant they have, never the closest one.
    static let displayFamilies: Set<String> = ["SF Pro Display", "Inter Display"]

    private struct State {
        var faces: [String: Face] = [:]
        var matches: [String: Face?] = [:]
        var lastResort: [UInt32: Face?] = [:]
        var directories: [String]
        var generation = 0
        /// Why a folder of ``FontLibrary/environmentVariable`` could not be added.
        var environmentError: FontError?
    }

    private let config: OpaquePointer?
    private let freeType: FreeTypeLibrary?
    /// Why Fontconfig or FreeType could not start, if they could not.
    private let setupError: FontError?
    private let state: Mutex<State>

    /// A library over exactly `directories` (folders are searched recursively).
    public init(directories: [String]) {
        state = Mutex(State(directories: directories))
        var freeType: FreeTypeLibrary?
        var config = FcConfigCreate()
        var failure: FontError?
        do {
            freeType = try FreeTypeLibrary()
            guard let made = config else { throw FontError(.fontSystem, problem: "Fontconfig could not create a configuration") }
            let xml = Self.configuration(directories: directories)
            guard xml.withCString({ FcConfigParseAndLoadFromMemory(made, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 0) }) != 0 else {
                throw FontError(.fontSystem, problem: "Fontconfig rejected the configuration for \(directories.joined(separator: ", "))")
            }
            guard FcConfigBuildFonts(made) != 0 else { throw FontError(.fontSystem, problem: "Fontconfig could not list the fonts") }
        } catch {
            failure = error as? FontError ?? FontError(.fontSystem, problem: "\(error)")
            if let made = config { FcConfigDestroy(made) }
            config = nil
        }
        self.config = config
        self.freeType = freeType
        setupError = failure
    }

    deinit {
        if let config { FcConfigDestroy(config) }
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
            // Fontconfig opens every file it finds, and open(2) of a FIFO waits for a
            // writer forever, so the folder is walked here and only regular files reach it.
            let files = try Self.fontFiles(in: path)
            for file in files {
                // False for a file that is not a font, which Fontconfig's own scan skips too.
                _ = file.withUnsafeBufferPointer { path in
                    path.baseAddress.map { FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
                }
            }
            state.directories.append(path)
            state.matches = [:]
            state.lastResort = [:]
            state.generation += 1
        }
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

    /// The most entries a font folder (with its subfolders) may hold, and how deep it may nest.
    public static let maximumFolderEntries = 100_000
    public static let maximumFolderDepth = 16

    /// The regular files under `folder` (following links to files, not to folders), sorted
    /// within each folder; FIFOs, sockets and devices are left out. Paths are the bytes the
    /// folder holds, NUL-terminated, so a name that is not UTF-8 reaches Fontconfig as
    /// itself (a `String` would have changed it into U+FFFD and named no file). A folder on
    /// a kernel file system (/proc, /sys, and the like, whose files are not fonts and may
    /// block) is refused, as is one of more than ``maximumFolderEntries`` entries.
    static func fontFiles(in folder: String) throws -> [[CChar]] {
        var fs = statfs()
        if statfs(folder, &fs) == 0 {
            // proc, sysfs, debugfs, tracefs, securityfs, cgroup, cgroup2, devpts, bpf, pstore
            let kernel: Set<Int> = [0x9FA0, 0x6265_6572, 0x6462_6720, 0x7472_6163, 0x7363_6673, 0x0027_E0EB, 0x6367_7270, 0x1CD1, 0xCAFE_4A11, 0x6165_676C]
            if kernel.contains(Int(fs.f_type)) { throw FontError(.folder(folder), problem: "is on a kernel file system (such as /proc or /sys), not a font folder") }
        }
        var files: [[CChar]] = []
        var entries = 0
        // `path` without its NUL; each call adds one for the system calls.
        func walk(_ path: [CChar], depth: Int) throws {
            guard depth <= maximumFolderDepth else { return }
            let names: [[UInt8]]
            do {
                guard let read = try FolderEntries.names(in: path, limit: maximumFolderEntries - entries) else { return }
                names = read
            } catch {
                throw FontError(.folder(folder), problem: "holds more than \(maximumFolderEntries) entries")
            }
            entries += names.count
            for name in names {
                let child = (path.last == 0x2F ? path : path + [0x2F]) + name.map { CChar(bitPattern: $0) }
                let terminated = child + [0]
                var info = stat()
                guard lstat(terminated, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    try walk(child, depth: depth + 1)
                } else if stat(terminated, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                    files.append(terminated)
                }
            }
        }
        try walk(Array(folder.utf8CString.dropLast()), depth: 0)
        return files
    }

    private static func configuration(directories: [String]) -> String {
        func escape(_ text: String) -> String {
            text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
        }
        let dirs = directories.map { "<dir>\(escape($0))</dir>" }.joined()
        // The system's cache folder, or the bundle's own (read-only once installed: its
        // cache is made when the bundle is packed); then the user's, for added folders.
        var caches = "<cachedir>/var/cache/fontconfig</cachedir>"
        if let share = bundleShare, directories.contains(share + "/fonts") {
            caches = "<remap-dir as-path=\"\(bundleFontsPath)\">\(escape(share))/fonts</remap-dir><cachedir>\(escape(share))/fontconfig-cache</cachedir>"
        }
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>\(dirs)\(caches)<cachedir prefix="xdg">fontconfig</cachedir></fontconfig>
        """
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
        let key = "\(family.lowercased())|\(weight.value)|\(italic)|\(exact)"
        return state.withLock { state in
            if let cached = state.matches[key] { return cached }
            let face = match(family: family, weight: weight, italic: italic, exact: exact, state: &state)
            state.matches[key] = face
            return face
        }
    }

    private func match(family: String, weight: FontWeight, italic: Bool, exact: Bool, state: inout State) -> Face? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight.value)))
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let found = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        guard Self.families(of: found).contains(where: { $0.lowercased() == family.lowercased() }) else {
            return nil
        }
        if exact {
            var foundWeight = 0.0, foundSlant: Int32 = 0
            guard FcPatternGetDouble(found, FC_WEIGHT, 0, &foundWeight) == FcResultMatch,
                  FcPatternGetInteger(found, FC_SLANT, 0, &foundSlant) == FcResultMatch,
                  foundWeight == FcWeightFromOpenTypeDouble(Double(weight.value)),
                  (foundSlant != FC_SLANT_ROMAN) == italic else { return nil }
        }
        guard let (file, index) = Self.location(of: found) else { return nil }
        return try? loadFace(file: file, index: index, state: &state)
    }

    private static func families(of pattern: OpaquePointer) -> [String] {
        var names: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var n: Int32 = 0
        while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
            names.append(String(cString: value))
            n += 1
        }
        return names
    }

    private static func location(of pattern: OpaquePointer) -> (String, Int)? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        return (String(cString: file), Int(index))
    }

    // MARK: Resolving a descriptor

    /// The primary face for `descriptor`, and a warning when a family had to be replaced.
    /// A font file that does not exist, or cannot be read, is an error.
    public func resolve(_ descriptor: FontDescriptor) throws -> (face: Face, warning: String?) {
        if let setupError { throw setupError }
        if let environmentError = state.withLock({ $0.environmentError }) { throw environmentError }
        if let file = descriptor.file {
            guard FileManager.default.fileExists(atPath: file) else { throw FontError(.file(file), problem: "does not exist") }
            return (try face(file: file, index: descriptor.index), nil)
        }
        if descriptor.family.lowercased() != "system",
           let face = face(family: descriptor.family, weight: descriptor.weight, italic: descriptor.italic) {
            return (face, nil)
        }
        // The system font in its display cut from 20 points (or as `opticalSize` says),
        // where installed at the weight and slant asked for: SF Pro Display before SF Pro
        // Text, Inter Display before Inter.
        let display = descriptor.isSystem && descriptor.opticalSize.usesDisplay(size: descriptor.size)
        for family in display ? Self.systemDisplayFamilies : Self.systemFamilies {
            let exact = Self.displayFamilies.contains(family)
            if let face = face(family: family, weight: descriptor.weight, italic: descriptor.italic, exact: exact) {
                let warning = descriptor.family.lowercased() == "system" ? nil
                    : "font family \"\(descriptor.family)\" is not installed; using \(face.familyName)"
                return (face, warning)
            }
        }
        throw FontError(.family(descriptor.family), problem: "no font is installed (looked for \(Self.systemFamilies.joined(separator: ", ")))")
    }

    // MARK: Fallback

    /// The fallback families after the primary font, in order, for a `language` tag.
    func fallbackFamilies(language: String?) -> [String] {
        var families = Array(Self.systemFamilies.dropFirst())
        families.append(Self.cjkFamily(for: language))
        families.append(contentsOf: ["Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK TC"])
        families.append(Self.emojiFamily)
        var seen = Set<String>()
        return families.filter { seen.insert($0).inserted }
    }

    /// The colour emoji family, tried first for clusters with emoji presentation.
    static let emojiFamily = "Noto Color Emoji"

    /// Noto Color Emoji, when installed.
    var emojiFace: Face? { face(family: Self.emojiFamily) }

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

    /// Any installed face with a glyph for `scalar`, in Fontconfig's sort order; the last
    /// step of fallback.
    func lastResortFace(for scalar: Unicode.Scalar) -> Face? {
        state.withLock { state in
            if let cached = state.lastResort[scalar.value] { return cached }
            let face = sortedMatch(for: scalar, state: &state)
            state.lastResort[scalar.value] = face
            return face
        }
    }

    private func sortedMatch(for scalar: Unicode.Scalar, state: inout State) -> Face? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var fontCharset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
                  FcCharSetHasChar(fontCharset, scalar.value) != 0,
                  let (file, index) = Self.location(of: font),
                  let face = try? loadFace(file: file, index: index, state: &state),
                  face.glyph(for: scalar) != nil else { continue }
            return face
        }
        return nil
    }
}
