import Foundation
import Testing
import PlaceholderFormat
@testable import PlaceholderImage
import CPNG
@testable import PlaceholderImageDiff

/// Issue 17: the one rule for names that become paths, the one reader of files, and the
/// bounds of PNG decoding.
@Suite struct SafeFileNameTests {
    @Test(arguments: ["a.png", "feedback.dark.AX3.ja@3x.png", "été 😀.actual.png", ".hidden", "a..b", String(repeating: "é", count: 127) + "x"])
    func plainNamesAreSafe(name: String) throws {
        #expect(SafeFileName.problem(name) == nil)
        let folder = URL(fileURLWithPath: "/tmp/out")
        #expect(try SafeFileName.url(name, in: folder).deletingLastPathComponent().path == "/tmp/out")
    }

    @Test(arguments: [
        ("", "is empty"), (".", "is ., which names a folder, not a file"), ("..", "is .., which names a folder, not a file"),
        ("a/b.png", "holds a \"/\""), ("../../x", "holds a \"/\""), ("en\u{0}/a.png", "holds a NUL (U+0000)"),
        ("a\nb", "holds U+A, a control character"), ("\u{202E}gnp.exe", "holds U+202E, a control character"),
        ("x\u{2066}", "holds U+2066, a control character"), ("\u{7F}", "holds U+7F, a control character"),
        (String(repeating: "a", count: 256), "is 256 bytes long, over the limit of 255"),
        (String(repeating: "é", count: 128), "is 256 bytes long, over the limit of 255"),
    ])
    func everythingElseIsRefused(name: String, problem: String) {
        #expect(SafeFileName.problem(name) == problem)
        #expect(throws: FileError.self) { try SafeFileName.url(name, in: URL(fileURLWithPath: "/tmp/out")) }
    }

    @Test func errorsQuoteTheName() {
        #expect(throws: FileError(reason: #"output "a/b" cannot be a file name: it holds a "/""#)) { try SafeFileName.check("a/b", what: "output") }
    }

    /// A snapshot's name must leave room for the longest file it makes, the report's
    /// `NAME.reference.png`, and is refused before anything is written when it does not.
    @Test func aSnapshotNameLeavesRoomForItsLongestFile() throws {
        let fits = String(repeating: "a", count: 255 - ".reference.png".utf8.count)
        #expect(SnapshotOutcome.File.nameProblem(fits, pathExtension: "png") == nil)
        let long = fits + "a"
        #expect(SnapshotOutcome.File.nameProblem(long, pathExtension: "png") == "makes NAME.reference.png, which is 256 bytes long, over the limit of 255")
        #expect(SnapshotOutcome.File.nameProblem("a/b", pathExtension: "png") == "holds a \"/\"")
        #expect(SnapshotOutcome.File.names(of: "x", pathExtension: "png").sorted()
                == ["x.actual.png", "x.changes.diff", "x.diff.png", "x.expected.png", "x.overlay.png", "x.png", "x.reference.png"])
    }

    /// Any name the file system allows can be written atomically: the temporary file's name
    /// keeps only the first bytes of the target's.
    @Test func aFileWithTheLongestNameIsWrittenAtomically() throws {
        let folder = try Fixture.temporaryFolder()
        let name = String(repeating: "é", count: 127) + "x"
        #expect(name.utf8.count == 255)
        try AtomicFile.write(Data("ok".utf8), to: folder.appendingPathComponent(name))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
        #expect(AtomicFile.temporaryStem(name).utf8.count <= AtomicFile.temporaryNameBytes)
        #expect(AtomicFile.temporaryStem(name).unicodeScalars.allSatisfy { $0 == "é" })
        #expect(AtomicFile.temporaryStem("short.png") == "short.png")
    }

    @Test func bytesThatAreNotUTF8AreShownNotReplaced() throws {
        #expect(try SafeFileName.name(fromBytes: Array("é.json".utf8), in: "/x") == "é.json")
        #expect(throws: FileError(file: "/x", reason: #"holds a file whose name is not UTF-8: a\xFF.json"#)) {
            try SafeFileName.name(fromBytes: [0x61, 0xFF] + Array(".json".utf8), in: "/x")
        }
    }

    @Test func linksAreResolvedBeforeTheInsideCheck() throws {
        let folder = try Fixture.temporaryFolder()
        let inner = folder.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: inner.appendingPathComponent("a.png"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("secret.png"))
        #expect(symlink(folder.appendingPathComponent("secret.png").path, inner.appendingPathComponent("b.png").path) == 0)
        #expect(SafeFileName.resolved(inner.appendingPathComponent("a.png").path, isInside: inner.path) == true)
        #expect(SafeFileName.resolved(inner.appendingPathComponent("b.png").path, isInside: inner.path) == false)
        #expect(SafeFileName.resolved(inner.appendingPathComponent("c.png").path, isInside: inner.path) == nil)
    }
}

@Suite struct BoundedReaderTests {
    @Test func aFIFOIsRefusedAtOnceNotWaitedOn() throws {
        let fifo = try Fixture.temporaryFolder().appendingPathComponent("spec.json")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let start = ContinuousClock.now
        #expect(throws: FileError(file: fifo.path, reason: "is a FIFO (named pipe), not a file")) { try FileReader.read(fifo) }
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func devicesAndLinksWhenAskedAreRefused() throws {
        #expect(throws: FileError(file: "/dev/zero", reason: "is a device, not a file")) { try FileReader.read(URL(fileURLWithPath: "/dev/zero")) }
        let folder = try Fixture.temporaryFolder()
        let link = folder.appendingPathComponent("link")
        #expect(symlink("/etc/hostname", link.path) == 0)
        #expect(throws: FileError(file: link.path, reason: "is a symbolic link, not a file")) { try FileReader.read(link, followLinks: false) }
    }

    @Test func theSizeIsCheckedBeforeAByteIsRead() throws {
        let file = try Fixture.temporaryFolder().appendingPathComponent("sparse.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil) && truncate(file.path, 1 << 40) == 0)
        let start = ContinuousClock.now
        #expect(throws: FileError(file: file.path, reason: "is larger than 16777216 bytes")) { try FileReader.read(file, maxBytes: 16 << 20) }
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(throws: FileError(file: file.path, reason: "is larger than \(FileReader.defaultMaxBytes) bytes")) { try FileReader.read(file) }
    }

    @Test func aStreamIsCappedToo() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = FileWriter.write(Data(repeating: 0x61, count: 4000), to: ends[1])
        close(ends[1])
        #expect(throws: FileError(file: "stdin", reason: "is larger than 1000 bytes")) { try FileReader.read(descriptor: ends[0], name: "stdin", maxBytes: 1000) }
    }

    @Test func writesDoNotReplaceDevicesOrFIFOs() throws {
        let fifo = try Fixture.temporaryFolder().appendingPathComponent("out.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(throws: FileError(file: fifo.path, reason: "is a FIFO (named pipe), not a file to replace")) { try AtomicFile.write(Data(), to: fifo) }
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func valuesInErrorsAreCutAndBidiControlsEscaped() {
        let long = String(repeating: "k", count: 10_000_000)
        #expect(Quoting.quoted(long) == "\"" + String(repeating: "k", count: 200) + "…\"")
        #expect(Quoting.escaped("\u{202E}abc\u{2066}\u{200F}\u{61C}") == #"\u{202E}abc\u{2066}\u{200F}\u{61C}"#)
        #expect(Quoting.escaped(String(repeating: "é", count: 200)) == String(repeating: "é", count: 200))
    }
}

@Suite struct PNGLimitTests {
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body + withUnsafeBytes(of: crc32(body).bigEndian, Array.init)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        signature + chunk("IHDR", withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C])
    }

    @Test func aChunkDeclaringMoreThanTheFileHoldsIsRefusedAtOnce() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 2, height: 2, fill: (1, 2, 3, 255)))
        // A tEXt chunk declaring 2^31 - 1 bytes, inserted after IHDR (8 + 25 bytes).
        let bytes = Array(png)
        let text = withUnsafeBytes(of: UInt32(0x7FFF_FFFF).bigEndian, Array.init) + Array("tEXtComment".utf8) + [0] + Array(repeating: 0x78, count: 80)
        let hostile = Data(bytes[..<33] + text)
        let start = ContinuousClock.now
        // The header read stops at the chunk that does not fit; the whole decode says why.
        let error = try #require(throws: ImageError.self) { try PNGCodec.decode(hostile, name: "t.png") }
        #expect(error.description == "t.png: not a readable PNG (the file ends too early)")
        var message = [CChar](repeating: 0, count: 200)
        var pixels = [UInt8](repeating: 0, count: 16)
        #expect(hostile.withUnsafeBytes { cpng_decode_rgba($0.bindMemory(to: UInt8.self).baseAddress, $0.count, &pixels, 16, &message, 200) } == 0)
        #expect(String(cString: message) == "chunk tEXt declares 2147483647 bytes, but the file holds only 88 more")
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func sidesUpToTheSixtyFourMillionPixelLimitAreRead() throws {
        // libpng's own limit is 1,000,000 pixels a side; the pixel limit allows 64,000,000.
        #expect(try PNGCodec.size(of: Data(Self.header(width: 64_000_000, height: 1))) == (64_000_000, 1))
        #expect(try PNGCodec.size(of: Data(Self.header(width: 1, height: 64_000_000))) == (1, 64_000_000))
        #expect(throws: ImageError.self) { try PNGCodec.size(of: Data(Self.header(width: 64_000_001, height: 1))) }
        let wide = try RGBAImage(width: 2_000_000, height: 1, fill: (9, 8, 7, 255))
        #expect(try PNGCodec.decode(PNGCodec.encode(wide)) == wide)
    }

    /// The chunks of `png` after its signature, in order.
    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = signature.count
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append((String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), Array(png[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }

    /// The image data's Adler-32 is left to the chunks' CRC-32, which covers the same bytes
    /// compressed (libpng's PNG_IGNORE_ADLER32, which was almost half of a large flat
    /// image's decode): a wrong Adler-32 under right CRCs decodes to the same pixels, whole
    /// and in rows, and a byte changed under the old CRC is still refused, both ways.
    @Test func theImageDataIsCheckedByItsChunksCRC() throws {
        var pixels: [UInt8] = []
        for index in 0..<16 * 8 {
            let value = UInt8(index)
            pixels += [value, 255 - value, value &* 3, 255]
        }
        let image = try RGBAImage(width: 16, height: 8, pixels: pixels)
        let parts = Self.chunks(Array(try PNGCodec.encode(image)))
        let last = try #require(parts.lastIndex { $0.type == "IDAT" })
        var stream = parts[last].data
        // The zlib stream's last four bytes are its Adler-32.
        for index in stream.count - 4..<stream.count { stream[index] ^= 0xA5 }
        func png(_ idat: [UInt8]) -> Data {
            var bytes = Self.signature
            for (index, part) in parts.enumerated() { bytes += index == last ? idat : Self.chunk(part.type, part.data) }
            return Data(bytes)
        }
        let wrongAdler = png(Self.chunk("IDAT", stream))
        #expect(try PNGCodec.decode(wrongAdler, name: "a.png") == image)
        let reader = try #require(try PNGRowReader(wrongAdler, name: "a.png"))
        var rows = [UInt8](repeating: 0, count: pixels.count)
        try rows.withUnsafeMutableBufferPointer { try reader.readRows(8, into: $0) }
        #expect(rows == pixels)

        let oldCRC = Self.chunk("IDAT", parts[last].data).suffix(4)
        let staleCRC = png(Array(Self.chunk("IDAT", stream).dropLast(4)) + oldCRC)
        #expect(throws: ImageError.self) { try PNGCodec.decode(staleCRC, name: "a.png") }
        #expect(throws: ImageError.self) {
            let reader = try #require(try PNGRowReader(staleCRC, name: "a.png"))
            try rows.withUnsafeMutableBufferPointer { try reader.readRows(8, into: $0) }
        }
    }

    @Test func textChunksAreSkippedAndTheImageStillDecodes() throws {
        let png = Array(try PNGCodec.encode(RGBAImage(width: 3, height: 1, fill: (4, 5, 6, 255))))
        let withText = png[..<33] + Self.chunk("tEXt", Array("Comment\u{0}hello".utf8)) + Self.chunk("zTXt", Array("Comment\u{0}\u{0}".utf8) + [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + png[33...]
        #expect(try PNGCodec.decode(Data(withText)) == (try PNGCodec.decode(Data(png))))
    }
}

@Suite struct MergeCheckTests {
    /// A shard's result as its JSON file holds it: artifacts relative to the file's folder.
    func shard(_ shard: String?, items: [VerifyResults.Item] = [], actualDir: String = "report/artifacts") -> VerifyResults {
        var results = VerifyResults(outcomes: [], expectedDir: URL(fileURLWithPath: "/r/refs"), artifactsDir: URL(fileURLWithPath: "/r"), recordMode: .never)
        results.actualDir = actualDir
        results.diffDir = actualDir
        results.shard = shard
        results.items = items
        return results
    }

    func item(_ name: String, actual: String? = nil) -> VerifyResults.Item {
        VerifyResults.Item(name: name, status: .failed, expected: "/r/refs/\(name).png", actual: actual, message: "m")
    }

    func problem(_ shards: [VerifyResults]) -> String? {
        do {
            try VerifyResults.checkMergeable(shards, names: shards.indices.map { "s\($0 + 1).json" })
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func shardsMustBeOneWholeRun() {
        #expect(problem([shard("1/2"), shard("2/2")]) == nil)
        #expect(problem([shard("9/2")]) == #"s1.json: shard "9/2" is not I/N with 1 ≤ I ≤ N"#)
        #expect(problem([shard("1/3"), shard("2/2")]) == "s2.json: is shard 2/2 but s1.json is one of 3: the shards disagree on N")
        #expect(problem([shard("1/2"), shard("1/2")]) == "s2.json: is shard 1/2, as s1.json is: a shard is given twice")
        #expect(problem([shard("1/3"), shard("3/3")]) == "shard 2/3 is missing: merge every shard of the run")
        #expect(problem([shard(nil)]) == "s1.json: is the result of a whole run, not of a shard (verify --shard I/N)")
        #expect(problem([]) == "there are no results to merge")
    }

    @Test func noStringOfAResultMayHoldANUL() throws {
        var results = shard("1/1", items: [item("a")])
        results.items[0].message = "ok\u{0}"
        let error = try #require(throws: SnapshotError.self) { try VerifyResults(json: results.jsonData(), name: "s.json") }
        #expect(error.description == "s.json: items[0].message: holds U+0000 (NUL), which no string of a result may hold")
    }

    @Test func itemsNameOnlyTheirOwnFiles() {
        #expect(problem([shard("1/1", items: [item("a", actual: "report/artifacts/a.actual.png")])]) == nil)
        #expect(problem([shard("1/1", items: [item("../../outside/x")])])?.contains(#"item "../../outside/x" is not a snapshot name"#) == true)
        #expect(problem([shard("1/1", items: [item("x", actual: "/etc/shadow")])])
                == #"s1.json: item "x": actual "/etc/shadow" is not "report/artifacts/x.actual.png", where verify writes it"#)
        #expect(problem([shard("1/1", items: [item("x", actual: "report/artifacts/../../x.actual.png")])])?.contains("where verify writes it") == true)
    }

    @Test(arguments: ["/r/artifacts", "/", "../secret", "report/../../secret", "./report", "report//artifacts", ""])
    func artifactsMustBeAPlainFolderInsideTheResultsOwn(actualDir: String) {
        #expect(problem([shard("1/1", actualDir: actualDir)])
                == "s1.json: actualDir \(Quoting.quoted(actualDir)) is not a folder inside the result's own folder (a relative path with no . or ..)")
    }
}

/// `merge-reports` reads a shard's files only from the folder holding its result.
@Suite struct MergeFileTests {
    let root: URL
    let results: URL
    let artifacts: URL

    /// ROOT/results/report/artifacts holding x.actual.png; ROOT/refs with x.png and gone.png;
    /// ROOT/secret with PNGs no merge may read.
    init() throws {
        root = try Fixture.temporaryFolder()
        results = root.appendingPathComponent("results")
        artifacts = results.appendingPathComponent("report/artifacts")
        for folder in [artifacts, root.appendingPathComponent("refs"), root.appendingPathComponent("secret/artifacts")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for file in ["results/report/artifacts/x.actual.png", "refs/x.png", "refs/gone.png", "secret/x.png", "secret/y.png",
                     "secret/artifacts/x.actual.png"] {
            try Data("png".utf8).write(to: root.appendingPathComponent(file))
        }
    }

    func shard(expectedDir: String = "/ci/refs") -> VerifyResults.ShardFile {
        var shard = MergeCheckTests().shard("1/1", items: [
            VerifyResults.Item(name: "x", status: .failed, expected: expectedDir + "/x.png", actual: "report/artifacts/x.actual.png", message: "m"),
        ])
        shard.expectedDir = expectedDir
        return VerifyResults.ShardFile(name: "s1.json", folder: results, results: shard)
    }

    func merged(_ shard: VerifyResults.ShardFile) throws -> VerifyResults {
        try VerifyResults.merged([shard], snapshots: root.appendingPathComponent("refs"))
    }

    @Test func filesAreFoundInTheResultsOwnFolderAndReferencesInTheSnapshotsFolder() throws {
        let merged = try merged(shard(expectedDir: root.appendingPathComponent("secret").path))
        #expect(merged.items.map(\.name) == ["gone", "x"])
        let x = try #require(merged.items.last)
        #expect(x.actual == artifacts.appendingPathComponent("x.actual.png").path)
        #expect(x.expected == root.appendingPathComponent("refs/x.png").path)
        #expect(merged.expectedDir == root.appendingPathComponent("refs").path)
        let read = merged.outcomes.flatMap(\.files).map(\.url.path)
        #expect(!read.contains { $0.hasPrefix(root.appendingPathComponent("secret").path) }, "\(read)")
    }

    @Test func aLinkAmongTheArtifactsIsRefusedWhereverItLeads() throws {
        let file = artifacts.appendingPathComponent("x.actual.png")
        try FileManager.default.removeItem(at: file)
        #expect(symlink(root.appendingPathComponent("secret/x.png").path, file.path) == 0)
        #expect(throws: SnapshotError(field: "s1.json", problem: #"item "x": "report/artifacts/x.actual.png" is a symbolic link, not a file"#)) {
            try merged(shard())
        }
    }

    @Test func aFolderLinkedOutOfTheResultsFolderIsRefused() throws {
        try FileManager.default.removeItem(at: results.appendingPathComponent("report"))
        #expect(symlink(root.appendingPathComponent("secret").path, results.appendingPathComponent("report").path) == 0)
        let error = try #require(throws: SnapshotError.self) { try merged(shard()) }
        #expect(error.description.hasSuffix(#"item "x": "report/artifacts/x.actual.png" leads outside \#(Quoting.quoted(results.path)), the result's own folder"#))
    }
}
