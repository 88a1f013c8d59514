import FoundationEssentials
import Glibc
import PlaceholderImage

/// References that no case produces any more: files in a snapshots folder (and its
/// subfolders) that a run did not check.
public enum ObsoleteReferences {
    /// The reference files in `folder` (and, when `recursive`, its subfolders) with one of
    /// `extensions` whose path, relative to `folder` and without the extension, is not in
    /// `used`; sorted. A companion recorded beside a reference (`NAME.SUFFIX` for a suffix
    /// of `companions`, such as `NAME.layout.json`) belongs to it: it is not listed when
    /// `NAME` is used, nor when `NAME`'s reference is listed (``delete(_:companions:)``
    /// deletes it with that), only when it is left alone.
    public static func find(in folder: URL, used: Set<String>, extensions: Set<String> = ["png"], recursive: Bool = false,
                            companions: Set<String> = SnapshotCompanion.knownSuffixes) -> [URL] {
        let root = folder.standardizedFileURL.path
        var references: [(url: URL, relative: String)] = []
        var orphans: [(url: URL, stem: String)] = []
        for relative in regularFiles(in: root, recursive: recursive) {
            let url = URL(fileURLWithPath: root + "/" + relative)
            let suffix = companions.first { url.lastPathComponent.hasSuffix(".\($0)") && url.lastPathComponent.count > $0.count + 1 }
            guard suffix != nil || extensions.contains(url.pathExtension) else { continue }
            // As a reference of its own (`NAME.layout.json` may be the `.json` reference `NAME.layout`)…
            if extensions.contains(url.pathExtension), used.contains(String(relative.dropLast(url.pathExtension.count + 1))) { continue }
            // …or as the companion of a used reference.
            if let suffix {
                let stem = String(relative.dropLast(suffix.count + 1))
                if !used.contains(stem) { orphans.append((url, stem)) }
            } else {
                references.append((url, relative))
            }
        }
        let listed = Set(references.map(\.relative))
        let alone = orphans.filter { orphan in !extensions.contains { listed.contains("\(orphan.stem).\($0)") } }
        return (references.map(\.url) + alone.map(\.url)).sorted { $0.path < $1.path }
    }

    /// The regular files (not links) under `root`, as paths relative to it, skipping
    /// hidden entries (a name starting with `.`) and names that are not UTF-8 (no case
    /// can be named by one); subfolders only when `recursive`, never through a link.
    private static func regularFiles(in root: String, recursive: Bool) -> [String] {
        var files: [String] = []
        func walk(_ relative: String) {
            let folder = relative.isEmpty ? root : root + "/" + relative
            for bytes in FolderEntries.names(in: folder) ?? [] where bytes.first != 0x2E {
                guard let name = String(validating: bytes, as: UTF8.self) else { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                switch FolderEntries.kind(of: Array((root + "/" + child).utf8CString)) {
                case S_IFREG: files.append(child)
                case S_IFDIR where recursive: walk(child)
                default: break
                }
            }
        }
        walk("")
        return files
    }

    /// The companions recorded beside `reference` (`NAME.SUFFIX` for each of `companions`)
    /// that exist, as files or links.
    public static func companions(of reference: URL, companions: Set<String> = SnapshotCompanion.knownSuffixes) -> [URL] {
        let stem = reference.deletingPathExtension()
        return companions.sorted().compactMap { suffix in
            let url = URL(fileURLWithPath: SnapshotCompanion.fileName(of: stem.path, suffix: suffix))
            var info = stat()
            return url != reference && lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR ? url : nil
        }
    }
}

extension ObsoleteReferences {
    /// Deletes the reference file at `reference` (`--prune`) and the companions recorded
    /// beside it (``companions(of:companions:)``): the files themselves, never what a
    /// symbolic link there points to. Throws an `FileError` naming a file that cannot be
    /// deleted.
    public static func delete(_ reference: URL, companions: Set<String> = SnapshotCompanion.knownSuffixes) throws {
        for url in [reference] + Self.companions(of: reference, companions: companions) {
            guard unlink(url.path) == 0 else {
                throw FileError(file: url.path, reason: "cannot be deleted (\(String(cString: strerror(errno))))")
            }
        }
    }
}
