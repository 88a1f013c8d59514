import FoundationEssentials
import PlaceholderFormat
import PlaceholderImage

/// One snapshot that did not pass, as a section of the verify report: its name and status,
/// the numbers, its files side by side (copied into the report's `images/`), expected and
/// actual compared in place when both are images, and the message.
struct HTMLReportCase {
    var outcome: SnapshotOutcome
    /// The report's folder; files are copied into its `images/`.
    var folder: URL

    /// The section's HTML; copies the outcome's files first.
    func html() throws -> String {
        let files = try outcome.files.map { file in (file: file, source: try copy(file)) }
        var parts = ["<h2>\(HTMLPage.escape(outcome.name)) — \(outcome.status.rawValue)</h2>", numbers]
        if !files.isEmpty { parts.append("<div class=row>\(files.map { figure($0.file, source: $0.source) }.joined())</div>") }
        func image(_ role: SnapshotOutcome.File.Role) -> String? { files.first { $0.file.role == role && $0.file.isImage }?.source }
        if let expected = image(.expected), let actual = image(.actual) {
            parts.append(comparison(expected: expected, actual: actual))
        }
        parts.append("<pre class=message>\(HTMLPage.escape(outcome.message))</pre>")
        return "<section class=\"case \(outcome.status.rawValue)\">\n\(parts.joined(separator: "\n"))\n</section>"
    }

    /// Copies `file` into `images/` under its ``SnapshotOutcome/File/fileName``; returns the
    /// page's relative link to it.
    /// The name must be a safe file name (``SafeFileName``), so a case's name cannot place
    /// the copy outside `images/`; the file is read only when it is a regular file of at
    /// most ``FileReader/defaultMaxBytes``.
    private func copy(_ file: SnapshotOutcome.File) throws -> String {
        let destination = try SafeFileName.url(file.fileName, in: folder.appendingPathComponent("images"), what: "report image")
        let data = try FileReader.read(file.url, maxBytes: FileReader.defaultMaxBytes)
        try AtomicFile.write(data, to: destination)
        return HTMLPage.source("images/\(file.fileName)")
    }

    /// Pixels that differ, their share of the image and the comparison's summary (with its
    /// tolerance), those the outcome has.
    private var numbers: String {
        var rows: [(String, String)] = []
        if let pixels = outcome.mismatchedPixels { rows.append(("Pixels differ", "\(pixels)")) }
        if let ratio = outcome.ratio { rows.append(("Ratio", Percent.format(ratio))) }
        if let summary = outcome.summary { rows.append(("Comparison", summary)) }
        guard !rows.isEmpty else { return "" }
        return "<dl class=numbers>" + rows.map { "<dt>\($0.0)</dt><dd>\(HTMLPage.escape($0.1))</dd>" }.joined() + "</dl>"
    }

    private func figure(_ file: SnapshotOutcome.File, source: String) -> String {
        let label = file.role.rawValue.initialCapital
        let content = file.isImage ? "<img class=backdrop src=\"\(source)\" alt=\"\(label)\">" : "<a href=\"\(source)\">\(HTMLPage.escape(file.fileName))</a>"
        return "<figure class=\(file.role.rawValue)><figcaption>\(label)</figcaption>\(content)</figure>"
    }

    /// Actual laid over expected: a slider moves the boundary between them, a switch shows
    /// their difference instead (CSS mix-blend-mode; the page's script wires both).
    private func comparison(expected: String, actual: String) -> String {
        """
        <figure class=compare><figcaption>Expected and actual in place</figcaption><div class=stage><img class=backdrop src="\(expected)" alt="Expected"><img class="backdrop top" src="\(actual)" alt="Actual"></div>
        <div class=controls><label>expected <input type=range min=0 max=100 value=50 aria-label="Boundary between expected and actual"> actual</label>
        <label><input type=checkbox> difference overlay</label></div></figure>
        """
    }
}
