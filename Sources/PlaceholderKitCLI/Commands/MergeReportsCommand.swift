import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderFormat

/// `placeholderkit merge-reports`: one result from the `verify --shard I/N --json` results
/// of a suite's shards, with obsolete references found over all of them.
struct MergeReportsCommand: ToolCommand {
    struct Settings {
        var inputs: [String]
        var snapshots: String
        var json: String?
        var junit: String?
        var report = ".build/verify-report"
        var failOnObsolete = false
    }

    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "merge the --json results of verify's shards into one result and report",
        usage: "placeholderkit merge-reports SHARD.json... --snapshots DIR [--json FILE] [--junit FILE] [--report DIR] [--fail-on-obsolete]",
        discussion: """
        Reads the results each `verify --shard I/N --json FILE` wrote, checks that no case is in \
        two of them, lists the references of DIR no case of any shard produced as obsolete, and \
        writes one HTML report (and, when asked, one JSON and one JUnit result) as an unsharded \
        run would. A shard's actual and diff images are read only from its own folder, the one \
        holding its SHARD.json (where its --report must be), and references only from DIR.

        Exit status: as verify's over all shards: 0 pass, 1 a failure, a new case or (with \
        --fail-on-obsolete) an obsolete reference, 2 bad input.
        """
    )

    @Argument(help: ArgumentHelp("the results verify --shard I/N --json wrote", valueName: "SHARD.json"),
              completion: .file(extensions: ["json"]))
    var inputs: [String]
    @Option(parsing: .unconditional, help: ArgumentHelp("the snapshots folder the shards compared against (verify's --snapshots)", valueName: "DIR"),
            completion: .directory)
    var snapshots: String
    @Option(parsing: .unconditional, help: ArgumentHelp("write the merged results as JSON", valueName: "FILE"), completion: .file(extensions: ["json"]))
    var json: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("write the merged results as JUnit XML", valueName: "FILE"), completion: .file(extensions: ["xml"]))
    var junit: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("where the HTML report goes (default .build/verify-report)", valueName: "DIR"), completion: .directory)
    var report: String?
    @Flag(help: "references no case produces fail the merge (exit 1)")
    var failOnObsolete = false

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        var settings = Settings(inputs: inputs, snapshots: snapshots, json: json, junit: junit, failOnObsolete: failOnObsolete)
        if let report { settings.report = report }
        return try Self.run(settings, terminal: terminal)
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        let shards = try settings.inputs.map(VerifyResults.ShardFile.init(path:))
        try VerifyResults.checkMergeable(shards.map(\.results), names: shards.map(\.name))
        var isFolder = false
        guard FileManager.default.fileExists(atPath: settings.snapshots, isDirectory: &isFolder), isFolder else {
            throw CommandLineError(flag: "--snapshots", "\(Quoting.quoted(settings.snapshots)) is not a folder")
        }
        let merged = try VerifyResults.merged(shards, snapshots: URL(fileURLWithPath: settings.snapshots))
        guard let mode = RecordMode(rawValue: merged.recordMode) else {
            throw CommandLineError("\(Quoting.quoted(merged.recordMode)) is not a record mode")
        }
        try WritableFolder.check(settings.report, flag: "--report", files: ["index.html"], folders: ["images"])
        let outcomes = merged.outcomes
        for outcome in outcomes where outcome.status == .obsolete {
            terminal.error("placeholderkit merge-reports: obsolete: \(Quoting.escaped(outcome.reference.path))")
        }
        let time = merged.items.compactMap(\.time).reduce(0, +)
        let page = try merged.writeReports(title: "placeholderkit verify: \(shards.count) shards merged",
                                                  html: URL(fileURLWithPath: settings.report), json: settings.json, junit: settings.junit,
                                                  className: URL(fileURLWithPath: merged.expectedDir).lastPathComponent, time: time,
                                                  failOnObsolete: settings.failOnObsolete)
        try terminal.print("\(outcomes.count) snapshots from \(shards.count) shards: \(HTMLReport.counts(outcomes)). Report: \(page.path)")
        return SnapshotOutcome.exitStatus(outcomes, mode: mode, failOnObsolete: settings.failOnObsolete)
    }
}
