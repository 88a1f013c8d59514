import FoundationEssentials
import Glibc
import PlaceholderImage

/// What an incremental render (`render --incremental`, `demo --incremental`) knows about an
/// output folder: for each image it wrote, the key of its inputs (``RenderKey``) and the
/// size and modification time the file had then. An image is skipped only when the key is
/// the same *and* the file is still the one written (not deleted, replaced or rewritten by a
/// killed run), so a manifest never serves a stale image. Kept in the folder as
/// `.placeholderkit-render.json`, written atomically once the run has written its images;
/// one writer at a time holds `.placeholderkit-render.lock`.
struct RenderManifest: Codable {
    struct Image: Codable, Equatable {
        var key: String
        var size: Int64
        var modified: Int64
        /// The image's size, for the contact sheet (nil when it was not recorded, or reads as
        /// no view's size).
        var frame: BatchRenderer.Frame?

        init(key: String, size: Int64, modified: Int64, frame: BatchRenderer.Frame?) {
            (self.key, self.size, self.modified, self.frame) = (key, size, modified, frame)
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            key = try container.decode(String.self, forKey: .key)
            size = try container.decode(Int64.self, forKey: .size)
            modified = try container.decode(Int64.self, forKey: .modified)
            frame = try? container.decodeIfPresent(BatchRenderer.Frame.self, forKey: .frame)
            if let frame, (try? frame.check { field, problem in throw CommandLineError("\(field): \(problem)") }) == nil { self.frame = nil }
        }
    }

    /// The manifest's format.
    var version = 1
    /// By output file name.
    var images: [String: Image] = [:]

    static let fileName = ".placeholderkit-render.json"
    static let lockName = ".placeholderkit-render.lock"
    /// The largest manifest read: 10,000 images take about 1.2 MB.
    static let maximumSize = 64 << 20

    /// The manifest of `folder`, or an empty one when there is none or it cannot be read
    /// (everything is then rendered again, which is always safe).
    static func read(in folder: URL) -> RenderManifest {
        let url = folder.appendingPathComponent(fileName)
        guard let data = try? FileReader.read(url, maxBytes: maximumSize),
              let manifest = try? JSONDecoder().decode(RenderManifest.self, from: data), manifest.version == 1 else { return RenderManifest() }
        return manifest
    }

    /// Writes the manifest into `folder`, atomically.
    func write(in folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(encoder.encode(self), to: folder.appendingPathComponent(Self.fileName))
    }

    /// The size and modification time of the file at `url`, if it is a regular file.
    static func state(of url: URL) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return (Int64(info.st_size), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// Whether the image `name` at `url` is the one this manifest recorded with `key`.
    func isCurrent(_ name: String, at url: URL, key: String) -> Bool {
        guard let image = images[name], image.key == key, let state = Self.state(of: url) else { return false }
        return image.size == state.size && image.modified == state.modified
    }

    /// The lock of one incremental writer of a folder, held until released (or the process
    /// ends): `flock` on a regular file, opened without blocking, never through a link.
    final class Lock {
        private let descriptor: Int32

        init(folder: URL, flag: String) throws {
            let path = folder.appendingPathComponent(RenderManifest.lockName).path
            let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                throw CommandLineError(flag: flag, "cannot open \(Quoting.quoted(path)): \(String(cString: strerror(errno)))")
            }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                close(fd)
                throw CommandLineError(flag: flag, "\(Quoting.quoted(path)) is not a regular file")
            }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                close(fd)
                throw CommandLineError(flag: flag, "another incremental render is writing \(Quoting.quoted(folder.path)) (it holds \(RenderManifest.lockName))")
            }
            descriptor = fd
        }

        deinit { close(descriptor) }
    }
}
