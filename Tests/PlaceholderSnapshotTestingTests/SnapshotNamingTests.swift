import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderSnapshotTesting
import Testing

@Suite struct SnapshotNamingTests {
    /// A throwaway package with a test file `Tests/AppTests/GalleryTests.swift`.
    func package() throws -> (root: URL, testFile: String) {
        try Fixture.package(testFileName: "GalleryTests.swift")
    }

    @Test func referencesLiveUnderSnapshotsNamedByFileTestAndName() throws {
        let (root, file) = try package()
        let view = PlaceholderTextView(width: 40, height: 20)
        let env = ["SNAPSHOT_RECORD": "missing"]
        let first = verifySnapshot(of: view, as: .png, filePath: file, testName: "rendersEmpty()", environment: env)
        let named = verifySnapshot(of: view, as: .png, named: "dark", filePath: file, testName: "rendersEmpty()", environment: env)
        let second = verifySnapshot(of: view, as: .png, filePath: file, testName: "rendersEmpty()", environment: env)
        for message in [first, named, second] { #expect(message?.hasPrefix("Recorded new reference") == true) }
        let folder = root.appendingPathComponent("Snapshots/GalleryTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        // Each PNG with the layout it was drawn from, so a later failure can name the lines that changed.
        #expect(files == ["rendersEmpty.1.layout.json", "rendersEmpty.1.png", "rendersEmpty.2.layout.json", "rendersEmpty.2.png",
                          "rendersEmpty.dark.layout.json", "rendersEmpty.dark.png"])
        let layout = try LayoutDocument(json: FileReader.read(folder.appendingPathComponent("rendersEmpty.dark.layout.json")))
        #expect(layout.size.width == 40 && layout.size.height == 20)
        // Now they match.
        #expect(verifySnapshot(of: view, as: .png, named: "dark", filePath: file, testName: "rendersEmpty()", environment: env) == nil)
    }

    @Test func environmentMovesReferencesAndArtifacts() throws {
        let (root, file) = try package()
        let env = ["SNAPSHOT_RECORD": "never", "SNAPSHOTS_DIR": root.appendingPathComponent("refs").path,
                   "SNAPSHOT_ARTIFACTS": root.appendingPathComponent("out").path]
        let message = verifySnapshot(of: try RGBAImage(width: 2, height: 2), as: .image, named: "x", filePath: file,
                                     testName: "test()", environment: env)
        #expect(message?.contains(root.appendingPathComponent("refs/GalleryTests/test.x.png").path) == true)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/GalleryTests/test.x.actual.png").path))
    }
}
