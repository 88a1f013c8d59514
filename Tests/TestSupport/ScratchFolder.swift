import Foundation

/// Scratch space for tests that leaves nothing behind: every folder is made inside one
/// folder of this test process under the system's temporary folder, and that folder is
/// removed when the process exits. (Each folder used to stay: a run of the suite left
/// about 600 in /tmp, and a developer's machine tens of thousands.)
public enum ScratchFolder {
    /// This process's folder, made on first use; removed at exit.
    static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("placeholderkit-tests-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return root
    }()

    /// A fresh empty folder named `prefix-UUID`.
    public static func make(_ prefix: String = "scratch") throws -> URL {
        let url = path(prefix)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path named `prefix-UUID` that nothing exists at yet, for a test that makes it itself
    /// or needs it missing.
    public static func path(_ prefix: String) -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }
}
