import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// `placeholderkit verify`: renders every spec of a folder and compares it with its
/// reference PNG; writes an HTML report.
///
/// Everything it needs is checked before it writes a byte: every spec decoded, validated
/// and laid out (so its fonts are found), the comparison flags, the snapshots folder and
/// the references the record mode will read, and the report folder. Any problem there is
/// exit status 2 with nothing written.
struct VerifyCommand: ToolCommand {
    struct Settings {
        var specs: String?
        var snapshots: String?
        var record: RecordMode?
        var report = ".build/verify-report"
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var comparison = ComparisonSettings()
        var json: String?
        var junit: String?
        var shard: Shard?
        var failOnObsolete = false
        var prune = false
    }

    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "render a folder of specs and compare each with its reference PNG",
        usage: "placeholderkit verify --specs DIR --snapshots DIR [options]",
        discussion: """
        Renders SPECS/NAME.json and compares it with SNAPSHOTS/NAME.png. Specs, fonts, flags, \
        references and folders are all checked first: a problem is exit status 2 with nothing \
        written. A reference is recorded with its layout beside it (SNAPSHOTS/NAME.layout.json, \
        a document as `placeholderkit layout` prints each), so a failure names the lines whose text, position \
        or size changed.

        Record mode: SNAPSHOT_RECORD wins over --record, so CI can forbid writes whatever the \
        command line says (SNAPSHOT_RECORD=never); CI=true alone only makes never the default.

        Exit status: 0 every snapshot passed, or was rewritten by --record all or failed (an \
        update you asked for); 1 a snapshot failed, or --record missing recorded a new \
        reference (look at it, then run again), or with --fail-on-obsolete a reference no spec \
        produces; 2 bad input, nothing written. Obsolete references are listed (a line each \
        on stderr, deletedItems in --json) except in a shard, which sees only part of the specs.
        """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("the folder of spec files", valueName: "DIR"), completion: .directory)
    var specs: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("the folder of reference PNGs (created when recording)", valueName: "DIR"), completion: .directory)
    var snapshots: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("missing (write absent references), never (write none), all (rewrite every reference), "
                               + "failed (rewrite mismatches); SNAPSHOT_RECORD, when set, wins over this flag; "
                               + "default: never when CI is set, else missing", valueName: "MODE"))
    var record: RecordMode?
    @Option(parsing: .unconditional, help: ArgumentHelp("where the HTML report goes (default .build/verify-report)", valueName: "DIR"), completion: .directory)
    var report: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("lay out, render and compare N specs at a time (default: cores)", valueName: "N"),
            transform: Value.integer(in: 1...Int.max))
    var jobs: Int?
    @Option(parsing: .unconditional, help: ArgumentHelp("also write the results as JSON (reg-cli's keys: passedItems, failedItems, newItems, deletedItems, items…; "
                               + "paths inside FILE's folder relative to it)",
                               valueName: "FILE"), completion: .file(extensions: ["json"]))
    var json: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("also write the results as JUnit XML", valueName: "FILE"), completion: .file(extensions: ["xml"]))
    var junit: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("run part I of N: the sorted cases cut into N contiguous groups (merge the parts' --json results, "
                               + "each with its --report inside its folder, with merge-reports)",
                               valueName: "I/N"))
    var shard: Shard?
    @Flag(help: "references no spec produces fail the run (exit 1)")
    var failOnObsolete = false
    @Flag(help: "delete references no spec produces (not in a shard)")
    var prune = false
    @OptionGroup var comparison: ComparisonFlags

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        var settings = Settings(specs: specs, snapshots: snapshots, record: record, comparison: try comparison.settings(), json: json,
                                junit: junit, shard: shard, failOnObsolete: failOnObsolete, prune: prune)
        if let report { settings.report = report }
        if let jobs { settings.jobs = jobs }
        return try Self.run(settings, terminal: terminal)
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        guard let specsFolder = settings.specs else { throw CommandLineError(flag: "--specs", "a folder of specs is required") }
        guard let snapshots = settings.snapshots else { throw CommandLineError(flag: "--snapshots", "a folder of references is required") }
        // The environment wins, so that CI can forbid writes whatever the flags say.
        let mode = try RecordMode.resolved(explicit: settings.record, environment: terminal.environment)
        if let warning = RecordMode.environmentWarning(terminal.environment) { terminal.error("placeholderkit verify: warning: \(warning)") }
        if let asked = settings.record, asked != mode {
            let variable = RecordMode.environmentVariables.first { !(terminal.environment[$0] ?? "").isEmpty } ?? "the environment"
            terminal.error("placeholderkit verify: warning: \(variable)=\(mode.rawValue) overrides --record \(asked.rawValue)")
        }

        // Checked before anything is written.
        if settings.prune, let shard = settings.shard {
            throw CommandLineError(flag: "--prune", "needs the whole suite, not shard \(shard)")
        }
        let all = try SpecFolder(specsFolder, flag: "--specs", jobs: settings.jobs).specs
        let specs = settings.shard.map { Array(all[$0.range(of: all.count)]) } ?? all
        let referenceFolder = URL(fileURLWithPath: snapshots)
        let references = try specs.map { try SafeFileName.url("\($0.name).png", in: referenceFolder, what: "reference") }
        try checkReferences(references, folder: snapshots, mode: mode)
        try WritableFolder.check(settings.report, flag: "--report", files: ["index.html"], folders: ["artifacts", "images"])
        for (flag, path) in [("--json", settings.json), ("--junit", settings.junit)] {
            guard let path else { continue }
            let file = URL(fileURLWithPath: path)
            try WritableFolder.check(file.deletingLastPathComponent().path, flag: flag, files: [file.lastPathComponent])
        }
        if settings.shard != nil, let json = settings.json { try Self.checkShardLayout(json: json, report: settings.report) }
        let obsolete = settings.shard == nil
            ? ObsoleteReferences.find(in: referenceFolder, used: Set(specs.map(\.name))) : []
        if settings.prune, !obsolete.isEmpty {
            try WritableFolder.check(snapshots, flag: "--prune")
        }

        let start = ContinuousClock.now
        let report = URL(fileURLWithPath: settings.report)
        let artifacts = report.appendingPathComponent("artifacts")
        let comparison = settings.comparison
        let checked: [(outcome: SnapshotOutcome, seconds: Double)] = parallelMap(specs.count, jobs: settings.jobs) { index in
            let spec = specs[index]
            let started = ContinuousClock.now
            let check = SnapshotCheck(name: spec.name, reference: references[index],
                                      diffing: .image(options: comparison.options, tolerance: comparison.tolerance), pathExtension: "png",
                                      ignoring: spec.mockup.ignoreRegions.map { PixelRegion(spec.mockup.pixelBounds(of: $0)) },
                                      mode: mode, artifacts: artifacts, pixelsPerPoint: spec.mockup.scale,
                                      companion: .layout { try spec.layout.document.jsonData() + Data("\n".utf8) })
            let outcome = check.outcome { try spec.layout.renderImage() }
            return (outcome, (ContinuousClock.now - started).seconds)
        }
        let environment = RenderingEnvironment.current()
        var outcomes = try SnapshotOutcome.concluded(checked.map(\.outcome), environment: environment, references: referenceFolder)
        for reference in obsolete {
            var outcome = SnapshotOutcome.obsolete(reference)
            if settings.prune {
                try ObsoleteReferences.delete(reference)
                outcome.message += "; pruned"
            }
            terminal.error("placeholderkit verify: obsolete: \(Quoting.escaped(reference.path))\(settings.prune ? " (pruned)" : "")")
            outcomes.append(outcome)
        }
        for outcome in outcomes where outcome.status != .passed && outcome.status != .obsolete { try terminal.print(outcome.message) }

        let results = VerifyResults(outcomes: outcomes, times: Dictionary(uniqueKeysWithValues: checked.map { ($0.outcome.name, $0.seconds) }),
                                    expectedDir: referenceFolder, artifactsDir: artifacts, recordMode: mode, shard: settings.shard,
                                    environment: environment.lines)
        let failOnObsolete = settings.failOnObsolete && !settings.prune
        let page = try results.writeReports(title: "placeholderkit verify: \(specsFolder)", html: report, json: settings.json,
                                    junit: settings.junit, className: referenceFolder.lastPathComponent,
                                    time: (ContinuousClock.now - start).seconds, failOnObsolete: failOnObsolete)
        let shard = settings.shard.map { ", shard \($0)" } ?? ""
        try terminal.print("\(outcomes.count) snapshots: \(HTMLReport.counts(outcomes)) (record mode \(mode.rawValue)\(shard)). Report: \(page.path)")
        return SnapshotOutcome.exitStatus(outcomes, mode: mode, failOnObsolete: failOnObsolete)
    }

    /// Throws unless the report folder lies inside the folder of the `--json` file:
    /// `merge-reports` reads a shard's images only from its result's own folder.
    static func checkShardLayout(json: String, report: String) throws {
        let folder = URL(fileURLWithPath: json).deletingLastPathComponent().standardizedFileURL.path
        let artifacts = URL(fileURLWithPath: report).appendingPathComponent("artifacts").standardizedFileURL.path
        guard artifacts.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            throw CommandLineError(flag: "--report", "\(Quoting.quoted(report)) is not inside \(Quoting.quoted(folder)), the --json file's folder, "
                                   + "where merge-reports reads a shard's images")
        }
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
            // Each reference and the layout recorded beside it (NAME.layout.json).
            let files = references.flatMap { reference in
                [reference.lastPathComponent,
                 SnapshotCompanion.fileName(of: reference.deletingPathExtension().lastPathComponent, suffix: SnapshotCompanion.layoutSuffix)]
            }
            try WritableFolder.check(folder, flag: "--snapshots", files: files)
        } else if WritableFolder.kind(of: folder) != .folder {
            throw CommandLineError(flag: "--snapshots", "\(Quoting.quoted(folder)) is not a folder")
        }
        guard mode != .all else { return }
        for reference in references where WritableFolder.kind(of: reference.path) != nil {
            _ = try PNGCodec.size(of: FileReader.read(reference), name: reference.path, maxPixels: PNGCodec.defaultMaxPixels)
        }
    }
}
