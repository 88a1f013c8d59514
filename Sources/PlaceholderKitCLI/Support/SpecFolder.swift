import Foundation
import PlaceholderImage
import PlaceholderKit

/// The spec files of a folder, read and validated up front so that one bad file stops a
/// command before it writes anything.
struct SpecFolder {
    /// One spec file and the view it describes.
    struct Spec: Sendable {
        var name: String
        var url: URL
        var view: PlaceholderTextView
    }

    var specs: [Spec]

    /// Every `*.json` in `folder`, sorted by name; `flag` is the option that named it.
    init(_ folder: String, flag: String) throws {
        specs = try Self.files(in: folder, flag: flag).map { file in
            do {
                let view = try PlaceholderTextView(json: FileReader.read(file))
                return Spec(name: file.deletingPathExtension().lastPathComponent, url: file, view: view)
            } catch let error as ModelError {
                throw error.inFile(file.path)
            }
        }
    }

    /// The `*.json` files of `folder`, sorted by name; at least one.
    static func files(in folder: String, flag: String) throws -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw CommandLineError(flag: flag, "\(ValueParser.quoted(folder)) is not a readable folder")
        }
        guard !names.isEmpty else { throw CommandLineError(flag: flag, "\(ValueParser.quoted(folder)) holds no .json spec files") }
        return names.map { URL(fileURLWithPath: folder).appendingPathComponent($0) }
    }
}
