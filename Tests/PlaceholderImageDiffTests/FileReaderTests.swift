import Foundation
import Testing
import PlaceholderFormat
@testable import PlaceholderImage

@Suite struct FileReaderTests {
    @Test func readsWholeFilesAndNamesTheFileOnFailure() throws {
        let folder = try Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("a.txt")
        try Data("hello".utf8).write(to: file)
        #expect(try FileReader.read(file) == Data("hello".utf8))
        #expect(throws: FileError(file: folder.path, reason: "is a folder, not a file")) { try FileReader.read(folder) }
        let missing = folder.appendingPathComponent("missing.json")
        #expect(throws: FileError(file: missing.path, reason: "does not exist")) { try FileReader.read(missing) }
    }

    @Test func refusesMoreThanTheLimit() throws {
        let folder = try Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: 100_000).write(to: file)
        #expect(try FileReader.read(file, maxBytes: 100_000).count == 100_000)
        #expect(throws: FileError(file: file.path, reason: "is larger than 99999 bytes")) { try FileReader.read(file, maxBytes: 99_999) }
    }

    @Test func aClosedOrFolderDescriptorIsAnErrorNotATrap() throws {
        #expect(throws: FileError(file: "stdin", reason: "cannot be read (Bad file descriptor)")) {
            try FileReader.read(descriptor: -1, name: "stdin")
        }
        let folder = open(try Fixture.temporaryFolder().path, O_RDONLY)
        defer { close(folder) }
        #expect(throws: FileError(file: "stdin", reason: "cannot be read (Is a directory)")) {
            try FileReader.read(descriptor: folder, name: "stdin")
        }
    }

    @Test func errorsStayOnOneLine() {
        #expect(FileError(file: "a\nb.png", reason: "does not exist").description == "a\\nb.png: does not exist")
        #expect(Quoting.quoted("tab\there \"q\" \\ \u{7}\u{2028}é") == #""tab\there \"q\" \\ \u{7}\u{2028}é""#)
    }
}
