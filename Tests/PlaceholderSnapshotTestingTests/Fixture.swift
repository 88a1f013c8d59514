import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Scratch space for tests.
enum Fixture {
    /// A fresh empty folder, removed when the test process exits.
    static func temporaryFolder() throws -> URL { try ScratchFolder.make() }

    /// A throwaway package: an empty Package.swift in a fresh folder and the path of a test
    /// file `Tests/AppTests/<testFileName>` two folders down, where snapshot paths start.
    static func package(testFileName: String) throws -> (root: URL, testFile: String) {
        let root = try temporaryFolder()
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        return (root, root.appendingPathComponent("Tests/AppTests/\(testFileName)").path)
    }

    /// Writes `script` to `url` as an executable, through a descriptor closed on exec: a test
    /// running beside it that starts a process then cannot hold the file open for writing,
    /// which would make running it fail with ETXTBSY ("Text file busy").
    static func writeExecutable(_ script: String, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        let bytes = Array(script.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            written += count
        }
    }
}
