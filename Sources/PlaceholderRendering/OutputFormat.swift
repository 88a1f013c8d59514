import FoundationEssentials
import PlaceholderModel

/// The file formats PlaceholderKit writes.
public enum OutputFormat: String, Codable, CaseIterable, Sendable, SpecWord {
    case png, svg, pdf

    /// The format a file name's extension names, if any.
    public init?(path: String) {
        self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }
}
