import Glibc

/// How file times are compared and written (an incremental render's manifest and keys, the
/// font files' and dictionaries' states): nanoseconds since 1970, one integer.
public enum FileTime {
    /// The time `seconds` and `nanoseconds` (a `timespec`'s fields) make, in nanoseconds.
    public static func nanoseconds(_ seconds: some BinaryInteger, _ nanoseconds: some BinaryInteger) -> Int64 {
        Int64(seconds) * 1_000_000_000 + Int64(nanoseconds)
    }

    /// The file at `path` as `stat` finds it, following links: `SIZE NANOSECONDS`, its
    /// size and modification time; nil when nothing is there.
    public static func state(ofFileAt path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size) \(nanoseconds(info.st_mtim.tv_sec, info.st_mtim.tv_nsec))"
    }
}
