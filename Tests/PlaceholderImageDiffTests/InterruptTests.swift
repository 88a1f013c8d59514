import Foundation
import Testing
@testable import PlaceholderImage

/// SIGINT and SIGTERM during a write remove its temporary file and the folders it made,
/// then exit 128 + the signal. Each signal is raised in a child process (an exit test)
/// that registers a real temporary file as `AtomicFile.write` does; the folder both
/// processes use is named after the test process's id.
@Suite struct InterruptTests {
    static func folder(of testProcess: pid_t, _ signal: Int32) -> String { "/tmp/placeholderkit-interrupt-\(testProcess)-\(signal)" }

    /// In the child: a folder the "write" made, a temporary file in it, tracked; then `signal`.
    static func interruptedWrite(_ signal: Int32) -> Never {
        let made = folder(of: getppid(), signal) + "/made"
        let temporary = made + "/.out.png.1.2.tmp"
        mkdir(made, 0o777)
        _ = FileManager.default.createFile(atPath: temporary, contents: Data("half".utf8))
        _ = InFlightWrites.start(temporary: temporary, folders: [made])
        AtomicFile.removeTemporaryFilesOnInterrupt()
        // To the process, not this thread (which may block signals): any thread that
        // does not block it runs the handler, as with a real `kill`.
        kill(getpid(), signal)
        sleep(10)
        fatalError("signal \(signal) did not end the process")
    }

    func check(_ signal: Int32) throws {
        let made = Self.folder(of: getpid(), signal) + "/made"
        #expect(!FileManager.default.fileExists(atPath: made + "/.out.png.1.2.tmp"))
        #expect(!FileManager.default.fileExists(atPath: made))
        try FileManager.default.removeItem(atPath: Self.folder(of: getpid(), signal))
    }

    @Test func sigtermRemovesTheTemporaryFileAndExits143() async throws {
        try FileManager.default.createDirectory(atPath: Self.folder(of: getpid(), SIGTERM), withIntermediateDirectories: true)
        await #expect(processExitsWith: .exitCode(143)) { Self.interruptedWrite(SIGTERM) }
        try check(SIGTERM)
    }

    @Test func sigintRemovesTheTemporaryFileAndExits130() async throws {
        try FileManager.default.createDirectory(atPath: Self.folder(of: getpid(), SIGINT), withIntermediateDirectories: true)
        await #expect(processExitsWith: .exitCode(130)) { Self.interruptedWrite(SIGINT) }
        try check(SIGINT)
    }

    /// In the child: a tracked write that finished, then more writes than the table has
    /// slots, from several threads; then SIGTERM, whose handler must remove nothing of theirs.
    static func finishedWritesThenSignal() -> Never {
        let folder = Self.folder(of: getppid(), 0)
        let kept = folder + "/kept.txt"
        _ = FileManager.default.createFile(atPath: kept, contents: Data())
        InFlightWrites.finish(InFlightWrites.start(temporary: kept, folders: []))
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for i in 0..<(InFlightWrites.capacity * 2) {
                guard (try? AtomicFile.write(Data("\(i)".utf8), to: URL(fileURLWithPath: folder + "/w\(worker)/f\(i).txt"))) != nil else { exit(1) }
            }
        }
        AtomicFile.removeTemporaryFilesOnInterrupt()
        kill(getpid(), SIGTERM)
        sleep(10)
        fatalError("SIGTERM did not end the process")
    }

    /// Finished writes leave the table (in a child process: the handler empties the table
    /// of the whole process, so it must not run beside other tests' writes).
    @Test func finishedWritesAreForgotten() async throws {
        let folder = Self.folder(of: getpid(), 0)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        await #expect(processExitsWith: .exitCode(143)) { Self.finishedWritesThenSignal() }
        #expect(FileManager.default.fileExists(atPath: folder + "/kept.txt"), "a finished write's file is not removed")
        for worker in 0..<4 {
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/w\(worker)").count == InFlightWrites.capacity * 2)
        }
    }
}
