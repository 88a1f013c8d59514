import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
@testable import PlaceholderSnapshotTesting
import Testing

/// A failing check attaches expected, actual and diff to the Swift Testing test, so
/// `swift test --attachments-path DIR` collects them.
@Suite struct AttachmentTests {
    /// A throwaway package with a test file `Tests/AppTests/AttachTests.swift`.
    func package() throws -> (root: URL, testFile: String) {
        try Fixture.package(testFileName: "AttachTests.swift")
    }

    func image(_ colour: (UInt8, UInt8, UInt8, UInt8)) throws -> RGBAImage { try RGBAImage(width: 8, height: 4, fill: colour) }

    /// An overlay that cannot be drawn does not hide the mismatch it was to explain: the
    /// failure keeps its headline, diff, paths and attachments, and says why there is no overlay.
    @Test func aFailedOverlayLeavesTheMismatchReported() throws {
        struct OverlayBroke: Error, CustomStringConvertible { var description: String { "the overlay broke" } }
        let (root, file) = try package()
        var strategy = Snapshotting<RGBAImage, RGBAImage>.image
        strategy.overlay = { _ in throw OverlayBroke() }
        let env = ["SNAPSHOT_RECORD": "missing"]
        _ = snapshotOutcome(of: try image((255, 0, 0, 255)), as: strategy, named: "o", record: nil, filePath: file, testName: "t()",
                            environment: env)
        let outcome = snapshotOutcome(of: try image((0, 0, 255, 255)), as: strategy, named: "o", record: nil, filePath: file,
                                      testName: "t()", environment: env)
        let diff = root.appendingPathComponent(".build/snapshot-artifacts/AttachTests/t.o.diff.png")
        #expect(outcome.status == .failed)
        #expect(outcome.message.hasPrefix("t.o does not match its reference"))
        #expect(outcome.message.contains(diff.path))
        #expect(outcome.message.contains("overlay: not written: the overlay broke"))
        #expect(outcome.diff?.path == diff.path)
        #expect(outcome.overlay == nil)
        #expect(snapshotAttachments(of: outcome).map(\.preferredName) == ["t.o.expected.png", "t.o.actual.png", "t.o.diff.png"])
    }

    @Test func aFailedCheckAttachesExpectedActualAndDiff() throws {
        let (root, file) = try package()
        let env = ["SNAPSHOT_RECORD": "missing"]
        _ = snapshotOutcome(of: try image((255, 0, 0, 255)), as: .image, named: "x", record: nil, filePath: file, testName: "t()",
                            environment: env)
        let outcome = snapshotOutcome(of: try image((0, 0, 255, 255)), as: .image, named: "x", record: nil, filePath: file,
                                      testName: "t()", environment: env)
        #expect(outcome.status == .failed)
        let attachments = snapshotAttachments(of: outcome)
        #expect(attachments.map(\.preferredName) == ["t.x.expected.png", "t.x.actual.png", "t.x.diff.png"])
        let artifacts = root.appendingPathComponent(".build/snapshot-artifacts/AttachTests")
        for attachment in attachments {
            let written = try Data(contentsOf: artifacts.appendingPathComponent(attachment.preferredName))
            #expect(attachment.attachableValue == [UInt8](written), "\(attachment.preferredName)")
        }
        #expect(try PNGCodec.decode(Data(attachments[0].attachableValue), name: "expected") == image((255, 0, 0, 255)))
        #expect(try PNGCodec.decode(Data(attachments[1].attachableValue), name: "actual") == image((0, 0, 255, 255)))
    }

    /// `.png(overlay: true)`: a failure also leaves and attaches the actual mockup with its
    /// geometry drawn over it; a pass, and the strategy without it, leave none.
    @Test func aFailedCheckWithTheOverlayAttachesTheOverlaidImage() throws {
        let (root, file) = try package()
        let env = ["SNAPSHOT_RECORD": "missing"]
        var view = PlaceholderTextView(width: 120, height: 60)
        view.placeholder = "Write here"
        view.scale = 1
        _ = snapshotOutcome(of: view, as: .png(overlay: true), named: "v", record: nil, filePath: file, testName: "t()", environment: env)
        let passed = snapshotOutcome(of: view, as: .png(overlay: true), named: "v", record: nil, filePath: file, testName: "t()", environment: env)
        #expect(passed.status == .passed && passed.overlay == nil)
        view.placeholder = "Write something else"
        let failed = snapshotOutcome(of: view, as: .png(overlay: true), named: "v", record: nil, filePath: file, testName: "t()", environment: env)
        #expect(failed.status == .failed)
        #expect(snapshotAttachments(of: failed).map(\.preferredName) == ["t.v.expected.png", "t.v.actual.png", "t.v.diff.png", "t.v.overlay.png"])
        let overlaid = try PNGCodec.read(root.appendingPathComponent(".build/snapshot-artifacts/AttachTests/t.v.overlay.png"))
        #expect(overlaid == (try Mockup.textView(view).layout().renderImage(overlay: true)))
        #expect(overlaid != (try view.renderImage()), "the overlay is drawn")
        #expect(failed.message.contains("t.v.overlay.png"))
        let plain = snapshotOutcome(of: view, as: .png, named: "v", record: nil, filePath: file, testName: "t()", environment: env)
        #expect(plain.status == .failed && plain.overlay == nil)
    }

    @Test func aNewReferenceIsAttachedAndAPassAttachesNothing() throws {
        let (_, file) = try package()
        let env = ["SNAPSHOT_RECORD": "missing"]
        let recorded = snapshotOutcome(of: try image((255, 0, 0, 255)), as: .image, named: "x", record: nil, filePath: file,
                                       testName: "t()", environment: env)
        #expect(snapshotAttachments(of: recorded).map(\.preferredName) == ["t.x.reference.png"])
        let passed = snapshotOutcome(of: try image((255, 0, 0, 255)), as: .image, named: "x", record: nil, filePath: file,
                                     testName: "t()", environment: env)
        #expect(passed.status == .passed && snapshotAttachments(of: passed).isEmpty)
    }

    /// This test binary, to run again as a child process; Linux only (`/proc/self/exe`).
    static let testBinary: URL? = {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return exe.path.hasSuffix(".xctest") ? exe : nil
    }()

    /// End to end: runs `AttachmentFixture` (a failing `assertSnapshot` inside
    /// `withKnownIssue`) in a child run of this test binary with `--attachments-path`,
    /// as `swift test --attachments-path DIR` does, and reads what it saved.
    @Test(.enabled(if: testBinary != nil, "needs this test binary at /proc/self/exe (Linux) to run it again as a child"))
    func swiftTestSavesTheAttachmentsOfAFailingAssertSnapshot() throws {
        let folder = try Fixture.temporaryFolder()
        let references = folder.appendingPathComponent("refs"), saved = folder.appendingPathComponent("attachments")
        let expected = try RGBAImage(width: 16, height: 8, fill: (255, 0, 0, 255))
        try AtomicFile.write(PNGCodec.encode(expected), to: references.appendingPathComponent(AttachmentFixture.reference))
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)

        let child = Process()
        child.executableURL = Self.testBinary
        child.arguments = ["--testing-library", "swift-testing", "--filter", "AttachmentFixture", "--attachments-path", saved.path]
        var environment = ProcessInfo.processInfo.environment
        environment[AttachmentFixture.variable] = "1"
        environment["SNAPSHOTS_DIR"] = references.path
        environment["SNAPSHOT_ARTIFACTS"] = folder.appendingPathComponent("artifacts").path
        environment["SNAPSHOT_RECORD"] = "never"
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0, "the fixture's known issue passes: \(log)")
        #expect(log.contains("failingImage()"), "the fixture ran: \(log)")
        // The headline is the message's first words, the paths come after.
        let headline = try #require(log.split(separator: "\n").first { $0.contains("failingImage()") && $0.contains("issue at") })
        #expect(headline.hasSuffix("failingImage.fixture does not match its reference: 128 pixels differ (100% of 16×8); tolerance 0 pixels"),
                "\(headline)")

        let names = ["expected", "actual", "diff"].map { "failingImage.fixture.\($0).png" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: saved.path).sorted() == names.sorted())
        let artifacts = folder.appendingPathComponent("artifacts/AttachmentFixture")
        for name in names {
            #expect(try Data(contentsOf: saved.appendingPathComponent(name)) == Data(contentsOf: artifacts.appendingPathComponent(name)), "\(name)")
        }
        #expect(try PNGCodec.read(artifacts.appendingPathComponent("failingImage.fixture.actual.png")) == AttachmentFixture.image())
    }
}
