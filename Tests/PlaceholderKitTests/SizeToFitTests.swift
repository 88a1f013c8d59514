import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderGeometry
@testable import PlaceholderText
@testable import PlaceholderModel

/// `"height": "auto"`: a growing text view, as tall as its content within min and max.
@Suite struct SizeToFitTests {
    static let long = "Tell us what you think about the new design. Your feedback helps us improve every release of the app."

    func view(_ json: String) throws -> PlaceholderTextView {
        try PlaceholderTextView(json: Data(json.utf8))
    }

    @Test func heightIsInsetsPlusTheContentsLines() throws {
        let short = try view(#"{"width": 200, "height": "auto", "placeholder": "Hi"}"#)
        let layout = try short.layout()
        let lines = layout.placeholder.lines
        #expect(lines.count == 1)
        #expect(layout.view.height == 8 + lines[0].height + 8)
        #expect(layout.bounds.height == layout.view.height)
        let tall = try view(#"{"width": 200, "height": "auto", "placeholder": "\#(Self.long)"}"#).layout()
        #expect(tall.placeholder.lines.count > 2)
        #expect(abs(tall.view.height - (16 + tall.placeholder.height)) < 1e-9)
        #expect(!tall.placeholder.isTruncated)
    }

    @Test func typedTextWinsOverThePlaceholderAndAnEmptyViewIsOneLineOfItsFont() throws {
        let typed = try view(#"{"width": 200, "height": "auto", "placeholder": "\#(Self.long)", "text": "Short"}"#).layout()
        #expect(abs(typed.view.height - (16 + typed.text.lines[0].height)) < 1e-9)
        let empty = try view(#"{"width": 200, "height": "auto", "font": {"family": "DejaVu Sans", "size": 30}}"#).layout()
        let face = try FontLibrary.shared.resolve(FontDescriptor(family: "DejaVu Sans", size: 30)).face
        let line = face.metrics(size: 30)
        #expect(abs(empty.view.height - (16 + line.ascent + line.descent + line.lineGap)) < 1e-9)
    }

    @Test func minAndMaxClampTheHeightAndMaxClipsTheContent() throws {
        let small = try view(#"{"width": 200, "height": "auto", "minHeight": 120, "placeholder": "Hi"}"#).layout()
        #expect(small.view.height == 120)
        let capped = try view(#"{"width": 200, "height": "auto", "maxHeight": 60, "placeholder": "\#(Self.long)"}"#).layout()
        #expect(capped.view.height == 60)
        #expect(capped.placeholder.height <= 44 + 1e-9)
        let image = try view(#"{"width": 200, "height": "auto", "maxHeight": 60, "scale": 1, "placeholder": "\#(Self.long)"}"#).renderImage()
        #expect(image.height == 60)
    }

    @Test func theLayoutDocumentReportsTheResolvedHeightAndSpecsRoundTrip() throws {
        let auto = try view(#"{"width": 200, "height": "auto", "minHeight": 10, "maxHeight": 500, "placeholder": "Hi"}"#)
        let layout = try auto.layout()
        let document = LayoutDocument(view: auto, layout: layout)
        #expect(document.size.height == layout.view.height)
        #expect(try PlaceholderTextView(json: auto.jsonData()) == auto)
        #expect(String(decoding: try auto.jsonData(), as: UTF8.self).contains(#""height" : "auto""#))
    }

    @Test func badHeightsAreErrorsNamingTheField() {
        #expect(throws: ModelError(field: "height", problem: "must be a number of points or \"auto\"")) {
            try PlaceholderTextView(json: Data(#"{"width": 10, "height": "tall"}"#.utf8))
        }
        #expect(throws: ModelError(field: "minHeight", problem: "applies only when height is \"auto\"")) {
            try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10, "minHeight": 5}"#.utf8))
        }
        #expect(throws: ModelError(field: "minHeight", problem: "90.0 is more than maxHeight 50.0")) {
            try PlaceholderTextView(json: Data(#"{"width": 10, "height": "auto", "minHeight": 90, "maxHeight": 50}"#.utf8))
        }
    }
}
