import Glibc

/// The entries of a folder as the kernel names them: raw bytes (a name need not be
/// UTF-8), without `.` and `..`, sorted by bytes as `ls` sorts in the C locale.
///
/// The one folder reader of every module (spec folders, font folders, snapshot folders),
/// so each walks names the same way and none needs Foundation's directory enumerator.
public enum FolderEntries {
    /// A folder holds more entries than the caller's limit.
    public struct TooManyEntries: Error {
        /// The limit that was passed.
        public let limit: Int
    }

    /// The raw names of `folder`'s entries, sorted by bytes, or nil when it cannot be read.
    /// Reading stops, throwing, at entry `limit + 1`, so a folder of millions costs no more
    /// memory than the limit allows.
    public static func names(in folder: [CChar], limit: Int = .max) throws(TooManyEntries) -> [[UInt8]]? {
        let terminated = folder.last == 0 ? folder : folder + [0]
        guard let directory = opendir(terminated) else { return nil }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            names.append(bytes)
            if names.count > limit { throw TooManyEntries(limit: limit) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// ``names(in:limit:)`` for a folder path given as text, without a limit.
    public static func names(in folder: String) -> [[UInt8]]? {
        try? names(in: Array(folder.utf8CString))
    }

    /// What kind of entry `path` (NUL-terminated) is, without following a symbolic link
    /// (`lstat`), or nil when it cannot be read.
    public static func kind(of path: [CChar]) -> mode_t? {
        var info = stat()
        guard lstat(path.last == 0 ? path : path + [0], &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}
