import Foundation
import Testing
import PlaceholderImage
import PlaceholderImageDiff

/// The files a check leaves for a person: expected beside actual and diff, or the
/// reference when it is the news.
@Suite struct SnapshotOutcomeFilesTests {
    let red = try! RGBAImage(width: 8, height: 4, fill: (255, 0, 0, 255))
    var changed: RGBAImage {
        var image = red
        image[0, 0] = (0, 0, 0, 255)
        return image
    }

    /// A folder holding `refs/view.1.png` (red) and the verifier's `artifacts/`.
    func folder() throws -> (reference: URL, artifacts: URL) {
        let folder = try Fixture.temporaryFolder()
        let reference = folder.appendingPathComponent("refs/view.1.png")
        try AtomicFile.write(PNGCodec.encode(red), to: reference)
        return (reference, folder.appendingPathComponent("artifacts"))
    }

    func roles(_ outcome: SnapshotOutcome) -> [SnapshotOutcome.File.Role] { outcome.files.map(\.role) }

    @Test func aFailureWritesExpectedBesideActualAndDiff() throws {
        let (reference, artifacts) = try folder()
        let outcome = SnapshotVerifier(mode: .never, artifacts: artifacts).verify(changed, reference: reference, name: "view.1")
        #expect(outcome.status == .failed)
        let names = try FileManager.default.contentsOfDirectory(atPath: artifacts.path).sorted()
        #expect(names == ["view.1.actual.png", "view.1.diff.png", "view.1.expected.png"])
        #expect(try FileReader.read(artifacts.appendingPathComponent("view.1.expected.png")) == FileReader.read(reference))
        #expect(outcome.files == [
            .init(role: .expected, url: artifacts.appendingPathComponent("view.1.expected.png"), name: "view.1"),
            .init(role: .actual, url: artifacts.appendingPathComponent("view.1.actual.png"), name: "view.1"),
            .init(role: .diff, url: artifacts.appendingPathComponent("view.1.diff.png"), name: "view.1"),
        ])
        #expect(outcome.files.map(\.fileName) == ["view.1.expected.png", "view.1.actual.png", "view.1.diff.png"])
        #expect(outcome.files.map(\.isImage) == [true, true, true])
    }

    @Test func rerecordingAFailureKeepsTheOldReferenceAsExpected() throws {
        let (reference, artifacts) = try folder()
        let outcome = SnapshotVerifier(mode: .failed, artifacts: artifacts).verify(changed, reference: reference, name: "view.1")
        #expect(outcome.status == .recorded)
        #expect(roles(outcome) == [.expected, .actual, .diff])
        #expect(try PNGCodec.read(outcome.files[0].url) == red)
        #expect(try PNGCodec.read(reference) == changed)
    }

    @Test func aNewOrRewrittenReferenceIsItsOwnFile() throws {
        let (reference, artifacts) = try folder()
        let absent = reference.deletingLastPathComponent().appendingPathComponent("view.2.png")
        let never = SnapshotVerifier(mode: .never, artifacts: artifacts).verify(red, reference: absent, name: "view.2")
        #expect(never.status == .new && roles(never) == [.actual])
        let missing = SnapshotVerifier(mode: .missing, artifacts: artifacts).verify(red, reference: absent, name: "view.2")
        #expect(missing.status == .new && roles(missing) == [.reference])
        #expect(missing.files.first?.fileName == "view.2.reference.png")
        let all = SnapshotVerifier(mode: .all, artifacts: artifacts).verify(changed, reference: reference, name: "view.1")
        #expect(all.status == .recorded && roles(all) == [.reference])
    }

    @Test func aPassOrAnUnreadableReferenceHasNoFiles() throws {
        let (reference, artifacts) = try folder()
        #expect(SnapshotVerifier(mode: .never, artifacts: artifacts).verify(red, reference: reference, name: "view.1").files.isEmpty)
        try Data("not a png".utf8).write(to: reference)
        let unreadable = SnapshotVerifier(mode: .never, artifacts: artifacts).verify(red, reference: reference, name: "view.1")
        #expect(unreadable.status == .failed && unreadable.files.isEmpty)
    }

    @Test func anObsoleteReferenceShowsOnlyItself() throws {
        let (reference, _) = try folder()
        let outcome = SnapshotOutcome(name: "view.1", status: .obsolete, message: "no case produces view.1", reference: reference)
        #expect(outcome.files == [.init(role: .reference, url: reference, name: "view.1")])
        try FileManager.default.removeItem(at: reference)
        #expect(outcome.files.isEmpty, "only files that exist")
    }

    @Test func textFailuresKeepTheirExtensions() throws {
        let folder = try Fixture.temporaryFolder()
        let reference = folder.appendingPathComponent("layout.1.json")
        try Data("a\nb\n".utf8).write(to: reference)
        let verifier = SnapshotVerifier(diffing: .lines, pathExtension: "json", mode: .never, artifacts: folder.appendingPathComponent("out"))
        let outcome = verifier.verify("a\nc\n", reference: reference, name: "layout.1")
        #expect(outcome.files.map(\.fileName) == ["layout.1.expected.json", "layout.1.actual.json", "layout.1.changes.diff"])
        #expect(outcome.files.map(\.isImage) == [false, false, false])
    }
}
