import FoundationEssentials

/// Finds the package a file belongs to by walking up its folders.
public enum PackageRoot {
    /// The nearest folder above `file` that holds `marker` (a relative path), or nil.
    public static func folder(above file: URL, containing marker: String = "Package.swift") -> URL? {
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(marker).path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
