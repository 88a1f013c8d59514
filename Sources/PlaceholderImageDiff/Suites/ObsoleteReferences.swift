import Foundation
import PlaceholderImage

/// References that no case produces any more: files in a snapshots folder (and its
/// subfolders) that a run did not check.
public enum ObsoleteReferences {
    /// The reference files in `folder` (and, when `recursive`, its subfolders) with one of
    /// `extensions` whose path, relative to `folder` and without the extension, is not in
    /// `used`; sorted.
    public static func find(in folder: URL, used: Set<String>, extensions: Set<String> = ["png"], recursive: Bool = false) -> [URL] {
        let options: FileManager.DirectoryEnumerationOptions = recursive ? [.skipsHiddenFiles] : [.skipsHiddenFiles, .skipsSubdirectoryDescendants]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: options) else {
            return []
        }
        let root = folder.standardizedFileURL.path
        var found: [URL] = []
        for case let url as URL in walker where extensions.contains(url.pathExtension) {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.deletingPathExtension().path
            let name = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : url.deletingPathExtension().lastPathComponent
            if !used.contains(name) { found.append(url) }
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
