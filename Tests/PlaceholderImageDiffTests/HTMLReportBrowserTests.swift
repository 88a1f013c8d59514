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
        #expect(Self.colourCount(screenshot) > 20, "not blank")
        // The failed case's bar, #c00 down the left of its section, is in the viewport:
        // a run of at least 100 pixels (a glyph or a count in the summary bar is far shorter).
        let bar = Self.longestColumnRun(of: (204, 0, 0, 255), in: screenshot, columns: 0..<120)
        #expect(bar.length >= 100, "the failed case's bar in the 1200×900 viewport: longest run \(bar.length) at \(bar.top)")
        #expect(bar.top < 400, "the failed case comes first, right under the summary bar: its bar starts at y \(bar.top)")
        // Its images are drawn: the box colour of the cards is on screen.
        #expect(Self.count(of: (20, 40, 120, 255), in: screenshot) > 5_000)
    }

    @Test func aMissingImageIsReported() throws {
        let run = try FailingRun()
        let page = try run.report()
        let missing = run.folder.appendingPathComponent("report/images/\(FailingRun.failedImage).diff.png")
        try FileManager.default.removeItem(at: missing)
        let dom = try Chromium.dom(of: page, scratch: run.folder)
        #expect(imageState(dom.stdout) == "1 of \(try imageCount(page)) broken", "\(dom.stdout)")
        #expect(dom.stdout.contains("images did not load: images/\(HTMLPage.escape(FailingRun.failedImage)).diff.png"))
    }

    static func colourCount(_ image: RGBAImage) -> Int {
        var colours = Set<UInt32>()
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in stride(from: 0, to: image.width, by: 3) {
                let (r, g, b, _) = image[x, y]
                colours.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
            }
        }
        return colours.count
    }

    static func count(of colour: (UInt8, UInt8, UInt8, UInt8), in image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] == colour { count += 1 } }
        return count
    }

    /// The longest vertical run of `colour` in `columns`, and where it starts.
    static func longestColumnRun(of colour: (UInt8, UInt8, UInt8, UInt8), in image: RGBAImage, columns: Range<Int>) -> (length: Int, top: Int) {
        var best = (length: 0, top: -1)
        for x in columns where x < image.width {
            var length = 0
            for y in 0..<image.height {
                length = image[x, y] == colour ? length + 1 : 0
                if length > best.length { best = (length, y - length + 1) }
            }
        }
        return best
    }
}
