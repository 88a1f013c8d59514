import Foundation
import PlaceholderImage
import Testing
import PlaceholderKit
@testable import PlaceholderGeometry
@testable import PlaceholderModel

/// A form as a user checks it: children stacked exactly `spacing` apart inside the margins,
/// each drawn as it would be alone, the form's appearance, language and variants reaching
/// every child, errors naming the child.
@Suite struct FormTests {
    static let feedback = #"""
        {"kind": "form", "width": 375, "spacing": 12, "layoutMargins": {"top": 20, "left": 16, "bottom": 24, "right": 16},
         "children": [
          {"kind": "label", "text": "Feedback", "font": {"size": 28, "weight": "bold"}},
          {"kind": "textField", "borderStyle": "roundedRect", "placeholder": "Name", "localizations": {"ja": {"placeholder": "名前"}}},
          {"kind": "textView", "height": 120, "placeholder": "Tell us", "borderWidth": 1}
         ]}
        """#

    static func form(_ json: String) throws -> PlaceholderForm {
        guard let form = try Mockup(json: Data(json.utf8)).spec(as: PlaceholderForm.self) else { throw ModelError(field: "kind", problem: "not a form") }
        return form
    }

    @Test func childrenAreStackedExactlySpacingApartInsideTheMargins() throws {
        let layout = try Self.form(Self.feedback).layout()
        let frames = layout.children.map(\.frame)
        #expect(frames.count == 3)
        #expect(frames[0].y == 20)
        for (above, below) in zip(frames, frames.dropFirst()) { #expect(below.y == above.maxY + 12) }
        #expect(frames[0].height == 34, "the label's 33.9 pt of lines, rounded up to whole pixels")
        #expect(frames.allSatisfy { $0.x == 16 && $0.width == 375 - 32 })
        #expect(layout.bounds.height == frames[2].maxY + 24, "auto height: the last child and the bottom margin")
        #expect(frames[1].height == 34 && frames[2].height == 120)
    }

    /// A child that would start inside a pixel moves down to the next one.
    @Test func childrenStartOnWholePixels() throws {
        let form = try Self.form(#"{"kind": "form", "width": 100, "scale": 3, "spacing": 0.5, "children": [{"kind": "label", "text": "a"}, {"kind": "label", "text": "b"}]}"#)
        let frames = try form.layout().children.map(\.frame)
        let gap = frames[1].y - frames[0].maxY
        #expect(gap >= 0.5 && gap < 0.5 + 1.0 / 3)
        #expect(abs((frames[1].y * 3).rounded() - frames[1].y * 3) < 1e-9)
    }

    /// A form of `heights` (points) stacked `spacing` apart at `scale`, no margins.
    static func stack(_ heights: [Double], spacing: Double, scale: Double) throws -> FormLayout {
        let children = heights.map { #"{"kind": "textView", "height": \#($0)}"# }.joined(separator: ", ")
        return try form(#"""
            {"kind": "form", "width": 100, "scale": \#(scale), "spacing": \#(spacing),
             "layoutMargins": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "children": [\#(children)]}
            """#).layout()
    }

    /// 74/3 pt is 74 pixels at @3x and 8 + 74/3 pt is 98 pixels exactly, though
    /// 98.00000000000001 in floating point: the next child starts on pixel 98, exactly
    /// `spacing` below, not a pixel lower.
    @Test func wholePixelHeightsLeaveNoGapBeyondTheSpacing() throws {
        let layout = try Self.stack([74.0 / 3, 74.0 / 3, 10], spacing: 8, scale: 3)
        let frames = layout.children.map(\.frame)
        #expect(abs(frames[1].y * 3 - 98) < 1e-9)
        for (above, below) in zip(frames, frames.dropFirst()) {
            #expect(abs(below.y - above.maxY - 8) < 1e-9, "a gap of \((below.y - above.maxY - 8) * 3) px beyond the spacing")
        }
        #expect(abs(layout.bounds.height * 3 - (74 + 24 + 74 + 24 + 30)) < 1e-9)
    }

    /// Heights and spacings in thirds and sevenths of a point, at @1x, @2x and @3x: each child starts
    /// on the first whole pixel at or below where exact arithmetic puts it (the pixel
    /// itself when it lands on one), so never a pixel too low for float noise, and less
    /// than a pixel below the exact place.
    @Test(arguments: [1, 2, 3])
    func childrenStartOnThePixelExactArithmeticGives(scale: Int) throws {
        for denominator in [3, 7] { for spacing in [0, 3, 24, 56, 84] {
            // Heights in 1/denominator points, a deterministic spread of whole and partial pixels.
            let heights = (0..<60).map { 1 + ($0 * 37 + spacing * 11) % 200 }
            let layout = try Self.stack(heights.map { Double($0) / Double(denominator) }, spacing: Double(spacing) / Double(denominator),
                                        scale: Double(scale))
            var exactTop = 0  // in pixels: the snapped top of the child above
            for (index, child) in layout.children.enumerated() {
                let pixels = child.frame.y * Double(scale)
                #expect(abs(pixels - pixels.rounded()) < 1e-9, "child \(index) starts inside a pixel")
                if index > 0 {
                    // (top + height + spacing) × scale in 1/denominator pixels, rounded up exactly.
                    let parts = (exactTop * denominator + (heights[index - 1] + spacing) * scale)
                    let expected = (parts + denominator - 1) / denominator
                    #expect(Int(pixels.rounded()) == expected,
                            "@\(scale)x spacing \(spacing)/\(denominator): child \(index) at pixel \(pixels), exactly \(parts)/\(denominator)")
                }
                exactTop = Int(pixels.rounded())
            }
        } }
    }

    @Test func eachChildIsDrawnAsItWouldBeAlone() throws {
        let form = try Self.form(Self.feedback)
        let layout = try form.layout()
        let image = try form.renderImage()
        #expect(image.width == 750 && image.height == Int((layout.bounds.height * 2).rounded(.up)))
        // The text field's pixels in the form are those of the same field drawn alone.
        let alone = try PlaceholderTextField(json: Data(#"{"kind": "textField", "width": 343, "borderStyle": "roundedRect", "placeholder": "Name"}"#.utf8)).renderImage()
        let frame = layout.children[1].frame
        var differing = 0
        for y in 0..<alone.height {
            for x in 0..<alone.width {
                let a = alone[x, y], f = image[x + Int(frame.x * 2), y + Int(frame.y * 2)]
                // Where the field is transparent (outside its corners) the form shows through.
                if a.a == 255, (a.r, a.g, a.b) != (f.r, f.g, f.b) { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    @Test func theFormsAppearanceAndLanguageReachEveryChild() throws {
        var form = try Self.form(Self.feedback)
        form.appearance = .dark
        form.language = "ja"
        let layout = try form.layout()
        guard let field = layout.children[1].layout(as: TextFieldLayout.self), let view = layout.children[2].layout(as: TextViewLayout.self) else {
            return #expect(Bool(false))
        }
        #expect(field.field.appearance == .dark && view.view.appearance == .dark)
        #expect(field.placeholder.lines.first?.text == "名前")
        let image = try form.renderImage()
        #expect(image[2, 2].r == 0, "the dark systemBackground")
    }

    @Test func variantsMultiplyTheWholeForm() throws {
        let json = Self.feedback.replacingOccurrences(of: #""kind": "form","#, with: #""kind": "form", "variants": {"appearance": ["light", "dark"], "language": ["en", "ja"]},"#)
        let expanded = try Mockup(json: Data(json.utf8)).variantsExpanded
        #expect(expanded.map(\.suffix) == [".light.en", ".light.ja", ".dark.en", ".dark.ja"])
        guard let ja = expanded[1].mockup.spec(as: PlaceholderForm.self), let field = ja.children[1].spec(as: PlaceholderTextField.self) else { return #expect(Bool(false)) }
        #expect(field.placeholder == "名前" && field.language == "ja")
    }

    @Test func theLayoutDocumentNestsEachChildUnderItsFrame() throws {
        let document = try Mockup(json: Data(Self.feedback.utf8)).layout().document
        let json = try JSONDecoder().decode(JSONValue.self, from: document.jsonData())
        #expect(json["kind"] == .string("form"))
        guard case .array(let children)? = json["children"] else { return #expect(Bool(false)) }
        #expect(children.map { $0["document"]?["kind"] } == [.string("label"), .string("textField"), .string("textView")])
        let frames = try Mockup(json: Data(Self.feedback.utf8)).layout()
        guard let form = frames.layout(as: FormLayout.self) else { return #expect(Bool(false)) }
        #expect(children[1]["frame"]?["y"] == .number(form.children[1].frame.y))
        guard case .array(let lines)? = children[2]["document"]?["placeholder"]?["lines"] else { return #expect(Bool(false)) }
        #expect(lines.first?["text"] == .string("Tell us"))
        // It reads back as a layout document.
        #expect(try LayoutDocument(json: document.jsonData()).children?.count == 3)
    }

    static let invalid = [
        (#"{"kind": "form", "width": 100}"#, "children: is required"),
        (#"{"kind": "form", "width": 100, "children": []}"#, "children: must hold at least one child"),
        (#"{"kind": "form", "width": 100, "children": [{"text": "a"}]}"#, "children[0].kind: is required"),
        (#"{"kind": "form", "width": 100, "children": [{"kind": "label"}, {"kind": "label"}, {"kind": "textField", "placeholder": 3}]}"#,
         "children[2].placeholder: expected a string"),
        (#"{"kind": "form", "width": 100, "children": [{"kind": "textField", "width": 10}]}"#, "children[0].width: unknown key"),
        (#"{"kind": "form", "width": 100, "children": [{"kind": "textView", "appearance": "dark"}]}"#, "children[0].appearance: unknown key"),
        (#"{"kind": "form", "width": 100, "children": [{"kind": "form", "width": 10, "children": []}]}"#,
         "children[0].kind: a form cannot hold a form; give label, textField or textView"),
        (#"{"kind": "form", "width": 100, "children": [{"kind": "label", "numberOfLines": -1}]}"#, "children[0].numberOfLines: must be 0 (no limit) or more"),
        (#"{"kind": "form", "width": 100, "children": [{"kind": "label", "localizations": {"ja": {"placeholder": "x"}}}]}"#,
         "children[0].localizations.ja: a label has no placeholder; give text or attributedText"),
        (#"{"kind": "form", "width": 100, "children": [{"kind": "textView", "text": "a", "attributedText": []}]}"#,
         "children[0].attributedText: cannot be used together with text; give one of them"),
        (#"{"kind": "form", "width": 100, "layoutMargins": {"left": 60, "right": 60}, "children": [{"kind": "textField"}]}"#,
         "children[0].width: must be a finite number greater than 0"),
    ]

    @Test(arguments: Self.invalid)
    func badFormsAreOneLineNamingTheChild(json: String, message: String) {
        do {
            _ = try Mockup(json: Data(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func aFormHoldsAtMost256Children() throws {
        let child = #"{"kind": "label", "text": "a"}"#
        func json(_ count: Int) -> String { #"{"kind": "form", "width": 100, "children": ["# + Array(repeating: child, count: count).joined(separator: ",") + "]}" }
        #expect(throws: Never.self) { try Mockup(json: Data(json(256).utf8)) }
        #expect { try Mockup(json: Data(json(257).utf8)) } throws: { "\($0)" == "children: holds 257 children, over the limit of 256" }
    }

    @Test func aFormTallerThanThePixelLimitIsRefusedBeforeItIsDrawn() throws {
        let tall = #"{"kind": "textView", "height": 9000}"#
        let json = #"{"kind": "form", "width": 300, "scale": 2, "children": ["# + Array(repeating: tall, count: 3).joined(separator: ",") + "]}"
        let form = try Self.form(json)
        #expect { try form.layout() } throws: { "\($0)".hasPrefix("height: makes an image side over 32767 pixels") }
    }

    @Test func aFormRoundTripsThroughItsJSON() throws {
        let mockup = try Mockup(json: Data(Self.feedback.utf8))
        #expect(try Mockup(json: mockup.jsonData()) == mockup)
    }
}
