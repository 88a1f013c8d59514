import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import Testing

/// `.versions.json` keeps what recorded each reference: recording one reference leaves the
/// others' provenance alone, a failure is compared with its own reference's, and parallel
/// recordings keep every entry.
@Suite struct ReferenceProvenanceTests {
    static let ci = RenderingEnvironment(libraries: ["cairo": "1.18.4"], fonts: ["system": "debian13-2026.1/Inter-Regular.otf"],
                                         renderer: "host", stack: "debian13-2026.1")
    static var laptop: RenderingEnvironment {
        var laptop = ci
        laptop.fonts["system"] = "/usr/share/fonts/Inter-Regular.otf"
        return laptop
    }

    /// A folder holding the references `names` (one byte each).
    func folder(_ names: [String]) throws -> URL {
        let folder = try Fixture.temporaryFolder()
        for name in names {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([1]).write(to: url)
        }
        return folder
    }

    func outcome(_ name: String, in folder: URL, _ status: SnapshotOutcome.Status, wrote: Bool = false, scale: Double? = 2) -> SnapshotOutcome {
        var outcome = SnapshotOutcome(name: name, status: status, message: "\(name): \(status)",
                                      reference: folder.appendingPathComponent("Tests/\(name).png"))
        outcome.wroteReference = wrote
        outcome.scale = scale
        return outcome
    }

    /// CI records `a`; a laptop then records only `b`. `a` still says CI, and its failure on
    /// CI says nothing differs, while `b`'s failure on CI names the font that differs.
    @Test func recordingOneReferenceLeavesTheOthersProvenance() throws {
        let folder = try folder(["Tests/a.png", "Tests/b.png"])
        _ = try SnapshotOutcome.concluded([outcome("a", in: folder, .new, wrote: true)], environment: Self.ci, references: folder)
        _ = try SnapshotOutcome.concluded([outcome("a", in: folder, .passed), outcome("b", in: folder, .new, wrote: true)],
                                          environment: Self.laptop, references: folder)
        let provenance = try #require(try ReferenceProvenance.read(in: folder))
        #expect(provenance.recording(of: "Tests/a.png")?.environment == Self.ci)
        #expect(provenance.recording(of: "Tests/b.png")?.environment == Self.laptop)
        #expect(provenance.environments.count == 2)

        let failures = try SnapshotOutcome.concluded([outcome("a", in: folder, .failed), outcome("b", in: folder, .failed)],
                                                     environment: Self.ci, references: folder)
        #expect(failures[0].message == "a: failed", "nothing differs from what recorded a")
        #expect(failures[1].message.contains("system /usr/share/fonts/Inter-Regular.otf when recorded, debian13-2026.1/Inter-Regular.otf here"),
                "\(failures[1].message)")
    }

    /// A reference recorded at @2x and drawn at @3x says so.
    @Test func aFailureAtAnotherScaleSaysSo() throws {
        let folder = try folder(["Tests/a.png"])
        _ = try SnapshotOutcome.concluded([outcome("a", in: folder, .new, wrote: true, scale: 2)], environment: Self.ci, references: folder)
        let failed = try SnapshotOutcome.concluded([outcome("a", in: folder, .failed, scale: 3)], environment: Self.ci, references: folder)
        #expect(failed[0].message.hasSuffix("The reference was recorded at @2x and this run draws it at @3x."), "\(failed[0].message)")
    }

    /// A file of format 1 (one environment for the folder) still explains failures, and the
    /// first recording after it keeps that environment for the references it does not list.
    @Test func aFileOfTheOldFormatIsEveryUnlistedReferences() throws {
        let folder = try folder(["Tests/a.png", "Tests/b.png"])
        try Self.laptop.jsonData().write(to: folder.appendingPathComponent(ReferenceProvenance.fileName))
        let failed = try SnapshotOutcome.concluded([outcome("a", in: folder, .failed)], environment: Self.ci, references: folder)
        #expect(failed[0].message.contains("/usr/share/fonts/Inter-Regular.otf when recorded"), "\(failed[0].message)")
        _ = try SnapshotOutcome.concluded([outcome("b", in: folder, .recorded, wrote: true)], environment: Self.ci, references: folder)
        let provenance = try #require(try ReferenceProvenance.read(in: folder))
        #expect(provenance.formatVersion == 2)
        #expect(provenance.recording(of: "Tests/a.png")?.environment == Self.laptop)
        #expect(provenance.recording(of: "Tests/b.png")?.environment == Self.ci)
    }

    /// Forty references recorded at once from eight threads: every entry is kept.
    @Test func parallelRecordingsKeepEveryEntry() async throws {
        let names = (0..<40).map { "Tests/v\($0).png" }
        let folder = try folder(names)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for lane in 0..<8 {
                group.addTask {
                    for index in stride(from: lane, to: names.count, by: 8) {
                        _ = try SnapshotOutcome.concluded([outcome("v\(index)", in: folder, .new, wrote: true)],
                                                          environment: index.isMultiple(of: 2) ? Self.ci : Self.laptop, references: folder)
                    }
                }
            }
            try await group.waitForAll()
        }
        let provenance = try #require(try ReferenceProvenance.read(in: folder))
        #expect(provenance.references.count == 40)
        #expect(provenance.recording(of: "Tests/v7.png")?.environment == Self.laptop)
    }

    /// A pruned reference's entry goes at the next recording, and with it an environment
    /// nothing names any more.
    @Test func goneReferencesAndUnusedEnvironmentsAreDropped() throws {
        let folder = try folder(["Tests/a.png", "Tests/b.png"])
        _ = try SnapshotOutcome.concluded([outcome("a", in: folder, .new, wrote: true)], environment: Self.laptop, references: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Tests/a.png"))
        _ = try SnapshotOutcome.concluded([outcome("b", in: folder, .new, wrote: true)], environment: Self.ci, references: folder)
        let provenance = try #require(try ReferenceProvenance.read(in: folder))
        #expect(provenance.references.keys.sorted() == ["Tests/b.png"])
        #expect(Array(provenance.environments.values) == [Self.ci])
    }

    /// A file that is not a `.versions.json` is named: a failure says its provenance is
    /// unknown and why; a recording stops rather than overwrite it.
    @Test func anUnreadableFileIsNamed() throws {
        let folder = try folder(["Tests/a.png"])
        try Data("[1, 2]".utf8).write(to: folder.appendingPathComponent(ReferenceProvenance.fileName))
        let failed = try SnapshotOutcome.concluded([outcome("a", in: folder, .failed)], environment: Self.ci, references: folder)
        #expect(failed[0].message.contains("What recorded the reference is unknown: "), "\(failed[0].message)")
        #expect(failed[0].message.contains(".versions.json: is not a .versions.json"), "\(failed[0].message)")
        #expect(throws: FileError.self) {
            try SnapshotOutcome.concluded([outcome("a", in: folder, .recorded, wrote: true)], environment: Self.ci, references: folder)
        }
    }
}
