import Foundation

/// Scratch space for tests.
enum Fixture {
    /// A fresh empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("placeholderkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A throwaway package: an empty Package.swift in a fresh folder and the path of a test
    /// file `Tests/AppTests/<testFileName>` two folders down, where snapshot paths start.
    static func package(testFileName: String) throws -> (root: URL, testFile: String) {
        let root = try temporaryFolder()
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        return (root, root.appendingPathComponent("Tests/AppTests/\(testFileName)").path)
    }
}
