import Foundation
import PlaceholderKit

/// What checking one image against its reference came to.
public struct SnapshotOutcome: Sendable {
    /// How the check ended.
    public enum Status: String, Sendable, CaseIterable {
        /// Within tolerance.
        case passed
        /// Different beyond tolerance, missing under `never`, or unreadable.
        case failed
        /// A reference was written (the record mode asked for it).
        case recorded
    }

    /// The snapshot's name, as in its file names.
    public var name: String
    public var status: Status
    /// One paragraph for a person: what happened, the numbers, the files.
    public var message: String
    /// The comparison, when there was a reference to compare with.
    public var result: DiffResult?
    /// The tolerance the comparison was judged by.
    public var tolerance: Tolerance
    /// The reference PNG.
    public var reference: URL
    /// The actual image and the diff image, written beside each other on failure.
    public var actual: URL?
    public var diff: URL?

    /// An outcome with the given fields (used by tools that report their own failures).
    public init(name: String, status: Status, message: String, result: DiffResult? = nil, tolerance: Tolerance,
                reference: URL, actual: URL? = nil, diff: URL? = nil) {
        self.name = name
        self.status = status
        self.message = message
        self.result = result
        self.tolerance = tolerance
        self.reference = reference
        self.actual = actual
        self.diff = diff
    }
}

/// Compares an image with its reference file and records per ``RecordMode``. References
/// are written atomically and only when the mode asks for it.
public struct SnapshotVerifier: Sendable {
    /// How images are compared and how much difference passes.
    public var options: DiffOptions
    public var tolerance: Tolerance
    /// When references are written.
    public var mode: RecordMode
    /// Where actual and diff images of failures go.
    public var artifacts: URL

    /// A verifier comparing with `options`, accepting `tolerance`, recording per `mode`.
    public init(options: DiffOptions = DiffOptions(), tolerance: Tolerance = .exact, mode: RecordMode, artifacts: URL) {
        self.options = options
        self.tolerance = tolerance
        self.mode = mode
        self.artifacts = artifacts
    }

    /// Checks `image` against the PNG at `reference`. `name` names the artifacts.
    public func verify(_ image: RGBAImage, reference: URL, name: String) -> SnapshotOutcome {
        var outcome = SnapshotOutcome(name: name, status: .failed, message: "", result: nil, tolerance: tolerance,
                                      reference: reference, actual: nil, diff: nil)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        do {
            if mode == .all || (!exists && mode != .never) {
                try AtomicFile.write(PNGCodec.encode(image), to: reference)
                outcome.status = .recorded
                outcome.message = exists
                    ? "Recorded \(name) over the old reference (record mode \(mode.rawValue)): \(reference.path)"
                    : "Recorded new reference \(name) at \(reference.path); check it and run again."
                return outcome
            }
            guard exists else {
                outcome.actual = try writeArtifact(PNGCodec.encode(image), name: name, kind: "actual")
                outcome.message = "No reference for \(name) at \(reference.path), and record mode never writes one "
                    + "(set SNAPSHOT_RECORD=missing to record). Actual: \(outcome.actual!.path)"
                return outcome
            }
            let expected = try PNGCodec.read(reference)
            let (result, diffImage) = PixelDiff.compare(expected: expected, actual: image, options: options, makeImage: true)
            outcome.result = result
            if tolerance.accepts(result) {
                outcome.status = .passed
                outcome.message = "\(name) matches (\(result.mismatchedPixels) pixels differ, tolerance \(tolerance))"
                return outcome
            }
            outcome.actual = try writeArtifact(PNGCodec.encode(image), name: name, kind: "actual")
            if let diffImage { outcome.diff = try writeArtifact(PNGCodec.encode(diffImage), name: name, kind: "diff") }
            let difference = result.sizeMismatch.map { "\($0)" }
                ?? "\(result.mismatchedPixels) pixels differ (\(Percent.format(result.ratio)) of \(result.width)×\(result.height))"
            var message = "\(name) does not match its reference: \(difference); tolerance \(tolerance). "
                + "Expected: \(reference.path); actual: \(outcome.actual!.path)"
            if let diff = outcome.diff { message += "; diff: \(diff.path)" }
            if mode == .failed {
                try AtomicFile.write(PNGCodec.encode(image), to: reference)
                outcome.status = .recorded
                message += ". Re-recorded the reference (record mode failed)."
            }
            outcome.message = message
            return outcome
        } catch {
            outcome.status = .failed
            outcome.message = "\(name): \(error)"
            return outcome
        }
    }

    private func writeArtifact(_ data: Data, name: String, kind: String) throws -> URL {
        let url = artifacts.appendingPathComponent("\(name).\(kind).png")
        try AtomicFile.write(data, to: url)
        return url
    }
}
