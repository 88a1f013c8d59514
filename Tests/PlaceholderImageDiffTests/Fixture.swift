import Foundation
import TestSupport
import PlaceholderImage
import PlaceholderImageDiff

/// Files in the Fixtures folder beside this file.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    static func image(_ name: String) throws -> RGBAImage { try PNGCodec.read(url(name)) }

    /// A fresh empty folder, removed when the test process exits.
    static func temporaryFolder() throws -> URL { try ScratchFolder.make() }
}
