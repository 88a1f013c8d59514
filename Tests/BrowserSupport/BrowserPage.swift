import Foundation

/// A page opened in headless Chromium as a user opens it: what went wrong while it loaded
/// (console errors, uncaught exceptions and rejections, images that did not load, lazy ones
/// included) and a screenshot of the whole page.
///
/// Chromium's own log cannot tell a console error from a log line and says nothing of a
/// file image that is missing, so the page is opened from a copy beside it (its relative
/// links still resolve) with ``probe`` first in its `<head>`: it records from the first
/// byte on and, once the page has loaded, loads every lazy image and writes what it found
/// into the DOM that `--dump-dom` prints. The screenshot is of the page itself, in a window
/// as tall as the page, so it holds every image.
public struct BrowserPage: Sendable {
    /// Everything that went wrong, in order, one line each: `console.error: …`,
    /// `uncaught: …`, `unhandled rejection: …` or `image did not load: SRC`.
    public var problems: [String]
    /// How many images the page has, and how many of them loaded.
    public var images: Int
    public var loaded: Int
    /// The page's height in CSS pixels, before the action.
    public var height: Int
    /// What the `action` given to ``open(_:screenshotName:scratch:action:)`` returned, as text.
    public var result: String?
    /// The full-page screenshot, 1200 pixels wide.
    public var screenshot: URL

    /// Where screenshots go: `browser/` in `$SNAPSHOT_ARTIFACTS`, else in the package's
    /// `.build/snapshot-artifacts` (where the snapshot library writes its artifacts).
    public static var artifacts: URL {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/snapshot-artifacts")
        return root.appendingPathComponent("browser")
    }

    /// Opens `page`, then saves its screenshot as `artifacts/NAME.png`; Chromium's profiles
    /// go into `scratch`. `action`, the body of a JavaScript function, runs once every image
    /// has loaded or failed (what a user does: type, click), before the report. Throws when
    /// Chromium does not run or the probe never reports.
    public static func open(_ page: URL, screenshotName name: String, scratch: URL, action: String? = nil) throws -> BrowserPage {
        let html = try String(contentsOf: page, encoding: .utf8)
        let probed = page.deletingLastPathComponent().appendingPathComponent(".browser-check-\(UUID().uuidString).html")
        let head = html.range(of: "<head>", options: .caseInsensitive)?.upperBound ?? html.startIndex
        let script = probe.replacingOccurrences(of: "ACTION", with: action ?? "return null;")
        try Data((html[..<head] + "<script>\(script)</script>" + html[head...]).utf8).write(to: probed)
        defer { try? FileManager.default.removeItem(at: probed) }
        let dom = try Chromium.run(["--dump-dom", "--virtual-time-budget=10000", "--hide-scrollbars"], page: probed, scratch: scratch)
        let marker = #"<script type="application/json" id="browser-check">"#
        guard let start = dom.stdout.range(of: marker)?.upperBound, let end = dom.stdout[start...].range(of: "</script>")?.lowerBound else {
            let last = dom.stderr.split(separator: "\n").last.map(String.init) ?? ""
            throw BrowserError("\(page.lastPathComponent): the probe did not report (chromium status \(dom.status)): \(last)")
        }
        struct Report: Decodable { var problems: [String]; var images: Int; var loaded: Int; var height: Int; var result: String? }
        let report = try JSONDecoder().decode(Report.self, from: Data(dom.stdout[start..<end].utf8))
        guard (1...30_000).contains(report.height) else { throw BrowserError("\(page.lastPathComponent): a page \(report.height) px tall fits no screenshot") }

        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let screenshot = artifacts.appendingPathComponent("\(name).png")
        try? FileManager.default.removeItem(at: screenshot)
        let shot = try Chromium.run(["--screenshot=\(screenshot.path)", "--virtual-time-budget=10000", "--hide-scrollbars"],
                                    page: page, scratch: scratch, height: report.height)
        guard FileManager.default.fileExists(atPath: screenshot.path) else {
            throw BrowserError("\(page.lastPathComponent): no screenshot (chromium status \(shot.status))")
        }
        return BrowserPage(problems: report.problems, images: report.images, loaded: report.loaded, height: report.height,
                           result: report.result, screenshot: screenshot)
    }

    /// Records errors from the start; after `load`, makes every image eager, waits for each
    /// to load or fail, runs the action (ACTION) and appends the findings as JSON in
    /// `<script id=browser-check>`.
    static let probe = """
    (function () {
      var problems = [];
      addEventListener('error', function (event) {
        var target = event.target;
        problems.push(target && target.tagName === 'IMG' ? 'image did not load: ' + target.getAttribute('src') : 'uncaught: ' + event.message);
      }, true);
      addEventListener('unhandledrejection', function (event) { problems.push('unhandled rejection: ' + event.reason); });
      var consoleError = console.error;
      console.error = function () {
        problems.push('console.error: ' + Array.prototype.join.call(arguments, ' '));
        return consoleError.apply(console, arguments);
      };
      addEventListener('load', function () {
        var images = Array.prototype.slice.call(document.images);
        images.forEach(function (image) { image.loading = 'eager'; });
        Promise.all(images.map(function (image) {
          return image.complete ? null : new Promise(function (settle) {
            image.addEventListener('load', settle);
            image.addEventListener('error', settle);
          });
        })).then(function () {
          var height = document.documentElement.scrollHeight, result = null;
          try { result = (function () { ACTION })(); } catch (error) { problems.push('action: ' + error); }
          var report = document.createElement('script');
          report.type = 'application/json';
          report.id = 'browser-check';
          report.textContent = JSON.stringify({
            problems: problems, images: images.length,
            loaded: images.filter(function (image) { return image.complete && image.naturalWidth > 0; }).length,
            height: height, result: result == null ? null : String(result)
          }).replace(/</g, '\\\\u003c');
          document.body.appendChild(report);
        });
      });
    })();
    """
}

/// A page that could not be checked, in one line.
public struct BrowserError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
