import Foundation
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
        let options: FileManager.DirectoryEnumerationOptions = recursive ? [.skipsHiddenFiles] : [.skipsHiddenFiles, .skipsSubdirectoryDescendants]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: options) else {
            return []
        }
        let root = folder.standardizedFileURL.path
        var references: [(url: URL, relative: String)] = []
        var orphans: [(url: URL, stem: String)] = []
        for case let url as URL in walker {
            let suffix = companions.first { url.lastPathComponent.hasSuffix(".\($0)") && url.lastPathComponent.count > $0.count + 1 }
            guard suffix != nil || extensions.contains(url.pathExtension) else { continue }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : url.lastPathComponent
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
    /// symbolic link there points to. Throws an ``FileError`` naming a file that cannot be
    /// deleted.
    public static func delete(_ reference: URL, companions: Set<String> = SnapshotCompanion.knownSuffixes) throws {
        for url in [reference] + Self.companions(of: reference, companions: companions) {
            guard unlink(url.path) == 0 else {
                throw FileError(file: url.path, reason: "cannot be deleted (\(String(cString: strerror(errno))))")
            }
        }
    }
}
