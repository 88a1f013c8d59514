import PlaceholderImage
import PlaceholderFormat

extension FontLibrary {
    /// `file` as `.versions.json` records it: inside the pinned set, the set's name and the
    /// file's name (the same on every machine, wherever the cache is); else its path.
    /// ``fontFilePath(_:)`` reads the name back.
    public static func recordedPath(_ file: String) -> String {
        guard case .pinned(let folder) = fontSet, file.hasPrefix(folder + "/") else { return file }
        return PinnedFonts.name + "/" + file.dropFirst(folder.count + 1)
    }

    /// The path of the font file a `font.file` names. A name of the pinned set as
    /// ``recordedPath(_:)`` writes it (and `layout` prints it), the set's name then a file
    /// of the set (`debian12-2026.1/Inter-Regular.otf`), is that file in the folder the
    /// set is found in (``fontSet``: the cache, or the bundle's copy); any other name is a
    /// path, as given.
    /// - Throws: ``FontError`` for a name of the set when the set is not found whole, when
    ///   the rest is no file of the set, or when the file, its links followed, lies outside
    ///   the set's folder.
    public static func fontFilePath(_ file: String) throws -> String {
        try pinnedFile(file, in: fontSet) ?? file
    }

    /// The path in `set`'s folder of `file` when it is a name of the pinned set
    /// (`SET/FILE`), else nil. The rest must be one plain name (`SafeFileName`), a file
    /// of the pin, and stay inside the folder once links are followed.
    static func pinnedFile(_ file: String, in set: PinnedFonts.State) throws -> String? {
        let prefix = PinnedFonts.name + "/"
        guard file.utf8.starts(with: prefix.utf8) else { return nil }
        let name = String(decoding: file.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        if let problem = SafeFileName.problem(name) {
            throw FontError(.file(file), problem: "cannot name a file of the pinned set \(PinnedFonts.name): \(Quoting.quoted(name)) \(problem)")
        }
        guard PinnedFonts.files.contains(where: { $0.name == name }) else {
            throw FontError(.file(file), problem: "names no file of the pinned set \(PinnedFonts.name)")
        }
        guard let folder = set.folder else {
            throw FontError(.file(file), problem: "names a file of the pinned set, but \(set.problem ?? "it is not found")")
        }
        let path = folder + "/" + name
        guard SafeFileName.resolved(path, isInside: folder) == true else {
            throw FontError(.file(file), problem: "is not inside the pinned set's folder \(Quoting.escaped(folder)) (a link out of it, or missing)")
        }
        return path
    }
}
