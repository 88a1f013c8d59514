import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// The spec files of a folder, read, validated and laid out up front (so every font they
/// name is resolved), so that one bad file stops a command before it writes anything.
struct SpecFolder {
    /// One spec file, its bytes, the view it describes and that view's layout.
    struct Spec: Sendable {
        var name: String
        var url: URL
        var source: Data
        var mockup: Mockup
        var layout: MockupLayout

        /// `error`, as one line that names this spec file.
        func failure(_ error: Error) -> Error { SpecFolder.failure(error, file: url) }
    }

    var specs: [Spec]

    /// `error`, as one line that names the spec `file`.
    static func failure(_ error: Error, file: URL) -> Error {
        if let error = error as? ModelError { return error.inFile(file.path) }
        return CommandLineError("\(Quoting.escaped(file.path)): \(error)")
    }

    /// Every `*.json` in `folder`, sorted by name, laid out `jobs` at a time; `flag` is the
    /// option that named the folder. The first bad spec, in name order, is the error.
    init(_ folder: String, flag: String, jobs: Int) throws {
        let files = try Self.files(in: folder, flag: flag)
        let results: [Result<[Spec], Error>] = parallelMap(files.count, jobs: jobs) { index in
            let file = files[index]
            return Result {
                let source = try FileReader.read(file, maxBytes: PlaceholderTextView.maximumSpecSize)
                do {
                    let mockup = try Mockup(json: source)
                    // A spec with variants is one case per variant, named with its suffix.
                    return try mockup.variantsExpanded.map { variant in
                        let name = file.deletingPathExtension().lastPathComponent + variant.suffix
                        // The reference NAME.png, the artifacts NAME.actual.png… and the report's
                        // NAME.reference.png are named by it: all checked before anything is written.
                        try SnapshotOutcome.File.checkName(name, pathExtension: "png", companions: [SnapshotCompanion.layoutSuffix], what: "snapshot")
                        return Spec(name: name, url: file, source: source, mockup: variant.mockup, layout: try variant.mockup.layout())
                    }
                } catch {
                    throw Self.failure(error, file: file)
                }
            }
        }
        specs = try results.flatMap { try $0.get() }
    }

    /// The `*.json` files of `folder`, sorted by name; at least one. Names are read as the
    /// bytes the folder holds: one that is not UTF-8 is an error (showing its bytes), not
    /// a name changed into another; each must be a safe file name (``SafeFileName``).
    static func files(in folder: String, flag: String) throws -> [URL] {
        guard let entries = FolderEntries.names(in: folder) else {
            throw CommandLineError(flag: flag, "\(Quoting.quoted(folder)) is not a readable folder")
        }
        var names: [String] = []
        for bytes in entries where bytes.count > 5 && bytes.suffix(5).elementsEqual(".json".utf8) {
            let name = try SafeFileName.name(fromBytes: bytes, in: folder)
            try SafeFileName.check(name, what: "spec file")
            names.append(name)
        }
        names.sort()
        guard !names.isEmpty else { throw CommandLineError(flag: flag, "\(Quoting.quoted(folder)) holds no .json spec files") }
        return names.map { URL(fileURLWithPath: folder).appendingPathComponent($0) }
    }
}
