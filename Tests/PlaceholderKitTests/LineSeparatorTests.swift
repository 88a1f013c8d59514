import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderRendering
@testable import PlaceholderModel

/// Line separators as a user pastes them: into a text field (one line, each break drawn as
/// a space, as UITextField draws return characters), at the start of a one-line
/// placeholder, and the information separators ICU's bidi reads as paragraph ends.
@Suite struct LineSeparatorTests {
    static let separators = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    static func escaped(_ text: String) -> String { HostileAlphabet.jsonEscaped(text) }

    @Test(arguments: separators)
    func aTextFieldDrawsALineBreakAsASpaceOnItsOneLine(separator: String) throws {
        let spaces = String(repeating: " ", count: separator.utf16.count)
        for key in ["text", "placeholder"] {
            let spec = #"{"kind": "textField", "width": 200, "\#(key)": "Jane\#(Self.escaped(separator))Appleseed"}"#
            guard let layout = try Mockup(json: Data(spec.utf8)).layout().layout(as: TextFieldLayout.self) else { Issue.record("not a field"); return }
            let line = key == "text" ? layout.text : layout.placeholder
            #expect(line.lines.map(\.text) == ["Jane\(spaces)Appleseed"], "\(key)")
            // The space is as wide as a typed one: the same line as "Jane Appleseed" typed.
            let typed = try Mockup(json: Data(#"{"kind": "textField", "width": 200, "\#(key)": "Jane\#(spaces)Appleseed"}"#.utf8)).layout()
            #expect(try typed.data(format: .png) == Mockup(json: Data(spec.utf8)).layout().data(format: .png), "\(key)")
        }
    }

    /// The issue's repro: a text field whose whole text is one newline (a trap before).
    @Test func aTextFieldOfOneNewlineLaysOutAndDraws() throws {
        let mockup = try Mockup(json: Data(#"{"kind": "textField", "width": 200, "text": "\n"}"#.utf8))
        guard let layout = try mockup.layout().layout(as: TextFieldLayout.self) else { Issue.record("not a field"); return }
        #expect(layout.text.lines.count == 1 && layout.text.lines[0].text == " ")
        for format in OutputFormat.allCases { #expect(try !mockup.data(format: format).isEmpty) }
    }

    /// A one-line placeholder whose first line is empty: the line shows only "…", as
    /// the text beyond it is left out (a trap before).
    @Test(arguments: separators)
    func aOneLinePlaceholderStartingWithALineBreakShowsAnEllipsis(separator: String) throws {
        let spec = #"{"width": 200, "height": 100, "placeholder": "\#(Self.escaped(separator))abc", "placeholderNumberOfLines": 1}"#
        let view = try PlaceholderTextView(json: Data(spec.utf8))
        let layout = try view.layout()
        #expect(layout.placeholder.lines.map(\.text) == ["\u{2026}"])
        #expect(layout.placeholder.isTruncated)
        #expect(try !view.data(format: .pdf).isEmpty)
    }

    /// A final line break ends the text's last line and starts no other: TextKit's extra
    /// line fragment after it holds no glyphs and truncates nothing. "Name" and a break in
    /// a one-line label (or a one-line placeholder, or a label one line high) shows "Name"
    /// whole, without "…", and the audit finds nothing cut.
    @Test(arguments: separators)
    func aTrailingLineBreakTruncatesNothing(separator: String) throws {
        let text = "Name\(separator)"
        let labels = [#""numberOfLines": 1"#, #""numberOfLines": 0, "height": 22"#].map {
            #"{"kind": "form", "width": 200, "children": [{"kind": "label", "text": "\#(Self.escaped(text))", \#($0)}]}"#
        }
        for spec in labels {
            guard let label = try Mockup(json: Data(spec.utf8)).layout().layout(as: FormLayout.self)?.children.first?.layout(as: LabelLayout.self) else {
                Issue.record("not a form of a label"); return
            }
            #expect(label.text.lines.count == 1 && !label.text.isTruncated, "\(spec)")
            #expect(label.text.lines.first?.text.hasPrefix("Name") == true && label.text.lines.first?.text.contains("\u{2026}") == false, "\(spec)")
            #expect(try AuditTests.findings(spec, .clippedText).isEmpty, "\(spec)")
        }
        let view = #"{"width": 200, "height": 100, "placeholder": "\#(Self.escaped(text))", "placeholderNumberOfLines": 1}"#
        let placeholder = try PlaceholderTextView(json: Data(view.utf8)).layout().placeholder
        #expect(placeholder.lines.count == 1 && !placeholder.isTruncated && placeholder.lines.first?.text.contains("\u{2026}") == false)
        #expect(try AuditTests.findings(view, .clippedText).isEmpty)
    }

    /// Text after the break is more text: one line of "Name", a break and "More" is cut.
    @Test(arguments: separators)
    func textAfterALineBreakInOneLineIsStillCut(separator: String) throws {
        let spec = #"{"kind": "form", "width": 200, "children": [{"kind": "label", "text": "Name\#(Self.escaped(separator))More", "numberOfLines": 1}]}"#
        guard let label = try Mockup(json: Data(spec.utf8)).layout().layout(as: FormLayout.self)?.children.first?.layout(as: LabelLayout.self) else {
            Issue.record("not a form of a label"); return
        }
        #expect(label.text.lines.count == 1 && label.text.isTruncated && label.text.lines.first?.text.hasSuffix("\u{2026}") == true)
        #expect(try AuditTests.findings(spec, .clippedText).first?.message.contains("ellipsis") == true)
    }

    /// U+001C–U+001E are paragraph separators to ICU's bidi (class B) but break no line in
    /// UAX #14: the text they sit in is one line, in LTR and RTL paragraphs alike.
    @Test(arguments: ["\u{1C}", "\u{1D}", "\u{1E}"])
    func anInformationSeparatorStaysInsideItsLine(separator: String) throws {
        for text in ["a\(separator)b", "\u{05D0}\(separator)\u{05D1}", "\(separator)", "a\(separator)\u{05D0}\(separator)1"] {
            let spec = #"{"width": 200, "height": 100, "placeholder": "\#(Self.escaped(text))"}"#
            let view = try PlaceholderTextView(json: Data(spec.utf8))
            let layout = try view.layout()
            #expect(layout.placeholder.lines.count == 1, "\(text.unicodeScalars.map(\.value))")
            #expect(try !view.data(format: .png).isEmpty)
        }
    }

    /// cairo numbers an SVG's surface and image elements from counters of the process: the
    /// same mockup draws the same SVG bytes however many were drawn before it.
    @Test func anSVGsBytesDoNotDependOnWhatWasDrawnBefore() throws {
        let emoji = try Mockup(json: Data(#"{"width": 120, "height": 40, "placeholder": "Hi \u2764\ufe0f\ud83d\ude00"}"#.utf8))
        let first = try emoji.data(format: .svg)
        let other = try Mockup(json: Data(#"{"width": 90, "height": 30, "placeholder": "\ud83d\udc4d other"}"#.utf8))
        _ = try other.data(format: .svg)
        let again = try emoji.data(format: .svg)
        #expect(first == again)
        let svg = String(decoding: first, as: UTF8.self)
        #expect(svg.contains(#"id="source-1""#))
    }
}
