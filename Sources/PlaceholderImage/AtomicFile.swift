import FoundationEssentials
import Glibc

/// Writes files so that readers see the old file or the new one, never half of one: the
/// bytes go to a temporary file beside the target, `.NAME.PID.RANDOM.tmp`, which is then
/// renamed over it (NAME cut to its first ``temporaryNameBytes`` bytes, so that any name
/// the file system allows has a temporary file it allows too). On failure the temporary file and any folder the write created are
/// removed again; after ``removeTemporaryFilesOnInterrupt()``, SIGINT and SIGTERM remove
/// them too. Only `kill -9` (or a crash) can leave a temporary file behind.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating missing parent folders. Throws an
    /// ``FileError`` naming the file and the system's reason.
    /// A target that exists and is neither a regular file nor a symbolic link (a device,
    /// FIFO, socket or folder) is refused, not replaced; a link is replaced, never followed.
    public static func write(_ data: Data, to url: URL) throws {
        let path = url.path
        if let problem = problem(atPath: path) { throw FileError(file: path, reason: problem) }
        let created = try createFolders(above: url.deletingLastPathComponent(), for: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(temporaryStem(url.lastPathComponent)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        // Tracked before the file exists, so that a signal at any moment finds it.
        let ticket = InFlightWrites.start(temporary: temporary, folders: created)
        defer { InFlightWrites.finish(ticket) }
        do {
            try writeNew(data, to: temporary, naming: path)
            guard rename(temporary, path) == 0 else { throw failure(path, errno) }
        } catch {
            unlink(temporary)
            for folder in created.reversed() { rmdir(folder) }
            throw error
        }
    }

    /// Why ``write(_:to:)`` would refuse `path`, or nil: something is there that is neither a
    /// regular file nor a symbolic link (a folder, FIFO, socket or device). Read with
    /// `lstat` alone, so nothing is opened and a FIFO never blocks: a batch checks every
    /// output with it before it writes any.
    public static func problem(atPath path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK, let kind = FileReader.kindName(info.st_mode) else { return nil }
        return "is \(kind), not a file to replace"
    }

    /// The most bytes of a target's name its temporary file's name keeps: with the dot, the
    /// process ID, the random number and `.tmp` (at most 1 + 1 + 7 + 1 + 10 + 4 bytes) a
    /// temporary name stays within `NAME_MAX` (255) whatever the target's name.
    public static let temporaryNameBytes = 230

    /// `name` cut to at most ``temporaryNameBytes`` bytes, at a character's end.
    static func temporaryStem(_ name: String) -> String {
        var end = name.startIndex
        var bytes = 0
        for index in name.unicodeScalars.indices {
            bytes += name.unicodeScalars[index].utf8.count
            if bytes > temporaryNameBytes { break }
            end = name.unicodeScalars.index(after: index)
        }
        return String(name.unicodeScalars[..<end])
    }

    /// Makes SIGINT and SIGTERM remove the temporary files (and the folders they created)
    /// of the writes in progress, then exit with status 130 or 143 (128 + the signal), as
    /// a shell reports a process killed by them. A signal the process was started with
    /// ignored (`nohup`, a background job) stays ignored; one it inherited blocked (as from
    /// a parent's worker thread) is unblocked, so that it is handled rather than left
    /// pending. For tools: call it once, early in `main`, before other threads start. A
    /// `kill -9` cannot be caught; it may leave a `.NAME.PID.RANDOM.tmp` file.
    public static func removeTemporaryFilesOnInterrupt() {
        InFlightWrites.prepare()
        for signal in [SIGINT, SIGTERM] {
            var previous = sigaction()
            guard sigaction(signal, nil, &previous) == 0, !isIgnore(previous.__sigaction_handler.sa_handler) else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                InFlightWrites.removeAll()
                _exit(128 + signal)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
            var unblock = sigset_t()
            sigemptyset(&unblock)
            sigaddset(&unblock, signal)
            pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        }
    }

    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Creates `folder` and its missing parents; returns the ones it created, outermost first.
    private static func createFolders(above folder: URL, for path: String) throws -> [String] {
        var missing: [String] = []
        var current = folder.standardizedFileURL
        var isDirectory: Bool = false
        while !FileManager.default.fileExists(atPath: current.path, isDirectory: &isDirectory) {
            missing.append(current.path)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        if missing.isEmpty, !isDirectory { throw FileError(file: path, reason: "cannot be written (\(folder.path) is not a folder)") }
        var created: [String] = []
        for folder in missing.reversed() {
            if mkdir(folder, 0o777) == 0 {
                created.append(folder)
                continue
            }
            let code = errno
            // Another writer (a parallel job) made it meanwhile: use it, but it is not ours to remove.
            var isFolder: Bool = false
            if code == EEXIST, FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder { continue }
            for made in created.reversed() { rmdir(made) }
            throw failure(path, code)
        }
        return created
    }

    private static func writeNew(_ data: Data, to temporary: String, naming path: String) throws {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno) }
        let code = FileWriter.write(data, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        if let code { throw failure(path, code) }
        if let closed { throw failure(path, closed) }
    }

    private static func failure(_ path: String, _ code: Int32) -> FileError {
        FileError(file: path, reason: "cannot be written (\(String(cString: strerror(code))))")
    }
}
