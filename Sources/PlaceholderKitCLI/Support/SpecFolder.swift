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
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw CommandLineError(flag: flag, "\(Quoting.quoted(folder)) is not a readable folder")
        }
        guard !names.isEmpty else { throw CommandLineError(flag: flag, "\(Quoting.quoted(folder)) holds no .json spec files") }
        let url = URL(fileURLWithPath: folder)
        specs = try names.map { name in
            let file = url.appendingPathComponent(name)
            do {
                let view = try PlaceholderTextView(json: FileReader.read(file, maxBytes: PlaceholderTextView.maximumSpecSize))
                return Spec(name: String(name.dropLast(5)), url: file, view: view)
            } catch let error as ModelError {
                throw error.inFile(file.path)
            }
        }
    }
}
