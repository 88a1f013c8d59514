import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import Testing
import XCTest

/// Snapshots `value` with the strategy and compares it with its reference; a difference beyond the
/// strategy's tolerance, a missing reference under `never`, or a recording is a test
/// failure, reported to Swift Testing or XCTest, whichever is running the test.
///
/// References live in `Snapshots/<TestFile>/<testName>.<name or n>.<ext>` at the package
/// root. On failure the expected (a copy of the reference), the actual snapshot and the
/// diff go to the artifacts folder and the message gives the mismatch count, the ratio,
/// the tolerance and the paths. Under Swift Testing those files are also attached to the
/// test (`swift test --attachments-path DIR` saves them); under XCTest the message's
/// paths lead to them.
///
/// - Parameters:
///   - value: what to snapshot: a text view, a text field, a form, an image, text.
///   - snapshotting: the strategy (`.png`, `.layoutJSON`, `.image`, `.lines`, …).
///   - name: the snapshot's name; unnamed snapshots are numbered 1, 2, 3… per run of a test,
///     after an identifier of its arguments in a parameterized Swift Testing case
///     (`leading.1`; see ``SnapshotsTrait`` for the count to restart on each run).
///   - regions: areas left out of the comparison (a caret, a timestamp), in points for a
///     text view and pixels for an image: their pixels count as equal and are hatched in
///     the diff image.
///   - record: the record mode; `SNAPSHOT_RECORD` overrides it (see `RecordMode`).
///   - fileID: the test's file, for the failure's location (the default is the caller's).
///   - filePath: the test's file path, which places `Snapshots/<TestFile>/`.
///   - testName: the test's name, which names its references.
///   - line: the line the failure is reported at.
///   - column: the column the failure is reported at.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    ignoring regions: [Rect] = [],
    record: RecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let outcome = snapshotOutcome(of: try value(), as: snapshotting, named: name, ignoring: regions, record: record,
                                  filePath: "\(filePath)", testName: testName)
    guard outcome.status != .passed else { return }
    if Test.current != nil {
        let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        // Recorded as an error, so the headline is the message's own first words (a comment
        // alone would be headlined "Issue recorded"); the rest follows as the comment.
        let (headline, details) = outcome.headlineAndDetails
        Issue.record(SnapshotFailure(description: headline), details.isEmpty ? nil : Comment(rawValue: details), sourceLocation: location)
        for attachment in snapshotAttachments(of: outcome) {
            Attachment.record(attachment, sourceLocation: location)
        }
    } else {
        XCTFail(outcome.message, file: filePath, line: line)
    }
}

/// The check behind ``assertSnapshot(of:as:named:ignoring:record:fileID:filePath:testName:line:column:)``,
/// for any test framework: returns nil when the snapshot passes, else the failure message.
/// `environment` is where `SNAPSHOT_RECORD`, `CI`, `SNAPSHOTS_DIR` and
/// `SNAPSHOT_ARTIFACTS` are read.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    ignoring regions: [Rect] = [],
    record: RecordMode? = nil,
    filePath: String = #filePath,
    testName: String = #function,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> String? {
    let outcome = snapshotOutcome(of: try value(), as: snapshotting, named: name, ignoring: regions, record: record,
                                  filePath: filePath, testName: testName, environment: environment)
    return outcome.status == .passed ? nil : outcome.message
}

/// The whole outcome of the check behind ``verifySnapshot(of:as:named:record:filePath:testName:environment:)``:
/// its status, message and files. A snapshot that cannot be taken, or a bad record mode,
/// is a failed outcome naming the error.
func snapshotOutcome<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    ignoring regions: [Rect] = [],
    record: RecordMode?,
    filePath: String,
    testName: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotOutcome {
    // The strategies find PLACEHOLDERKIT_RENDERER where the other settings are read.
    ExternalRenderer.$checkEnvironment.withValue(environment) {
        checkedOutcome(of: value, as: snapshotting, named: name, ignoring: regions, record: record, filePath: filePath,
                       testName: testName, environment: environment)
    }
}

private func checkedOutcome<Value, Format>(
    of value: () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    ignoring regions: [Rect],
    record: RecordMode?,
    filePath: String,
    testName: String,
    environment: [String: String]
) -> SnapshotOutcome {
    let paths = SnapshotPaths(filePath: filePath, environment: environment)
    let test = SnapshotPaths.sanitize(testName: testName)
    let suffix = name ?? SnapshotCounter.nextSuffix(filePath: filePath, test: test)
    let snapshotName = "\(test).\(suffix)"
    let reference = paths.references.appendingPathComponent("\(snapshotName).\(snapshotting.pathExtension)")
    do {
        // The name (the test's and the snapshot's) becomes a file name: one safe component.
        try SnapshotOutcome.File.checkName(snapshotName, pathExtension: snapshotting.pathExtension, what: "snapshot")
        _ = try SafeFileName.url(reference.lastPathComponent, in: paths.references, what: "snapshot")
        let mode = try RecordMode.resolved(explicit: record, environment: environment)
        if let warning = RecordMode.environmentWarning(environment) { SnapshotWarnings.shared.printOnce(warning) }
        let value = try value()
        // A companion's name (NAME.layout.json) must fit too, before anything is written.
        let companion = try snapshotting.companion?(value)
        if let companion {
            try SnapshotOutcome.File.checkName(snapshotName, pathExtension: snapshotting.pathExtension, companions: [companion.suffix], what: "snapshot")
        }
        let check = SnapshotCheck(name: snapshotName, reference: reference, diffing: snapshotting.diffing,
                                  pathExtension: snapshotting.pathExtension, ignoring: snapshotting.pixelRegions(value, regions),
                                  mode: mode, artifacts: paths.artifacts, pixelsPerPoint: snapshotting.pixelsPerPoint(value),
                                  companion: companion)
        SnapshotManifest.shared.record(reference, manifest: paths.manifest)
        let outcome = check.outcome { try snapshotting.snapshot(value) }
        // The versions that rendered the references live beside them, in Snapshots/.
        var concluded = try SnapshotOutcome.concluded([outcome], environment: snapshotting.environment(),
                                                      references: paths.references.deletingLastPathComponent())[0]
        if concluded.status == .failed, let overlay = snapshotting.overlay {
            // The overlay only helps explain the failure: one that cannot be drawn or written
            // is told beside it, and the failure keeps its diff, paths and attachments.
            let url = paths.artifacts.appendingPathComponent("\(snapshotName).overlay.png")
            do {
                try FileManager.default.createDirectory(at: paths.artifacts, withIntermediateDirectories: true)
                try AtomicFile.write(overlay(value), to: url)
                concluded.overlay = url
                concluded.message += "\noverlay: \(url.path)"
            } catch {
                concluded.message += "\noverlay: not written: \(error)"
            }
        }
        return concluded
    } catch {
        return SnapshotOutcome(name: snapshotName, status: .failed, message: "\(snapshotName): \(error)", reference: reference)
    }
}

/// One snapshot per combination of `variants` (appearances, content size categories,
/// languages, scales) of a text view, a text field or a whole form, named `<name><suffix>`
/// as `placeholderkit render` names its outputs (`feedback.dark.AX3.ja@3x`; without a
/// name, the suffix alone), each checked as
/// ``assertSnapshot(of:as:named:ignoring:record:fileID:filePath:testName:line:column:)`` does.
public func assertSnapshot<Value: VariantExpandable, Format>(
    of value: Value,
    as snapshotting: Snapshotting<Value, Format>,
    variants: Variants,
    named name: String? = nil,
    record: RecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for (snapshotName, variant) in variantSnapshots(of: value, variants: variants, named: name) {
        assertSnapshot(of: variant, as: snapshotting, named: snapshotName, record: record, fileID: fileID,
                       filePath: filePath, testName: testName, line: line, column: column)
    }
}

/// The snapshot names and values of `value`'s matrix over `variants` (a text view, a text
/// field or a whole form).
func variantSnapshots<Value: VariantExpandable>(of value: Value, variants: Variants, named name: String?) -> [(name: String, view: Value)] {
    value.expanded(over: variants).map { variant in
        ((name ?? "") + (name == nil ? String(variant.suffix.drop { $0 == "." }) : variant.suffix), variant.value)
    }
}

/// A snapshot check that did not pass, as Swift Testing shows it: its headline.
struct SnapshotFailure: Error, CustomStringConvertible {
    let description: String
}
