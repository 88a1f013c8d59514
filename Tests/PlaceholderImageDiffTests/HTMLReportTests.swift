import Foundation
import Testing
import PlaceholderImage
import PlaceholderImageDiff

/// The verify report's page, read as text: order, counts, files, escaping. In a browser:
/// HTMLReportBrowserTests.
@Suite struct HTMLReportTests {
    /// The report of a failing run and its page.
    func report() throws -> (run: FailingRun, page: String) {
        let run = try FailingRun()
        return (run, try String(contentsOf: run.report(), encoding: .utf8))
    }

    /// Where `text` starts in `page`, or -1.
    func position(_ text: String, in page: String) -> Int {
        page.range(of: text).map { page.distance(from: page.startIndex, to: $0.lowerBound) } ?? -1
    }

    /// The HTML of the case section whose heading starts with `name`.
    func section(_ name: String, in page: String) throws -> String {
        let start = try #require(page.range(of: "<section class=\"case"), "sections")
        let sections = page[start.lowerBound...].components(separatedBy: "<section class=\"case").dropFirst()
        return try #require(sections.first { $0.contains("<h2>\(name) — ") }, "\(name)")
    }

    @Test func theSummaryBarCountsEveryStatus() throws {
        let (_, page) = try report()
        #expect(page.contains("<span class=total>6 snapshots</span>"))
        for (status, count) in [("passed", 1), ("failed", 2), ("new", 1), ("obsolete", 1), ("recorded", 1)] {
            #expect(page.contains("<a class=\"count \(status)\" href=\"#\(status)\">\(count) \(status)</a>"), "\(status)")
            #expect(page.contains(" id=\(status)>"), "the \(status) link has a target")
        }
        let none = try HTMLReport.write([], title: "empty", to: Fixture.temporaryFolder())
        #expect(try String(contentsOf: none, encoding: .utf8).contains("<span class=\"count failed zero\">0 failed</span>"))
    }

    @Test func failedCasesComeFirstAndPassedOnesLastCollapsed() throws {
        let (_, page) = try report()
        let headings = ["zeta #2 &lt;b&gt;&amp;? — failed", "layout.1 — failed", "beta — new", "old &amp; gone — obsolete",
                        "gamma — recorded", "<details id=passed><summary>1 passed</summary><ul><li>alpha</li></ul></details>"]
        let positions = headings.map { position($0, in: page) }
        #expect(!positions.contains(-1), "\(positions)")
        #expect(positions == positions.sorted(), "\(positions)")
        #expect(!page.contains("<h2>alpha"), "a passed case has no section")
    }

    @Test func aFailedImageHasItsFilesSideBySideAComparisonAndTheNumbers() throws {
        let (run, page) = try report()
        let failed = try section("zeta #2 &lt;b&gt;&amp;?", in: page)
        let encoded = "zeta%20%232%20%3Cb%3E%26%3F"
        for role in ["expected", "actual", "diff"] {
            #expect(failed.contains("<figure class=\(role)><figcaption>\(role.capitalized)</figcaption><img class=backdrop src=\"images/\(encoded).\(role).png\""))
            let copy = run.folder.appendingPathComponent("report/images/\(FailingRun.failedImage).\(role).png")
            #expect(try FileReader.read(copy) == FileReader.read(run.folder.appendingPathComponent("artifacts/\(FailingRun.failedImage).\(role).png")))
        }
        #expect(failed.contains("<div class=stage><img class=backdrop src=\"images/\(encoded).expected.png\" alt=\"Expected\"><img class=\"backdrop top\" src=\"images/\(encoded).actual.png\""))
        #expect(failed.contains("<input type=range"))
        #expect(failed.contains("<dt>Pixels differ</dt><dd>3600</dd><dt>Ratio</dt><dd>10%</dd>"))
        #expect(failed.contains("<dd>3600 pixels differ (10% of 300×120); tolerance 0 pixels</dd>"))
        #expect(page.components(separatedBy: "<figure class=compare>").count == 2, "only the failed image compares in place")
    }

    @Test func messagesAreEscapedInPre() throws {
        let (_, page) = try report()
        let layout = try section("layout.1", in: page)
        #expect(layout.contains("<pre class=message>layout.1 does not match its reference: 1 line removed, 1 added."))
        #expect(layout.contains("\n-  &quot;x&quot; : 5\n+  &quot;x&quot; : 7\n"))
        #expect(layout.contains("&lt;b&gt;Hi&lt;/b&gt;"))
        #expect(!page.contains("<b>Hi"), "no markup from a message reaches the page")
        #expect(layout.contains("<a href=\"images/layout.1.changes.diff\">layout.1.changes.diff</a>"), "text files are linked")
    }

    @Test func anObsoleteCaseShowsTheReferenceOnly() throws {
        let (_, page) = try report()
        let obsolete = try section("old &amp; gone", in: page)
        #expect(obsolete.components(separatedBy: "<img ").count == 2)
        #expect(obsolete.contains("<figure class=reference><figcaption>Reference</figcaption><img class=backdrop src=\"images/old%20%26%20gone.reference.png\""))
        #expect(!obsolete.contains("compare"))
    }

    @Test func thePageLoadsNothingFromTheNetwork() throws {
        let (_, page) = try report()
        for pattern in ["http:", "https:", "//cdn", "<link", "src=\"/", "@import"] {
            #expect(!page.contains(pattern), "\(pattern)")
        }
        #expect(page.components(separatedBy: "<script").count == 2, "one inline script")
        #expect(!page.contains("<script src"))
    }

    @Test func sourcesArePercentEncodedThenEscaped() {
        #expect(HTMLPage.source("images/a b#1?&<x>.png") == "images/a%20b%231%3F%26%3Cx%3E.png")
        #expect(HTMLPage.source("plain-name_1.png") == "plain-name_1.png")
        #expect(HTMLPage.source("ü.png") == "%C3%BC.png")
    }
}
