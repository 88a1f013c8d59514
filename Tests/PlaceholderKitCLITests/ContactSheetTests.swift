import Foundation
@testable import PlaceholderKitCLI
import Testing

/// The contact sheet's HTML (`render --contact-sheet`); ContactSheetBrowserTests opens it
/// in a browser.
@Suite struct ContactSheetTests {
    @Test func eachImageSaysItsSizeInPointsAndPixelsAndLoadsLazilyAtItsPointSize() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("modes.json", #"{"width": 200, "height": 50, "scale": 2, "variants": {"appearance": ["light", "dark"]}}"#)
        let flat = try cli.write("flat.json", #"{"width": 120.5, "height": 40, "scale": 1}"#)
        #expect(cli.run(["render", spec, flat, "-o", cli.path("out"), "--contact-sheet"]).status == 0)
        let page = try String(contentsOfFile: cli.path("out/index.html"), encoding: .utf8)
        #expect(page.contains(#"<figure class="card zoomable" data-name="modes.dark"><img class="backdrop dark" src="modes.dark.png" width="200" height="50" loading=lazy"#))
        #expect(page.contains("<span class=label>light</span> <span class=size>200 × 50 pt @2x · 400 × 100 px</span>"))
        // At @1x points are pixels: nothing to zoom; a spec without variants has no label.
        #expect(page.contains(#"<figure class="card" data-name="flat"><img class="backdrop" src="flat.png" width="121" height="40""#))
        #expect(page.contains("<figcaption><span class=size>120.5 × 40 pt @1x · 121 × 40 px</span>"))
        #expect(page.contains(#"<input type=search id=filter"#))
        #expect(page.contains("3 images of 2 specs"))
    }

    @Test func aPDFIsALinkAndAnSVGIsShownAtItsPointSizeAndNothingComesFromTheNetwork() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("view.json", #"{"width": 90, "height": 30}"#)
        for format in ["pdf", "svg"] {
            #expect(cli.run(["render", spec, "-o", cli.path(format) + "/", "--format", format, "--contact-sheet"]).status == 0)
        }
        let pdf = try String(contentsOfFile: cli.path("pdf/index.html"), encoding: .utf8)
        #expect(pdf.contains(#"<a class="backdrop file" href="view.pdf">view.pdf</a><figcaption><span class=size>90 × 30 pt · PDF</span>"#))
        #expect(!pdf.contains("<img"))
        let svg = try String(contentsOfFile: cli.path("svg/index.html"), encoding: .utf8)
        #expect(svg.contains(#"<figure class="card" data-name="view"><img class="backdrop" src="view.svg" width="90" height="30""#))
        #expect(!svg.contains("http:") && !svg.contains("https:") && !svg.contains("//"))
    }

    @Test func theCommentIsANoteAndTheSpecIsInACollapsedLeftToRightPanel() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("faint.json", #"{"$comment": "Faint <on purpose> & so", "width": 80, "height": 30, "placeholder": "مرحبا."}"#)
        #expect(cli.run(["render", spec, "-o", cli.path("out") + "/", "--contact-sheet"]).status == 0)
        let page = try String(contentsOfFile: cli.path("out/index.html"), encoding: .utf8)
        #expect(page.contains("<h2>faint</h2><p class=note>Faint &lt;on purpose&gt; &amp; so</p>"))
        #expect(page.contains(#"<details><summary>Spec</summary><pre dir=ltr>{"<bdi>$comment</bdi>": "#))
        #expect(page.contains(#""<bdi>placeholder</bdi>": "<bdi>مرحبا.</bdi>"}</pre></details>"#))
    }

    @Test func everyJSONStringIsIsolatedWithinItsQuotes() {
        #expect(ContactSheet.isolatedJSON(#"{"a": ["اكتب.", 1], "b\"": "x \"<y>\" \\"}"#)
                == #"{"<bdi>a</bdi>": ["<bdi>اكتب.</bdi>", 1], "<bdi>b\&quot;</bdi>": "<bdi>x \&quot;&lt;y&gt;\&quot; \\</bdi>"}"#)
        // A prepended concatenation mark before the closing quote does not swallow it.
        #expect(ContactSheet.isolatedJSON("[\"\u{0600}\"]") == "[\"<bdi>\u{0600}</bdi>\"]")
        #expect(ContactSheet.isolatedJSON(#"{"open"#) == #"{"open"#)
    }

    @Test func sizesHaveNoTrailingZeros() {
        #expect(ContactSheet.number(320) == "320")
        #expect(ContactSheet.number(120.5) == "120.5")
        #expect(ContactSheet.number(1.0 / 3) == "0.33")
    }
}
