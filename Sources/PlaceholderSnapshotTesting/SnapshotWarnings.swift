import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit

/// Warnings about the snapshot settings, printed once a process on stderr (a test run
/// asserts hundreds of snapshots under the same environment).
final class SnapshotWarnings: Sendable {
    static let shared = SnapshotWarnings()
    private let printed = Mutex<Set<String>>([])

    /// Prints `warning` on stderr unless this process already has.
    func printOnce(_ warning: String) {
        guard printed.withLock({ $0.insert(warning).inserted }) else { return }
        _ = FileWriter.write(Data("PlaceholderSnapshotTesting: warning: \(warning)\n".utf8), to: STDERR_FILENO)
    }
}
