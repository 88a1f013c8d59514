import Foundation
import PlaceholderImageDiff
import PlaceholderKit

/// `placeholderkit verify`: renders every spec of a folder and compares it with its
/// reference PNG; writes an HTML report.
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
    static let about = "Renders SPECS/NAME.json and compares it with SNAPSHOTS/NAME.png."
    static let positionals = 0...0
    static let options: [Option<Settings>] = [
        .value("--specs", "DIR", "the folder of spec files", parse: ValueParser.text, at: \.specs),
        .value("--snapshots", "DIR", "the folder of reference PNGs", parse: ValueParser.text, at: \.snapshots),
        .value("--record", "MODE", "missing (write absent references), never (write none), all (rewrite every reference), "
               + "failed (rewrite mismatches); default: SNAPSHOT_RECORD, else never when CI is set, else missing",
               parse: RecordMode.init(parsing:), at: \.record),
        .value("--report", "DIR", "where the HTML report goes (default .build/verify-report)", parse: ValueParser.text, at: \.report),
        .value("--jobs", "N", "render and compare N specs at a time (default: cores)", parse: ValueParser.integer(in: 1...Int.max),
               at: \.jobs),
    ] + ComparisonSettings.options.map { $0.lifted(\.comparison) }
    static let footer = "Exit status: 0 every snapshot passed or was recorded, 1 some failed, 2 bad input."

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        Settings()
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        guard let specsFolder = settings.specs else { throw CommandLineError(flag: "--specs", "a folder of specs is required") }
        guard let snapshots = settings.snapshots else { throw CommandLineError(flag: "--snapshots", "a folder of references is required") }
        // An explicit --record wins over the environment here: the person typed it.
        let mode = try settings.record ?? RecordMode.resolved(explicit: nil)
        let report = URL(fileURLWithPath: settings.report)
        let specs = try SpecFolder(specsFolder, flag: "--specs").specs

        let verifier = SnapshotVerifier(options: settings.comparison.options, tolerance: settings.comparison.tolerance, mode: mode,
                                        artifacts: report.appendingPathComponent("artifacts"))
        let referenceFolder = URL(fileURLWithPath: snapshots)
        let outcomes: [SnapshotOutcome] = parallelMap(specs.count, jobs: settings.jobs) { index in
            let spec = specs[index]
            let reference = referenceFolder.appendingPathComponent("\(spec.name).png")
            do {
                return verifier.verify(try spec.view.renderImage(), reference: reference, name: spec.name)
            } catch {
                return SnapshotOutcome(name: spec.name, status: .failed, message: "\(spec.name): \(error)", reference: reference)
            }
        }
        for outcome in outcomes where outcome.status != .passed { try terminal.print(outcome.message) }
        let page = try HTMLReport.write(outcomes, title: "placeholderkit verify: \(specsFolder)", to: report)
        let failed = outcomes.filter { $0.status == .failed }.count
        try terminal.print("\(outcomes.count) snapshots: \(HTMLReport.counts(outcomes)) (record mode \(mode.rawValue)). Report: \(page.path)")
        return failed > 0 ? 1 : 0
    }
}
