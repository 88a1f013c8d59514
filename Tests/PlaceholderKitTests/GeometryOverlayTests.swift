import Foundation
import PlaceholderImage
import Testing
import PlaceholderKit
@testable import PlaceholderGeometry
@testable import PlaceholderModel

/// `render --overlay`: the layout's rectangles drawn over the image in the legend's
/// colours, where the layout puts them, and nothing of it without the flag.
@Suite struct GeometryOverlayTests {
    static func view() -> PlaceholderTextView {
        var view = PlaceholderTextView(width: 240, height: 120)
        view.scale = 1
        view.placeholder = "Tell us what you think of the new design"
        view.textContainerInset = EdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        view.placeholderVerticalAlignment = .middle
        view.isEditing = true
        return view
    }

    static func isColor(_ image: RGBAImage, _ x: Int, _ y: Int, _ color: RGBA) -> Bool {
        let p = image[x, y]
        func near(_ a: UInt8, _ b: Double) -> Bool { abs(Double(a) - b * 255) < 2 }
        return near(p.r, color.red) && near(p.g, color.green) && near(p.b, color.blue)
    }

    @Test func everyRectangleOfTheLayoutIsAMarkOfItsKind() throws {
        let layout = try Mockup.textView(Self.view()).layout()
        let view = try Self.view().layout()
        let overlay = GeometryOverlay(layout)
        func rects(_ kind: GeometryOverlay.Kind) -> [Rect] { overlay.marks.filter { $0.kind == kind }.map(\.rect) }
        #expect(rects(.bounds) == [view.bounds])
        #expect(rects(.textContainer) == [view.textContainer])
        #expect(rects(.lineArea) == [view.lineArea])
        #expect(rects(.placeholderBlock) == [view.placeholderFrame])
        #expect(rects(.caret) == [view.caret!])
        #expect(rects(.lineBox).count == view.placeholder.lines.count && view.placeholder.lines.count == 2)
        #expect(rects(.baseline).map(\.y) == view.placeholder.lines.map(\.baseline))
        #expect(Set(GeometryOverlay.Kind.allCases.map(\.color.hex)).count == GeometryOverlay.Kind.allCases.count, "one colour per kind")
    }

    @Test func theMarksAreDrawnInTheLegendsColoursWhereTheLayoutPutsThem() throws {
        let layout = try Mockup.textView(Self.view()).layout()
        let view = try Self.view().layout()
        let plain = try layout.renderImage()
        let overlaid = try layout.renderImage(overlay: true)
        let middle = Int(view.bounds.midY)
        #expect(Self.isColor(overlaid, 0, middle, GeometryOverlay.Kind.bounds.color))
        #expect(!Self.isColor(plain, 0, middle, GeometryOverlay.Kind.bounds.color))
        // The container's left edge: 8 points in; the line area's: 5 more (below the
        // placeholder block, which is drawn over it where they meet).
        let low = Int(view.lineArea.maxY) - 3
        #expect(Self.isColor(overlaid, 8, low, GeometryOverlay.Kind.textContainer.color))
        #expect(Self.isColor(overlaid, 13, low, GeometryOverlay.Kind.lineArea.color))
        // Each baseline's row, right of the text (where no line box or glyph is).
        for line in view.placeholder.lines {
            let x = Int(view.lineArea.maxX) - 3, y = Int(line.baseline)
            #expect(Self.isColor(overlaid, x, y, GeometryOverlay.Kind.baseline.color), "baseline at \(y)")
        }
        // Nothing else moved: outside the marks the pixels are the plain image's.
        #expect(overlaid[120, 2] == plain[120, 2])
    }

    @Test func aFormsChildrenAreMarkedAtTheirFrames() throws {
        let form = try Mockup(json: Data(#"{"kind": "form", "width": 300, "children": [{"kind": "label", "text": "Name"}, {"kind": "textField", "placeholder": "Your name"}]}"#.utf8))
        let layout = try form.layout()
        guard let laidOut = layout.layout(as: FormLayout.self) else { return #expect(Bool(false)) }
        let bounds = GeometryOverlay(layout).marks.filter { $0.kind == .bounds }.map(\.rect)
        #expect(bounds == [laidOut.bounds] + laidOut.children.map(\.frame))
    }
}
