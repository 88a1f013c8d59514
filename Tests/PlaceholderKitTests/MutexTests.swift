import Dispatch
import Testing
@testable import PlaceholderKit

@Suite struct MutexTests {
    /// Inside PlaceholderKit, `Mutex` is the package's pthread lock (the one
    /// ThreadSanitizer sees), not Synchronization's, and it serialises its users.
    @Test func serialisesConcurrentUpdates() {
        let counts = Mutex<[Int: Int]>([:])
        #expect(type(of: counts) == PlaceholderKit.Mutex<[Int: Int]>.self)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for i in 0..<2_000 { counts.withLock { $0[i % 16, default: 0] += 1 } }
        }
        #expect(counts.withLock { $0.values.reduce(0, +) } == 16_000)
    }
}
