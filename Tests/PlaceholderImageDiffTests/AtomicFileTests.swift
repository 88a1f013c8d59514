import Foundation
import Testing
@testable import PlaceholderImage

@Suite struct AtomicFileTests {
    /// Writers racing to create the same new folder all succeed (`verify --jobs 4`
    /// recording into a snapshots folder that does not exist yet).
    @Test func concurrentWritersShareANewFolder() throws {
        for round in 0..<100 {
            let folder = try Fixture.temporaryFolder().appendingPathComponent("new/deeper/refs")
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 16) { writer in
                do {
                    try AtomicFile.write(Data("\(writer)".utf8), to: folder.appendingPathComponent("\(writer).png"))
                } catch {
                    failures.add("round \(round), writer \(writer): \(error)")
                }
            }
            #expect(failures.list == [])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 16)
        }
    }

    /// What the writers report, behind a lock ThreadSanitizer sees.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        var list: [String] { lock.withLock { messages } }
        func add(_ message: String) { lock.withLock { messages.append(message) } }
    }
}
