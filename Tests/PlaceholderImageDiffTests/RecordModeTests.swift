import Foundation
import Testing
@testable import PlaceholderImage
import PlaceholderImageDiff

@Suite struct RecordModeTests {
    let red = Self.filled((255, 0, 0, 255))
    let blue = Self.filled((0, 0, 255, 255))

    static func filled(_ colour: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        var image = RGBAImage(width: 8, height: 4, checkedPixels: [UInt8](repeating: 0, count: 8 * 4 * 4))
        for y in 0..<4 { for x in 0..<8 { image[x, y] = colour } }
        return image
    }

    func verifier(_ mode: RecordMode, _ folder: URL) -> SnapshotVerifier<RGBAImage> {
        SnapshotVerifier(mode: mode, artifacts: folder.appendingPathComponent("artifacts"))
    }

    @Test func missingRecordsANewReferenceAndFails() throws {
        let folder = try Fixture.temporaryFolder()
        let reference = folder.appendingPathComponent("refs/view.1.png")
        let outcome = verifier(.missing, folder).verify(red, reference: reference, name: "view.1")
        #expect(outcome.status == .new)
        #expect(outcome.wroteReference)
        #expect(try PNGCodec.read(reference) == red)
        // The next run compares against it.
        #expect(verifier(.missing, folder).verify(red, reference: reference, name: "view.1").status == .passed)
        #expect(verifier(.missing, folder).verify(blue, reference: reference, name: "view.1").status == .failed)
        #expect(try PNGCodec.read(reference) == red, "missing never overwrites an existing reference")
    }

    @Test func neverFailsAndWritesNoReference() throws {
        let folder = try Fixture.temporaryFolder()
        let reference = folder.appendingPathComponent("refs/view.1.png")
        let outcome = verifier(.never, folder).verify(red, reference: reference, name: "view.1")
        #expect(outcome.status == .new)
        #expect(!outcome.wroteReference)
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        #expect(outcome.message.contains("No reference for view.1"))
        // A differing image does not touch the existing reference either.
        try AtomicFile.write(PNGCodec.encode(red), to: reference)
        #expect(verifier(.never, folder).verify(blue, reference: reference, name: "view.1").status == .failed)
        #expect(try PNGCodec.read(reference) == red)
    }

    @Test func allRewritesEveryReference() throws {
        let folder = try Fixture.temporaryFolder()
        let reference = folder.appendingPathComponent("view.1.png")
        try AtomicFile.write(PNGCodec.encode(red), to: reference)
        let outcome = verifier(.all, folder).verify(blue, reference: reference, name: "view.1")
        #expect(outcome.status == .recorded)
        #expect(try PNGCodec.read(reference) == blue)
    }

    @Test func failedRewritesOnlyMismatchingReferences() throws {
        let folder = try Fixture.temporaryFolder()
        let reference = folder.appendingPathComponent("view.1.png")
        try AtomicFile.write(PNGCodec.encode(red), to: reference)
        let before = try FileManager.default.attributesOfItem(atPath: reference.path)[.modificationDate] as? Date
        #expect(verifier(.failed, folder).verify(red, reference: reference, name: "view.1").status == .passed)
        let after = try FileManager.default.attributesOfItem(atPath: reference.path)[.modificationDate] as? Date
        #expect(before == after)
        let outcome = verifier(.failed, folder).verify(blue, reference: reference, name: "view.1")
        #expect(outcome.status == .recorded)
        #expect(try PNGCodec.read(reference) == blue)
    }

    @Test func failureMessageGivesNumbersToleranceAndPaths() throws {
        let folder = try Fixture.temporaryFolder()
        let reference = folder.appendingPathComponent("view.1.png")
        try AtomicFile.write(PNGCodec.encode(red), to: reference)
        var changed = red
        changed[0, 0] = (0, 0, 0, 255)
        changed[1, 0] = (0, 0, 0, 255)
        let verifier = SnapshotVerifier(tolerance: Tolerance(maxDiffPixels: 1), mode: .never,
                                        artifacts: folder.appendingPathComponent("artifacts"))
        let outcome = verifier.verify(changed, reference: reference, name: "view.1")
        let artifacts = folder.appendingPathComponent("artifacts").path
        #expect(outcome.message == "view.1 does not match its reference: 2 pixels differ (6.25% of 8×4); tolerance 1 pixels. "
            + "Expected: \(reference.path); actual: \(artifacts)/view.1.actual.png; diff: \(artifacts)/view.1.diff.png")
        #expect(try PNGCodec.read(outcome.actual!) == changed)
        let diff = try PNGCodec.read(outcome.diff!)
        #expect(diff[0, 0] == (0, 90, 255, 255))
        #expect(diff[5, 3] != (255, 0, 0, 255))
    }

    @Test func environmentChoosesTheDefaultMode() throws {
        #expect(try RecordMode.resolved(explicit: nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolved(explicit: nil, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolved(explicit: .all, environment: ["CI": "true"]) == .all)
        #expect(try RecordMode.resolved(explicit: .all, environment: ["SNAPSHOT_RECORD": "never"]) == .never)
        #expect(throws: SnapshotError.self) { try RecordMode.resolved(explicit: nil, environment: ["SNAPSHOT_RECORD": "sometimes"]) }
    }
}
