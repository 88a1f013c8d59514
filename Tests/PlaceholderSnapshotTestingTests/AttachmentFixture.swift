import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderSnapshotTesting
import Testing

/// A failing `assertSnapshot` for `AttachmentTests` to run in a child test process with
/// `--attachments-path`: skipped in an ordinary run, where its references would be this
/// package's own. The child's environment points `SNAPSHOTS_DIR` at a reference that
/// differs from the image asserted here.
@Suite struct AttachmentFixture {
    /// Set in the child's environment to run this suite.
    static let variable = "PLACEHOLDERKIT_ATTACHMENT_FIXTURE"
    /// The reference file the child compares with, under `SNAPSHOTS_DIR`.
    static let reference = "AttachmentFixture/failingImage.fixture.png"
    /// The image asserted: a 16×8 blue field.
    static func image() throws -> RGBAImage { try RGBAImage(width: 16, height: 8, fill: (0, 0, 255, 255)) }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[AttachmentFixture.variable] != nil,
                   "a fixture run by AttachmentTests in a child process"))
    func failingImage() throws {
        let image = try Self.image()
        withKnownIssue("the reference differs on purpose") {
            assertSnapshot(of: image, as: .image, named: "fixture")
        }
    }
}
