import Testing
import PlaceholderKit
@testable import PlaceholderModel

@Suite struct GeometryTests {
    static let inter = (ascent: 2728.0 / 2816 * 17, descent: 680.0 / 2816 * 17)

    func view(_ configure: (inout PlaceholderTextView) -> Void = { _ in }) -> PlaceholderTextView {
        var view = PlaceholderTextView(width: 300, height: 120)
        view.placeholder = "Tell us more"
        configure(&view)
        return view
    }

    @Test func placeholderStartsWhereTypedTextWouldWithDefaultInsets() throws {
        let layout = try view().layout()
        #expect(layout.textContainer == Rect(x: 0, y: 8, width: 300, height: 104))
        #expect(layout.lineArea == Rect(x: 5, y: 8, width: 290, height: 104))
        let line = try #require(layout.placeholder.lines.first)
        #expect(line.x == 5)
        #expect(line.top == 8)
        #expect(abs(line.baseline - (8 + Self.inter.ascent)) < 1e-9)
        // The first glyph's pen position is the line's left edge.
        #expect(line.runs[0].glyphs[0].x == 5)
    }

    @Test func insetsAndPaddingMoveTheLineArea() throws {
        let layout = try view { v in
            v.textContainerInset = EdgeInsets(top: 12, left: 16, bottom: 4, right: 10)
            v.lineFragmentPadding = 7
        }.layout()
        #expect(layout.textContainer == Rect(x: 16, y: 12, width: 274, height: 104))
        #expect(layout.lineArea == Rect(x: 23, y: 12, width: 260, height: 104))
        #expect(layout.placeholder.lines[0].x == 23)
        #expect(layout.placeholderFrame == Rect(x: 23, y: 12, width: 260, height: layout.placeholder.height))
    }

    @Test(arguments: VerticalAlignment.allCases)
    func placeholderBlockFollowsVerticalAlignment(_ alignment: VerticalAlignment) throws {
        let layout = try view { v in
            v.placeholder = "A placeholder long enough to wrap onto a second line of the view"
            v.placeholderVerticalAlignment = alignment
        }.layout()
        let block = layout.placeholder.height
        #expect(layout.placeholder.lines.count == 2)
        let expectedTop: Double
        switch alignment {
        case .top: expectedTop = 8
        case .middle: expectedTop = 8 + (104 - block) / 2
        case .bottom: expectedTop = 112 - block
        }
        #expect(abs(layout.placeholderFrame.y - expectedTop) < 1e-9)
        #expect(abs(layout.placeholder.lines[1].top - (expectedTop + layout.placeholder.lines[0].height)) < 1e-9)
        // Typed text always starts at the container's top.
        #expect(layout.text.lines[0].top == 8)
    }

    @Test func linesThatDoNotFitTheContainerAreDroppedAndTheLastTruncated() throws {
        let layout = try view { v in
            v.height = 60
            v.placeholder = "A placeholder long enough to wrap onto a second line and then onto a third one"
        }.layout()
        // Container 44 pt tall holds two 20.6 pt lines.
        #expect(layout.placeholder.lines.count == 2)
        #expect(layout.placeholder.lines[1].text.hasSuffix("…"))
        #expect(layout.placeholder.isTruncated)
    }

    @Test func numberOfLinesCapsThePlaceholder() throws {
        let layout = try view { v in
            v.placeholder = "A placeholder long enough to wrap onto a second line of the view"
            v.placeholderNumberOfLines = 1
        }.layout()
        #expect(layout.placeholder.lines.count == 1)
        #expect(layout.placeholder.lines[0].text.hasSuffix("…"))
    }

    @Test func placeholderVisibilityInEachState() throws {
        #expect(try view().layout().placeholderVisible)
        #expect(try !view { $0.text = "typed" }.layout().placeholderVisible)
        #expect(try view { $0.text = "typed" }.layout().textVisible)
        #expect(try view { $0.isEditing = true }.layout().placeholderVisible)
        #expect(try !view { $0.isEditing = true; $0.hidesPlaceholderWhileEditing = true }.layout().placeholderVisible)
        #expect(try view { $0.hidesPlaceholderWhileEditing = true }.layout().placeholderVisible)
        #expect(try !view { $0.placeholder = "" }.layout().placeholderVisible)
    }

    @Test func linesAreComputedForBothEvenWhenHidden() throws {
        let layout = try view { $0.text = "typed" }.layout()
        #expect(layout.placeholder.lines.map(\.text) == ["Tell us more"])
        #expect(layout.text.lines.map(\.text) == ["typed"])
    }

    @Test func caretSitsAtTheInsertionPoint() throws {
        let empty = try #require(try view { $0.isEditing = true }.layout().caret)
        #expect(empty == Rect(x: 4, y: 8, width: 2, height: Self.inter.ascent + Self.inter.descent))
        let typed = try view { $0.isEditing = true; $0.text = "Hi" }.layout()
        let caret = try #require(typed.caret)
        let line = typed.text.lines[0]
        #expect(abs(caret.midX - (line.x + line.width)) < 1e-9)
        #expect(try view().layout().caret == nil)
        // The caret follows the typed text's direction, not the placeholder's: a Hebrew
        // placeholder in a view whose language is left to right keeps it on the left...
        let hebrewPlaceholder = try #require(try view { $0.isEditing = true; $0.placeholder = "שלום" }.layout().caret)
        #expect(abs(hebrewPlaceholder.midX - 5) < 1e-9)
        // ...and a right-to-left language puts it at the right end, as natural alignment does.
        let hebrew = try #require(try view { $0.isEditing = true; $0.placeholder = "שלום"; $0.language = "he" }.layout().caret)
        #expect(abs(hebrew.midX - 295) < 1e-9)
        let centred = try #require(try view { $0.isEditing = true; $0.textAlignment = .center }.layout().caret)
        #expect(abs(centred.midX - 150) < 1e-9)
    }

    @Test(arguments: [VerticalAlignment.top, .middle, .bottom], [false, true])
    func caretOfAnEmptyViewIsWhereTheFirstTypedCharacterGoes(alignment: VerticalAlignment, hides: Bool) throws {
        var view = PlaceholderTextView(width: 300, height: 120)
        view.placeholder = "Tell us more"
        view.placeholderVerticalAlignment = alignment
        view.hidesPlaceholderWhileEditing = hides
        view.isEditing = true
        let empty = try #require(try view.layout().caret)
        view.text = "T"
        let typed = try view.layout()
        let line = try #require(typed.text.lines.first)
        // Same line box as the first typed character, at its left edge: no jump on the first keystroke.
        #expect(empty.y == line.baseline - line.ascent)
        #expect(empty.y == typed.textContainer.y)
        #expect(abs(empty.midX - line.x) < 1e-9)
        #expect(empty.height == line.ascent + line.descent)
    }

    @Test func paddingWiderThanTheContainerLeavesAZeroWidthArea() throws {
        let layout = try view { $0.lineFragmentPadding = 500 }.layout()
        #expect(layout.lineArea.width == 0)
        #expect(!layout.placeholder.lines.isEmpty)
    }
}

extension Rect {
    var midX: Double { x + width / 2 }
}
