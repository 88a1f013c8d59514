import Foundation
import PlaceholderImage

/// One snapshot checked against its reference: the pipeline `verify` runs for each spec and
/// `assertSnapshot` for each call, written once. A named snapshot, its reference file, how
/// snapshots of its format are compared, the pixel regions left out, and the record mode
/// make an outcome with its artifacts; ``SnapshotOutcome/concluded(_:environment:references:)``
/// then records or compares the rendering environment for the whole run.
public struct SnapshotCheck<Format>: Sendable {
    /// The snapshot's name, as in its artifacts' file names.
    public var name: String
    /// The reference file.
    public var reference: URL
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// The extension of the reference and the actual file (`png`, `json`).
    public var pathExtension: String
    /// Pixel regions left out of the comparison (their pixels count as equal).
    public var ignoring: [PixelRegion]
    /// When references are written.
    public var mode: RecordMode
    /// Where the expected, actual and diff files of a failure go.
    public var artifacts: URL
    /// Pixels a point, when the snapshot is of something measured in points (a text
    /// view's scale), so a failure says where the differing pixels are in points too.
    public var pixelsPerPoint: Double?

    /// A check of the snapshot `name` against `reference`.
    public init(name: String, reference: URL, diffing: Diffing<Format>, pathExtension: String, ignoring: [PixelRegion] = [],
                mode: RecordMode, artifacts: URL, pixelsPerPoint: Double? = nil) {
        self.name = name
        self.reference = reference
        self.diffing = diffing
        self.pathExtension = pathExtension
        self.ignoring = ignoring
        self.mode = mode
        self.artifacts = artifacts
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// The outcome for the snapshot `take` makes. A snapshot that cannot be taken, or
    /// regions to leave out of a format without pixels, is a failed outcome naming the
    /// problem; nothing is thrown.
    public func outcome(of take: () throws -> Format) -> SnapshotOutcome {
        var diffing = self.diffing
        if !ignoring.isEmpty {
            guard let leavingOut = diffing.ignoring else {
                return failed("the \(pathExtension) strategy has no pixels to ignore regions of")
            }
            diffing = leavingOut(ignoring)
        }
        let snapshot: Format
        do {
            snapshot = try take()
        } catch {
            return failed("\(error)")
        }
        var outcome = SnapshotVerifier(diffing: diffing, pathExtension: pathExtension, mode: mode, artifacts: artifacts)
            .verify(snapshot, reference: reference, name: name)
        if let bounds = outcome.mismatchBounds {
            // Where, on the line after the numbers and paths.
            let firstLine = outcome.message.prefix { $0 != "\n" }
            let place = "The differing pixels lie within \(bounds.placeText(pixelsPerPoint: pixelsPerPoint))."
            outcome.message = firstLine + "\n" + place + outcome.message.dropFirst(firstLine.count)
        }
        return outcome
    }

    private func failed(_ problem: String) -> SnapshotOutcome {
        SnapshotOutcome(name: name, status: .failed, message: "\(name): \(problem)", reference: reference)
    }
}

extension SnapshotOutcome {
    /// The outcomes of a run, concluded: when any wrote its reference, `environment` (the
    /// libraries and fonts that rendered them) is recorded in `references` (its
    /// `.versions.json`, and the first time the outcomes that wrote a reference say what
    /// that file is); otherwise each failure's message gains what differs from the
    /// environment recorded there, if anything does, since that alone can move pixels.
    public static func concluded(_ outcomes: [SnapshotOutcome], environment: RenderingEnvironment, references: URL) throws -> [SnapshotOutcome] {
        if outcomes.contains(where: \.wroteReference) {
            let first = RenderingEnvironment.recorded(in: references) == nil
            try environment.record(in: references)
            guard first else { return outcomes }
            // The first recording says what the new file is, where a user first meets it.
            let file = references.appendingPathComponent(RenderingEnvironment.fileName).path
            return outcomes.map { outcome in
                var outcome = outcome
                if outcome.wroteReference {
                    outcome.message += " The libraries and fonts that rendered it are in \(file): commit it with the references, "
                        + "so that a failure on another machine says what differs there."
                }
                return outcome
            }
        }
        guard outcomes.contains(where: { $0.status == .failed }), let explanation = environment.explanation(recordedIn: references) else {
            return outcomes
        }
        return outcomes.map { outcome in
            var outcome = outcome
            if outcome.status == .failed { outcome.message += "\n" + explanation }
            return outcome
        }
    }
}
