import PlaceholderImage
import Dispatch
import PlaceholderKit

/// Runs `body` for indices 0..<count on up to `jobs` threads; results keep their order.
func parallelMap<T: Sendable>(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    let results = Mutex<[Int: T]>([:])
    let workers = max(1, min(jobs, count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for index in stride(from: worker, to: count, by: workers) {
            let value = body(index)
            results.withLock { $0[index] = value }
        }
    }
    return results.withLock { results in (0..<count).compactMap { results[$0] } }
}
