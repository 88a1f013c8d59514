import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

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
    /// A file recorded beside the reference whenever it is written (a text view's layout,
    /// `NAME.layout.json`), compared on a mismatch so the failure says what changed.
    public var companion: SnapshotCompanion?

    /// A check of the snapshot `name` against `reference`.
    public init(name: String, reference: URL, diffing: Diffing<Format>, pathExtension: String, ignoring: [PixelRegion] = [],
                mode: RecordMode, artifacts: URL, pixelsPerPoint: Double? = nil, companion: SnapshotCompanion? = nil) {
        self.name = name
        self.reference = reference
        self.diffing = diffing
        self.pathExtension = pathExtension
        self.ignoring = ignoring
        self.mode = mode
        self.artifacts = artifacts
        self.pixelsPerPoint = pixelsPerPoint
        self.companion = companion
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
        outcome.scale = pixelsPerPoint
        // Where and what, on the lines after the numbers and paths.
        var explanations: [String] = []
        if let bounds = outcome.mismatchBounds {
            explanations.append("The differing pixels lie within \(bounds.placeText(pixelsPerPoint: pixelsPerPoint)).")
        }
        if let companion {
            explanations += record(companion, for: &outcome)
        }
        if !explanations.isEmpty {
            let firstLine = outcome.message.prefix { $0 != "\n" }
            outcome.message = firstLine + "\n" + explanations.joined(separator: "\n") + outcome.message.dropFirst(firstLine.count)
        }
        return outcome
    }

    /// Compares `companion` with the one recorded beside the reference when the snapshot
    /// did not match (read before it is written again), and writes it whenever the reference
    /// was written; returns what the message says of it. A companion never fails a check:
    /// what goes wrong with it is said, not thrown.
    private func record(_ companion: SnapshotCompanion, for outcome: inout SnapshotOutcome) -> [String] {
        let mismatched = outcome.summary != nil
        guard mismatched || outcome.wroteReference else { return [] }
        let url: URL
        do {
            url = try companion.url(beside: reference, name: name)
        } catch {
            return ["The \(companion.suffix) beside the reference cannot be named: \(error)"]
        }
        let actual = Result { try companion.data() }
        var lines: [String] = []
        if mismatched { lines.append(companion.explanation(recordedAt: url, actual: actual)) }
        if outcome.wroteReference {
            do {
                try AtomicFile.write(actual.get(), to: url)
            } catch {
                lines.append("The \(companion.suffix) was not recorded beside the reference: \(error)")
            }
        }
        return lines
    }

    private func failed(_ problem: String) -> SnapshotOutcome {
        SnapshotOutcome(name: name, status: .failed, message: "\(name): \(problem)", reference: reference)
    }
}

extension SnapshotOutcome {
    /// The outcomes of a run, concluded against the provenance kept in `references`
    /// (`.versions.json`, ``ReferenceProvenance``): each outcome that wrote its reference
    /// records `environment` (the libraries and fonts that rendered it) and its scale as
    /// that reference's provenance, and no other's; the first time the file is made, those
    /// outcomes say what it is. Each failure's message gains what differs between this run
    /// and what recorded its own reference (environment and scale), if anything does,
    /// since that alone can move pixels.
    public static func concluded(_ outcomes: [SnapshotOutcome], environment: RenderingEnvironment, references: URL) throws -> [SnapshotOutcome] {
        var outcomes = outcomes
        let written = outcomes.indices.filter { outcomes[$0].wroteReference }
        if !written.isEmpty {
            let existed = try ReferenceProvenance.update(in: references) { provenance in
                for index in written {
                    try provenance.record(ReferenceProvenance.key(of: outcomes[index].reference, in: references),
                                          environment: environment, scale: outcomes[index].scale)
                }
            }
            if !existed {
                // The first recording says what the new file is, where a user first meets it.
                let file = references.appendingPathComponent(ReferenceProvenance.fileName).path
                for index in written {
                    outcomes[index].message += " The libraries and fonts that rendered it are in \(file): commit it with the references, "
                        + "so that a failure on another machine says what differs there."
                }
            }
        }
        let failed = outcomes.indices.filter { outcomes[$0].status == .failed }
        guard !failed.isEmpty else { return outcomes }
        let provenance: ReferenceProvenance?
        do {
            provenance = try ReferenceProvenance.read(in: references)
        } catch {
            for index in failed { outcomes[index].message += "\nWhat recorded the reference is unknown: \(error)" }
            return outcomes
        }
        for index in failed {
            let key = ReferenceProvenance.key(of: outcomes[index].reference, in: references)
            guard let recorded = provenance?.recording(of: key) else { continue }
            var sentences: [String] = []
            if let explanation = environment.explanation(comparedWith: recorded.environment) { sentences.append(explanation) }
            if let then = recorded.scale, let now = outcomes[index].scale, then != now {
                sentences.append("The reference was recorded at @\(CFormat.short(then))x and this run draws it at @\(CFormat.short(now))x.")
            }
            if !sentences.isEmpty { outcomes[index].message += "\n" + sentences.joined(separator: " ") }
        }
        return outcomes
    }
}
