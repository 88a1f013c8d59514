import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit

/// Where references and artifacts of a test's snapshots go:
/// `<package>/Snapshots/<TestFile>/<testName>.<name or n>.png`, the package being the
/// nearest folder above the test file with a Package.swift. `SNAPSHOTS_DIR` replaces
/// `<package>/Snapshots`; `SNAPSHOT_ARTIFACTS` replaces `<package>/.build/snapshot-artifacts`;
/// `SNAPSHOT_MANIFEST` replaces `<artifacts>/manifest.txt`, the run manifest.
public struct SnapshotPaths: Sendable {
    /// The folder of this test file's reference PNGs.
    public var references: URL
    /// The folder of this test file's actual and diff PNGs.
    public var artifacts: URL
    /// The run manifest, listing every reference checked (see `placeholderkit snapshots obsolete`).
    public var manifest: URL

    /// The paths for the test file at `filePath`.
    public init(filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        let testFile = file.deletingPathExtension().lastPathComponent
        let package = PackageRoot.folder(above: file) ?? file.deletingLastPathComponent()
        let referenceRoot = environment["SNAPSHOTS_DIR"].map { URL(fileURLWithPath: $0) }
            ?? package.appendingPathComponent("Snapshots")
        let artifactRoot = environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? package.appendingPathComponent(".build/snapshot-artifacts")
        references = referenceRoot.appendingPathComponent(testFile)
        artifacts = artifactRoot.appendingPathComponent(testFile)
        manifest = environment["SNAPSHOT_MANIFEST"].map { URL(fileURLWithPath: $0) } ?? artifactRoot.appendingPathComponent("manifest.txt")
    }

    /// `testFoo()` → `testFoo`; `rendersEmoji(scale:)` → `rendersEmoji`.
    public static func sanitize(testName: String) -> String {
        let base = testName.split(separator: "(").first.map(String.init) ?? testName
        return String(base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
    }
}
