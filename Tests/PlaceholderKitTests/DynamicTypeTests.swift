import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderModel

/// Dynamic Type: text styles and `relativeTo` follow the content size category.
@Suite struct DynamicTypeTests {
    @Test func textStylesTakeIOSSizesAtEveryCategory() {
        #expect(FontTextStyle.body.size(at: .large) == 17)
        #expect(FontTextStyle.body.size(at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(FontTextStyle.largeTitle.size(at: .extraSmall) == 31)
        #expect(FontTextStyle.caption2.size(at: .accessibilityMedium) == 20)
        #expect(FontTextStyle.footnote.size(at: .small) == 12)
        // Every style grows, never shrinks, from one category to the next.
        for style in FontTextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map(style.size(at:))
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }

    @Test func aSpecsTextStyleFollowsTheCategoryAndHeadlineIsSemibold() throws {
        let view = try PlaceholderTextView(json: Data(#"{"width": 300, "height": 200, "font": {"textStyle": "headline"}, "contentSizeCategory": "AX5"}"#.utf8))
        #expect(view.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(view.resolvedFont.size == 53)
        #expect(view.resolvedFont.weight == .semibold)
        // The (empty) text's line is as tall as the semibold system font at 53 pt.
        let line = try #require(try view.layout().text.lines.first)
        let face = try FontLibrary.shared.resolve(view.resolvedFont).face
        #expect(abs(line.ascent - face.ascender / face.unitsPerEm * 53) < 1e-9)
        let body = try PlaceholderTextView(json: Data(#"{"width": 300, "height": 200, "font": {"textStyle": "body", "weight": "bold"}, "contentSizeCategory": "extraSmall"}"#.utf8))
        #expect(body.resolvedFont.size == 14 && body.resolvedFont.weight == .bold)
    }

    @Test func relativeToScalesTheSizeAsUIFontMetricsDoes() throws {
        let view = try PlaceholderTextView(json: Data(#"{"width": 300, "height": 200, "font": {"family": "DejaVu Sans", "size": 20, "relativeTo": "body"}, "contentSizeCategory": "xxxL"}"#.utf8))
        #expect(abs(view.resolvedFont.size - 20 * 23.0 / 17.0) < 1e-12)
        #expect(view.resolvedFont.family == "DejaVu Sans")
        // At large nothing changes.
        var large = view
        large.contentSizeCategory = .large
        #expect(large.resolvedFont.size == 20)
    }

    @Test func textStyleWithSizeIsAnErrorNamingBoth() {
        #expect(throws: ModelError(field: "font.textStyle", problem: "and font.size cannot both be set: a text style's size follows the content size category")) {
            try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10, "font": {"textStyle": "body", "size": 12}}"#.utf8))
        }
        #expect(throws: ModelError.self) {
            try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10, "font": {"textStyle": "body", "relativeTo": "body"}}"#.utf8))
        }
        #expect(throws: ModelError.self) {
            try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10, "contentSizeCategory": "huge"}"#.utf8))
        }
    }

    @Test func placeholderFontFollowsTheSameRulesAndInsetsDoNotScale() throws {
        let view = try PlaceholderTextView(json: Data(#"{"width": 300, "height": 200, "placeholder": "Hi", "placeholderFont": {"textStyle": "caption1"}, "contentSizeCategory": "AX1"}"#.utf8))
        #expect(view.resolvedPlaceholderFont.size == 22)
        let layout = try view.layout()
        #expect(layout.textContainer.y == 8)
        #expect(layout.placeholder.lines[0].runs[0].size == 22)
    }

    @Test func aTextStyleSurvivesEncodingAndDecoding() throws {
        var view = PlaceholderTextView(width: 100, height: 40)
        view.font = FontDescriptor(textStyle: .title2)
        view.contentSizeCategory = .extraLarge
        let again = try PlaceholderTextView(json: view.jsonData())
        #expect(again == view)
        #expect(again.resolvedFont.size == 24)
    }
}
