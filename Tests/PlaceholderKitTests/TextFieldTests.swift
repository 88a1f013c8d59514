import Foundation
import PlaceholderImage
import Testing
import PlaceholderKit
@testable import PlaceholderGeometry
@testable import PlaceholderModel

/// A text field as a user checks it: its frame's pixels where iOS puts them, one line that
/// never wraps, placeholder and text on the same pixels, the clear button only when its
/// mode shows it, secure entry as dots.
@Suite struct TextFieldTests {
    static func field(_ json: String) throws -> PlaceholderTextField {
        guard let field = try Mockup(json: Data(json.utf8)).spec(as: PlaceholderTextField.self) else { throw ModelError(field: "kind", problem: "not a field") }
        return field
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test func aFieldSpecIsReadByItsKindAndKeepsUIKitsDefaults() throws {
        let field = try Self.field(#"{"kind": "textField", "width": 200}"#)
        #expect(field.font == .system && field.font.size == 17)
        #expect(field.borderStyle == .none && field.contentVerticalAlignment == .center)
        #expect(field.clearButtonMode == .never && field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(field.heightSpec == .auto)
        // A spec without a kind is still a text view.
        #expect(try Mockup(json: Data(#"{"width": 10, "height": 10}"#.utf8)).kind == .textView)
    }

    /// sizeThatFits, as the iOS references measure it at 17 pt body text: 22 pt without a
    /// border, 30 for `line`, 32 for `bezel`, 34 for `roundedRect`.
    @Test(arguments: [("none", 22.0), ("line", 30.0), ("bezel", 32.0), ("roundedRect", 34.0)])
    func autoHeightIsTheIntrinsicHeightIOSGives(style: String, height: Double) throws {
        let field = try Self.field(#"{"kind": "textField", "width": 200, "borderStyle": "\#(style)"}"#).layout()
        #expect(field.bounds.height == height)
    }

    /// The text starts as far in as iOS puts it: flush without a border, about 2 pt inside a
    /// line, 7 pt inside a bezel and a rounded rect; placeholder and text alike.
    @Test(arguments: [("none", 0.0), ("line", 2.0), ("bezel", 7.0), ("roundedRect", 7.0)])
    func theTextStartsAtTheBorderStylesInset(style: String, inset: Double) throws {
        let json = #"{"kind": "textField", "width": 200, "borderStyle": "\#(style)", "placeholder": "Name"}"#
        let layout = try Self.field(json).layout()
        #expect(layout.textRect.minX == inset)
        let line = try #require(layout.placeholder.lines.first)
        #expect(abs(line.x - inset) < 1e-9, "a left-aligned line starts at the text rect")
    }

    /// iOS sets a bezel's line 1.33 pt lower than a line field's of the same frame (both
    /// have a 1 pt border, so the same inside): checked at its own 32 pt, a taller frame,
    /// each vertical alignment and a larger font; placeholder and typed text alike.
    @Test(arguments: [(32.0, "center", 17.0), (44.0, "center", 17.0), (44.0, "top", 17.0), (44.0, "bottom", 17.0), (60.0, "center", 28.0)])
    func aBezelsLineSits133PointLowerThanALineFields(height: Double, alignment: String, size: Double) throws {
        func layout(_ style: String) throws -> TextFieldLayout {
            try Self.field(#"{"kind": "textField", "width": 200, "height": \#(height), "borderStyle": "\#(style)", "contentVerticalAlignment": "\#(alignment)", "font": {"size": \#(size)}, "text": "Jane", "placeholder": "Name"}"#).layout()
        }
        let bezel = try layout("bezel"), line = try layout("line")
        for (b, l) in [(bezel.text, line.text), (bezel.placeholder, line.placeholder)] {
            let lowered = try #require(b.lines.first).baseline - (try #require(l.lines.first)).baseline
            #expect(abs(lowered - 1.33) < 0.01, "\(lowered) pt lower at \(alignment), \(height) pt")
        }
    }

    static func image(_ style: String, scale: Int, appearance: String = "light") throws -> RGBAImage {
        let json = #"{"kind": "textField", "width": 100, "height": 30, "scale": \#(scale), "borderStyle": "\#(style)", "appearance": "\#(appearance)"}"#
        return try field(json).renderImage()
    }

    /// roundedRect: the corner outside the 5 pt radius is not drawn; the frame is one device
    /// pixel of #CCCCCC (#333333 in dark appearance) and the next pixel is the background.
    @Test(arguments: [(2, "light", [204, 204, 204, 255], [255, 255, 255, 255]), (3, "light", [204, 204, 204, 255], [255, 255, 255, 255]),
                      (3, "dark", [51, 51, 51, 255], [0, 0, 0, 255])])
    func aRoundedRectsFrameIsOneDevicePixel(scale: Int, appearance: String, frame: [UInt8], inside: [UInt8]) throws {
        let rounded = try Self.image("roundedRect", scale: scale, appearance: appearance)
        let (midX, midY, right, bottom) = (50 * scale, 15 * scale, 100 * scale - 1, 30 * scale - 1)
        for (x, y) in [(midX, 0), (midX, bottom), (0, midY), (right, midY)] {
            #expect(Self.pixel(rounded, x, y) == frame, "the frame at (\(x), \(y))")
        }
        for (x, y) in [(midX, 1), (midX, bottom - 1), (1, midY), (right - 1, midY)] {
            #expect(Self.pixel(rounded, x, y) == inside, "one pixel in from the frame at (\(x), \(y))")
        }
        #expect(Self.pixel(rounded, 0, 0)[3] == 0, "outside the rounded corner")
        // A radius of 5 pt is 10 px at @2x: the pixel 1 px in on the diagonal is still outside it.
        #expect(Self.pixel(rounded, 1, 1)[3] < 255)
    }

    /// bezel: a 1 pt #808080 frame all round, and inside it a 1 pt #AAAAAA band along the
    /// top and left edges only; the rest is the background.
    @Test func aBezelHasAGreyFrameAndALighterBandAlongTheTopAndLeft() throws {
        let bezel = try Self.image("bezel", scale: 2)
        let grey: [UInt8] = [128, 128, 128, 255], band: [UInt8] = [170, 170, 170, 255], white: [UInt8] = [255, 255, 255, 255]
        for (x, y) in [(100, 0), (100, 1), (100, 58), (100, 59), (0, 30), (1, 30), (198, 30), (199, 30), (0, 0), (199, 59)] {
            #expect(Self.pixel(bezel, x, y) == grey, "the frame at (\(x), \(y))")
        }
        for (x, y) in [(100, 2), (100, 3), (2, 30), (3, 30), (2, 2), (197, 2), (2, 57)] {
            #expect(Self.pixel(bezel, x, y) == band, "the inner band at (\(x), \(y))")
        }
        for (x, y) in [(100, 4), (100, 57), (4, 30), (197, 30), (197, 57)] {
            #expect(Self.pixel(bezel, x, y) == white, "no band at (\(x), \(y))")
        }
    }

    /// line: 1 pt black all round and no fill; none: nothing at all.
    @Test func aLineIsOnePointOfBlackAndNoneDrawsNothing() throws {
        let line = try Self.image("line", scale: 2)
        #expect(Self.pixel(line, 0, 0) == [0, 0, 0, 255] && Self.pixel(line, 100, 1) == [0, 0, 0, 255], "1 pt black: two pixels")
        #expect(Self.pixel(line, 100, 2)[3] == 0, "a line field has no fill")
        let none = try Self.image("none", scale: 2)
        #expect(Self.pixel(none, 0, 0)[3] == 0 && Self.pixel(none, 100, 0)[3] == 0, "no frame, no fill")
    }

    @Test(arguments: [("top", -1.0), ("center", 0.0), ("fill", 0.0), ("bottom", 1.0)])
    func contentVerticalAlignmentMovesTheBaseline(alignment: String, side: Double) throws {
        let json = #"{"kind": "textField", "width": 200, "height": 60, "text": "Jane", "contentVerticalAlignment": "\#(alignment)"}"#
        let layout = try Self.field(json).layout()
        let line = try #require(layout.text.lines.first)
        let centred = try Self.field(json.replacingOccurrences(of: alignment, with: "center")).layout().text.lines[0]
        // Top and bottom move the line by half the spare height from the centre.
        let spare = 60 - line.height
        #expect(abs(line.baseline - (centred.baseline + side * spare / 2)) < 1e-9)
        if alignment == "top" { #expect(abs(line.top - 0) < 1e-9) }
        if alignment == "bottom" { #expect(abs(line.top + line.height - 60) < 1e-9) }
    }

    @Test func placeholderAndTypedTextStartAtTheSameXAndBaseline() throws {
        for style in TextFieldBorderStyle.allCases {
            let base = #"{"kind": "textField", "width": 240, "borderStyle": "\#(style.rawValue)", "leftView": {"width": 12}, "leftViewMode": "always""#
            let placeholder = try Self.field(base + #", "placeholder": "Name"}"#).layout()
            let text = try Self.field(base + #", "text": "Name"}"#).layout()
            let (p, t) = (try #require(placeholder.placeholder.lines.first), try #require(text.text.lines.first))
            #expect(placeholder.placeholderVisible && !placeholder.textVisible && text.textVisible && !text.placeholderVisible)
            #expect(p.baseline == t.baseline && p.x == t.x && p.runs[0].glyphs.map(\.x) == t.runs[0].glyphs.map(\.x), "\(style)")
            #expect(t.x >= 12, "text starts after the left view")
        }
    }

    /// UIKit's modes, written out: the button shows over typed text only, while editing,
    /// unless editing, or always.
    @Test(arguments: [
        ("never", false, false), ("never", true, false),
        ("whileEditing", false, false), ("whileEditing", true, true),
        ("unlessEditing", false, true), ("unlessEditing", true, false),
        ("always", false, true), ("always", true, true),
    ])
    func theClearButtonShowsOnlyInTheModesThatShowIt(mode: String, editing: Bool, shown: Bool) throws {
        let json = #"{"kind": "textField", "width": 200, "borderStyle": "roundedRect", "clearButtonMode": "\#(mode)", "isEditing": \#(editing)"#
        let withText = try Self.field(json + #", "text": "Jane"}"#)
        let layout = try withText.layout()
        #expect((layout.clearButton != nil) == shown)
        // Its pixels: the disc's grey, or the plain background.
        let image = try withText.renderImage()
        let centre = Self.pixel(image, Int((200 - 7 - 7) * 2), 34)
        let ring = Self.pixel(image, Int((200 - 7 - 7) * 2) + 11, 34)
        if shown {
            #expect(ring[0] < 230 && ring[0] == ring[1], "the disc is grey: \(ring)")
            #expect(centre[0] > ring[0], "the ✕ is cut out of the disc: \(centre) \(ring)")
            let button = try #require(layout.clearButton)
            #expect(layout.textRect.maxX <= button.minX - TextFieldLayout.clearButtonGap + 1e-9)
        } else {
            #expect(ring == [255, 255, 255, 255])
        }
        // Over an empty field, never.
        #expect(try Self.field(json + "}").layout().clearButton == nil)
    }

    @Test func secureEntryDrawsOneDotPerCharacter() throws {
        let layout = try Self.field(#"{"kind": "textField", "width": 300, "text": "pa$$ wörd👍🏽", "isSecureTextEntry": true}"#).layout()
        let line = try #require(layout.text.lines.first)
        #expect(line.text == String(repeating: "\u{25CF}", count: 10))
        #expect(line.runs.flatMap(\.glyphs).count == 10)
        let placeholder = try Self.field(#"{"kind": "textField", "width": 300, "placeholder": "Password", "isSecureTextEntry": true}"#).layout()
        #expect(placeholder.placeholder.lines.first?.text == "Password", "the placeholder is not hidden")
    }

    @Test func longTextEndsInAnEllipsisAndScrollsToTheCaretWhileEditing() throws {
        let text = "A sentence far too long for the narrow field it was typed into"
        let idle = try Self.field(#"{"kind": "textField", "width": 120, "text": "\#(text)"}"#).layout()
        #expect(idle.text.lines.count == 1 && idle.text.isTruncated && idle.text.lines[0].text.hasSuffix("…"))
        #expect(idle.text.lines[0].width <= idle.textRect.width + 1e-6)
        let editing = try Self.field(#"{"kind": "textField", "width": 120, "text": "\#(text)", "isEditing": true}"#).layout()
        let line = try #require(editing.text.lines.first)
        #expect(editing.text.lines.count == 1 && !editing.text.isTruncated && line.text == text)
        #expect(abs(line.x + line.width - editing.textRect.maxX) < 1e-6, "the end shows at the text rect's right edge")
        let caret = try #require(editing.caret)
        #expect(abs(caret.x + caret.width / 2 - editing.textRect.maxX) < 1e-6)
    }

    @Test func adjustsFontSizeToFitWidthShrinksDownToTheMinimum() throws {
        let text = "Shrink me to fit this field"
        let fitted = try Self.field(#"{"kind": "textField", "width": 150, "text": "\#(text)", "adjustsFontSizeToFitWidth": true, "minimumFontSize": 8}"#).layout()
        #expect(fitted.fontSize < 17 && fitted.fontSize >= 8)
        #expect(!fitted.text.isTruncated && fitted.text.lines[0].width <= fitted.textRect.width + 1e-6)
        #expect(fitted.text.lines[0].runs[0].size == fitted.fontSize)
        let floored = try Self.field(#"{"kind": "textField", "width": 60, "text": "\#(text)", "adjustsFontSizeToFitWidth": true, "minimumFontSize": 12}"#).layout()
        #expect(floored.fontSize == 12 && floored.text.isTruncated, "at the minimum, the rest is cut with …")
    }

    /// UIKit shrinks from the font's size after Dynamic Type down to at most
    /// `minimumFontSize` and never draws larger than that size: body text at extraSmall is
    /// 14 pt, and a minimum of 16 leaves it at 14 (the rest cut with …), not grown to 16.
    @Test func shrinkingNeverGrowsTheFontPastItsDynamicTypeSize() throws {
        let text = "A street name that does not quite fit"
        let field = try Self.field(#"""
            {"kind": "textField", "width": 150, "text": "\#(text)", "font": {"textStyle": "body"}, "contentSizeCategory": "extraSmall",
             "adjustsFontSizeToFitWidth": true, "minimumFontSize": 16}
            """#)
        #expect(field.resolvedFont.size == 14, "body at extraSmall")
        let layout = try field.layout()
        let line = try #require(layout.text.lines.first)
        #expect(layout.fontSize <= 14)
        #expect(line.runs.allSatisfy { $0.size <= 14 }, "drawn at \(line.runs.map(\.size))")
        #expect(layout.text.isTruncated && line.text.hasSuffix("\u{2026}"), "at its own size the rest is cut with …")
        // A minimum above the font's size at the default category keeps that size too.
        let large = try Self.field(#"{"kind": "textField", "width": 150, "text": "\#(text)", "adjustsFontSizeToFitWidth": true, "minimumFontSize": 20}"#).layout()
        #expect(large.fontSize == 17 && large.text.lines.first?.runs.allSatisfy { $0.size == 17 } == true)
    }

    @Test func theCaretOfAnEmptyFieldIsWhereTypingStarts() throws {
        let layout = try Self.field(#"{"kind": "textField", "width": 200, "borderStyle": "roundedRect", "placeholder": "Name", "isEditing": true}"#).layout()
        let caret = try #require(layout.caret)
        #expect(abs(caret.x + caret.width / 2 - 7) < 1e-9, "at the 7 pt text inset")
        #expect(layout.placeholderVisible, "the placeholder stays until the first character")
    }

    @Test func rightViewAndLabelsTakeTheirWidthFromTheTextRect() throws {
        let layout = try Self.field(#"{"kind": "textField", "width": 200, "text": "12", "rightView": {"text": "kg"}, "rightViewMode": "always", "clearButtonMode": "always"}"#).layout()
        let right = try #require(layout.rightView)
        let label = try #require(layout.rightLabel?.lines.first)
        #expect(abs(right.width - (label.width + 2 * TextFieldAccessory.labelPadding)) < 1e-9)
        #expect(right.maxX == 200)
        let button = try #require(layout.clearButton)
        #expect(button.maxX <= right.minX && layout.textRect.maxX < button.minX)
    }

    static let invalid = [
        (#"{"kind": "textField"}"#, "width: is required"),
        (#"{"kind": "textField", "width": 10, "borderStyle": "rounded"}"#, "borderStyle: \"rounded\" is not one of none, line, bezel, roundedRect"),
        (#"{"kind": "textField", "width": 10, "leftView": {}}"#, "leftView: needs a width or a text"),
        (#"{"kind": "textField", "width": 10, "placeholderNumberOfLines": 2}"#, "placeholderNumberOfLines: unknown key"),
        (#"{"kind": "textField", "width": 10, "text": "a", "attributedText": [{"text": "b"}]}"#, "attributedText: cannot be used together with text; give one of them"),
        (#"{"kind": "label", "text": "a"}"#, "kind: a label is drawn only inside a form; give textView, textField or form"),
        (#"{"kind": "sheet"}"#, "kind: \"sheet\" is not one of textView, textField, form, label"),
        (#"{"kind": "textField", "width": 20000, "height": 20000}"#, "width: makes an image side over 32767 pixels at scale 2.0"),
    ]

    @Test(arguments: Self.invalid)
    func badFieldsAreOneLineNamingTheField(json: String, message: String) {
        do {
            _ = try Mockup(json: Data(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func variantsAndLocalizationsApplyToAField() throws {
        let mockup = try Mockup(json: Data(#"""
            {"kind": "textField", "width": 200, "placeholder": "Name", "localizations": {"ja": {"placeholder": "名前"}},
             "variants": {"language": ["en", "ja"], "appearance": ["light", "dark"]}}
            """#.utf8))
        let expanded = mockup.variantsExpanded
        #expect(expanded.map(\.suffix) == [".light.en", ".light.ja", ".dark.en", ".dark.ja"])
        guard let ja = expanded[1].mockup.spec(as: PlaceholderTextField.self), let darkEn = expanded[2].mockup.spec(as: PlaceholderTextField.self) else { return #expect(Bool(false)) }
        #expect(ja.placeholder == "名前" && darkEn.placeholder == "Name" && darkEn.appearance == .dark)
    }

    @Test func dynamicTypeGrowsTheFieldsTextAndItsAutoHeight() throws {
        let json = #"{"kind": "textField", "width": 300, "borderStyle": "roundedRect", "text": "Jane", "font": {"textStyle": "body"}, "contentSizeCategory": "CATEGORY"}"#
        let large = try Self.field(json.replacingOccurrences(of: "CATEGORY", with: "L")).layout()
        let ax3 = try Self.field(json.replacingOccurrences(of: "CATEGORY", with: "AX3")).layout()
        #expect(large.text.lines[0].runs[0].size == 17, "body at the default category is 17 pt")
        #expect(ax3.text.lines[0].runs[0].size == FontTextStyle.body.size(at: .accessibilityExtraLarge))
        #expect(ax3.bounds.height > large.bounds.height)
    }

    @Test func aFieldRoundTripsThroughItsJSON() throws {
        let mockup = try Mockup(json: Data(#"{"kind": "textField", "width": 200, "borderStyle": "bezel", "rightView": {"width": 8}}"#.utf8))
        #expect(try Mockup(json: mockup.jsonData()) == mockup)
    }
}
