import Foundation
import PlaceholderImage
import Testing

/// Issue 17, where cases.json cannot say it: bytes that are not UTF-8 in an argument or a
/// file name (JSON strings are Unicode), and a pipe closed by its reader (`| head`).
@Suite struct TrustBoundaryCLITests {
    /// Runs `script` with `sh`, `$PK` being the built tool, in the harness's folder.
    func shell(_ cli: CLIHarness, _ script: String) throws -> CLIHarness.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["PK"] = CLIHarness.binary.path
        return try cli.runProgram("/bin/sh", ["-c", script], environment: environment)
    }

    @Test func anArgumentThatIsNotUTF8IsRefusedNotReplaced() throws {
        let cli = try CLIHarness()
        let result = try shell(cli, #""$PK" render --width 10 --height 10 -o "$(printf 'out\377.png')""#)
        #expect(result.status == 2)
        #expect(result.stderr == #"placeholderkit: argument 7 is not UTF-8: out\\xFF.png"# + "\n")
        #expect(try CLIHarness.tree(cli.folder).isEmpty, "a file was written")
    }

    @Test func aSpecFileNameThatIsNotUTF8IsRefused() throws {
        let cli = try CLIHarness()
        let result = try shell(cli, #"mkdir specs && echo '{"width": 10, "height": 10}' > "$(printf 'specs/a\377.json')" && "$PK" render specs -o out/"#)
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix(#"specs: holds a file whose name is not UTF-8: a\xFF.json"# + "\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.path("out")))
    }

    @Test func aReaderClosingThePipeEarlyIsOneLineAndStatusTwoNotSIGPIPE() throws {
        let cli = try CLIHarness()
        // `head -c 10` reads ten bytes and exits; the tool's next write (of 16 MB: no pipe buffer
        // holds it) meets a closed pipe.
        let result = try shell(cli, #"trap - PIPE; ( "$PK" render --width 2000 --height 2000 --scale 1 --compression 0 -o - 2> err; echo $? > status ) | head -c 10 > /dev/null; sleep 0.2; cat status err"#)
        let lines = result.stdout.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        #expect(lines == ["2", "placeholderkit render: stdout cannot be written (Broken pipe)"])
    }

    /// The tool's exit status and peak resident memory in bytes for `arguments`: `wait4`'s
    /// usage is this child's alone, not that of the other tests' children.
    static func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
        let argv: [UnsafeMutablePointer<CChar>?] = ([CLIHarness.binary.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0]!, &actions, nil, argv, environ)
        try #require(spawned == 0, "posix_spawn: \(String(cString: strerror(spawned)))")
        var status: Int32 = 0
        var usage = rusage()
        try #require(wait4(pid, &status, 0, &usage) == pid)
        return ((status >> 8) & 0xFF, usage.ru_maxrss * 1024)
    }

    /// Whether this test process (and so the tool beside it) is built with a sanitizer,
    /// whose shadow memory and quarantine make a peak-memory figure meaningless.
    /// (The runtimes are linked in statically, so they are found by their entry points.)
    static let isSanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil }

    /// A PNG costs its RGBA8 pixels to decode, whatever its bit depth: two 4000×4000
    /// images (16-bit RGBA, 130 KB; 1-bit grey, 6 KB) compared with themselves cost the
    /// tool at most its own start-up and 2 × 64 MB, with a tenth to spare (before, a
    /// 16-bit or 1-bit image cost two to three times its RGBA8 size).
    @Test(.enabled(if: !isSanitized, "a sanitizer's shadow memory makes peak memory meaningless"),
          arguments: ["rgba16-4000x4000.png", "gray1-4000x4000.png"])
    func decodingCostsTheRGBAPixelsWhateverTheBitDepth(file: String) throws {
        let png = BadInput.folder.appendingPathComponent("png/\(file)").path
        let small = BadInput.folder.appendingPathComponent("png/ok-64x48.png").path
        let baseline = try Self.peakMemory(["diff", small, small])
        #expect(baseline.status == 0)
        let big = try Self.peakMemory(["diff", png, png])
        #expect(big.status == 0)
        let pixels = 4000 * 4000 * 4
        #expect(big.bytes - baseline.bytes <= 2 * pixels * 11 / 10, "\(big.bytes - baseline.bytes) bytes beyond start-up for two \(pixels)-byte images")
    }
}
