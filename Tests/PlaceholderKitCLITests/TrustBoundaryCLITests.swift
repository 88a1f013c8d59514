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
}
