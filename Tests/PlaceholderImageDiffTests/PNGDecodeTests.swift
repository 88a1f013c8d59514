import Foundation
import Testing
import PlaceholderImage
import PlaceholderImageDiff

/// Every kind of PNG decodes to the same RGBA8 picture. The files come from
/// Fixtures/make-png-kinds.py (pypng), which says what each holds.
@Suite struct PNGDecodeTests {
    static let colour: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                                  255, 255, 255, 255, 128, 128, 128, 255, 0, 0, 0, 0]

    @Test(arguments: ["kind-rgba8.png", "kind-rgba16.png", "kind-palette.png", "kind-interlaced.png"])
    func colourKindsDecodeToTheSamePixels(file: String) throws {
        let image = try Fixture.image(file)
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixels == Self.colour)
    }

    @Test func rgbWithoutAlphaIsOpaque() throws {
        let image = try Fixture.image("kind-rgb8.png")
        var expected = Self.colour
        expected[23] = 255
        #expect(image.pixels == expected)
    }

    @Test(arguments: ["kind-grey8.png", "kind-grey16.png"])
    func greyKindsExpandToRGB(file: String) throws {
        let image = try Fixture.image(file)
        #expect(image.pixels == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255,
                                 255, 255, 255, 255, 128, 128, 128, 255, 0, 0, 0, 255])
    }

    @Test func greyWithAlphaKeepsAlpha() throws {
        let image = try Fixture.image("kind-greyalpha8.png")
        #expect(image[0, 0] == (0, 0, 0, 255))
        #expect(image[1, 0] == (128, 128, 128, 128))
        #expect(image[2, 0].a == 0)
    }

    @Test(arguments: ["kind-truncated.png", "kind-corrupt.png"])
    func brokenFilesAreErrorsNamingTheFile(file: String) throws {
        let error = try #require(throws: ImageError.self) { try Fixture.image(file) }
        #expect(error.description.contains(file))
        #expect(error.description.contains("not a readable PNG"))
    }

    @Test func missingFileIsAnErrorNamingIt() throws {
        let error = try #require(throws: FileError.self) { try Fixture.image("no-such.png") }
        #expect(error.description.hasSuffix("no-such.png: does not exist"))
    }

    @Test func encodeThenDecodeIsLossless() throws {
        let image = try Fixture.image("kind-rgba8.png")
        for level in [0, 1, 9] {
            #expect(try PNGCodec.decode(PNGCodec.encode(image, compression: level)) == image)
        }
    }

    @Test func headerGivesTheSizeWithoutDecoding() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 7, height: 3, fill: (1, 2, 3, 255)))
        #expect(try PNGCodec.size(of: png) == (7, 3))
        // Cutting the file inside its pixel data leaves the size readable but the pixels not.
        let header = png.prefix(png.count - 16)
        #expect(try PNGCodec.size(of: header) == (7, 3))
        #expect(throws: ImageError.self) { try PNGCodec.decode(header) }
    }

    @Test func imagesOverThePixelLimitAreRefusedBeforeDecoding() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 10, height: 10))
        let error = try #require(throws: ImageError.self) { try PNGCodec.decode(png, name: "big.png", maxPixels: 99) }
        #expect(error.description == "big.png: 10×10 is over the limit of 99 pixels")
        #expect(try PNGCodec.decode(png, maxPixels: 100).width == 10)
    }
}

@Suite struct RGBAImageTests {
    @Test func sizeAndPixelsOnlyChangeTogetherThroughTheCheckingInitialiser() throws {
        #expect(throws: ImageError.self) { try RGBAImage(width: 4000, height: 1, pixels: [0, 0, 0, 0]) }
        #expect(throws: ImageError.self) { try RGBAImage(width: -1, height: 1) }
        #expect(throws: ImageError.self) { try RGBAImage(width: Int.max, height: 2) }
        let image = try RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])
        #expect(image[0, 0] == (1, 2, 3, 4))
    }

    @Test func encoderRefusesWhatAPNGCannotHold() throws {
        #expect(throws: ImageError.self) { try PNGCodec.encode(RGBAImage(width: 0, height: 0)) }
        #expect(throws: ImageError.self) { try PNGCodec.encode(RGBAImage(width: 2, height: 2), compression: 10) }
    }
}
