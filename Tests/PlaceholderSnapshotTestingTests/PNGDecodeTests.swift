import Foundation
import Testing
import PlaceholderSnapshotTesting

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
        let error = try #require(throws: PNGCodec.DecodeError.self) { try Fixture.image(file) }
        #expect(error.description.contains(file))
        #expect(error.description.contains("not a readable PNG"))
    }

    @Test func missingFileIsAnErrorNamingIt() throws {
        let error = try #require(throws: PNGCodec.DecodeError.self) { try Fixture.image("no-such.png") }
        #expect(error.description.hasSuffix("no-such.png: not a readable PNG (cannot be read)"))
    }

    @Test func encodeThenDecodeIsLossless() throws {
        let image = try Fixture.image("kind-rgba8.png")
        for level in [0, 1, 9] {
            #expect(try PNGCodec.decode(PNGCodec.encode(image, compression: level)) == image)
        }
    }
}
