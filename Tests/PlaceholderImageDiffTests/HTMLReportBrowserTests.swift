import BrowserSupport
import Foundation
import Testing
import PlaceholderImage
import PlaceholderImageDiff

/// The report of a failing run, opened in headless Chromium: every image loads, the
/// failed case is on screen, and a missing image is caught. Skipped when no browser is
/// installed; `apt-get install chromium` (Debian) provides one.
@Suite(.enabled(if: Chromium.executable != nil, "no chromium or chromium-browser on PATH: install Debian's chromium package to open the report in a browser"))
struct HTMLReportBrowserTests {
    /// The value the page's script gives `<body data-images>` once it has loaded.
    func imageState(_ dom: String) -> String? {
        guard let range = dom.range(of: #"data-images="[^"]*""#, options: .regularExpression) else { return nil }
        return String(dom[range].dropFirst("data-images=\"".count).dropLast())
    }

    func imageCount(_ page: URL) throws -> Int {
        try String(contentsOf: page, encoding: .utf8).components(separatedBy: "<img ").count - 1
    }

    @Test func everyImageLoadsAndTheFailedCaseIsOnScreen() throws {
        let run = try FailingRun()
        let page = try run.report()
        let images = try imageCount(page)
        #expect(images == 8, "failed: expected, actual, diff and the two of the comparison; new, recorded, obsolete: one each")

        let dom = try Chromium.dom(of: page, scratch: run.folder)
        #expect(dom.status == 0, "\(dom.stderr)")
        #expect(imageState(dom.stdout) == "all \(images) loaded", "\(dom.stdout)")
        #expect(!dom.stdout.contains("class=\"broken\""))

        let file = run.folder.appendingPathComponent("screenshot.png")
        let shot = try Chromium.screenshot(of: page, to: file, scratch: run.folder)
        #expect(shot.status == 0, "\(shot.stderr)")
        let screenshot = try PNGCodec.read(file)
        #expect(screenshot.width == 1200 && screenshot.height == 900)
        #expect(screenshot.sampledColourCount > 20, "not blank")
        // The failed case's bar, #c00 down the left of its section, is in the viewport:
        // a run of at least 100 pixels (a glyph or a count in the summary bar is far shorter).
        let bar = screenshot.longestColumnRun(of: (204, 0, 0, 255), columns: 0..<120)
        #expect(bar.length >= 100, "the failed case's bar in the 1200×900 viewport: longest run \(bar.length) at \(bar.top)")
        #expect(bar.top < 400, "the failed case comes first, right under the summary bar: its bar starts at y \(bar.top)")
        // Its images are drawn: the box colour of the cards is on screen.
        #expect(screenshot.count(of: (20, 40, 120, 255)) > 5_000)
    }

    /// The whole report as a browser shows it: no console error, every image loaded; its
    /// full-page screenshot is `.build/snapshot-artifacts/browser/verify-report.png`.
    @Test func theWholeReportLoadsWithoutAnError() throws {
        let run = try FailingRun()
        let page = try run.report()
        let opened = try BrowserPage.open(page, screenshotName: "verify-report", scratch: run.folder)
        #expect(opened.problems == [])
        #expect(opened.images == (try imageCount(page)) && opened.loaded == opened.images)
        let screenshot = try PNGCodec.read(opened.screenshot)
        #expect(screenshot.width == 1200 && screenshot.height == opened.height)
        // Images sit on the shared neutral backdrop, not in a frame of their own.
        #expect(screenshot.count(of: (0xE5, 0xE5, 0xEA, 255)) > 10_000)
    }

    @Test func aMissingImageIsReported() throws {
        let run = try FailingRun()
        let page = try run.report()
        let missing = run.folder.appendingPathComponent("report/images/\(FailingRun.failedImage).diff.png")
        try FileManager.default.removeItem(at: missing)
        let dom = try Chromium.dom(of: page, scratch: run.folder)
        #expect(imageState(dom.stdout) == "1 of \(try imageCount(page)) broken", "\(dom.stdout)")
        #expect(dom.stdout.contains("images did not load: images/\(HTMLPage.escape(FailingRun.failedImage)).diff.png"))
        let opened = try BrowserPage.open(page, screenshotName: "verify-report-missing-image", scratch: run.folder)
        #expect(opened.problems == ["image did not load: \(HTMLPage.source("images/\(FailingRun.failedImage).diff.png"))"])
    }
}
