import FoundationEssentials
import PlaceholderImage

/// The verify report: a summary bar of the counts, then every snapshot that did not pass —
/// failed first, then new, obsolete and recorded — with its files side by side, expected
/// and actual compared in place, the numbers and the message; the passed ones collapsed at
/// the end. Files are copied into `images/` beside the page, and the page loads nothing
/// else, so the folder works offline and can be uploaded as a CI artifact.
public enum HTMLReport {
    /// The order of the report's sections: what needs a person first. Passed snapshots
    /// come last, as a collapsed list.
    public static let order: [SnapshotOutcome.Status] = [.failed, .new, .obsolete, .recorded]

    /// Writes `index.html` and its files into `folder`; returns the page's URL.
    @discardableResult
    public static func write(_ outcomes: [SnapshotOutcome], title: String, environment: [String] = [], to folder: URL) throws -> URL {
        var blocks = [summaryBar(outcomes)]
        for status in order {
            let cases = outcomes.filter { $0.status == status }
            guard !cases.isEmpty else { continue }
            let sections = try cases.map { try HTMLReportCase(outcome: $0, folder: folder).html() }
            blocks.append("<div class=group id=\(status.rawValue)>\n\(sections.joined(separator: "\n"))\n</div>")
        }
        let passed = outcomes.filter { $0.status == .passed }
        if !passed.isEmpty {
            let items = passed.map { "<li>\(HTMLPage.escape($0.name))</li>" }.joined()
            blocks.append("<details id=passed><summary>\(passed.count) passed</summary><ul>\(items)</ul></details>")
        }
        if !environment.isEmpty {
            let items = environment.map { "<li>\(HTMLPage.escape($0))</li>" }.joined()
            blocks.append("<details id=environment><summary>Rendered with</summary><ul>\(items)</ul></details>")
        }
        let page = HTMLPage(title: title, blocks: blocks, style: HTMLReportAssets.style, script: HTMLReportAssets.script)
        let url = folder.appendingPathComponent("index.html")
        try AtomicFile.write(Data(page.html.utf8), to: url)
        return url
    }

    /// `3 passed, 1 failed, 0 new, 0 recorded, 0 obsolete`.
    public static func counts(_ outcomes: [SnapshotOutcome]) -> String {
        SnapshotOutcome.Status.allCases.map { status in
            "\(outcomes.filter { $0.status == status }.count) \(status.rawValue)"
        }.joined(separator: ", ")
    }

    /// The counts of passed, failed, new, obsolete and recorded snapshots, each a link to
    /// its section (a dimmed label when there are none).
    static func summaryBar(_ outcomes: [SnapshotOutcome]) -> String {
        let chips = ([.passed] + order).map { status -> String in
            let count = outcomes.filter { $0.status == status }.count
            let text = "\(count) \(status.rawValue)"
            return count == 0 ? "<span class=\"count \(status.rawValue) zero\">\(text)</span>"
                : "<a class=\"count \(status.rawValue)\" href=\"#\(status.rawValue)\">\(text)</a>"
        }
        return "<nav class=summary aria-label=Summary><span class=total>\(outcomes.count) snapshots</span>\(chips.joined())</nav>"
    }
}
