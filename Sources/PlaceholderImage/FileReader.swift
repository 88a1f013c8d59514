import Foundation

/// Reads whole files (or a whole stream, such as stdin), with errors that name the file
/// and the system's reason, and an optional limit on the size read.
public enum FileReader {
    /// The bytes of the file at `url`. Throws an ``ImageError`` naming it when it does not
    /// exist, is a folder, cannot be read, or holds more than `maxBytes` bytes.
    public static func read(_ url: URL, maxBytes: Int = .max) throws -> Data {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw ImageError(file: path, reason: code == ENOENT ? "does not exist" : "cannot be read (\(String(cString: strerror(code))))")
        }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw ImageError(file: path, reason: "is a folder, not a file")
        }
        return try read(descriptor: descriptor, name: path, maxBytes: maxBytes)
    }

    /// Everything left to read on the open file `descriptor` (stdin is 0); `name` names it
    /// in errors: a failing read (a closed descriptor, a folder) or more than `maxBytes`.
    public static func read(descriptor: Int32, name: String, maxBytes: Int = .max) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw ImageError(file: name, reason: "cannot be read (\(String(cString: strerror(code))))")
            }
            if count == 0 { return data }
            guard count <= maxBytes - data.count else { throw ImageError(file: name, reason: "is larger than \(maxBytes) bytes") }
            data.append(contentsOf: buffer[..<count])
        }
    }
}
