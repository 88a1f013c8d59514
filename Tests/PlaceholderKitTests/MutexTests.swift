import Dispatch
import Foundation
import PlaceholderImage
import Testing
import PlaceholderKit
@testable import PlaceholderModel

@Suite struct MutexTests {
    /// Unlocked, 16,000 read-modify-writes of a dictionary from 8 threads lose updates (or
    /// crash); under the lock every one counts.
    @Test func serialisesConcurrentUpdates() {
        let counts = Mutex<[Int: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for i in 0..<2_000 { counts.withLock { $0[i % 16, default: 0] += 1 } }
        }
        #expect(counts.withLock { $0.values.reduce(0, +) } == 16_000)
        #expect(counts.withLock { $0.values.allSatisfy { $0 == 1_000 } })
    }

    /// A second thread's `withLock` waits until the first has left its closure: it sees
    /// the value the first wrote after it had already been waiting.
    @Test func aSecondHolderWaitsForTheFirst() {
        let state = Mutex<[String]>([])
        let holding = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            state.withLock { log in
                holding.signal()
                Thread.sleep(forTimeInterval: 0.1)
                log.append("first")
            }
        }
        holding.wait()
        DispatchQueue.global().async(group: done) {
            state.withLock { $0.append("second") }
        }
        done.wait()
        #expect(state.withLock { $0 } == ["first", "second"])
    }

    @Test func withLockReturnsAndRethrows() {
        struct Failure: Error {}
        let value = Mutex(41)
        #expect(value.withLock { number -> Int in number += 1; return number } == 42)
        #expect(throws: Failure.self) { try value.withLock { _ in throw Failure() } }
        #expect(value.withLock { $0 } == 42)
    }
}
