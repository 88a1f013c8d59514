import Foundation
import Testing
import PlaceholderImage
import PlaceholderImageDiff

/// A file recorded beside a reference (a text view's layout, in the strategies that have
/// one) is written whenever the reference is, read back on a mismatch to say what changed,
/// and never fails a check by itself. Here it is plain text compared line by line, since
/// this module knows no layout.
@Suite struct SnapshotCompanionTests {
    let red = RecordModeTests.filled((255, 0, 0, 255))
    let blue = RecordModeTests.filled((0, 0, 255, 255))

    static func companion(_ text: String) -> SnapshotCompanion {
        SnapshotCompanion(suffix: "lines.txt", heading: "Lines that changed", unchanged: "No line changed",
                          data: { Data(text.utf8) }, changes: { recorded, actual in
            let (old, new) = (String(decoding: recorded, as: UTF8.self), String(decoding: actual, as: UTF8.self))
            guard !old.hasPrefix("garbage") else { throw SnapshotError(problem: "not lines") }
            return old == new ? [] : ["\(old) → \(new)"]
        })
    }

    func check(_ mode: RecordMode, _ folder: URL, companion: String?) -> SnapshotCheck<RGBAImage> {
        SnapshotCheck(name: "view.1", reference: folder.appendingPathComponent("refs/view.1.png"), diffing: .image(), pathExtension: "png",
                      mode: mode, artifacts: folder.appendingPathComponent("artifacts"), pixelsPerPoint: 2,
                      companion: companion.map(Self.companion))
    }

    @Test func itIsRecordedWithTheReferenceAndNamesWhatChanged() throws {
        let folder = try Fixture.temporaryFolder()
        let recorded = folder.appendingPathComponent("refs/view.1.lines.txt")
        #expect(check(.missing, folder, companion: "One").outcome { red }.status == .new)
        #expect(try FileReader.read(recorded) == Data("One".utf8))
        // A pass writes nothing and says nothing of it.
        let passed = check(.never, folder, companion: "Two").outcome { red }
        #expect(passed.status == .passed)
        #expect(try FileReader.read(recorded) == Data("One".utf8))
        // A mismatch: the changes after the line that says where the pixels differ.
        let failed = check(.never, folder, companion: "Two").outcome { blue }
        #expect(failed.status == .failed)
        let lines = failed.message.split(separator: "\n").map(String.init)
        #expect(lines.count >= 4, "\(failed.message)")
        #expect(lines[1].hasPrefix("The differing pixels lie within"), "\(failed.message)")
        #expect(lines[2] == "Lines that changed (compared with view.1.lines.txt):", "\(failed.message)")
        #expect(lines[3] == "  One → Two", "\(failed.message)")
        #expect(try FileReader.read(recorded) == Data("One".utf8), "never writes no companion")
        // Re-recorded (mode failed): compared with the old one, then written anew.
        let rerecorded = check(.failed, folder, companion: "Two").outcome { blue }
        #expect(rerecorded.status == .recorded)
        #expect(rerecorded.message.contains("  One → Two"), "\(rerecorded.message)")
        #expect(try FileReader.read(recorded) == Data("Two".utf8))
        // All rewrites it with the reference.
        _ = check(.all, folder, companion: "Three").outcome { blue }
        #expect(try FileReader.read(recorded) == Data("Three".utf8))
    }

    @Test func equalCompanionsSayNothingChangedThere() throws {
        let folder = try Fixture.temporaryFolder()
        _ = check(.missing, folder, companion: "Same").outcome { red }
        let failed = check(.never, folder, companion: "Same").outcome { blue }
        #expect(failed.message.split(separator: "\n")[2] == "No line changed (compared with view.1.lines.txt).", "\(failed.message)")
    }

    @Test func aMissingOrUnreadableCompanionIsANoteNotAFailure() throws {
        let folder = try Fixture.temporaryFolder()
        // Recorded without one (before companions were recorded).
        _ = check(.missing, folder, companion: nil).outcome { red }
        #expect(check(.never, folder, companion: "One").outcome { red }.status == .passed)
        let failed = check(.never, folder, companion: "One").outcome { blue }
        #expect(failed.status == .failed)
        #expect(failed.message.contains("No lines.txt is recorded beside the reference (view.1.lines.txt), so the changed lines cannot be named; "
                                        + "record the reference again (record mode failed or all) to write one."), "\(failed.message)")
        let recorded = folder.appendingPathComponent("refs/view.1.lines.txt")
        try AtomicFile.write(Data("garbage".utf8), to: recorded)
        let garbage = check(.never, folder, companion: "One").outcome { blue }
        #expect(garbage.status == .failed)
        #expect(garbage.message.contains("The recorded view.1.lines.txt cannot be compared: not lines"), "\(garbage.message)")
        // One larger than its limit is named, not read.
        var small = Self.companion("One")
        small.maxBytes = 3
        try AtomicFile.write(Data("Longer".utf8), to: recorded)
        let check = SnapshotCheck(name: "view.1", reference: folder.appendingPathComponent("refs/view.1.png"), diffing: .image(), pathExtension: "png",
                                  mode: .never, artifacts: folder.appendingPathComponent("artifacts"), companion: small)
        #expect(check.outcome { blue }.message.contains("is larger than 3 bytes"))
    }

    /// The companion is one more file the name must leave room for: the longest decides.
    @Test func theNameCheckCountsTheCompanion() throws {
        #expect(SnapshotOutcome.File.names(of: "x", pathExtension: "png", companions: [SnapshotCompanion.layoutSuffix]).sorted()
                == ["x.actual.png", "x.changes.diff", "x.diff.png", "x.expected.png", "x.layout.json", "x.overlay.png", "x.png", "x.reference.png"])
        let suffix = "layout-of-the-view.json"
        let fits = String(repeating: "a", count: 255 - ".reference.png".utf8.count)
        #expect(SnapshotOutcome.File.nameProblem(fits, pathExtension: "png", companions: [SnapshotCompanion.layoutSuffix]) == nil)
        #expect(SnapshotOutcome.File.nameProblem(fits, pathExtension: "png", companions: [suffix])
                == "makes NAME.\(suffix), which is \(fits.utf8.count + suffix.utf8.count + 1) bytes long, over the limit of 255")
        #expect(throws: FileError.self) { try SnapshotOutcome.File.checkName(fits, pathExtension: "png", companions: [suffix], what: "snapshot") }
    }

    /// `NAME.layout.json` belongs to the reference `NAME.png`: obsolete with it (and deleted
    /// with it), listed on its own only when its reference is gone.
    @Test func aCompanionIsObsoleteOnlyWithItsReference() throws {
        let folder = try Fixture.temporaryFolder()
        for name in ["kept.png", "kept.layout.json", "gone.png", "gone.layout.json", "orphan.layout.json", "notes.json",
                     "sub/kept.png", "sub/kept.layout.json", "a.layout.png"] {
            try AtomicFile.write(Data(), to: folder.appendingPathComponent(name))
        }
        let found = ObsoleteReferences.find(in: folder, used: ["kept", "a.layout"]).map(\.lastPathComponent)
        #expect(found == ["gone.png", "orphan.layout.json"])
        let recursive = ObsoleteReferences.find(in: folder, used: ["kept", "sub/kept", "a.layout", "notes"], extensions: ["png", "json"], recursive: true)
        #expect(recursive.map { String($0.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }
                == ["gone.png", "orphan.layout.json"])
        // A JSON reference named NAME.layout is its own reference, used by name.
        let layoutReference = ObsoleteReferences.find(in: folder, used: ["gone.layout", "gone", "orphan", "kept", "sub/kept", "a.layout", "notes"],
                                                       extensions: ["png", "json"], recursive: true)
        #expect(layoutReference.isEmpty)
        // Pruned, a reference takes its companions with it.
        #expect(ObsoleteReferences.companions(of: folder.appendingPathComponent("gone.png")).map(\.lastPathComponent) == ["gone.layout.json"])
        try ObsoleteReferences.delete(folder.appendingPathComponent("gone.png"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gone.layout.json").path))
        #expect(ObsoleteReferences.find(in: folder, used: ["kept", "a.layout"]).map(\.lastPathComponent) == ["orphan.layout.json"])
        try ObsoleteReferences.delete(folder.appendingPathComponent("orphan.layout.json"))
        #expect(ObsoleteReferences.find(in: folder, used: ["kept", "a.layout"]).isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("kept.layout.json").path))
    }
}
