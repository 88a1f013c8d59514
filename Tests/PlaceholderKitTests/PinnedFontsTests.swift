import Foundation
import TestSupport
import PlaceholderImage
import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// The pinned font set: what bootstrap fetches is what the table pins, what the library
/// renders with is that set, and a set that differs from its pin is named, never used.
@Suite struct PinnedFontsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What scripts/lib/`script`.bash makes of its table, by its function `name`.
    static func bash(_ function: String, script: String = "pinned-fonts") throws -> [String] {
        let run = try ProgramRun("/bin/bash", ["-c", "source scripts/lib/\(script).bash && \(function)"], in: repository)
        #expect(run.status == 0, "\(run.stderr)")
        return run.text.split(separator: "\n").map(String.init)
    }

    @Test func bootstrapReadsEveryEntryOfTheTable() throws {
        #expect(try Self.bash("pinned_fonts_name") == [PinnedFonts.name])
        #expect(try Self.bash("pinned_fonts_packages") == PinnedFonts.packages.map { "\($0.name) \($0.pool) \($0.sha256)" })
        #expect(try Self.bash("pinned_fonts_files") == PinnedFonts.files.map { "\($0.package) \($0.path) \($0.sha256)" })
        #expect(try Self.bash("pinned_fonts_stamp").joined(separator: "\n") + "\n" == PinnedFonts.stamp)
    }

    @Test func theSetHoldsTheFallbackChainOnce() {
        let names = PinnedFonts.files.map(\.name)
        #expect(Set(names).count == names.count, "two files of one name in a flat folder")
        for name in ["Inter-Regular.otf", "InterDisplay-Regular.otf", "DejaVuSans.ttf", "NotoSansCJK-Regular.ttc", "NotoColorEmoji.ttf"] {
            #expect(names.contains(name))
        }
        #expect(PinnedFonts.files.allSatisfy { file in PinnedFonts.packages.contains { $0.name == file.package } })
        #expect(PinnedFonts.files.allSatisfy { $0.sha256.count == 64 && $0.size > 0 })
    }

    /// The files this process renders with are the pinned bytes (sha256sum over all of them).
    @Test func theFolderInUseHoldsThePinnedBytes() throws {
        guard case .pinned(let folder) = FontLibrary.fontSet else {
            Issue.record("no pinned font set: \(FontLibrary.fontSet.description)")
            return
        }
        #expect(try ProgramRun("/usr/bin/sha256sum", PinnedFonts.files.map(\.name), in: URL(fileURLWithPath: folder)).text == PinnedFonts.stamp)
        #expect(RenderingEnvironment.current().fonts[RenderingEnvironment.fontSetKey] == "pinned \(PinnedFonts.name)")
        #expect(RenderingEnvironment.current().fonts["Inter"] == "\(PinnedFonts.name)/Inter-Regular.otf")
    }

    /// A copy of the set in `cache`, whose `change` then alters it.
    static func copy(into cache: URL, change: (URL) throws -> Void) throws -> URL {
        guard case .pinned(let folder) = FontLibrary.fontSet else { throw CocoaError(.fileNoSuchFile) }
        let copy = cache.appendingPathComponent(PinnedFonts.name)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in PinnedFonts.files.map(\.name) + [PinnedFonts.stampName] {
            // Links, not copies: 60 MB is not needed to tell a size.
            try FileManager.default.createSymbolicLink(atPath: copy.appendingPathComponent(name).path, withDestinationPath: folder + "/" + name)
        }
        try change(copy)
        return copy
    }

    @Test func aSetThatDiffersFromItsPinIsNamedFileByFile() throws {
        let cache = ScratchFolder.path("pinned")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = [PinnedFonts.cacheVariable: cache.path]
        #expect(PinnedFonts.state(environment: environment) == .missing)
        #expect(PinnedFonts.State.missing.description == "host fonts: the pinned set \(PinnedFonts.name) is not installed; run PlaceholderKit's scripts/bootstrap")

        let copy = try Self.copy(into: cache) { copy in
            // A newer Inter in place of the pinned one, and the emoji font gone.
            let inter = copy.appendingPathComponent("Inter-Regular.otf")
            try FileManager.default.removeItem(at: inter)
            try Data(repeating: 0, count: 1000).write(to: inter)
            try FileManager.default.removeItem(at: copy.appendingPathComponent("NotoColorEmoji.ttf"))
        }
        let state = PinnedFonts.state(environment: environment)
        #expect(state == .differs(folder: copy.path, files: ["Inter-Regular.otf", "NotoColorEmoji.ttf"]))
        #expect(state.description.contains("differs from its pin (Inter-Regular.otf, NotoColorEmoji.ttf); run PlaceholderKit's scripts/bootstrap"))

        // A stamp of another pin (a set half-written, or of another version) is named too.
        try FileManager.default.removeItem(at: cache)
        _ = try Self.copy(into: cache) { copy in
            let stamp = copy.appendingPathComponent(PinnedFonts.stampName)
            try FileManager.default.removeItem(at: stamp)
            try Data("0  Inter-Regular.otf\n".utf8).write(to: stamp)
        }
        #expect(PinnedFonts.state(environment: environment) == .differs(folder: copy.path, files: [PinnedFonts.stampName]))
        // An intact copy is the set.
        try FileManager.default.removeItem(at: cache)
        _ = try Self.copy(into: cache) { _ in }
        #expect(PinnedFonts.state(environment: environment) == .pinned(folder: copy.path))
    }

    @Test func theCacheFoldersAreTheVariablesOrTheUsersThenTheMachines() {
        #expect(PinnedFonts.cacheFolders(environment: [PinnedFonts.cacheVariable: "/x"]) == ["/x"])
        #expect(PinnedFonts.cacheFolders(environment: ["HOME": "/home/a"]) == ["/home/a/.cache/placeholderkit/fonts", "/var/cache/placeholderkit/fonts"])
        #expect(PinnedFonts.cacheFolders(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "/c"]) == ["/c/placeholderkit/fonts", "/var/cache/placeholderkit/fonts"])
        #expect(PinnedFonts.cacheFolders(environment: ["XDG_CACHE_HOME": "relative"]) == ["/var/cache/placeholderkit/fonts"])
    }

    /// A snapshot failure over references recorded with the pinned set, on a machine
    /// without it, names the font set first among the differences.
    @Test func aFailureNamesAFontSetThatDiffers() throws {
        let here = RenderingEnvironment.current()
        var elsewhere = here
        elsewhere.fonts[RenderingEnvironment.fontSetKey] = PinnedFonts.State.missing.description
        let explanation = try #require(elsewhere.explanation(comparedWith: here))
        #expect(explanation.contains("font set pinned \(PinnedFonts.name) when recorded, host fonts: the pinned set \(PinnedFonts.name) is not installed; run PlaceholderKit's scripts/bootstrap here"), "\(explanation)")
    }

    /// The faces the library lists for the pinned set without opening it are the faces
    /// FreeType reads from its files: the table in `PinnedFonts+Faces.swift` cannot drift from
    /// the pin. On a difference the message holds the table to paste.
    @Test(.enabled(if: { if case .pinned = FontLibrary.fontSet { true } else { false } }(), "the pinned font set is not installed: run scripts/bootstrap"))
    func theRecordedFacesAreTheFilesFaces() throws {
        guard case .pinned(let folder) = FontLibrary.fontSet else { return }
        let library = try FreeTypeLibrary()
        var read: [CatalogFace] = []
        for file in PinnedFonts.files.sorted(by: { $0.name < $1.name }) {
            let path = Array((folder + "/" + file.name).utf8CString)
            for var face in FontCatalog.faces(in: path, library: library) {
                face.file = file.name
                read.append(face)
            }
        }
        #expect(read.count >= PinnedFonts.files.count)
        let recorded = PinnedFonts.faces.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
        #expect(recorded == read, """
            PinnedFonts.faces differs from the set's files; replace the table with:
            \(read.map { "        " + $0.source(name: $0.file) + "," }.joined(separator: "\n"))
            """)
        // The library lists the set from the table: no face of the pinned folder is opened.
        let known = PinnedFonts.knownFaces(in: folder, state: FontLibrary.fontSet)
        #expect(Set(known.keys) == Set(PinnedFonts.files.map { folder + "/" + $0.name }))
        #expect(PinnedFonts.knownFaces(in: "/elsewhere", state: FontLibrary.fontSet).isEmpty)
    }
}

