import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

/// How a suite's run ends, written once for `verify` and `merge-reports` (a merge ends as
/// the unsharded run would have): its reports, its exit status, and, for shards that ran
/// on different machines, what differed between them.
extension VerifyResults {
    /// Writes the HTML report into `html` (returning its page), and, when asked, the
    /// results as JSON (paths relative to the file's folder, as `merge-reports` reads
    /// them) and as JUnit XML with `className` and `time`; obsolete references are JUnit
    /// failures when `failOnObsolete`.
    public func writeReports(title: String, html: URL, json: String?, junit: String?,
                             className: String, time: Double, failOnObsolete: Bool) throws -> URL {
        let page = try HTMLReport.write(outcomes, title: title, environment: environment ?? [], to: html)
        if let json {
            let file = URL(fileURLWithPath: json)
            try AtomicFile.write(relative(to: file.deletingLastPathComponent()).jsonData(), to: file)
        }
        if let junit {
            let xml = JUnitReport.xml(self, className: className, time: time, obsoleteFails: failOnObsolete)
            try AtomicFile.write(Data(xml.utf8), to: URL(fileURLWithPath: junit))
        }
        return page
    }

    /// What a shard's rendering environment (``environment``) holds that the first
    /// shard's does not, and the reverse, one line: nil when every shard rendered with
    /// the same libraries and fonts (or a shard recorded none). Pixels that differ
    /// between such shards may come from the machines, not from the change under test.
    public static func environmentDifference(_ shards: [VerifyResults], names: [String]) -> String? {
        guard let first = shards.first?.environment else { return nil }
        var parts: [String] = []
        for (index, shard) in shards.enumerated().dropFirst() {
            guard let other = shard.environment, other != first else { continue }
            let added = other.filter { !first.contains($0) }, missing = first.filter { !other.contains($0) }
            var words: [String] = []
            if !added.isEmpty { words.append("\(added.map(Quoting.quoted).joined(separator: ", "))") }
            if !missing.isEmpty { words.append("not \(missing.map(Quoting.quoted).joined(separator: ", "))") }
            parts.append("\(Quoting.quoted(names[index])) rendered with \(words.joined(separator: "; "))")
        }
        guard !parts.isEmpty else { return nil }
        return "The shards did not render alike: beside \(Quoting.quoted(names[0])), " + parts.joined(separator: "; ") + "."
    }
}

extension SnapshotOutcome {
    /// A run's exit status: 1 when a snapshot failed, or was new (recorded by `missing` —
    /// look at it, then run again, as `assertSnapshot` fails — or missing under `never`), or
    /// is obsolete and `failOnObsolete`; `all` and `failed` are updates asked for, so what
    /// they record passes; else 0.
    public static func exitStatus(_ outcomes: [SnapshotOutcome], mode: RecordMode, failOnObsolete: Bool = false) -> Int32 {
        if outcomes.contains(where: { $0.status == .failed }) { return 1 }
        if mode != .all, outcomes.contains(where: { $0.status == .new }) { return 1 }
        if failOnObsolete, outcomes.contains(where: { $0.status == .obsolete }) { return 1 }
        return 0
    }
}
