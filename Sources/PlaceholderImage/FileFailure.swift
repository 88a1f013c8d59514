import PlaceholderFormat

/// A file or an image that failed: the file (when there is one) and why, on one line.
///
/// `Subject` only tells the kinds apart, so that a caller can catch one and not the other:
/// ``FileError`` (a file that cannot be read, written, deleted or named) and ``ImageError``
/// (an image that cannot be made, decoded or encoded).
public struct FileFailure<Subject: FileFailureSubject>: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file concerned, or nil when there is none (a name that names no file yet, an
    /// image in memory).
    public var file: String?
    /// What went wrong, in a few words.
    public var reason: String

    /// A failure about `file` (nil: none).
    public init(file: String? = nil, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `FILE: REASON`, on one line: the file name is escaped (`Quoting`).
    public var description: String { file.map { "\(Quoting.escaped($0)): \(reason)" } ?? reason }
}

/// What a ``FileFailure`` is about: ``FileAccess`` or ``ImageCoding``. Never made.
public protocol FileFailureSubject: Sendable {}

/// A file's reading, writing, deleting or naming.
public enum FileAccess: FileFailureSubject {}

/// An image's making, decoding or encoding.
public enum ImageCoding: FileFailureSubject {}

/// A file that cannot be read, written, deleted or named: the file (when there is one)
/// and why. Images that cannot be decoded or encoded are ``ImageError``s.
public typealias FileError = FileFailure<FileAccess>

/// An image that cannot be made, decoded or encoded: the file (when there is one) and why.
/// Reading and writing the file itself fail with a ``FileError``.
public typealias ImageError = FileFailure<ImageCoding>
