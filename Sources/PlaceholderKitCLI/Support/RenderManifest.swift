import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderKit
import PlaceholderFormat

/// What an incremental render (`render --incremental`, `demo --incremental`) knows about an
/// output folder: for each image it wrote, the key of its inputs (``RenderKey``), the size
/// and modification time the file had then, and the image's size for the contact sheet. An
/// image is skipped only when the key is the same *and* the file is still the one written
/// (not deleted, replaced or rewritten by a killed run), so a manifest never serves a stale
/// image. Kept in the folder as `.placeholderkit-render-manifest`, written atomically once the
/// run has written its images; one writer at a time holds `.placeholderkit-render.lock`.
///
/// The file is one line an image — `KEY SIZE MODIFIED DIGEST FRAME NAME`, the digest the
/// SHA-256 of the bytes written (what `--prune` checks before it deletes anything), the frame
/// as `WIDTH HEIGHT SCALE PIXELWIDTH PIXELHEIGHT APPEARANCE` or `-` — after a first line that
/// names the format:
/// a re-run of 10,000 unchanged images reads it in a few milliseconds, where JSON decoding
/// took a fifth of the run. A line that does not read is an image to render again. Then one
/// line for each spec it remembers (``memos``): `@ MEMO NAMES`, the names parted by tabs,
/// which no safe file name holds.
package struct RenderManifest: Equatable {
    package struct Image: Equatable {
        var key: String
        var size: Int64
        var modified: Int64
        /// The SHA-256 of the bytes this tool wrote, in hexadecimal: the manifest comes from
        /// CI caches, so anyone may forge its names, sizes and times (anyone who can list the
        /// folder knows those), but not the digest of a file they cannot read.
        var digest: String
        /// The image's size, for the contact sheet (nil when it was not recorded, or reads as
        /// no view's size).
        var frame: BatchRenderer.Frame?
    }

    /// By output file name.
    package var images: [String: Image] = [:]
    /// The outputs' names (without the format's extension), in order, of each spec file all
    /// of whose images were made from its bytes, by the spec's memo key
    /// (``RenderKey/memoKey(specPart:name:)``): a re-run finds a spec file's outputs here from
    /// its bytes, without decoding it (``BatchRenderer/recall(_:fontDirectories:)``). A memo
    /// is only where to look: each image it names is still checked against its own line.
    package var memos: [String: [String]] = [:]
    /// The lines the manifest was read from, by name with what they said: a line whose
    /// image is unchanged is written back as it was read (formatting 10,000 lines' numbers
    /// again took most of a re-run's write).
    private var readLines: [String: (image: Image, line: Substring)] = [:]

    package static func == (a: RenderManifest, b: RenderManifest) -> Bool { a.images == b.images && a.memos == b.memos }

    static let fileName = ".placeholderkit-render-manifest"
    static let lockName = ".placeholderkit-render.lock"
    /// The first line: the format and its version.
    static let header = "placeholderkit-render-manifest 4"
    /// The largest manifest read: 10,000 images take about 1 MB.
    package static let maximumSize = 64 << 20
    /// The largest image `--prune` reads to check its digest: 1 GiB (an image at the tool's
    /// pixel limit is at most 256 MB of PNG).
    static let maximumImageBytes: Int64 = 1 << 30
    /// The most names (images, and outputs of memos) a manifest is read with; the lines
    /// after them are left out (their images render again), so a file of many tiny names
    /// costs no more memory than a million images.
    static let maximumNames = 1_000_000

    /// The manifest of `folder`, or an empty one when there is none or it cannot be read
    /// (everything is then rendered again, which is always safe).
    static func read(in folder: URL) -> RenderManifest { RenderManifest(bytes: bytes(in: folder)) }

    /// The bytes of `folder`'s manifest, or nil when there is none or it cannot be read.
    static func bytes(in folder: URL) -> Data? {
        try? FileReader.read(folder.appendingPathComponent(fileName), maxBytes: maximumSize, followLinks: false)
    }

    /// The manifest `bytes` hold; an empty one for nil.
    init(bytes: Data?) {
        self.init(text: bytes.map { String(decoding: $0, as: UTF8.self) } ?? "")
    }

    init() {}

    /// The manifest the text of its file says; lines that do not read are left out, and so
    /// are a line whose name is not one safe file name and the lines after the first
    /// `maximumNames` names (the manifest is data, restored from a CI cache as often as
    /// written here). Read as bytes: a line is split at its first five spaces (at its first
    /// ten when it has a frame), the name being the rest of it.
    package init(text: String, maximumNames: Int = RenderManifest.maximumNames) {
        var text = text
        var names = 0
        text.withUTF8 { bytes in
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)[...]
            guard let first = lines.popFirst(), first.elementsEqual(Self.header.utf8) else { return }
            for line in lines where names < maximumNames {
                if line.first == UInt8(ascii: "@") {
                    let fields = line.split(separator: 0x20, maxSplits: 2, omittingEmptySubsequences: false)
                    guard fields.count == 3, fields[0].count == 1 else { continue }
                    let outputs = fields[2].split(separator: 0x09, maxSplits: maximumNames - names - 1, omittingEmptySubsequences: false)
                        .map { String(decoding: $0, as: UTF8.self) }
                    guard outputs.allSatisfy({ SafeFileName.problem($0) == nil }) else { continue }
                    names += outputs.count
                    memos[String(decoding: fields[1], as: UTF8.self)] = outputs
                    continue
                }
                let fields = line.split(separator: 0x20, maxSplits: 5, omittingEmptySubsequences: false)
                guard fields.count == 6, let size = Self.integer(fields[1]), let modified = Self.integer(fields[2]),
                      Self.isDigest(fields[3]) else { continue }
                var frame: BatchRenderer.Frame?
                var name = fields[5]
                if !fields[4].elementsEqual("-".utf8) {
                    let parts = line.split(separator: 0x20, maxSplits: 10, omittingEmptySubsequences: false)
                    guard parts.count == 11, let read = BatchRenderer.Frame(fields: parts[4..<10].map { Substring(decoding: $0, as: UTF8.self) }) else { continue }
                    frame = read
                    name = parts[10]
                }
                let image = Image(key: String(decoding: fields[0], as: UTF8.self), size: size, modified: modified,
                                  digest: String(decoding: fields[3], as: UTF8.self), frame: frame)
                let file = String(decoding: name, as: UTF8.self)
                guard SafeFileName.problem(file) == nil else { continue }
                names += 1
                images[file] = image
                readLines[file] = (image, Substring(decoding: line, as: UTF8.self))
            }
        }
    }

    /// Whether `word` is a SHA-256 digest as the manifest writes one: 64 lowercase
    /// hexadecimal digits.
    private static func isDigest(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        word.count == 64 && word.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The decimal integer `digits` spell (an optional `-`, then digits), if it fits.
    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
        var digits = digits[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value: Int64 = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = tens.addingReportingOverflow(Int64(digit - 0x30))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// The file's text: the header, then the images by name.
    package var text: String {
        var text = Self.header + "\n"
        for (name, image) in images.sorted(by: { $0.key < $1.key }) {
            if let read = readLines[name], read.image == image {
                text += read.line
            } else {
                text += "\(image.key) \(image.size) \(image.modified) \(image.digest) \(image.frame?.fields.joined(separator: " ") ?? "-") \(name)"
            }
            text += "\n"
        }
        for (key, names) in memos.sorted(by: { $0.key < $1.key }) {
            text += "@ \(key) \(names.joined(separator: "\t"))\n"
        }
        return text
    }

    /// Writes the manifest into `folder`, atomically.
    func write(in folder: URL) throws {
        try AtomicFile.write(Data(text.utf8), to: folder.appendingPathComponent(Self.fileName))
    }

    /// The size and modification time of the file at `url`, if it is a regular file.
    static func state(of url: URL) -> (size: Int64, modified: Int64)? { state(atPath: url.path) }

    /// The size and modification time of the file at `path`, if it is a regular file.
    static func state(atPath path: String) -> (size: Int64, modified: Int64)? {
        guard case .file(let size, let modified)? = entry(atPath: path) else { return nil }
        return (size, modified)
    }

    /// What is at a path, not following a link.
    enum Entry: Equatable {
        case file(size: Int64, modified: Int64)
        case folder
        case other
    }

    /// What `path` is (`lstat`), nil when nothing is there: one system call an output.
    static func entry(atPath path: String) -> Entry? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int64(info.st_size), modified: FileTime.nanoseconds(info.st_mtim.tv_sec, info.st_mtim.tv_nsec))
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// Whether the image `name`, whose file is `entry`, is the one this manifest recorded
    /// with `key`.
    func isCurrent(_ name: String, entry: Entry?, key: String) -> Bool {
        guard let image = images[name], image.key == key, case .file(let size, let modified)? = entry else { return false }
        return image.size == size && image.modified == modified
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

/// How a manifest line writes an image's frame.
extension BatchRenderer.Frame {
    /// The frame as six words: width, height, scale, pixel width, pixel height, appearance.
    var fields: [String] { ["\(width)", "\(height)", "\(scale)", "\(pixelWidth)", "\(pixelHeight)", appearance.rawValue] }

    /// The frame six words say (``fields``), when they say one within the tool's limits.
    init?(fields: some Collection<Substring>) {
        let words = Array(fields)
        guard words.count == 6, let width = Double(words[0]), let height = Double(words[1]), let scale = Double(words[2]),
              let pixelWidth = Int(words[3]), let pixelHeight = Int(words[4]), let appearance = Appearance(rawValue: String(words[5])) else { return nil }
        self.init(width: width, height: height, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight, appearance: appearance)
        guard (try? check { field, problem in throw CommandLineError("\(field): \(problem)") }) != nil else { return nil }
    }
}
