import Foundation
import PlaceholderImage

/// References that no case produces any more: files in a snapshots folder (and its
/// subfolders) that a run did not check.
public enum ObsoleteReferences {
    /// The reference files in `folder` (and, when `recursive`, its subfolders) with one of
    /// `extensions` whose path, relative to `folder` and without the extension, is not in
    /// `used`; sorted. A companion recorded beside a reference (`NAME.SUFFIX` for a suffix
    /// of `companions`, such as `NAME.layout.json`) belongs to it: it is obsolete only when
    /// `NAME` is not used either, whatever its extension.
    public static func find(in folder: URL, used: Set<String>, extensions: Set<String> = ["png"], recursive: Bool = false,
                            companions: Set<String> = SnapshotCompanion.knownSuffixes) -> [URL] {
        let options: FileManager.DirectoryEnumerationOptions = recursive ? [.skipsHiddenFiles] : [.skipsHiddenFiles, .skipsSubdirectoryDescendants]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: options) else {
            return []
        }
        let root = folder.standardizedFileURL.path
        var found: [URL] = []
        for case let url as URL in walker {
            let suffix = companions.first { url.lastPathComponent.hasSuffix(".\($0)") && url.lastPathComponent.count > $0.count + 1 }
            guard suffix != nil || extensions.contains(url.pathExtension) else { continue }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : url.lastPathComponent
            let reference = extensions.contains(url.pathExtension) && used.contains(String(relative.dropLast(url.pathExtension.count + 1)))
            let companion = suffix.map { used.contains(String(relative.dropLast($0.count + 1))) } ?? false
            if !reference && !companion { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}

extension ObsoleteReferences {
    /// Deletes the reference file at `reference` (`--prune`): the file itself, never what
    /// a symbolic link there points to. Throws an ``FileError`` naming it when it cannot.
    public static func delete(_ reference: URL) throws {
        guard unlink(reference.path) == 0 else {
            throw FileError(file: reference.path, reason: "cannot be deleted (\(String(cString: strerror(errno))))")
        }
    }
}
