import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit

/// `placeholderkit verify`: renders every spec of a folder and compares it with its
/// reference PNG; writes an HTML report.
///
/// Everything it needs is checked before it writes a byte: every spec decoded, validated
/// and laid out (so its fonts are found), the comparison flags, the snapshots folder and
/// the references the record mode will read, and the report folder. Any problem there is
/// exit status 2 with nothing written.
enum VerifyCommand: Command {
    struct Settings {
        var specs: String?
        var snapshots: String?
        var record: RecordMode?
        var report = ".build/verify-report"
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var comparison = ComparisonSettings()
    }

    static let name = "verify"
    static let summary = "render a folder of specs and compare each with its reference PNG"
    static let usage = "verify --specs DIR --snapshots DIR [options]"
    static let about = """
    Renders SPECS/NAME.json and compares it with SNAPSHOTS/NAME.png. Specs, fonts, flags,
    references and folders are all checked first: a problem is exit status 2 with nothing
    written.
    """
    static let positionals = 0...0
    static let options: [Option<Settings>] = [
        .value("--specs", "DIR", "the folder of spec files", parse: ValueParser.text, at: \.specs),
        .value("--snapshots", "DIR", "the folder of reference PNGs (created when recording)", parse: ValueParser.text, at: \.snapshots),
        .value("--record", "MODE", "missing (write absent references), never (write none), all (rewrite every reference), "
               + "failed (rewrite mismatches); SNAPSHOT_RECORD, when set, wins over this flag; "
               + "default: never when CI is set, else missing",
               parse: RecordMode.init(parsing:), at: \.record),
        .value("--report", "DIR", "where the HTML report goes (default .build/verify-report)", parse: ValueParser.text, at: \.report),
        .value("--jobs", "N", "lay out, render and compare N specs at a time (default: cores)", parse: ValueParser.integer(in: 1...Int.max),
               at: \.jobs),
    ] + ComparisonSettings.options.map { $0.lifted(\.comparison) }
    static let footer = """
    Record mode: SNAPSHOT_RECORD wins over --record, so CI can forbid writes whatever the
    command line says (SNAPSHOT_RECORD=never); CI=true alone only makes never the default.
    Exit status: 0 every snapshot passed, or was rewritten by --record all or failed (an
    update you asked for); 1 a snapshot failed, or --record missing recorded a new
    reference (look at it, then run again); 2 bad input, nothing written.
    """

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        Settings()
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        guard let specsFolder = settings.specs else { throw CommandLineError(flag: "--specs", "a folder of specs is required") }
        guard let snapshots = settings.snapshots else { throw CommandLineError(flag: "--snapshots", "a folder of references is required") }
        // The environment wins, so that CI can forbid writes whatever the flags say.
        let mode = try RecordMode.resolved(explicit: settings.record, environment: terminal.environment)
        if let asked = settings.record, asked != mode {
            terminal.error("placeholderkit verify: warning: SNAPSHOT_RECORD=\(mode.rawValue) overrides --record \(asked.rawValue)")
        }

        // Checked before anything is written.
        let specs = try SpecFolder(specsFolder, flag: "--specs", jobs: settings.jobs).specs
        let referenceFolder = URL(fileURLWithPath: snapshots)
        let references = specs.map { referenceFolder.appendingPathComponent("\($0.name).png") }
        try checkReferences(references, folder: snapshots, mode: mode)
        try WritableFolder.check(settings.report, flag: "--report", files: ["index.html"], folders: ["artifacts", "images"])

        let report = URL(fileURLWithPath: settings.report)
        let verifier = SnapshotVerifier(options: settings.comparison.options, tolerance: settings.comparison.tolerance, mode: mode,
                                        artifacts: report.appendingPathComponent("artifacts"))
        let outcomes: [SnapshotOutcome] = parallelMap(specs.count, jobs: settings.jobs) { index in
            let spec = specs[index]
            do {
                return verifier.verify(try spec.view.renderImage(layout: spec.layout), reference: references[index], name: spec.name)
            } catch {
                return SnapshotOutcome(name: spec.name, status: .failed, message: "\(spec.name): \(error)", reference: references[index])
            }
        }
        for outcome in outcomes where outcome.status != .passed { try terminal.print(outcome.message) }
        let page = try HTMLReport.write(outcomes, title: "placeholderkit verify: \(specsFolder)", to: report)
        try terminal.print("\(outcomes.count) snapshots: \(HTMLReport.counts(outcomes)) (record mode \(mode.rawValue)). Report: \(page.path)")
        return exitStatus(outcomes, mode: mode)
    }

    /// 1 when a snapshot failed, or was new (recorded by `missing` — look at it, then run
    /// again, as `assertSnapshot` fails — or missing under `never`); `all` and `failed`
    /// are updates asked for, so what they record passes.
    static func exitStatus(_ outcomes: [SnapshotOutcome], mode: RecordMode) -> Int32 {
        if outcomes.contains(where: { $0.status == .failed }) { return 1 }
        if mode != .all, outcomes.contains(where: { $0.status == .new }) { return 1 }
        return 0
    }

    /// The snapshots folder and the references `mode` will read or write: the folder must
    /// exist unless the mode may record into it (then it must be creatable), must be
    /// writable where the mode will write, and every reference the mode reads must be a
    /// PNG within the pixel limit.
    static func checkReferences(_ references: [URL], folder: String, mode: RecordMode) throws {
        let absent = references.filter { WritableFolder.kind(of: $0.path) == nil }
        let writes = mode == .all || mode == .failed || (mode == .missing && !absent.isEmpty)
        if WritableFolder.kind(of: folder) == nil, !writes {
            throw CommandLineError(flag: "--snapshots", "\(Quoting.quoted(folder)) does not exist (references are not recorded in mode \(mode.rawValue))")
        }
        if writes {
            try WritableFolder.check(folder, flag: "--snapshots", files: references.map(\.lastPathComponent))
        } else if WritableFolder.kind(of: folder) != .folder {
            throw CommandLineError(flag: "--snapshots", "\(Quoting.quoted(folder)) is not a folder")
        }
        guard mode != .all else { return }
        for reference in references where WritableFolder.kind(of: reference.path) != nil {
            _ = try PNGCodec.size(of: FileReader.read(reference), name: reference.path, maxPixels: PNGCodec.defaultMaxPixels)
        }
    }
}
