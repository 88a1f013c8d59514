import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import Testing

/// The Swift Testing attachments of a snapshot check that did not pass: one per file of
/// ``SnapshotOutcome/files`` (expected, actual and diff; or the reference just recorded),
/// named as in the artifacts folder, `NAME.ROLE.EXTENSION`. A file that cannot be read
/// any more is left out: the failure message still gives its path.
///
/// The bytes are `[UInt8]`, which the Testing module itself makes attachable: `Data`
/// is attachable only through the `_Testing_Foundation` cross-import overlay, which the
/// Linux toolchain does not load on `import Foundation, Testing` (Swift 6.3).
func snapshotAttachments(of outcome: SnapshotOutcome) -> [Attachment<[UInt8]>] {
    outcome.files.compactMap { file in
        guard let data = try? FileReader.read(file.url) else { return nil }
        return Attachment([UInt8](data), named: file.fileName)
    }
}
