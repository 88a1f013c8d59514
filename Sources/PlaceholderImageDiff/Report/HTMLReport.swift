import Foundation
import PlaceholderImage

/// The verify report: a summary, then for every snapshot that did not pass the expected,
/// actual and diff files side by side with the numbers. Files are copied next to the
/// page so the folder can be uploaded as a CI artifact.
public enum HTMLReport {
    /// Writes `index.html` and its files into `folder`; returns the page's URL.
    @discardableResult
    public static func write(_ outcomes: [SnapshotOutcome], title: String, to folder: URL) throws -> URL {
        var blocks = ["<p>\(outcomes.count) snapshots: \(counts(outcomes)).</p>"]
        for outcome in outcomes where outcome.status != .passed {
            blocks.append(try section(outcome, folder: folder))
        }
        let passed = outcomes.filter { $0.status == .passed }.map { "<li>\(HTMLPage.escape($0.name))</li>" }.joined()
        blocks.append("<details><summary>Passed</summary><ul>\(passed)</ul></details>")
        let page = HTMLPage(title: title, blocks: blocks, style: """
            .failed h2 { color: #c00; } .recorded h2 { color: #a60; }
            figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .3em; }
            img { max-width: 420px; }
            .message { color: #555; font-family: ui-monospace, monospace; font-size: 12px; white-space: pre-wrap; }
            """)
        let url = folder.appendingPathComponent("index.html")
        try AtomicFile.write(Data(page.html.utf8), to: url)
        return url
    }

    /// `3 passed, 1 failed, 0 recorded`.
    public static func counts(_ outcomes: [SnapshotOutcome]) -> String {
        SnapshotOutcome.Status.allCases.map { status in
            "\(outcomes.filter { $0.status == status }.count) \(status.rawValue)"
        }.joined(separator: ", ")
    }

    private static func section(_ outcome: SnapshotOutcome, folder: URL) throws -> String {
        func copy(_ url: URL?, _ kind: String) throws -> String? {
            guard let url, FileManager.default.fileExists(atPath: url.path) else { return nil }
            let name = "\(outcome.name).\(kind).\(url.pathExtension)"
            try AtomicFile.write(FileReader.read(url), to: folder.appendingPathComponent("images").appendingPathComponent(name))
            return "images/\(HTMLPage.escape(name))"
        }
        let figures = try [("Expected", copy(outcome.reference, "expected")), ("Actual", copy(outcome.actual, "actual")),
                           ("Diff", copy(outcome.diff, "diff"))]
            .map { label, source -> String in
                let content = source.map { $0.hasSuffix(".png") ? "<img src=\"\($0)\" alt=\"\(label)\">" : "<a href=\"\($0)\">\($0)</a>" }
                return "<figure><figcaption>\(label)</figcaption>\(content ?? "<p class=none>none</p>")</figure>"
            }
            .joined()
        let name = HTMLPage.escape(outcome.name)
        let summary = outcome.summary.map { "<p>\(HTMLPage.escape($0))</p>" } ?? ""
        return """
        <section class="\(outcome.status.rawValue)"><h2>\(name) — \(outcome.status.rawValue)</h2>
        \(summary)<p class=message>\(HTMLPage.escape(outcome.message))</p><div class=row>\(figures)</div></section>
        """
    }
}
