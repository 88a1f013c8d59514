import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderFormat

/// Checks, before a command writes anything, that a folder can take its files.
enum WritableFolder {
    /// Throws a ``CommandLineError`` about `flag` unless `path` is a folder this process may
    /// write in, or does not exist yet and its nearest existing parent is such a folder (so
    /// it can be created). Files the command will write inside it are `files`; folders it
    /// will create or fill there are `folders`: an existing entry of the other kind is an
    /// error too, and so is a FIFO, socket or device where a file goes (never opened).
    static func check(_ path: String, flag: String, files: some Sequence<String> = [String](), folders: [String] = []) throws {
        let quoted = Quoting.quoted(path)
        switch kind(of: path) {
        case .folder:
            guard access(path, W_OK | X_OK) == 0 else { throw CommandLineError(flag: flag, "\(quoted) is not writable") }
            for name in files {
                let file = path + "/" + name
                if kind(of: file) == .folder { throw CommandLineError(flag: flag, "\(Quoting.quoted(file)) is a folder, where a file will be written") }
                // A FIFO, socket or device: refused before anything is written, not when its
                // turn comes (the other files would be written by then).
                if let problem = AtomicFile.problem(atPath: file) { throw CommandLineError(flag: flag, "\(Quoting.quoted(file)) \(problem)") }
            }
            for name in folders where kind(of: path + "/" + name) == .other {
                throw CommandLineError(flag: flag, "\(Quoting.quoted(path + "/" + name)) is a file, where a folder will be made")
            }
        case .other:
            throw CommandLineError(flag: flag, "\(quoted) is not a folder")
        case nil:
            var parent = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
            while kind(of: parent.path) == nil, parent.path != "/" { parent.deleteLastPathComponent() }
            let name = Quoting.escaped(parent.path)
            guard kind(of: parent.path) == .folder else { throw CommandLineError(flag: flag, "\(quoted) cannot be created (\(name) is not a folder)") }
            guard access(parent.path, W_OK | X_OK) == 0 else {
                throw CommandLineError(flag: flag, "\(quoted) cannot be created (\(name) is not writable)")
            }
        }
    }

    enum Kind { case folder, other }

    /// What is at `path`, following links; nil when nothing is. A link that leads nowhere
    /// (dangling, or a loop) is `.other`: something is there, which no folder can replace.
    static func kind(of path: String) -> Kind? {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? .folder : .other }
        return lstat(path, &info) == 0 ? .other : nil
    }
}
