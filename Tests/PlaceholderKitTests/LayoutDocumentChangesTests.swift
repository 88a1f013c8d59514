import Foundation
import Testing
import PlaceholderKit

/// What a failing snapshot says changed in a text view's layout: the lines whose text,
/// position or size changed, computed from the layout documents of both sides.
@Suite struct LayoutDocumentChangesTests {
    func document(_ change: (inout PlaceholderTextView) -> Void) throws -> LayoutDocument {
        var view = PlaceholderTextView(width: 240, height: 120)
        view.placeholder = "One\nTwo"
        change(&view)
        return LayoutDocument(view: view, layout: try view.layout())
    }

    /// A document read back from its JSON is the document: written again, the same bytes.
    @Test(arguments: LayoutDocumentJSONTests.names)
    func everyExampleReadsBackFromItsJSON(name: String) throws {
        let mockup = try Mockup(json: Data(contentsOf: LayoutDocumentJSONTests.examples.appendingPathComponent(name)))
        for variant in mockup.variantsExpanded {
            let json = try variant.mockup.layout().document.jsonData()
            let decoded = try LayoutDocument(json: json)
            #expect(try decoded.jsonData() == json, "\(name)\(variant.suffix)")
            #expect(decoded.changes(from: decoded).isEmpty)
        }
    }

    @Test func aChangedLineSaysItsOldAndNewTextAndSize() throws {
        let reference = try document { _ in }
        let actual = try document { $0.placeholder = "One\nChanged" }
        let changes = actual.changes(from: reference)
        #expect(changes.count == 1, "\(changes)")
        #expect(changes.first?.hasPrefix("placeholder line 2: text \"Two\" → \"Changed\"; width ") == true, "\(changes)")
        #expect(changes.first?.hasSuffix(" pt") == true)
        // The same, from the JSON of both (as a snapshot's companion compares them).
        #expect(try LayoutDocument.changes(reference: reference.jsonData(), actual: actual.jsonData()) == changes)
        #expect(actual.changes(from: actual).isEmpty)
    }

    @Test func addedRemovedAndMovedLinesAndBlocksAreNamed() throws {
        let reference = try document { _ in }
        let added = try document { $0.placeholder = "One\nTwo\nThree" }.changes(from: reference)
        #expect(added.contains("placeholder line 3 added: \"Three\""), "\(added)")
        #expect(added.first?.hasPrefix("placeholder: frame (") == true, "\(added)")
        let removed = try document { $0.placeholder = "One" }.changes(from: reference)
        #expect(removed.contains("placeholder line 2 removed: \"Two\""), "\(removed)")
        let moved = try document { $0.textContainerInset.left += 10 }.changes(from: reference)
        #expect(moved.contains { $0.hasPrefix("placeholder line 1: x ") }, "\(moved)")
        #expect(!moved.contains { $0.contains("text \"") }, "\(moved)")
        let typed = try document { $0.text = "Hello" }.changes(from: reference)
        #expect(typed.first == "placeholder: now hidden", "\(typed)")
        #expect(typed.contains { $0.hasPrefix("text: now shown") }, "\(typed)")
        // An empty text is one empty line.
        #expect(typed.contains { $0.hasPrefix("text line 1: text \"\" → \"Hello\"; width 0 → ") }, "\(typed)")
    }

    /// A change no line shows is still named: the caret alone, a field's clear button,
    /// the text container, not "the same lines drawn differently".
    @Test func aCaretOrAFieldsButtonAloneIsAChange() throws {
        let reference = try document { _ in }
        let editing = try document { $0.isEditing = true }.changes(from: reference)
        #expect(editing.count == 1 && editing[0].hasPrefix("caret now shown: ("), "\(editing)")
        func field(_ json: String) throws -> LayoutDocument {
            try LayoutDocument(textField: TextFieldLayout(field: JSONDecoder().decode(PlaceholderTextField.self, from: Data(json.utf8))))
        }
        let plain = try field(#"{"kind": "textField", "width": 200, "text": "Jane", "isEditing": true}"#)
        let clearing = try field(#"{"kind": "textField", "width": 200, "text": "Jane", "isEditing": true, "clearButtonMode": "always"}"#)
        let changes = clearing.changes(from: plain)
        #expect(changes.contains { $0.hasPrefix("clear button now shown: (") }, "\(changes)")
        #expect(changes.contains("text container (0, 0) 200×22 → (0, 0) 174×22 pt"), "\(changes)")
    }

    /// However small a move, both sides of every "→" differ as printed: 11 → 11.02, and
    /// a millionth of a point too.
    @Test(arguments: [0.5, 0.02, 0.004, 1e-4, 1e-6, 1e-9])
    func aSmallMoveShowsEnoughDigitsToDiffer(delta: Double) throws {
        let reference = try document { _ in }
        let changes = try document { $0.textContainerInset.top += delta }.changes(from: reference)
        #expect(changes.contains { $0.hasPrefix("text container ") }, "\(changes)")
        #expect(changes.contains { $0.hasPrefix("placeholder line 1: baseline ") }, "\(changes)")
        for change in changes {
            for part in change.split(separator: ";") where part.contains("→") {
                let sides = part.components(separatedBy: " → ")
                let old = sides[0].split(separator: " ").suffix(sides[1].split(separator: " ").count)
                #expect(old.joined(separator: " ") != sides[1], "\(change)")
            }
        }
        let container = try #require(changes.first { $0.hasPrefix("text container ") })
        if delta == 0.02 { #expect(container == "text container (0, 8) 240×104 → (0, 8.02) 240×103.98 pt") }
    }

    /// Fonts, colours and glyph positions are compared run by run.
    @Test func aRunsFontColourAndGlyphsAreCompared() throws {
        let reference = try document { $0.placeholder = "Wave" }
        let bold = try document { $0.placeholder = "Wave"; $0.font.weight = .bold }.changes(from: reference)
        #expect(bold.contains { $0.contains("font ") && $0.contains("weight 700") }, "\(bold)")
        let red = try document { $0.placeholder = "Wave"; $0.placeholderColor = .rgba(RGBA(red: 1, green: 0, blue: 0)) }.changes(from: reference)
        #expect(red.count == 1 && red[0].contains("colour #"), "\(red)")
        let kerned = try document { $0.placeholder = "Wave"; $0.font.tracking = .points(0.01) }.changes(from: reference)
        #expect(kerned.contains { $0.contains(" of 4 glyphs moved, at most ") }, "\(kerned)")
    }

    @Test func manyChangesAreCutToTheLimit() throws {
        let reference = try document { $0.placeholder = "" }
        let actual = try document { $0.placeholder = (1...30).map(String.init).joined(separator: "\n"); $0.height = 2000 }
        let changes = actual.changes(from: reference, limit: 5)
        #expect(changes.count == 5)
        #expect(changes.last?.hasPrefix("… and ") == true && changes.last?.hasSuffix(" more changes") == true, "\(changes)")
    }

    @Test func somethingElseThanALayoutDocumentIsNamed() throws {
        #expect(throws: ModelError.self) { try LayoutDocument(json: Data("{\"size\": 3}".utf8)) }
        #expect(throws: ModelError.self) { try LayoutDocument.changes(reference: Data("[]".utf8), actual: try document { _ in }.jsonData()) }
    }
}
