import PlaceholderImage
import PlaceholderKit

/// Numbers the unnamed snapshots of each test: 1, 2, 3… in the order they are taken.
final class SnapshotCounter: Sendable {
    static let shared = SnapshotCounter()
    private let counts = Mutex<[String: Int]>([:])

    /// The next number for `key` (a test file and test name), starting at 1.
    func next(for key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key, default: 0]
        }
    }
}
