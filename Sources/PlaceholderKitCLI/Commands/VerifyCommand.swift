import Foundation
import PlaceholderImageDiff
import PlaceholderKit

/// `placeholderkit verify`: renders every spec of a folder and compares it with its
/// reference PNG; writes an HTML report.
enum VerifyCommand: Command {
    static let name = "verify"
    static let summary = "render a folder of specs and compare each with its reference PNG"
    static let help = """
    Usage: placeholderkit verify --specs DIR --snapshots DIR [options]

    Renders DIR/NAME.json and compares it with SNAPSHOTS/NAME.png.

      --record MODE          missing (write absent references), never (write none),
                             all (rewrite every reference), failed (rewrite mismatches).
                             Default: SNAPSHOT_RECORD, else never when CI is set, else missing
      --report DIR           where the HTML report goes (default .build/verify-report)
      --jobs N               render and compare N specs at a time (default: cores)
      --threshold T --include-aa --max-diff-pixels N --max-diff-ratio R --perceptual DE
                             comparison options, as for `placeholderkit diff`

    Exit status: 0 every snapshot passed or was recorded, 1 some failed, 2 bad input.
    """
    static let spec = ArgumentSpec(options: ["--specs", "--snapshots", "--record", "--report", "--jobs", "--threshold",
                                             "--max-diff-pixels", "--max-diff-ratio", "--perceptual"],
                                   flags: ["--include-aa"], positionals: 0...0)

    static func run(_ arguments: ParsedArguments, terminal: Terminal) throws -> Int32 {
        guard let specsFolder = arguments.value("--specs") else { throw CLIError("--specs DIR is required") }
        guard let snapshots = arguments.value("--snapshots") else { throw CLIError("--snapshots DIR is required") }
        let explicit = try arguments.word("--record", RecordMode.self)
        // An explicit --record wins over the environment here: the person typed it.
        let mode: RecordMode
        do { mode = try explicit ?? RecordMode.resolved(explicit: nil) } catch { throw CLIError("\(error)") }
        let jobs = try arguments.integer("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        guard jobs >= 1 else { throw CLIError("--jobs: must be 1 or more") }
        let threshold = try arguments.number("--threshold") ?? 0.1
        guard (0...1).contains(threshold) else { throw CLIError("--threshold: must be between 0 and 1") }
        let options = DiffOptions(threshold: threshold, includeAntialiasing: arguments.has("--include-aa"),
                                  perceptualDeltaE: try arguments.number("--perceptual"))
        let tolerance = Tolerance(maxDiffPixels: try arguments.integer("--max-diff-pixels"),
                                  maxDiffPixelRatio: try arguments.number("--max-diff-ratio"))
        let report = URL(fileURLWithPath: arguments.value("--report") ?? ".build/verify-report")
        let specs = try SpecFolder.load(specsFolder, option: "--specs")

        let verifier = SnapshotVerifier(options: options, tolerance: tolerance, mode: mode,
                                        artifacts: report.appendingPathComponent("artifacts"))
        let referenceFolder = URL(fileURLWithPath: snapshots)
        let outcomes: [SnapshotOutcome] = parallelMap(specs.count, jobs: jobs) { index in
            let spec = specs[index]
            let reference = referenceFolder.appendingPathComponent("\(spec.name).png")
            do {
                return verifier.verify(try spec.view.renderImage(), reference: reference, name: spec.name)
            } catch {
                return SnapshotOutcome(name: spec.name, status: .failed, message: "\(spec.name): \(error)", result: nil,
                                       tolerance: tolerance, reference: reference)
            }
        }
        for outcome in outcomes where outcome.status != .passed { terminal.print(outcome.message) }
        let page: URL
        do {
            page = try HTMLReport.write(outcomes, title: "placeholderkit verify: \(specsFolder)", to: report)
        } catch {
            throw CLIError("--report: cannot write \(report.path) (\(error.localizedDescription))")
        }
        let count = { (status: SnapshotOutcome.Status) in outcomes.filter { $0.status == status }.count }
        terminal.print("\(outcomes.count) snapshots: \(count(.passed)) passed, \(count(.failed)) failed, \(count(.recorded)) recorded "
            + "(record mode \(mode.rawValue)). Report: \(page.path)")
        return count(.failed) > 0 ? 1 : 0
    }
}
