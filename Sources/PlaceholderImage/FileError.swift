/// A file that cannot be read, written, deleted or named: the file (when there is one)
/// and why. Images that cannot be decoded or encoded are ``ImageError``s.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file concerned, or nil when the problem is a name that names no file yet.
    public var file: String?
    /// What went wrong, in a few words.
    public var reason: String

    /// An error about `file` (nil: a name, with the reason saying which).
    public init(file: String? = nil, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `FILE: REASON`, on one line: the file name is escaped (``Quoting``).
    public var description: String { file.map { "\(Quoting.escaped($0)): \(reason)" } ?? reason }
}
