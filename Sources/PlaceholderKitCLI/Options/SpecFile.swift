import FoundationEssentials
import PlaceholderImage
import PlaceholderKit

/// A spec file's bytes, read (at most ``PlaceholderTextView/maximumSpecSize``) but not yet
/// decoded: an incremental batch decodes only the files whose outputs it cannot find from
/// their bytes (``BatchRenderer/recall(_:fontDirectories:)``).
struct SpecFile: Sendable {
    /// The path it was read from.
    var path: String
    /// What it holds.
    var bytes: Data

    /// The file at `path`, read.
    init(path: String) throws {
        self.path = path
        bytes = try FileReader.read(URL(fileURLWithPath: path), maxBytes: PlaceholderTextView.maximumSpecSize)
    }

    /// The name its outputs are given: the file's name without `.json`.
    var name: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }
}
