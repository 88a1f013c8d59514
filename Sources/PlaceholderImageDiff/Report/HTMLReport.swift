import Foundation
import PlaceholderKit

/// A self-contained HTML page for a set of snapshot outcomes: a summary, then for every
/// failure the expected, actual and diff images side by side with the numbers. Images are
/// copied next to the page so the folder can be uploaded as a CI artifact.
public enum HTMLReport {
    /// Writes `index.html` and its images into `folder`; returns the page's URL.
    @discardableResult
    public static func write(_ outcomes: [SnapshotOutcome], title: String, to folder: URL) throws -> URL {
        let images = folder.appendingPathComponent("images")
        var sections: [String] = []
        for outcome in outcomes where outcome.status != .passed {
            func copy(_ url: URL?, _ kind: String) throws -> String? {
                guard let url, FileManager.default.fileExists(atPath: url.path) else { return nil }
                let name = "\(outcome.name).\(kind).png"
                try AtomicFile.write(Data(contentsOf: url), to: images.appendingPathComponent(name))
                return "images/\(escape(name))"
            }
            let figures = try [("Expected", copy(outcome.reference, "expected")), ("Actual", copy(outcome.actual, "actual")),
                               ("Diff", copy(outcome.diff, "diff"))]
                .map { label, source in
                    "<figure><figcaption>\(label)</figcaption>"
                        + (source.map { "<img src=\"\($0)\" alt=\"\(label)\">" } ?? "<p class=none>none</p>") + "</figure>"
                }
                .joined()
            var numbers = "tolerance \(escape(outcome.tolerance.description))"
            if let result = outcome.result {
                numbers = result.sizeMismatch.map { escape($0.description) }
                    ?? "\(result.mismatchedPixels) pixels differ (\(Percent.format(result.ratio))), \(result.antialiasedPixels) anti-aliased; " + numbers
            }
            sections.append("""
            <section class="\(outcome.status.rawValue)"><h2>\(escape(outcome.name)) — \(outcome.status.rawValue)</h2>
            <p>\(numbers)</p><p class=message>\(escape(outcome.message))</p><div class=row>\(figures)</div></section>
            """)
        }
        let counts = SnapshotOutcome.Status.allCases.map { status in
            "\(outcomes.filter { $0.status == status }.count) \(status.rawValue)"
        }.joined(separator: ", ")
        let passedList = outcomes.filter { $0.status == .passed }.map { "<li>\(escape($0.name))</li>" }.joined()
        let page = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 2em; color: #222; }
        section { border-top: 1px solid #ddd; padding: 1em 0; }
        .failed h2 { color: #c00; } .recorded h2 { color: #a60; }
        .row { display: flex; gap: 1em; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .3em; }
        img { max-width: 420px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .message { color: #555; font-family: ui-monospace, monospace; font-size: 12px; }
        </style></head><body>
        <h1>\(escape(title))</h1>
        <p>\(outcomes.count) snapshots: \(counts).</p>
        \(sections.joined(separator: "\n"))
        <details><summary>Passed</summary><ul>\(passedList)</ul></details>
        </body></html>
        """
        let url = folder.appendingPathComponent("index.html")
        try AtomicFile.write(Data(page.utf8), to: url)
        return url
    }

    /// `text` with &, <, > and " escaped for HTML.
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
