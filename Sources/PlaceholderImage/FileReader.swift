import FoundationEssentials
import Glibc

/// Reads whole files (or a whole stream, such as stdin), with errors that name the file
/// and the system's reason, and a limit on the size read. Every file input of the tool
/// (specs, shard results, PNG references, manifests) comes through here.
///
/// A file is opened with `O_NONBLOCK` and then checked with `fstat` on the open
/// descriptor, so a FIFO, socket or device is refused at once instead of blocking (there
/// is no window between the check and the open); only a regular file is read, and at
/// most `maxBytes` of it (a larger size, as `fstat` says or as it grows while read, is an
/// error).
public enum FileReader {
    /// The limit when the caller gives none: 512 MiB, as large as a PNG at the pixel
    /// limit may be.
    public static let defaultMaxBytes = 512 << 20

    /// The bytes of the file at `url`. Throws an ``FileError`` naming it when it does not
    /// exist, is not a regular file (a folder, FIFO, socket or device), cannot be read, or
    /// holds more than `maxBytes` bytes. With `followLinks` false a symbolic link is refused.
    public static func read(_ url: URL, maxBytes: Int = defaultMaxBytes, followLinks: Bool = true) throws -> Data {
        let path = url.path
        let descriptor = try openRegularFile(path, followLinks: followLinks, maxBytes: maxBytes)
        defer { close(descriptor) }
        return try read(descriptor: descriptor, name: path, maxBytes: maxBytes)
    }

    /// Opens `path` for reading without blocking and returns the descriptor when it is a
    /// regular file of at most `maxBytes` bytes (blocking mode restored); else throws.
    public static func openRegularFile(_ path: String, followLinks: Bool = true, maxBytes: Int = .max) throws -> Int32 {
        guard !path.utf8.contains(0) else { throw FileError(file: path, reason: "holds a NUL (U+0000), so it names no file") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (followLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw FileError(file: path, reason: "does not exist")
            case ELOOP where !followLinks: throw FileError(file: path, reason: "is a symbolic link, not a file")
            default: throw FileError(file: path, reason: "cannot be read (\(String(cString: strerror(code))))")
            }
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw FileError(file: path, reason: "cannot be read (\(String(cString: strerror(code))))")
        }
        if let kind = kindName(info.st_mode) {
            close(descriptor)
            throw FileError(file: path, reason: "is \(kind), not a file")
        }
        if info.st_size > maxBytes {
            close(descriptor)
            throw FileError(file: path, reason: "is larger than \(maxBytes) bytes")
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return descriptor
    }

    /// What a file of `mode` is, in words, when it is not a regular file: `a folder`,
    /// `a FIFO (named pipe)`, `a socket`, `a device`; nil for a regular file.
    public static func kindName(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// Everything left to read on the open file `descriptor` (stdin is 0); `name` names it
    /// in errors: a failing read (a closed descriptor, a folder) or more than `maxBytes`.
    public static func read(descriptor: Int32, name: String, maxBytes: Int = defaultMaxBytes) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw FileError(file: name, reason: "cannot be read (\(String(cString: strerror(code))))")
            }
            if count == 0 { return data }
            guard count <= maxBytes - data.count else { throw FileError(file: name, reason: "is larger than \(maxBytes) bytes") }
            data.append(contentsOf: buffer[..<count])
        }
    }
}
