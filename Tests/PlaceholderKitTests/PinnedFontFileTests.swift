import Foundation
import TestSupport
import Testing
import PlaceholderKit
@testable import PlaceholderGeometry
@testable import PlaceholderText

/// `font.file` naming a file of the pinned set as `layout` and `.versions.json` name it
/// (`debian12-2026.1/DejaVuSans.ttf`): that file in the set's folder, on every machine.
@Suite struct PinnedFontFileTests {
    static func view(file: String, index: Int = 0) throws -> PlaceholderTextView {
        try PlaceholderTextView(json: Data("""
            {"width": 160, "height": 60, "placeholder": "Hello 直", "font": {"file": "\(file)", "index": \(index)}}
            """.utf8))
    }

    @Test(arguments: [("DejaVuSans.ttf", 0), ("NotoSansCJK-Regular.ttc", 2)])
    func aNameOfThePinnedSetDrawsAsItsPathDoes(name: String, index: Int) throws {
        let named = try Self.view(file: "\(PinnedFonts.name)/\(name)", index: index)
        let byPath = try Self.view(file: "\(TestFonts.folder)/\(name)", index: index)
        #expect(try named.renderImage() == byPath.renderImage())
        #expect(try named.renderImage() != PlaceholderTextView(json: Data(#"{"width": 160, "height": 60, "placeholder": "Hello 直"}"#.utf8)).renderImage())
        // The layout document names it as it was given: the name reads back.
        let document = try LayoutDocument(view: named, layout: named.layout())
        #expect(document.placeholder.lines[0].runs[0].font.file == "\(PinnedFonts.name)/\(name)")
        #expect(document.placeholder.lines[0].runs[0].font.index == index)
        #expect(document.warnings.isEmpty)
    }

    @Test func aNameThatLeavesTheSetIsRefused() throws {
        let set = PinnedFonts.name
        for (file, problem) in [
            ("\(set)/../\(set)/DejaVuSans.ttf", "cannot name a file of the pinned set \(set): \"../\(set)/DejaVuSans.ttf\" holds a \"/\""),
            ("\(set)/..", "cannot name a file of the pinned set \(set): \"..\" is .., which names a folder, not a file"),
            ("\(set)/", "cannot name a file of the pinned set \(set): \"\" is empty"),
            ("\(set)/SHA256SUMS", "names no file of the pinned set \(set)"),
            ("\(set)/dejavusans.ttf", "names no file of the pinned set \(set)"),
        ] {
            #expect(throws: FontError(.file(file), problem: problem)) { try FontLibrary.fontFilePath(file) }
            #expect(throws: FontError(.file(file), problem: problem)) { try Self.view(file: file).layout() }
        }
        // Any other name is a path, as before: absolute, or relative to the working folder.
        for file in ["\(TestFonts.folder)/DejaVuSans.ttf", "fonts/\(set)/DejaVuSans.ttf", "\(set)-old/DejaVuSans.ttf"] {
            #expect(try FontLibrary.fontFilePath(file) == file)
        }
        #expect(try FontLibrary.fontFilePath("\(set)/DejaVuSans.ttf") == "\(TestFonts.folder)/DejaVuSans.ttf")
    }

    @Test func aLinkOutOfTheSetsFolderIsRefused() throws {
        let folder = try ScratchFolder.make(PinnedFonts.name)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("DejaVuSans.ttf").path, withDestinationPath: TestFonts.dejaVu)
        try FileManager.default.copyItem(atPath: TestFonts.inter, toPath: folder.appendingPathComponent("Inter-Regular.otf").path)
        let name = "\(PinnedFonts.name)/DejaVuSans.ttf"
        #expect(throws: FontError(.file(name), problem: "is not inside the pinned set's folder \(folder.path) (a link out of it, or missing)")) {
            try FontLibrary.pinnedFile(name, in: .pinned(folder: folder.path))
        }
        #expect(try FontLibrary.pinnedFile("\(PinnedFonts.name)/Inter-Regular.otf", in: .pinned(folder: folder.path)) == folder.path + "/Inter-Regular.otf")
    }

    @Test func withoutThePinnedSetANameOfItSaysSo() throws {
        let name = "\(PinnedFonts.name)/DejaVuSans.ttf"
        #expect(throws: FontError(.file(name), problem: "names a file of the pinned set, but the pinned set \(PinnedFonts.name) is not installed; run PlaceholderKit's scripts/bootstrap")) {
            try FontLibrary.pinnedFile(name, in: .missing)
        }
    }

    /// The spec reference's example is a file of the set as it is named now.
    @Test func theReferenceShowsTheFormWithTheSetsName() {
        #expect(SpecSchema.markdownTables.contains("\(PinnedFonts.name)/Inter-Regular.otf"))
        #expect(PinnedFonts.files.contains { $0.name == "Inter-Regular.otf" })
    }
}
