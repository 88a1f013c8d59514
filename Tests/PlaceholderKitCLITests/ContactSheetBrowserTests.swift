import BrowserSupport
import Foundation
import PlaceholderImage
import Testing

/// The demo gallery and a `render --contact-sheet` page opened in headless Chromium: no
/// console error, every image loaded (lazy ones too), the filter and the zoom work, and a
/// full-page screenshot of each in `.build/snapshot-artifacts/browser/` (`demo-gallery.png`,
/// `contact-sheet.png`). Skipped when no browser is installed.
@Suite(.enabled(if: Chromium.executable != nil, "no chromium or chromium-browser on PATH: install Debian's chromium package to open the pages in a browser"))
struct ContactSheetBrowserTests {
    /// The backdrops of ``HTMLPage``: light views on #e5e5ea, dark ones on #3a3a3c.
    static let lightBackdrop: (UInt8, UInt8, UInt8, UInt8) = (0xE5, 0xE5, 0xEA, 255)
    static let darkBackdrop: (UInt8, UInt8, UInt8, UInt8) = (0x3A, 0x3A, 0x3C, 255)

    @Test func theDemoGalleryLoadsWithoutAnError() throws {
        let cli = try CLIHarness()
        let result = cli.run(["demo", "-o", cli.path("gallery"), "--examples", CLIHarness.examples])
        #expect(result.status == 0, "\(result.stderr)")
        // The overlaid copies are the typography page's, not the gallery's.
        let images = try FileManager.default.contentsOfDirectory(atPath: cli.path("gallery"))
            .filter { $0.hasSuffix(".png") && !$0.hasSuffix(".overlay.png") }.count
        let page = try BrowserPage.open(URL(fileURLWithPath: cli.path("gallery/index.html")), screenshotName: "demo-gallery", scratch: cli.folder)
        #expect(page.problems == [])
        #expect(page.images == images && page.loaded == images)
        let screenshot = try PNGCodec.read(page.screenshot)
        #expect(screenshot.width == 1200 && screenshot.height == page.height)
        #expect(screenshot.count(of: Self.lightBackdrop) > 100_000)
        #expect(screenshot.count(of: Self.darkBackdrop) > 10_000, "the dark views sit on the dark backdrop")
    }

    /// The demo's typography page: each typography example as drawn and with its overlay,
    /// side by side at the same size, under a legend of one swatch per kind of mark.
    @Test func theTypographyPageShowsEachExampleBesideItsOverlay() throws {
        let cli = try CLIHarness()
        let result = cli.run(["demo", "-o", cli.path("gallery"), "--examples", CLIHarness.examples])
        #expect(result.status == 0, "\(result.stderr)")
        let examples = try FileManager.default.contentsOfDirectory(atPath: CLIHarness.examples).filter { $0.hasPrefix("typography-") }.count
        try #require(examples >= 4)
        // Per section: the two images' widths equal, the overlay right of the plain one.
        let action = """
        var pairs = Array.prototype.map.call(document.querySelectorAll('section'), function (section) {
          var images = section.querySelectorAll('img');
          if (images.length != 2) return 'images: ' + images.length;
          var a = images[0].getBoundingClientRect(), b = images[1].getBoundingClientRect();
          return a.width == b.width && a.width > 0 && (b.left >= a.right || b.top >= a.bottom) && /overlay/.test(images[1].src) ? 'ok' : 'bad';
        });
        return [pairs.join(','), document.querySelectorAll('.legend .swatch').length].join(' | ');
        """
        let page = try BrowserPage.open(URL(fileURLWithPath: cli.path("gallery/typography.html")), screenshotName: "typography", scratch: cli.folder,
                                        action: action)
        #expect(page.problems == [])
        #expect(page.images == 2 * examples && page.loaded == 2 * examples)
        #expect(page.result == Array(repeating: "ok", count: examples).joined(separator: ",") + " | 7")
    }

    @Test func aContactSheetFiltersZoomsAndKeepsRightToLeftStringsInTheirQuotes() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        _ = try cli.write("specs/arabic.json", #"{"width": 240, "height": 60, "scale": 1, "placeholder": "اكتب رسالتك هنا.", "language": "ar"}"#)
        _ = try cli.write("specs/modes.json", #"{"width": 200, "height": 50, "scale": 2, "placeholder": "Both modes", "variants": {"appearance": ["light", "dark"]}}"#)
        let render = cli.run(["render", cli.path("specs"), "-o", cli.path("out"), "--contact-sheet"])
        #expect(render.status == 0, "\(render.stderr)")
        // Clicks the first @2x image, then types "dark" into the filter box; reports the
        // image's width before and after, the cards and specs left, the count shown, and
        // whether the Arabic string's closing quote is drawn right of the whole string.
        let action = """
        var image = document.querySelector('.card.zoomable img'), before = image.getBoundingClientRect().width;
        image.click();
        var after = image.getBoundingClientRect().width;
        var filter = document.getElementById('filter');
        filter.value = 'DARK';
        filter.dispatchEvent(new Event('input'));
        var bdi = Array.prototype.find.call(document.querySelectorAll('pre bdi'), function (b) { return /[\\u0600-\\u06FF]/.test(b.textContent); });
        var quote = document.createRange();
        quote.setStart(bdi.nextSibling, 0);
        quote.setEnd(bdi.nextSibling, 1);
        var inside = quote.getBoundingClientRect().left >= bdi.getBoundingClientRect().right - 0.5;
        return [before, after, document.querySelectorAll('.card:not([hidden])').length,
                document.querySelectorAll('section.spec:not([hidden])').length, document.getElementById('shown').textContent, inside].join(' | ');
        """
        let page = try BrowserPage.open(URL(fileURLWithPath: cli.path("out/index.html")), screenshotName: "contact-sheet", scratch: cli.folder,
                                        action: action)
        #expect(page.problems == [])
        #expect(page.images == 3 && page.loaded == 3)
        // 200 points, then 400 pixels, each inside the backdrop's 16 px padding.
        #expect(page.result == "232 | 432 | 1 | 1 | 1 of 3 images | true")
        let screenshot = try PNGCodec.read(page.screenshot)
        #expect(screenshot.count(of: Self.darkBackdrop) > 5_000)
    }

    @Test func theSheetOfThreeShardsLoadsEveryImageAndFiltersTheTablesRows() throws {
        let cli = try CLIHarness()
        _ = try ContactSheetCommandTests.shards(cli)
        let sheet = cli.run(["contact-sheet", cli.path("shards/1"), cli.path("shards/2"), cli.path("shards/3"), "-o", cli.path("pages/all.html")])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        // Types "ax3 dark" into the filter box; reports the cards and rows left, the count
        // shown, and whether the light column is left of the dark one.
        let action = """
        var filter = document.getElementById('filter');
        filter.value = 'ax3 dark';
        filter.dispatchEvent(new Event('input'));
        var heads = document.querySelectorAll('.matrix thead th[scope=col]');
        return [document.querySelectorAll('.card:not([hidden])').length, document.querySelectorAll('.matrix tbody tr:not([hidden])').length,
                document.getElementById('shown').textContent,
                heads[0].getBoundingClientRect().left < heads[1].getBoundingClientRect().left].join(' | ');
        """
        let page = try BrowserPage.open(URL(fileURLWithPath: cli.path("pages/all.html")), screenshotName: "contact-sheet-shards", scratch: cli.folder,
                                        action: action)
        #expect(page.problems == [])
        #expect(page.images == 12 && page.loaded == 12)
        #expect(page.result == "3 | 3 | 3 of 12 images | true")
    }

    @Test func aMissingImageAndAThrowingScriptAreCaught() throws {
        let cli = try CLIHarness()
        _ = try cli.write("a.json", #"{"width": 80, "height": 30, "placeholder": "a"}"#)
        _ = try cli.write("b.json", #"{"width": 80, "height": 30, "placeholder": "b"}"#)
        let render = cli.run(["render", cli.path("a.json"), cli.path("b.json"), "-o", cli.path("out"), "--contact-sheet"])
        #expect(render.status == 0, "\(render.stderr)")
        try FileManager.default.removeItem(atPath: cli.path("out/b.png"))
        let index = URL(fileURLWithPath: cli.path("out/index.html"))
        let html = try String(contentsOf: index, encoding: .utf8)
        try Data(html.replacingOccurrences(of: "</body>", with: "<script>throw new Error('thrown on purpose')</script></body>").utf8).write(to: index)
        let page = try BrowserPage.open(index, screenshotName: "contact-sheet-broken", scratch: cli.folder)
        #expect(Set(page.problems) == ["image did not load: b.png", "uncaught: Uncaught Error: thrown on purpose"])
        #expect(page.images == 2 && page.loaded == 1)
    }

    /// The demo's audit page: every example's images, each captioned with its count of
    /// findings; opening a card's list shows the findings as lines, the filter narrows them.
    @Test func theAuditPageCountsAndListsEachImagesFindings() throws {
        let cli = try CLIHarness()
        let result = cli.run(["demo", "-o", cli.path("gallery"), "--examples", CLIHarness.examples])
        #expect(result.status == 0, "\(result.stderr)")
        let images = try FileManager.default.contentsOfDirectory(atPath: cli.path("gallery/audit")).filter { $0.hasSuffix(".png") }.count
        #expect(images == (try FileManager.default.contentsOfDirectory(atPath: cli.path("gallery"))).count { $0.hasSuffix(".png") && !$0.hasSuffix(".overlay.png") },
                "one audited image per rendered one")
        // Opens the first list of findings; reports the captions with a count, those with an
        // error, the first list's lines when open, whether they show, and the cards left
        // after filtering by "form-".
        let action = """
        var counts = document.querySelectorAll('figcaption .findings');
        var errors = document.querySelectorAll('figcaption .findings.errors');
        var list = document.querySelector('details.findings-list');
        list.open = true;
        var first = list.querySelector('li');
        var shown = first.getBoundingClientRect().height > 0;
        var filter = document.getElementById('filter');
        filter.value = 'form-';
        filter.dispatchEvent(new Event('input'));
        return [counts.length, errors.length, /^(error|warning) [a-z-]+: /.test(first.textContent), shown,
                document.querySelectorAll('.card:not([hidden])').length, document.title].join(' | ');
        """
        let page = try BrowserPage.open(URL(fileURLWithPath: cli.path("gallery/audit/index.html")), screenshotName: "audit-page", scratch: cli.folder,
                                        action: action)
        #expect(page.problems == [])
        #expect(page.images == images && page.loaded == images)
        let parts = try #require(page.result).split(separator: " | ").map(String.init)
        try #require(parts.count == 6)
        #expect(Int(parts[0]) == images, "every image has its count")
        #expect((Int(parts[1]) ?? 0) > 0, "UIKit's placeholder colour fails WCAG in the examples")
        #expect(parts[2] == "true" && parts[3] == "true")
        #expect(Int(parts[4]) == (try FileManager.default.contentsOfDirectory(atPath: cli.path("gallery/audit"))).count { $0.hasPrefix("form-") && $0.hasSuffix(".png") })
        #expect(parts[5] == "PlaceholderKit accessibility audit")
    }
}
