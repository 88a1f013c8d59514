import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderFormat

/// A set of files every build reads, pinned by SHA-256 and taken from Debian packages: the
/// font set (``PinnedFonts``) and the hyphenation dictionaries (``PinnedDictionaries``).
/// `scripts/bootstrap` fetches exactly the set's `.deb`s from the pool of apt's configured
/// Debian mirror (the pool keeps each version), checks each `.deb`'s and each file's
/// SHA-256, and puts the files into a folder named ``name`` inside the pinned cache
/// (``cacheFolders(environment:)``), with a `SHA256SUMS` stamp it writes last.
///
/// A conforming type's file is the set's one place: `scripts/lib/pinned-set.bash` reads its
/// `name`, `Package(...)` and `File(...)` lines, and a test checks it reads them all.
/// Changing a file means a new ``name``, so a folder of the old set is never taken for
/// the new one.
public protocol PinnedSet {
    /// The set's name: the folder that holds it.
    static var name: String { get }
    /// The Debian release the packages come from, as a purl's `distro` qualifier says it.
    static var distro: String { get }
    /// The packages, in the order bootstrap fetches them.
    static var packages: [PinnedPackage] { get }
    /// The files, each taken from its package.
    static var files: [PinnedFile] { get }
    /// What is used where the set is not found, as ``PinnedState/description`` says it
    /// (`host fonts`).
    static var fallback: String { get }
}

extension PinnedSet {
    /// A Debian package the set's files come from.
    public typealias Package = PinnedPackage
    /// A file of the set.
    public typealias File = PinnedFile
    /// Where the set is found, or why not.
    public typealias State = PinnedState<Self>
}

/// A Debian package a pinned set's files come from, as its pool keeps it.
public struct PinnedPackage: Sendable {
    /// The binary package's name (`fonts-inter`).
    public var name: String
    /// Its Debian version, epoch included (`1:20220127+repack1-1`).
    public var version: String
    /// The `.deb`'s path under the mirror's URL.
    public var pool: String
    /// The `.deb`'s size in bytes.
    public var size: Int
    /// The `.deb`'s SHA-256, in hexadecimal.
    public var sha256: String
    /// The files' licence, as the package's copyright file states it.
    public var licence: String
}

/// A file of a pinned set.
public struct PinnedFile: Sendable {
    /// The package (``PinnedPackage/name``) the file comes from.
    public var package: String
    /// The file's path inside the package.
    public var path: String
    /// The file's size in bytes, which the library checks when it first looks for the set.
    public var size: Int
    /// The file's SHA-256, in hexadecimal.
    public var sha256: String
    /// The file's name in the set's folder (the set is flat).
    public var name: String { String(path.split(separator: "/").last ?? "") }
}

/// Where a pinned set is found, or why not.
public enum PinnedState<Pinned: PinnedSet>: Equatable, Sendable {
    /// The folder holds the set: its stamp is this pin's and every file has its size.
    case pinned(folder: String)
    /// A folder of the set's name exists, but its stamp or these files differ from the pin.
    case differs(folder: String, files: [String])
    /// No cache folder holds the set.
    case missing

    /// The folder that holds the set, when it is found whole.
    public var folder: String? {
        if case .pinned(let folder) = self { return folder }
        return nil
    }

    /// What is used, in a few words, for `.versions.json` and a snapshot failure: `pinned`
    /// and the set's name, else ``PinnedSet/fallback`` and the ``problem``.
    public var description: String {
        guard let problem else { return "pinned \(Pinned.name)" }
        return "\(Pinned.fallback): \(problem)"
    }

    /// Why the set is not used, and what to run; nil when it is.
    public var problem: String? {
        switch self {
        case .pinned: return nil
        case .differs(let folder, let files):
            return "the pinned set \(Pinned.name) in \(Quoting.escaped(folder)) differs from its pin (\(files.joined(separator: ", "))); run PlaceholderKit's scripts/bootstrap"
        case .missing:
            return "the pinned set \(Pinned.name) is not installed; run PlaceholderKit's scripts/bootstrap"
        }
    }
}

extension PinnedSet {
    /// The environment variable naming the folder that holds the pinned sets, instead of
    /// the usual places (``cacheFolders(environment:)``).
    public static var cacheVariable: String { "PLACEHOLDERKIT_FONT_CACHE" }

    /// The folders that may hold pinned sets, in the order searched: the one
    /// ``cacheVariable`` names when it is set; else the user's
    /// (`$XDG_CACHE_HOME/placeholderkit/fonts`, by default `~/.cache/placeholderkit/fonts`),
    /// then the machine's (`/var/cache/placeholderkit/fonts`, where bootstrap puts the sets
    /// when it runs as root). Every set is kept there, each in a folder of its name (the
    /// folders are named `fonts` from when the font set was the only one).
    public static func cacheFolders(environment: [String: String]) -> [String] {
        if let folder = environment[cacheVariable], !folder.isEmpty { return [folder] }
        var folders: [String] = []
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            folders.append(cache + "/placeholderkit/fonts")
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folders.append(home + "/.cache/placeholderkit/fonts")
        }
        return folders + ["/var/cache/placeholderkit/fonts"]
    }

    /// The stamp bootstrap writes into the set's folder once every file is checked: one
    /// `SHA256  NAME` line a file, as `sha256sum` prints them, in the table's order.
    public static var stampName: String { "SHA256SUMS" }

    /// The stamp's text for this pin.
    public static var stamp: String { files.map { "\($0.sha256)  \($0.name)\n" }.joined() }

    /// Finds the set in the first cache folder that has a folder of its name and checks it
    /// (``check(folder:)``): the stamp (read up to 64 KiB, never from a FIFO) and each
    /// file's size. The hashes were checked when the set was put there; hashing every file
    /// at every start would cost more than a test.
    public static func state(environment: [String: String]) -> PinnedState<Self> {
        for cache in cacheFolders(environment: environment) {
            let folder = cache + "/" + name
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            return check(folder: folder)
        }
        return .missing
    }

    /// Whether `folder` holds the set: this pin's stamp and every file at its size.
    public static func check(folder: String) -> PinnedState<Self> {
        var differing: [String] = []
        let written = try? FileReader.read(URL(fileURLWithPath: folder + "/" + stampName), maxBytes: 1 << 16)
        if written.map({ String(decoding: $0, as: UTF8.self) }) != stamp { differing.append(stampName) }
        for file in files {
            var info = stat()
            if stat(folder + "/" + file.name, &info) != 0 || info.st_mode & S_IFMT != S_IFREG || Int(info.st_size) != file.size {
                differing.append(file.name)
            }
        }
        return differing.isEmpty ? .pinned(folder: folder) : .differs(folder: folder, files: differing)
    }
}
