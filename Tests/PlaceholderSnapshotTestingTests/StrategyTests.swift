import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderSnapshotTesting
import Testing

/// The layout document as a snapshot: geometry changes read as numbers.
/// References in Snapshots/StrategyTests/.
@Suite struct LayoutSnapshotTests {
    @Test func middleAlignedPlaceholderGeometry() {
        var view = PlaceholderTextView(width: 280, height: 110)
        view.placeholder = "Tell us what you think about the new design"
        view.placeholderVerticalAlignment = .middle
        view.isEditing = true
        view.font = FontDescriptor(family: "DejaVu Sans", size: 15)
        assertSnapshot(of: view, as: .layoutJSON, named: "middle-editing")
    }
}

@Suite struct StrategyTests {
    /// A throwaway package with a test file `Tests/AppTests/StrategyTests.swift`.
    func package() throws -> (root: URL, testFile: String) {
        try Fixture.package(testFileName: "StrategyTests.swift")
    }

    @Test func pullbackSnapshotsANewValueTypeThroughAnOldStrategy() throws {
        let (root, file) = try package()
        let count = Snapshotting<String, String>.lines.pullback { (n: Int) in (1...n).map(String.init).joined(separator: "\n") }
        let env = ["SNAPSHOT_RECORD": "missing"]
        let recorded = verifySnapshot(of: 3, as: count, named: "three", filePath: file, testName: "count()", environment: env)
        #expect(recorded?.hasPrefix("Recorded new reference") == true)
        let reference = root.appendingPathComponent("Snapshots/StrategyTests/count.three.txt")
        #expect(try String(contentsOf: reference, encoding: .utf8) == "1\n2\n3")
        #expect(verifySnapshot(of: 3, as: count, named: "three", filePath: file, testName: "count()", environment: env) == nil)
        let failure = try #require(verifySnapshot(of: 4, as: count, named: "three", filePath: file, testName: "count()",
                                                  environment: ["SNAPSHOT_RECORD": "never"]))
        #expect(failure.contains("0 lines removed, 1 added"))
        #expect(failure.contains("\n+4"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/snapshot-artifacts/StrategyTests/count.three.changes.diff").path))
    }

    @Test func layoutJSONFailureIsALineDiffOfTheGeometry() throws {
        let (_, file) = try package()
        var view = PlaceholderTextView(width: 200, height: 60)
        view.placeholder = "Hello"
        let env = ["SNAPSHOT_RECORD": "missing"]
        _ = verifySnapshot(of: view, as: .layoutJSON, named: "hello", filePath: file, testName: "layout()", environment: env)
        view.lineFragmentPadding = 7
        let failure = try #require(verifySnapshot(of: view, as: .layoutJSON, named: "hello", filePath: file, testName: "layout()",
                                                  environment: ["SNAPSHOT_RECORD": "never"]))
        // The line area moved 2 pt right and got 4 pt narrower; the diff says so in numbers.
        #expect(failure.contains("hello does not match its reference"))
        #expect(failure.contains("-      \"x\" : 5,"))
        #expect(failure.contains("+      \"x\" : 7,"))
    }

    /// A layout diff leads with the lines whose text, position or size changed, as an image
    /// failure names them, before the JSON's own lines.
    @Test func layoutJSONFailureLeadsWithTheLinesThatChanged() throws {
        let (_, file) = try package()
        var view = PlaceholderTextView(width: 200, height: 60)
        view.placeholder = "Hello"
        _ = verifySnapshot(of: view, as: .layoutJSON, named: "lead", filePath: file, testName: "lead()", environment: ["SNAPSHOT_RECORD": "missing"])
        view.placeholder = "Goodbye"
        let failure = try #require(verifySnapshot(of: view, as: .layoutJSON, named: "lead", filePath: file, testName: "lead()",
                                                  environment: ["SNAPSHOT_RECORD": "never"]))
        let lines = failure.split(separator: "\n").map(String.init)
        #expect(lines[1] == "Lines that changed:", "\(failure)")
        #expect(lines[2].hasPrefix("  placeholder line 1: text \"Hello\" → \"Goodbye\"; width "), "\(failure)")
        let diff = try #require(lines.firstIndex { $0.hasPrefix("@@") }, "\(failure)")
        #expect(diff > 2)
        // Only the placeholder's colour changed: its run says so.
        var moved = view
        moved.placeholder = "Hello"
        moved.placeholderColor = "#FF0000"
        let recoloured = try #require(verifySnapshot(of: moved, as: .layoutJSON, named: "lead", filePath: file, testName: "lead()",
                                                     environment: ["SNAPSHOT_RECORD": "never"]))
        #expect(recoloured.split(separator: "\n")[2] == "  placeholder line 1: colour #3C3C434D → #FF0000", "\(recoloured)")
    }

    /// A layout diff shows each run's glyphs as one line, so the frames and lines that
    /// moved lead; when only glyphs changed, their own lines are shown.
    @Test func layoutJSONCollapsesGlyphsUnlessTheyAreTheChange() throws {
        let (_, file) = try package()
        var view = PlaceholderTextView(width: 200, height: 60)
        view.placeholder = "Hello there, a longer placeholder"
        let env = ["SNAPSHOT_RECORD": "missing"]
        _ = verifySnapshot(of: view, as: .layoutJSON, named: "g", filePath: file, testName: "glyphs()", environment: env)
        var moved = view
        moved.lineFragmentPadding = 7
        let failure = try #require(verifySnapshot(of: moved, as: .layoutJSON, named: "g", filePath: file, testName: "glyphs()",
                                                  environment: ["SNAPSHOT_RECORD": "never"]))
        #expect(failure.contains("\"glyphs\" arrays shown as one line each"))
        #expect(failure.contains("+      \"x\" : 7,"))
        #expect(failure.contains("\"glyphs\" : [… "), "glyphs collapsed: \(failure)")
        #expect(!failure.contains("\"cluster\""), "no glyph entry is listed: \(failure)")
    }

    /// The first recording says what `.versions.json` is; later ones do not repeat it.
    @Test func theFirstRecordingExplainsTheVersionsFile() throws {
        let (root, file) = try package()
        let env = ["SNAPSHOT_RECORD": "missing"]
        let first = try #require(verifySnapshot(of: "one", as: .lines, named: "a", filePath: file, testName: "v()", environment: env))
        #expect(first.contains("Snapshots/.versions.json: commit it with the references"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/.versions.json").path))
        let second = try #require(verifySnapshot(of: "two", as: .lines, named: "b", filePath: file, testName: "v()", environment: env))
        #expect(second.contains("Recorded new reference") && !second.contains(".versions.json"))
    }

    /// A text view's failure says where the pixels differ, in points and pixels.
    @Test func aViewsFailureSaysWhereInPointsAndPixels() throws {
        let (_, file) = try package()
        var view = PlaceholderTextView(width: 120, height: 40)
        view.scale = 2
        _ = verifySnapshot(of: view, as: .png, named: "w", filePath: file, testName: "w()", environment: ["SNAPSHOT_RECORD": "missing"])
        view.placeholder = "Hi"
        let failure = try #require(verifySnapshot(of: view, as: .png, named: "w", filePath: file, testName: "w()",
                                                  environment: ["SNAPSHOT_RECORD": "never"]))
        let place = try #require(failure.split(separator: "\n").dropFirst().first)
        // The placeholder's ink: right of lineFragmentPadding (5 pt, textContainerInset.left
        // 0) and below textContainerInset.top (8 pt), within the first line; pixels at @2x.
        let numbers = place.split { !"0123456789.".contains($0) }.compactMap { Double($0) }
        #expect(numbers.count == 8, "\(place)")
        let (x, y, pixelX, pixelY) = (numbers[0], numbers[2], numbers[4], numbers[6])
        #expect((5..<9).contains(x) && (8..<20).contains(y), "\(place)")
        #expect(pixelX == x * 2 && pixelY == y * 2, "\(place)")
        #expect(place.contains("(points)") && place.hasSuffix("(pixels)."))
    }

    /// A text view's reference PNG is recorded with its layout (`NAME.layout.json`, the
    /// `.layoutJSON` document); a failure then names the lines that changed, and a
    /// reference recorded without one says how to get one, without failing a pass.
    @Test func aViewsFailureNamesTheLinesThatChanged() throws {
        let (root, file) = try package()
        var view = PlaceholderTextView(width: 200, height: 60)
        view.placeholder = "One\nTwo"
        let recorded = verifySnapshot(of: view, as: .png, named: "l", filePath: file, testName: "l()", environment: ["SNAPSHOT_RECORD": "missing"])
        #expect(recorded?.hasPrefix("Recorded new reference") == true)
        let layout = root.appendingPathComponent("Snapshots/StrategyTests/l.l.layout.json")
        let expected = try #require(try verifySnapshotLayout(of: view))
        #expect(try FileReader.read(layout) == Data(expected.utf8))
        let never = ["SNAPSHOT_RECORD": "never"]
        #expect(verifySnapshot(of: view, as: .png, named: "l", filePath: file, testName: "l()", environment: never) == nil)
        var changed = view
        changed.placeholder = "One\nChanged"
        let failure = try #require(verifySnapshot(of: changed, as: .png, named: "l", filePath: file, testName: "l()", environment: never))
        let lines = failure.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("The differing pixels lie within"), "\(failure)")
        #expect(lines[2] == "Lines that changed (compared with l.l.layout.json):", "\(failure)")
        #expect(lines[3].hasPrefix("  placeholder line 2: text \"Two\" → \"Changed\"; width "), "\(failure)")
        // Equal layouts, different pixels.
        var recoloured = view
        recoloured.backgroundColor = "#FF0000"
        let drawn = try #require(verifySnapshot(of: recoloured, as: .png, named: "l", filePath: file, testName: "l()", environment: never))
        #expect(drawn.split(separator: "\n")[2].hasPrefix("No frame, line, font, glyph or colour changed"), "\(drawn)")
        // No layout recorded: a pass still passes; a failure says how to record one.
        try FileManager.default.removeItem(at: layout)
        #expect(verifySnapshot(of: view, as: .png, named: "l", filePath: file, testName: "l()", environment: never) == nil)
        let unknown = try #require(verifySnapshot(of: changed, as: .png, named: "l", filePath: file, testName: "l()", environment: never))
        #expect(unknown.contains("No layout.json is recorded beside the reference (l.l.layout.json)"), "\(unknown)")
        #expect(!FileManager.default.fileExists(atPath: layout.path))
    }

    /// A strategy pulled back from a text view's `.png` (a screen's model drawn as its text
    /// view) records the layout too, and names the changed lines of the view it draws.
    @Test func aPulledBackViewStrategyNamesTheLinesThatChangedToo() throws {
        struct Feedback: Sendable { var prompt: String }
        let (root, file) = try package()
        let strategy = Snapshotting<PlaceholderTextView, RGBAImage>.png.pullback { (model: Feedback) in
            var view = PlaceholderTextView(width: 200, height: 60)
            view.placeholder = model.prompt
            return view
        }
        let recorded = verifySnapshot(of: Feedback(prompt: "Tell us"), as: strategy, named: "p", filePath: file, testName: "p()",
                                      environment: ["SNAPSHOT_RECORD": "missing"])
        #expect(recorded?.hasPrefix("Recorded new reference") == true)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots/StrategyTests/p.p.layout.json").path))
        let failure = try #require(verifySnapshot(of: Feedback(prompt: "Tell us more"), as: strategy, named: "p", filePath: file,
                                                  testName: "p()", environment: ["SNAPSHOT_RECORD": "never"]))
        #expect(failure.contains("  placeholder line 1: text \"Tell us\" → \"Tell us more\"; width "), "\(failure)")
    }

    /// Issue 35: a strategy pulled back from `.png` scales ignore regions by the view's
    /// scale and says its pixels per point, as `.png` itself does (it reset both: regions
    /// were taken as pixels, and a failure gave no points).
    @Test func aPulledBackStrategyScalesRegionsAndKeepsPixelsPerPoint() {
        struct Screen: Sendable { var scale: Double }
        let png = Snapshotting<PlaceholderTextView, RGBAImage>.png
        let strategy = png.pullback { (screen: Screen) in
            var view = PlaceholderTextView(width: 200, height: 60)
            view.scale = screen.scale
            return view
        }
        let regions = [Rect(x: 10, y: 5, width: 20, height: 8)]
        #expect(strategy.pixelRegions(Screen(scale: 3), regions) == [PixelRegion(x: 30, y: 15, width: 60, height: 24)])
        #expect(strategy.pixelsPerPoint(Screen(scale: 3)) == 3)
        #expect(strategy.pixelsPerPoint(Screen(scale: 2)) == 2)
        // And a second pullback carries them again.
        let twice = strategy.pullback { (scale: Double) in Screen(scale: scale) }
        #expect(twice.pixelRegions(2, regions) == [PixelRegion(x: 20, y: 10, width: 40, height: 16)])
        #expect(twice.pixelsPerPoint(2) == 2)
    }

    /// The layout document `.layoutJSON` records for `view`.
    func verifySnapshotLayout(of view: PlaceholderTextView) throws -> String? {
        String(decoding: try LayoutDocument(view: view, layout: view.layout()).jsonData(), as: UTF8.self) + "\n"
    }
}

/// Text fields and forms through the same strategies as text views.
@Suite struct MockupStrategyTests {
    static func feedback(placeholder: String) -> PlaceholderForm {
        var title = PlaceholderLabel(text: "Feedback")
        title.font.size = 28
        var name = PlaceholderTextField(width: 0)
        name.borderStyle = .roundedRect
        name.placeholder = "Name"
        var message = PlaceholderTextView(width: 0, height: 120)
        message.placeholder = placeholder
        message.borderWidth = 1
        var form = PlaceholderForm(width: 320, children: [.label(title), .textField(name), .textView(message)])
        form.spacing = 8
        return form
    }

    @Test func aFormIsSnapshottedAndItsFailureNamesTheChildsChangedLine() throws {
        let (root, file) = try Fixture.package(testFileName: "MockupStrategyTests.swift")
        let form = Self.feedback(placeholder: "Tell us")
        let recorded = verifySnapshot(of: form, as: .png, named: "form", filePath: file, testName: "form()", environment: ["SNAPSHOT_RECORD": "missing"])
        #expect(recorded?.hasPrefix("Recorded new reference") == true)
        let reference = try PNGCodec.decode(FileReader.read(root.appendingPathComponent("Snapshots/MockupStrategyTests/form.form.png")))
        #expect(reference == (try form.renderImage()))
        let never = ["SNAPSHOT_RECORD": "never"]
        #expect(verifySnapshot(of: form, as: .png, named: "form", filePath: file, testName: "form()", environment: never) == nil)
        let failure = try #require(verifySnapshot(of: Self.feedback(placeholder: "Tell us more"), as: .png, named: "form",
                                                  filePath: file, testName: "form()", environment: never))
        #expect(failure.contains("child 3 placeholder line 1: text \"Tell us\" → \"Tell us more\""), "\(failure)")
    }

    @Test func aTextFieldsLayoutIsSnapshottedAsJSON() throws {
        let (_, file) = try Fixture.package(testFileName: "MockupStrategyTests.swift")
        var field = PlaceholderTextField(width: 200)
        field.placeholder = "E-mail"
        field.clearButtonMode = .always
        _ = verifySnapshot(of: field, as: .layoutJSON, named: "field", filePath: file, testName: "field()", environment: ["SNAPSHOT_RECORD": "missing"])
        #expect(verifySnapshot(of: field, as: .layoutJSON, named: "field", filePath: file, testName: "field()", environment: ["SNAPSHOT_RECORD": "never"]) == nil)
        field.text = "jane@example.com"
        let failure = try #require(verifySnapshot(of: field, as: .layoutJSON, named: "field", filePath: file, testName: "field()",
                                                  environment: ["SNAPSHOT_RECORD": "never"]))
        #expect(failure.contains("text: now shown"), "\(failure)")
        #expect(failure.contains("clearButton"), "the clear button appears over the typed text: \(failure)")
    }
}
