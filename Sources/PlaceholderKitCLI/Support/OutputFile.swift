import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderKit
import PlaceholderFormat

/// Checks of a single output file named on the command line (`render -o`), made before
/// anything is rendered.
enum OutputFile {
    /// Throws a ``CommandLineError`` about `flag` when `path` (not `-`) already exists and
    /// is not a regular file or a symbolic link (a device, FIFO, socket or folder: writing
    /// would replace it), or when its extension names another format than `format`.
    static func check(_ path: String, format: OutputFormat?, flag: String = "-o") throws {
        guard path != "-" else { return }
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK, let kind = FileReader.kindName(info.st_mode) {
            throw CommandLineError(flag: flag, "\(Quoting.quoted(path)) is \(kind), not a file to write")
        }
        if let format, let named = OutputFormat(path: path), named != format {
            throw CommandLineError(flag: flag, "\(Quoting.quoted(path)) ends in .\(named.rawValue), but --format is \(format.rawValue)")
        }
    }
}

/// The process's command line as the bytes it was given, before Swift decodes them (which
/// turns bytes that are not UTF-8 into U+FFFD, so a file named by them would be another).
public enum RawArguments {
    /// Why the command line cannot be used, or nil: an argument that is not UTF-8, shown
    /// with its bad bytes escaped (`\xFF`).
    public static func problem(argc: Int32 = CommandLine.argc, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv) -> String? {
        for index in 1..<max(1, Int(argc)) {
            guard let pointer = argv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
            if String(validating: bytes, as: UTF8.self) == nil {
                return "argument \(index) is not UTF-8: \(Quoting.escaped(Quoting.escapedBytes(bytes)))"
            }
        }
        return nil
    }

    /// For `main`: SIGPIPE ignored, so a closed pipe on stdout (`| head`) is an EPIPE write
    /// error, reported on one line with exit status 2, rather than death by signal; and the
    /// command line checked. Returns the exit status to stop with, or nil to go on.
    public static func prepareProcess() -> Int32? {
        signal(SIGPIPE, SIG_IGN)
        if let problem = problem() {
            _ = FileWriter.write(Data("placeholderkit: \(problem)\n".utf8), to: STDERR_FILENO)
            return 2
        }
        return nil
    }
}
