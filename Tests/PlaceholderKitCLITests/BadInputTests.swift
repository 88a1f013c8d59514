import Foundation
import PlaceholderImage
import Testing
import TestSupport

/// One hostile or mistaken command line from `BadInputs/cases.json`. `$IN` stands for the
/// BadInputs folder, `$TMP` for the scratch folder the tool runs in, and `$CANARY` for a
/// folder outside it that must stay empty (what a path traversal would write into).
struct BadInput: Decodable, Sendable, CustomTestStringConvertible {
    /// A generated stdin: `prefix`, `unit` `count` times, `suffix` (inputs too large to keep).
    struct Repeat: Decodable, Sendable {
        var prefix: String
        var unit: String
        var count: Int
        var suffix: String
    }

    /// What the scratch folder holds before the run: folders, files copied from
    /// BadInputs, files written from text (with `$IN`, `$TMP` and `$CANARY` replaced),
    /// FIFOs and character devices (which git cannot keep; a device needs root, and a case
    /// with one is skipped without it), and symbolic links (name → target).
    struct Setup: Decodable, Sendable {
        var folders: [String]?
        var files: [String: String]?
        var texts: [String: String]?
        var fifos: [String]?
        var devices: [String]?
        var symlinks: [String: String]?
        /// Files of the given size in bytes, holding nothing (sparse): inputs too large to keep.
        var sparse: [String: Int]?
    }

    var name: String
    var arguments: [String]
    /// Text the one line on stderr must contain.
    var stderr: String
    /// The most bytes that line may have (a value in it is cut, however long it was).
    var stderrMaxBytes: Int?
    /// `closed` (`<&-`) or `folder` (stdin is a folder); else stdinText, stdinRepeat or nothing.
    var stdin: String?
    var stdinText: String?
    var stdinRepeat: Repeat?
    /// `full`: stdout is /dev/full; `broken-pipe`: a pipe whose reading end is closed.
    var stdout: String?
    /// Variables set for the run, with `$IN`, `$TMP` and `$CANARY` replaced (SNAPSHOT_RECORD
    /// and CI are otherwise unset).
    var env: [String: String]?
    var setup: Setup?
    /// A full disk: file writes beyond 1 MB fail with EFBIG (`ulimit -f`, SIGXFSZ ignored;
    /// ThreadSanitizer's runtime itself needs more than a few blocks).
    var limitFileSize: Bool?

    var testDescription: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadInputs")

    static let all: [BadInput] = {
        do {
            return try JSONDecoder().decode([BadInput].self, from: Data(contentsOf: folder.appendingPathComponent("cases.json")))
        } catch {
            fatalError("BadInputs/cases.json: \(error)")
        }
    }()
}

/// Runs the built `placeholderkit` over every bad input and checks what the issue asks of
/// each: exit status 2, exactly one line on stderr (naming what is wrong), nothing on
/// stdout, and no file or folder created or changed, in the scratch folder or in BadInputs.
@Suite struct BadInputTests {
    @Test func theCorpusIsLargeAndEveryCaseNamed() {
        #expect(BadInput.all.count >= 60)
        #expect(Set(BadInput.all.map(\.name)).count == BadInput.all.count)
    }

    /// Each fuzzer's properties, checked by its replay mode over the inputs the tests keep:
    /// the spec fuzzer's (Sources/PlaceholderFuzz) over the examples and every spec file of
    /// the corpus, the PNG fuzzer's over the PNGs, the shard-result fuzzer's over its seeds
    /// and the corpus's JSON, the farm fuzzer's over its seeds (indexes and manifests) and
    /// the corpus's JSON.
    @Test(arguments: [
        ("PlaceholderFuzz", ["specs", "verify-huge", "verify-missing-font", "verify-trailing-comma", "verify-good"], "examples", ".json"),
        ("PlaceholderPNGFuzz", ["png"], "Tests/PlaceholderImageDiffTests/Fixtures", ".png"),
        ("PlaceholderReportFuzz", ["specs"], "Sources/PlaceholderReportFuzz/seeds", ".json"),
        ("PlaceholderFarmFuzz", ["specs"], "Sources/PlaceholderFarmFuzz/seeds", ""),
    ])
    func theFuzzPropertiesHoldForEveryKeptInput(fuzzer: String, badInputs: [String], folder: String, suffix: String) throws {
        let folders = [CLIHarness.packageRoot.appendingPathComponent(folder)] + badInputs.map { BadInput.folder.appendingPathComponent($0) }
        let files = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(suffix) }.map { folder.appendingPathComponent($0).path }
        }
        let run = try ProgramRun(CLIHarness.binary.deletingLastPathComponent().appendingPathComponent(fuzzer).path, files)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.text == "\(fuzzer): \(files.count) inputs hold every property\n")
    }

    @Test(arguments: BadInput.all.filter { $0.setup?.devices == nil })
    func badInputIsExitTwoOneLineAndWritesNothing(_ input: BadInput) throws {
        try Self.check(input)
    }

    /// The cases whose scratch folder holds a character device, which only root may make.
    @Test(.enabled(if: geteuid() == 0, "making a character device (mknod) needs root"),
          arguments: BadInput.all.filter { $0.setup?.devices != nil })
    func badInputOverADeviceIsExitTwoOneLineAndWritesNothing(_ input: BadInput) throws {
        try Self.check(input)
    }

    static func check(_ input: BadInput) throws {
        let cli = try CLIHarness()
        let streams = try CLIHarness()  // stdin, stdout and stderr files, outside the scratch folder
        let canary = try CLIHarness()  // outside the scratch folder too: must stay empty
        let inputs = BadInput.folder.path
        func substitute(_ text: String) -> String {
            text.replacingOccurrences(of: "$IN", with: inputs).replacingOccurrences(of: "$TMP", with: cli.folder.path)
                .replacingOccurrences(of: "$CANARY", with: canary.folder.path)
        }
        for folder in input.setup?.folders ?? [] {
            try FileManager.default.createDirectory(atPath: cli.path(folder), withIntermediateDirectories: true)
        }
        for (destination, source) in input.setup?.files ?? [:] {
            try FileManager.default.copyItem(atPath: inputs + "/" + source, toPath: cli.path(destination))
        }
        for fifo in input.setup?.fifos ?? [] { #expect(mkfifo(cli.path(fifo), 0o644) == 0) }
        for (destination, text) in input.setup?.texts ?? [:] {
            try Data(substitute(text).utf8).write(to: URL(fileURLWithPath: cli.path(destination)))
        }
        for (name, size) in input.setup?.sparse ?? [:] {
            #expect(FileManager.default.createFile(atPath: cli.path(name), contents: nil) && truncate(cli.path(name), off_t(size)) == 0)
        }
        for (link, target) in input.setup?.symlinks ?? [:] { #expect(symlink(substitute(target), cli.path(link)) == 0) }
        for device in input.setup?.devices ?? [] {
            // The null device's numbers (1, 3); only root may make one.
            try #require(mknod(cli.path(device), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "mknod \(device): \(String(cString: strerror(errno)))")
        }

        var script = input.limitFileSize == true ? "trap '' XFSZ; ulimit -f 2048; " : ""
        script += #"exec "$0" "$@""#
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_RECORD"] = nil
        environment["CI"] = nil
        for (name, value) in input.env ?? [:] { environment[name] = substitute(value) }
        switch input.stdin {
        case "closed": script += " <&-"
        case "folder": script += #" < "$BAD_INPUT_FOLDER""#
        default:
            var data = Data(substitute(input.stdinText ?? "").utf8)
            if let generated = input.stdinRepeat {
                data = Data((generated.prefix + String(repeating: generated.unit, count: generated.count) + generated.suffix).utf8)
            }
            try data.write(to: URL(fileURLWithPath: streams.path("stdin")))
            script += #" < "$BAD_INPUT_STREAMS/stdin""#
        }
        switch input.stdout {
        case "full": script += " > /dev/full"
        case "broken-pipe": break  // the process's stdout, below
        default: script += #" > "$BAD_INPUT_STREAMS/stdout""#
        }
        script += #" 2> "$BAD_INPUT_STREAMS/stderr""#
        environment["BAD_INPUT_FOLDER"] = inputs
        environment["BAD_INPUT_STREAMS"] = streams.folder.path

        let before = try CLIHarness.tree(cli.folder), inputsBefore = try CLIHarness.tree(BadInput.folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, CLIHarness.binary.path] + input.arguments.map(substitute)
        process.currentDirectoryURL = cli.folder
        process.environment = environment
        if input.stdout == "broken-pipe" {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe.fileHandleForWriting
        }
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()

        // FileReader, not Data(contentsOf:), which leaks the buffer of an empty file.
        let stderr = String(decoding: try FileReader.read(URL(fileURLWithPath: streams.path("stderr"))), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 2,
                "status \(process.terminationStatus) (\(process.terminationReason)); stderr: \(stderr)")
        #expect(stderr.hasSuffix("\n") && stderr.filter { $0 == "\n" }.count == 1, "not one line: \(stderr)")
        #expect(stderr.hasPrefix("placeholderkit"), "\(stderr)")
        #expect(stderr.contains(substitute(input.stderr)), "\(stderr) does not say \(substitute(input.stderr))")
        if let limit = input.stderrMaxBytes { #expect(stderr.utf8.count <= limit, "\(stderr.utf8.count) bytes on stderr") }
        if input.stdout == nil {
            #expect(try FileReader.read(URL(fileURLWithPath: streams.path("stdout"))).isEmpty, "something on stdout")
        }
        #expect(try CLIHarness.tree(cli.folder) == before, "the scratch folder changed")
        #expect(try CLIHarness.tree(canary.folder).isEmpty, "something was written into the canary folder outside the scratch folder")
        #expect(try CLIHarness.tree(BadInput.folder) == inputsBefore, "BadInputs changed")
    }
}
