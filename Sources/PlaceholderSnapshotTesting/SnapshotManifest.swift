import PlaceholderImage
import Foundation
import PlaceholderKit

/// The run manifest: every reference an assertSnapshot checked, one path a line, so that
/// `placeholderkit snapshots obsolete` can tell which references no test uses any more.
/// Each test process starts its manifest afresh the first time it writes to it.
final class SnapshotManifest: Sendable {
    static let shared = SnapshotManifest()
    /// The manifests this process has started, by path.
    private let started = Mutex<Set<String>>([])

    /// Appends `reference` to the manifest at `path`, emptying it first if this process has
    /// not written to it yet. A manifest that cannot be written is left alone: it only
    /// serves the obsolete-reference check.
    func record(_ reference: URL, manifest path: URL) {
        started.withLock { started in
            let fresh = started.insert(path.path).inserted
            try? FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (fresh ? O_TRUNC : O_APPEND)
            let descriptor = open(path.path, flags, 0o666)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            let line = Data((reference.standardizedFileURL.path + "\n").utf8)
            _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
    }
}
