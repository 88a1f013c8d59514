import Foundation
import PlaceholderImage
import PlaceholderImageDiff

/// Files in the Fixtures folder beside this file.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    static func image(_ name: String) throws -> RGBAImage { try PNGCodec.read(url(name)) }

    /// A fresh empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("placeholderkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
