import FoundationEssentials
import PlaceholderImage

/// Compares a value with its reference file through a ``Diffing`` and records per
/// ``RecordMode``. References and artifacts are written atomically, references only
/// when the mode asks for it.
public struct SnapshotVerifier<Format>: Sendable {
    /// How values are stored and compared.
    public var diffing: Diffing<Format>
    /// The extension of reference and actual files (`png`, `json`).
    public var pathExtension: String
    /// When references are written.
    public var mode: RecordMode
    /// Where actual values and diffs of failures go.
    public var artifacts: URL

    /// A verifier comparing through `diffing` and recording per `mode`.
    public init(diffing: Diffing<Format>, pathExtension: String, mode: RecordMode, artifacts: URL) {
        self.diffing = diffing
        self.pathExtension = pathExtension
        self.mode = mode
        self.artifacts = artifacts
    }

    /// Checks `value` against the file at `reference`. `name` names the artifacts.
    public func verify(_ value: Format, reference: URL, name: String) -> SnapshotOutcome {
        var outcome = SnapshotOutcome(name: name, status: .failed, message: "", reference: reference)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        do {
            if !exists {
                outcome.status = .new
                guard mode != .never else {
                    let actual = try writeArtifact(diffing.toData(value), name: name, kind: "actual", pathExtension: pathExtension)
                    outcome.actual = actual
                    outcome.message = "No reference for \(name) at \(reference.path), and record mode never writes one "
                        + "(set SNAPSHOT_RECORD=missing to record). Actual: \(actual.path)"
                    return outcome
                }
                try AtomicFile.write(diffing.toData(value), to: reference)
                outcome.wroteReference = true
                outcome.message = "Recorded new reference \(name) at \(reference.path); check it and run again."
                return outcome
            }
            if mode == .all {
                try AtomicFile.write(diffing.toData(value), to: reference)
                outcome.status = .recorded
                outcome.wroteReference = true
                outcome.message = "Recorded \(name) over the old reference (record mode all): \(reference.path)"
                return outcome
            }
            let expected = try diffing.fromData(FileReader.read(reference))
            let comparison = diffing.measure?(expected, value)
            outcome.mismatchedPixels = comparison?.mismatchedPixels
            outcome.ratio = comparison?.ratio
            guard let difference = comparison.map({ $0.difference }) ?? diffing.diff(expected, value) else {
                outcome.status = .passed
                outcome.message = "\(name) matches its reference"
                return outcome
            }
            outcome.summary = difference.summary
            outcome.mismatchedPixels = difference.mismatchedPixels
            outcome.ratio = difference.ratio
            outcome.mismatchBounds = difference.mismatchBounds
            outcome.expected = try writeArtifact(FileReader.read(reference), name: name, kind: "expected", pathExtension: pathExtension)
            let actual = try writeArtifact(diffing.toData(value), name: name, kind: "actual", pathExtension: pathExtension)
            outcome.actual = actual
            outcome.headline = "\(name) does not match its reference: \(difference.summary)"
            var message = outcome.headline! + ". Expected: \(reference.path); actual: \(actual.path)"
            for artifact in difference.artifacts {
                let url = try writeArtifact(artifact.data, name: name, kind: artifact.kind, pathExtension: artifact.pathExtension)
                if outcome.diff == nil { outcome.diff = url }  // the first artifact shows the difference
                message += "; \(artifact.kind): \(url.path)"
            }
            if mode == .failed {
                try AtomicFile.write(diffing.toData(value), to: reference)
                outcome.status = .recorded
                outcome.wroteReference = true
                message += ". Re-recorded the reference (record mode failed)."
            }
            if let details = difference.details { message += "\n" + details }
            outcome.message = message
            return outcome
        } catch {
            outcome.status = .failed
            outcome.message = "\(name): \(error)"
            return outcome
        }
    }

    private func writeArtifact(_ data: Data, name: String, kind: String, pathExtension: String) throws -> URL {
        let url = try SafeFileName.url("\(name).\(kind).\(pathExtension)", in: artifacts, what: "artifact")
        try AtomicFile.write(data, to: url)
        return url
    }
}

extension SnapshotVerifier where Format == RGBAImage {
    /// A verifier of images against PNG references, compared with `options` and accepted
    /// within `tolerance`.
    public init(options: DiffOptions = DiffOptions(), tolerance: Tolerance = .exact, mode: RecordMode, artifacts: URL) {
        self.init(diffing: .image(options: options, tolerance: tolerance), pathExtension: "png", mode: mode, artifacts: artifacts)
    }
}
