import Foundation
import Testing

/// The built tool, stopped in the middle of writing a large PNG and then sent SIGTERM or
/// SIGINT, removes the temporary file and the folder the write created, and exits 143 or
/// 130. SIGSTOP holds it while the test checks that the temporary file really exists, so
/// the signal is known to arrive during the write; a run that stopped too late is retried.
@Suite struct InterruptedWriteTests {
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aSignalDuringAWriteLeavesNothing(signal: Int32, status: Int32) throws {
        let cli = try CLIHarness()
        var interrupted = false
        for _ in 0..<5 where !interrupted {
            let process = Process()
            process.executableURL = CLIHarness.binary
            process.currentDirectoryURL = cli.folder
            // 4000 × 4000 pixels uncompressed: 64 MB to write.
            process.arguments = ["render", "--width", "2000", "--height", "2000", "--compression", "0", "-o", "new/folder/out.png"]
            try process.run()
            let folder = cli.path("new/folder")
            while process.isRunning, !temporaryFiles(in: folder).isEmpty == false { usleep(200) }
            kill(process.processIdentifier, SIGSTOP)
            while process.isRunning, state(of: process.processIdentifier) != "T" { usleep(200) }
            interrupted = process.isRunning && !temporaryFiles(in: folder).isEmpty
            kill(process.processIdentifier, interrupted ? signal : SIGKILL)
            kill(process.processIdentifier, SIGCONT)
            process.waitUntilExit()
            if interrupted {
                #expect(process.terminationReason == .exit && process.terminationStatus == status, "\(process.terminationReason) \(process.terminationStatus)")
                #expect(!cli.exists("new"), "the temporary file and both folders the write made are gone")
            } else {
                try? FileManager.default.removeItem(atPath: cli.path("new"))
            }
        }
        #expect(interrupted, "never caught the tool in the middle of its write")
    }

    func temporaryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    /// The process state letter from /proc (R running, S sleeping, T stopped…).
    func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(end, offsetBy: 2)...].first
    }
}
