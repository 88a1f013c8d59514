import Foundation
import PlaceholderImage
import PlaceholderKit
@testable import PlaceholderRendering
@testable import PlaceholderGeometry
@testable import PlaceholderModel
import Testing

/// `attributedPlaceholder` and `attributedText`: runs merged onto the view's font field by
/// field, laid out as one text, drawn with their colours, backgrounds and the font's own
/// decoration metrics, and reported in the layout document.
@Suite struct AttributedTextTests {
    let engine = TestFonts.engine
    static let bold = PartialFont(weight: .bold)

    func decode(_ json: String) throws -> PlaceholderTextView { try SpecJSON.decode(json) }
    func error(_ json: String) -> String? { SpecJSON.error(json) }

    /// A black-on-white view at @2x whose placeholder is `runs`.
    func view(_ runs: [TextRun]) -> PlaceholderTextView {
        var view = PlaceholderTextView(width: 240, height: 60)
        view.placeholderColor = .system(.black)
        view.attributedPlaceholder = runs
        return view
    }

    // MARK: Model

    @Test func aRunsFontChangesOnlyTheFieldsItGives() throws {
        let view = try decode(#"""
            {"width": 200, "height": 50, "placeholderFont": {"size": 20, "italic": true},
             "attributedPlaceholder": [{"text": "Name "}, {"text": "required", "font": {"weight": "bold"}}]}
            """#)
        let runs = view.placeholderRuns.map { StyledRun($0, font: view.effectivePlaceholderFont, category: view.contentSizeCategory, color: view.placeholderColor) }
        #expect(runs.map(\.attributes.font) == [FontDescriptor(size: 20, italic: true), FontDescriptor(size: 20, weight: .bold, italic: true)])
        #expect(runs.map(\.attributes.color) == [.system(.placeholderText), .system(.placeholderText)])
    }

    @Test func attributedTextFallsBackToFontAndTextColor() throws {
        var view = PlaceholderTextView(width: 100, height: 40)
        view.font.size = 13
        view.placeholderFont = FontDescriptor(size: 30)
        view.textColor = .system(.systemRed)
        view.attributedText = [TextRun(text: "a", font: PartialFont(italic: true))]
        let run = StyledRun(view.textRuns[0], font: view.font, category: view.contentSizeCategory, color: view.textColor)
        #expect(run.attributes.font == FontDescriptor(size: 13, italic: true))
        #expect(run.attributes.color == .system(.systemRed))
    }

    @Test(arguments: [
        (#"{"width": 10, "height": 10, "placeholder": "a", "attributedPlaceholder": [{"text": "b"}]}"#,
         "attributedPlaceholder: cannot be used together with placeholder; give one of them"),
        (#"{"width": 10, "height": 10, "text": "a", "attributedText": [{"text": "b"}]}"#,
         "attributedText: cannot be used together with text; give one of them"),
        (#"{"width": 10, "height": 10, "attributedPlaceholder": [{"text": "a"}, {"text": "b", "colour": "red"}]}"#,
         "attributedPlaceholder[1].colour: unknown key"),
        (#"{"width": 10, "height": 10, "attributedText": [{"text": "a", "font": {"wieght": 700}}]}"#,
         "attributedText[0].font.wieght: unknown key"),
        (#"{"width": 10, "height": 10, "attributedPlaceholder": [{"text": "a", "font": {"size": 0}}]}"#,
         "attributedPlaceholder[0].font.size: must be a number greater than 0 and at most 1000"),
        (#"{"width": 10, "height": 10, "attributedPlaceholder": [{"font": {"size": 12}}]}"#,
         "attributedPlaceholder[0].text: is required"),
        (#"{"width": 10, "height": 10, "attributedPlaceholder": [{"text": "a", "color": "reddish"}]}"#,
         "attributedPlaceholder[0].color: \"reddish\" is not a colour (use #RGB, #RRGGBB, #RRGGBBAA or a system colour name)"),
        (#"{"width": 10, "height": 10, "attributedPlaceholder": [{"text": "a", "underline": "yes"}]}"#,
         "attributedPlaceholder[0].underline: expected true or false"),
        // Fonts are checked once per distinct run font: the first run with the bad one is named.
        (#"{"width": 10, "height": 10, "attributedText": [{"text": "a", "font": {"size": 12}}, {"text": "b", "font": {"size": 12}}, {"text": "c", "font": {"family": ""}}, {"text": "d", "font": {"family": ""}}]}"#,
         "attributedText[2].font.family: must not be empty"),
    ])
    func badRunsNameTheField(json: String, message: String) {
        #expect(error(json) == message)
    }

    @Test func runsAreLimitedToAMillionUTF16UnitsInAll() {
        var view = PlaceholderTextView(width: 10, height: 10)
        view.attributedText = [TextRun(text: String(repeating: "a", count: 600_000)), TextRun(text: String(repeating: "b", count: 400_001))]
        #expect(throws: ModelError(field: "attributedText", problem: "is 1000001 UTF-16 code units long, over the limit of 1,000,000")) {
            try view.validate()
        }
        view.attributedText?[1].text.removeLast()
        #expect(throws: Never.self) { try view.validate() }
    }

    @Test func visibilityFollowsTheAttributedForms() {
        var view = PlaceholderTextView(width: 10, height: 10)
        view.attributedPlaceholder = [TextRun(text: ""), TextRun(text: "Hi")]
        #expect(view.isPlaceholderVisible)
        view.attributedText = [TextRun(text: "")]
        #expect(view.isPlaceholderVisible && !view.hasText)
        view.attributedText = [TextRun(text: "typed", underline: true)]
        #expect(!view.isPlaceholderVisible && view.hasText)
        view.attributedText = nil
        view.attributedPlaceholder = [TextRun(text: "")]
        #expect(!view.isPlaceholderVisible)
    }

    @Test func runsSurviveEncodingAndDecoding() throws {
        var view = PlaceholderTextView(width: 10, height: 10)
        view.attributedPlaceholder = [TextRun(text: "a", font: PartialFont(size: 12, weight: .light, italic: true), color: "#112233",
                                              backgroundColor: .system(.systemGray3), underline: true, strikethrough: true),
                                      TextRun(text: "b")]
        #expect(try PlaceholderTextView(json: view.jsonData()) == view)
    }

    // MARK: Layout

    @Test func aBoldRunIsWiderAndTheLineIsTheSumOfItsRuns() throws {
        let regular = try engine.layout("required", style: TextStyle(), width: 1000).lines[0].width
        let bold = try engine.layout([StyledRun(text: "required", attributes: TextAttributes(font: FontDescriptor(weight: .bold)))],
                                     style: TextStyle(), width: 1000).lines[0].width
        #expect(bold > regular + 1)
        let label = try engine.layout("Name ", style: TextStyle(), width: 1000).lines[0]
        let mixed = try engine.layout([StyledRun(text: "Name ", attributes: TextAttributes()),
                                       StyledRun(text: "required", attributes: TextAttributes(font: FontDescriptor(weight: .bold)))],
                                      style: TextStyle(), width: 1000).lines[0]
        // The space after "Name" is inside the line, so its advance counts.
        let labelAdvance = label.runs.flatMap(\.glyphs).reduce(0) { $0 + $1.advance }
        #expect(abs(mixed.width - (labelAdvance + bold)) < 1e-9)
        #expect(mixed.runs.map { URL(fileURLWithPath: $0.face.file).lastPathComponent } == ["Inter-Regular.otf", "Inter-Bold.otf"])
    }

    @Test func aPlainStringLaysOutAsOneRunAndEqualNeighboursAsOne() throws {
        let text = "Tell us what you think about the new design"
        let plain = try engine.layout(text, style: TextStyle(), width: 150)
        let split = try engine.layout([StyledRun(text: "Tell us wh", attributes: TextAttributes()),
                                       StyledRun(text: "at you think about the new design", attributes: TextAttributes())],
                                      style: TextStyle(), width: 150)
        #expect(plain.lines.map(\.text) == split.lines.map(\.text))
        #expect(plain.lines.map { $0.runs.flatMap(\.glyphs) } == split.lines.map { $0.runs.flatMap(\.glyphs) })
    }

    @Test func differentSizesWrapAsMeasuredAndTheTallestFontSetsTheLine() throws {
        let big = TextAttributes(font: FontDescriptor(size: 34))
        let layout = try engine.layout([StyledRun(text: "small ", attributes: TextAttributes()), StyledRun(text: "BIG words here", attributes: big)],
                                       style: TextStyle(), width: 200)
        // The 34-point run's face (the system font's display cut, where installed) is the tallest.
        let face = layout.lines[0].runs[1].face
        #expect(abs(layout.lines[0].ascent - face.ascender * 34 / face.unitsPerEm) < 1e-9)
        #expect(layout.lines.allSatisfy { $0.width <= 200 + 1e-6 })
        #expect(layout.lines.count > 1)
        #expect(layout.lines[0].runs.map(\.size) == [17, 34])
    }

    @Test func anEllipsisTakesTheStyleOfTheTextBeforeIt() throws {
        let bold = TextAttributes(font: FontDescriptor(weight: .bold))
        let layout = try engine.layout([StyledRun(text: "short ", attributes: TextAttributes()),
                                        StyledRun(text: "and a long bold tail that never fits on one line", attributes: bold)],
                                       style: TextStyle(), width: 150, maxLines: 1)
        let line = try #require(layout.lines.first)
        #expect(layout.isTruncated && line.text.hasSuffix("…"))
        #expect(line.runs.last?.attributes == bold)
        #expect(line.width <= 150 + 1e-6)
    }

    // MARK: Layout document

    @Test func theDocumentReportsMergedFontsColoursAndDecorations() throws {
        let view = try decode(#"""
            {"width": 300, "height": 60, "font": {"size": 20, "opticalSize": "text"}, "placeholderColor": "#336699",
             "attributedPlaceholder": [{"text": "Name "},
                                       {"text": "required", "font": {"weight": "bold"}, "color": "systemRed",
                                        "backgroundColor": "#FFEE0080", "underline": true, "strikethrough": true}]}
            """#)
        let document = try JSONSerialization.jsonObject(with: LayoutDocument(view: view, layout: view.layout()).jsonData()) as? [String: Any]
        let lines = try #require((document?["placeholder"] as? [String: Any])?["lines"] as? [[String: Any]])
        let runs = try #require(lines.first?["runs"] as? [[String: Any]])
        #expect(runs.count == 2)
        let fonts = runs.map { $0["font"] as? [String: Any] ?? [:] }
        #expect(fonts.map { $0["size"] as? Double } == [20, 20])
        #expect(fonts.map { $0["weight"] as? Int } == [400, 700])
        #expect(fonts.map { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } } == ["Inter-Regular.otf", "Inter-Bold.otf"])
        #expect(runs.map { $0["color"] as? String } == ["#336699", "#FF3B30"])
        #expect(runs.map { $0["backgroundColor"] as? String } == [nil, "#FFEE0080"])
        #expect(runs.map { $0["underline"] as? Bool } == [false, true])
        #expect(runs.map { $0["strikethrough"] as? Bool } == [false, true])
    }

    // MARK: Dynamic Type in runs

    /// The inked rows of `image`: the first and last row holding a pixel darker than mid-grey.
    func inkedRows(_ image: RGBAImage) -> ClosedRange<Int>? {
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].r < 128 } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    /// The bug issue 16 found: a run's `textStyle` and `relativeTo` were accepted and then
    /// dropped, so every run came out at 17 pt. Sizes are Apple's Dynamic Type table
    /// (title1 28 pt at Large, 38 pt at AX1; body 17 and 28, so relativeTo body scales
    /// 10 pt to 10 × 28 / 17 at AX1).
    @Test(arguments: [(ContentSizeCategory.large, 28.0, 10.0), (.accessibilityMedium, 38.0, 10.0 * 28 / 17)])
    func aRunsTextStyleAndRelativeToFollowTheContentSizeCategory(category: ContentSizeCategory, title1: Double, scaled: Double) throws {
        var view = try decode(#"""
            {"width": 600, "height": 200, "placeholderColor": "black",
             "attributedPlaceholder": [{"text": "Big ", "font": {"textStyle": "title1"}}, {"text": "small"},
                                       {"text": " scaled", "font": {"size": 10, "relativeTo": "body"}}]}
            """#)
        view.contentSizeCategory = category
        let line = try #require(view.layout().placeholder.lines.first)
        #expect(line.runs.map(\.size) == [title1, 17, scaled])

        // Drawn: the title1 run alone inks taller rows than the same text at the view's 17 pt.
        var styled = view
        styled.attributedPlaceholder = [TextRun(text: "Big", font: PartialFont(textStyle: .title1))]
        var plain = view
        plain.attributedPlaceholder = [TextRun(text: "Big")]
        let styledRows = try #require(inkedRows(styled.renderImage()))
        let plainRows = try #require(inkedRows(plain.renderImage()))
        let ratio = Double(styledRows.count) / Double(plainRows.count)
        #expect(abs(ratio - title1 / 17) < 0.15, "title1 ink is \(styledRows.count) rows, 17 pt ink \(plainRows.count): ratio \(ratio)")
    }

    @Test func aRunsTextStyleReplacesTheViewsSizeAndWeightAndASizeDropsTheViewsStyle() throws {
        let base = FontDescriptor(textStyle: .body, weight: .bold)
        let headline = PartialFont(textStyle: .headline).applied(to: FontDescriptor(size: 30, relativeTo: .body))
        #expect(headline.textStyle == .headline && headline.relativeTo == nil && headline.weight == .semibold)
        let sized = PartialFont(size: 30).applied(to: base)
        #expect(sized.textStyle == nil && sized.size == 30 && sized.weight == .bold)
        let bolder = PartialFont(weight: .heavy).applied(to: base)
        #expect(bolder.textStyle == .body && bolder.weight == .heavy)
    }

    @Test func aRunsFontWithTextStyleAndSizeIsAnErrorAsAtTheTop() {
        #expect(error(#"{"width": 10, "height": 10, "attributedPlaceholder": [{"text": "a", "font": {"textStyle": "body", "size": 12}}]}"#)
                == "attributedPlaceholder[0].font.textStyle: and attributedPlaceholder[0].font.size cannot both be set: a text style's size follows the content size category")
        #expect(error(#"{"width": 10, "height": 10, "attributedText": [{"text": "a", "font": {"textStyle": "body", "relativeTo": "body"}}]}"#)
                == "attributedText[0].font.textStyle: and attributedText[0].font.relativeTo cannot both be set")
    }

    // MARK: Drawing

    /// A word, a stretch of spaces with `run`'s attributes, a word: the middle run's
    /// line, run and the image, with the same view drawn without the attributes.
    func drawn(_ attributes: (inout TextRun) -> Void) throws -> (line: TextLine, run: GlyphRun, image: RGBAImage, plain: RGBAImage) {
        var middle = TextRun(text: String(repeating: " ", count: 12))
        let plainView = view([TextRun(text: "a"), middle, TextRun(text: "a")])
        attributes(&middle)
        let view = view([TextRun(text: "a"), middle, TextRun(text: "a")])
        let line = try #require(view.layout().placeholder.lines.first)
        let run = try #require(line.runs.first { $0.attributes.underline || $0.attributes.strikethrough || $0.attributes.backgroundColor != nil })
        return (line, run, try view.renderImage(), try plainView.renderImage())
    }

    /// The centre, in pixels, of the rows in which every pixel across `run` (inset by 2 px)
    /// is dark.
    func darkRowsCentre(_ image: RGBAImage, _ run: GlyphRun, scale: Double) -> Double? {
        let xs = run.glyphs.map(\.x)
        let left = Int((xs.min()! * scale).rounded(.up)) + 2, right = Int(((run.glyphs.last!.x + run.glyphs.last!.advance) * scale).rounded(.down)) - 2
        let rows = (0..<image.height).filter { y in (left...right).allSatisfy { image[$0, y].r < 128 } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return Double(first + last + 1) / 2
    }

    @Test func theUnderlineIsAtTheFontsUnderlinePosition() throws {
        let (line, run, image, plain) = try drawn { $0.underline = true }
        let k = run.size / run.face.unitsPerEm
        let expected = (line.baseline - run.face.underlinePosition * k) * 2
        let centre = try #require(darkRowsCentre(image, run, scale: 2))
        #expect(abs(centre - expected) <= 1, "underline rows centred at \(centre), font says \(expected)")
        #expect(run.face.underlinePosition < 0)
        #expect(darkRowsCentre(plain, run, scale: 2) == nil)
    }

    @Test func theStrikethroughCrossesTheMiddleAtTheFontsStrikeoutPosition() throws {
        let (line, run, image, _) = try drawn { $0.strikethrough = true }
        let k = run.size / run.face.unitsPerEm
        let expected = (line.baseline - (run.face.strikeoutPosition - run.face.strikeoutSize / 2) * k) * 2
        let centre = try #require(darkRowsCentre(image, run, scale: 2))
        #expect(abs(centre - expected) <= 1, "strikethrough rows centred at \(centre), font says \(expected)")
        // Through the middle of the lowercase letters: between the baseline and the x-height.
        let xHeight = run.size * 0.5
        #expect(centre < line.baseline * 2 && centre > (line.baseline - xHeight) * 2)
    }

    /// `underlineColor` and `strikethroughColor` paint the decorations, not the glyphs; the
    /// layout document reports them.
    @Test func decorationColoursPaintOnlyTheirLines() throws {
        func redPixels(_ image: RGBAImage) -> Int {
            (0..<image.height).reduce(0) { count, y in count + (0..<image.width).filter { x in
                let p = image[x, y]
                return p.r > 200 && p.g < 60 && p.b < 60
            }.count }
        }
        for decoration in ["underline", "strikethrough"] {
            let (line, run, image, _) = try drawn { run in
                if decoration == "underline" { run.underline = true; run.underlineColor = .system(.red) }
                else { run.strikethrough = true; run.strikethroughColor = .system(.red) }
            }
            let rect = try #require(decoration == "underline" ? run.underlineRect(on: line) : run.strikethroughRect(on: line))
            // The stroke's area at @2x, give or take its anti-aliased edges.
            let area = rect.width * 2 * max(1, rect.height * 2)
            #expect(Double(redPixels(image)) > area * 0.5, "\(decoration): \(redPixels(image)) red pixels for a \(area) px stroke")
            let (_, _, uncoloured, _) = try drawn { run in
                if decoration == "underline" { run.underline = true } else { run.strikethrough = true }
            }
            #expect(redPixels(uncoloured) == 0)
        }
        var view = view([TextRun(text: "a")])
        view.attributedPlaceholder![0].underline = true
        view.attributedPlaceholder![0].underlineColor = "#FF0000"
        let document = try LayoutDocument(view: view, layout: view.layout())
        #expect(document.placeholder.lines[0].runs[0].underlineColor == "#FF0000")
        #expect(document.placeholder.lines[0].runs[0].strikethroughColor == nil)
    }

    @Test func theBackgroundFillsTheLineBoxBehindTheRun() throws {
        let (line, run, image, _) = try drawn { $0.backgroundColor = .rgba(RGBA(hex: "#00FF00")!) }
        let left = run.glyphs.map(\.x).min()!, right = run.glyphs.last!.x + run.glyphs.last!.advance
        let middle = Int((left + right)) // × 2 / 2
        for y in [line.top + 0.5, line.baseline, line.top + line.height - 0.5] {
            #expect(image[middle, Int(y * 2)] == (0, 255, 0, 255), "inside at y \(y)")
        }
        #expect(image[Int(left * 2) - 2, Int(line.top * 2) + 1] == (255, 255, 255, 255), "left of the run")
        #expect(image[Int(right * 2) + 2, Int(line.top * 2) + 1] == (255, 255, 255, 255), "right of the run")
        #expect(image[middle, Int((line.top + line.height) * 2) + 2] == (255, 255, 255, 255), "below the line box")
    }
}
