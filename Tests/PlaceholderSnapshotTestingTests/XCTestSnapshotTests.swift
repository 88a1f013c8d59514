import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderSnapshotTesting
import XCTest

/// assertSnapshot works from XCTest too.
final class XCTestSnapshotTests: XCTestCase {
    func testPlaceholderFromXCTest() {
        var view = PlaceholderTextView(width: 200, height: 60)
        view.placeholder = "Asserted from XCTest"
        assertSnapshot(of: view, as: .png)
    }

    func testRawImageFromXCTest() throws {
        var view = PlaceholderTextView(width: 60, height: 30)
        view.backgroundColor = .system(.systemBlue)
        view.cornerRadius = 15
        assertSnapshot(of: try view.renderImage(), as: .image, named: "pill")
    }
}
