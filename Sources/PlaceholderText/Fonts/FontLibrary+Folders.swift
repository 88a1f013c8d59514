import CStatfs
import Glibc
import PlaceholderImage

extension FontLibrary {
    /// The most entries a font folder (with its subfolders) may hold, and how deep it may nest.
    public static let maximumFolderEntries = 100_000
    public static let maximumFolderDepth = 16

    /// The regular files under `folder` (following links to files, not to folders), sorted
    /// within each folder; FIFOs, sockets and devices are left out. Paths are the bytes the
    /// folder holds, NUL-terminated, so a cache of renders sees a name that is not UTF-8 as
    /// itself (the library cannot open such a file: its `String` path names no file). A folder on
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
}
