import FoundationEssentials
import PlaceholderImageDiff
import PlaceholderKit

extension SnapshotCompanion {
    /// A spec's layout document recorded beside its reference PNG as `NAME.layout.json`
    /// (a document as `placeholderkit layout` prints each under `layouts`), compared line by line on a mismatch
    /// (``LayoutDocument/changes(from:limit:)``), as the `.png` strategy of
    /// PlaceholderSnapshotTesting records it.
    static func layout(_ data: @escaping @Sendable () throws -> Data) -> SnapshotCompanion {
        SnapshotCompanion(suffix: layoutSuffix, heading: LayoutDocument.changesHeading, unchanged: LayoutDocument.unchangedNote,
                          data: data, changes: { try LayoutDocument.changes(reference: $0, actual: $1) })
    }
}
