import Foundation
import TestSupport
import PlaceholderImage
import PlaceholderKit
@testable import PlaceholderRendering
@testable import PlaceholderModel
import Testing

@Suite struct RenderingTests {
    func render(_ configure: (inout PlaceholderTextView) -> Void) throws -> RGBAImage {
        var view = PlaceholderTextView(width: 100, height: 60)
        configure(&view)
        return try view.renderImage()
    }

    @Test func imageSizeIsPointsTimesScaleRoundedUp() throws {
        let image = try render { $0.width = 100.3; $0.height = 20.1; $0.scale = 3 }
        #expect(image.width == 301 && image.height == 61)
    }

    @Test func backgroundFillsTheViewAndDarkModeResolvesIt() throws {
        let light = try render { _ in }
        #expect(light[100, 60] == (255, 255, 255, 255))
        let dark = try render { $0.appearance = .dark }
        #expect(dark[100, 60] == (0, 0, 0, 255))
        let custom = try render { $0.backgroundColor = .rgba(RGBA(hex: "#336699")!) }
        #expect(custom[10, 10] == (0x33, 0x66, 0x99, 255))
    }

    @Test func cornersOutsideTheRadiusStayTransparent() throws {
        let image = try render { $0.cornerRadius = 20; $0.backgroundColor = .system(.black) }
        #expect(image[0, 0].a == 0)
        #expect(image[199, 119].a == 0)
        #expect(image[100, 0] == (0, 0, 0, 255))
        #expect(image[0, 60] == (0, 0, 0, 255))
        // 20 pt radius at @2x: (8, 8) lies outside the arc, (20, 20) inside.
        #expect(image[8, 8].a == 0)
        #expect(image[20, 20].a == 255)
    }

    @Test func borderIsDrawnInsideTheBoundsOverTheContent() throws {
        let image = try render {
            $0.borderWidth = 2
            $0.borderColor = .rgba(RGBA(hex: "#FF0000")!)
            $0.backgroundColor = .system(.white)
        }
        // 2 pt = 4 pixels at @2x, all inside the bounds.
        for y in 0..<4 { #expect(image[100, y] == (255, 0, 0, 255)) }
        #expect(image[100, 4] == (255, 255, 255, 255))
        #expect(image[0, 60] == (255, 0, 0, 255) && image[199, 60] == (255, 0, 0, 255))
        // Over the content: a text line under the border is covered.
        let covered = try render {
            $0.borderWidth = 10
            $0.borderColor = .system(.black)
            $0.textContainerInset = EdgeInsets()
            $0.text = "MMMMMMMM"
            $0.textColor = .rgba(RGBA(hex: "#00FF00")!)
        }
        for x in stride(from: 0, to: 200, by: 10) { #expect(covered[x, 10] == (0, 0, 0, 255)) }
    }

    @Test func contentIsClippedToRoundedBoundsWhenMasking() throws {
        let masked = try render {
            $0.cornerRadius = 30
            $0.backgroundColor = .system(.clear)
            $0.textContainerInset = EdgeInsets()
            $0.lineFragmentPadding = 0
            $0.text = "██████████"
            $0.textColor = .system(.black)
        }
        let unmasked = try render {
            $0.cornerRadius = 30
            $0.masksToBounds = false
            $0.backgroundColor = .system(.clear)
            $0.textContainerInset = EdgeInsets()
            $0.lineFragmentPadding = 0
            $0.text = "██████████"
            $0.textColor = .system(.black)
        }
        #expect(masked[1, 8].a == 0)
        #expect(unmasked[1, 8].a == 255)
    }

    @Test func placeholderIsDrawnOnlyWhenVisible() throws {
        // Dark pixels that are not the blue caret.
        func ink(_ image: RGBAImage) -> Int {
            stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 200 && image.pixels[$0 + 2] < 200 }.count
        }
        let shown = try render { $0.placeholder = "Hint"; $0.placeholderColor = .system(.black) }
        let hidden = try render { $0.placeholder = "Hint"; $0.placeholderColor = .system(.black); $0.isEditing = true; $0.hidesPlaceholderWhileEditing = true }
        let replaced = try render { $0.placeholder = "Hint"; $0.placeholderColor = .system(.black); $0.text = " " }
        #expect(ink(shown) > 50)
        #expect(ink(hidden) == 0)
        #expect(ink(replaced) == 0)
    }

    @Test(arguments: ["Hello world", "你好，世界", "مرحبا", "👍🏽 ok"])
    func sameStringSameFontSameColourLandsOnTheSamePixels(_ string: String) throws {
        // The "no jump" rule: typing the placeholder's text changes nothing on screen.
        let asPlaceholder = try render {
            $0.placeholder = string
            $0.placeholderColor = .system(.label)
        }
        let asText = try render {
            $0.placeholder = "something else entirely"
            $0.text = string
        }
        #expect(asPlaceholder == asText)
    }

    @Test func caretIsDrawnInTheTintColour() throws {
        var view = PlaceholderTextView(width: 100, height: 60)
        view.isEditing = true
        view.tintColor = .rgba(RGBA(hex: "#FF00FF")!)
        let caret = try #require(try view.layout().caret)
        let image = try view.renderImage()
        let x = Int(caret.x * 2 + 2), y = Int((caret.y + caret.height / 2) * 2)
        #expect(image[x, y] == (255, 0, 255, 255))
        view.isEditing = false
        #expect(try view.renderImage()[x, y] == (255, 255, 255, 255))
    }

    @Test func colourEmojiAreDrawnInColour() throws {
        let image = try render { $0.text = "❤️❤️❤️"; $0.font.size = 30 }
        let reds = stride(from: 0, to: image.pixels.count, by: 4).filter {
            image.pixels[$0] > 180 && image.pixels[$0 + 1] < 80 && image.pixels[$0 + 2] < 80
        }
        #expect(reds.count > 500)
    }

    @Test func renderingIsDeterministic() throws {
        var view = PlaceholderTextView(width: 240, height: 80)
        view.placeholder = "Déterminisme — 决定论 — 👍🏽 — حتمية"
        view.cornerRadius = 9
        view.borderWidth = 1.5
        let first = try view.pngData()
        let second = try view.pngData()
        #expect(first == second)
        #expect(try PNGCodec.decode(first) == view.renderImage())
    }

    @Test func svgAndPDFAreWritten() throws {
        var view = PlaceholderTextView(width: 120, height: 40)
        view.placeholder = "Vector"
        let svg = String(decoding: try view.data(format: .svg), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("width=\"120pt\""))
        #expect(svg.contains("<glyph") || svg.contains("<path"))
        let pdf = try view.data(format: .pdf)
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        #expect(try view.data(format: .pdf) == pdf)
    }

    @Test func writeIsAtomicAndChecksTheExtension() throws {
        let folder = ScratchFolder.path("render")
        var view = PlaceholderTextView(width: 50, height: 20)
        view.placeholder = "x"
        try view.write(to: folder.appendingPathComponent("deep/out.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("deep").path) == ["out.png"])
        #expect(throws: RenderError("out.gif does not end in .png, .svg or .pdf")) {
            try view.write(to: folder.appendingPathComponent("out.gif"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.gif").path))
    }

    @Test func pngCompressionLevelsDecodeToTheSameImage() throws {
        var view = PlaceholderTextView(width: 80, height: 30)
        view.placeholder = "zlib"
        let fast = try view.pngData(compression: 1)
        let best = try view.pngData(compression: 9)
        #expect(try PNGCodec.decode(fast) == PNGCodec.decode(best))
        #expect(best.count <= fast.count)
        #expect(throws: ImageError(reason: "PNG compression level 10 is not 0 to 9")) { try view.pngData(compression: 10) }
    }
}
