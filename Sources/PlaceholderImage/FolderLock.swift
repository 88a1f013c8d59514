import FoundationEssentials
import Glibc

/// An exclusive lock on a folder, for a read-modify-write of a file in it that several
/// threads or processes may do at once (parallel tests recording references beside one
/// `.versions.json`): `flock` on the folder itself, so no lock file is left behind.
/// Locks taken through separate opens exclude each other within a process too.
public enum FolderLock {
    /// Runs `body` while holding the lock on `folder`, which must exist. Throws a
    /// ``FileError`` when the folder cannot be opened or locked.
    public static func withLock<T>(on folder: URL, _ body: () throws -> T) throws -> T {
        let path = folder.path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(file: path, reason: "cannot be opened to lock it (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var status: Int32
        repeat { status = flock(descriptor, LOCK_EX) } while status != 0 && errno == EINTR
        guard status == 0 else { throw FileError(file: path, reason: "cannot be locked (\(String(cString: strerror(errno))))") }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
