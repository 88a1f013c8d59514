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
