/// An image that cannot be made, decoded or encoded: the file (when there is one) and why.
/// Reading and writing the file itself fail with a ``FileError``.
public struct ImageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file concerned, or nil for an image in memory.
    public var file: String?
    /// What went wrong, in a few words.
    public var reason: String

    /// An error about `file` (nil: an image in memory).
    public init(file: String? = nil, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `FILE: REASON`, on one line: the file name is escaped (``Quoting``).
    public var description: String { file.map { "\(Quoting.escaped($0)): \(reason)" } ?? reason }
}
