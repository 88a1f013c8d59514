import Foundation
import Testing
import PlaceholderImage
import PlaceholderImageDiff
@testable import PlaceholderImageDiff

/// Mismatch counts must equal pixelmatch's. The image pairs and the expected counts come
/// from Fixtures/make-fixtures.sh: it renders the pairs with placeholderkit and runs the
/// reference implementation (pixelmatch-py 0.4.0, a port of mapbox/pixelmatch 5.x) on
/// them with each option set.
@Suite struct DiffTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var pair: String
        var threshold: Double
        var includeAA: Bool
        var expected: Int
        var testDescription: String { "\(pair) threshold \(threshold) includeAA \(includeAA)" }
    }

    static let cases: [Case] = [
        // Text moved right by one point.
        Case(pair: "shift", threshold: 0.1, includeAA: false, expected: 630),
        Case(pair: "shift", threshold: 0.1, includeAA: true, expected: 1942),
        Case(pair: "shift", threshold: 0.0, includeAA: false, expected: 696),
        Case(pair: "shift", threshold: 0.5, includeAA: false, expected: 516),
        // Text colour #333 against #000.
        Case(pair: "colour", threshold: 0.1, includeAA: false, expected: 768),
        Case(pair: "colour", threshold: 0.1, includeAA: true, expected: 1296),
        Case(pair: "colour", threshold: 0.0, includeAA: false, expected: 769),
        Case(pair: "colour", threshold: 0.5, includeAA: false, expected: 0),
        // A one-pixel border, black against dark grey.
        Case(pair: "thin", threshold: 0.1, includeAA: false, expected: 356),
        Case(pair: "thin", threshold: 0.0, includeAA: false, expected: 356),
        Case(pair: "thin", threshold: 0.5, includeAA: false, expected: 0),
        // Translucent background and text whose alpha changed slightly.
        Case(pair: "translucent", threshold: 0.1, includeAA: false, expected: 0),
        Case(pair: "translucent", threshold: 0.0, includeAA: false, expected: 6667),
        // Corner radius 20 against 20.3: only anti-aliased edge pixels differ.
        Case(pair: "aa", threshold: 0.1, includeAA: false, expected: 0),
        Case(pair: "aa", threshold: 0.1, includeAA: true, expected: 166),
    ]

    @Test(arguments: cases)
    func countsEqualPixelmatch(_ c: Case) throws {
        let a = try Fixture.image("\(c.pair)-a.png")
        let b = try Fixture.image("\(c.pair)-b.png")
        let result = PixelDiff.compare(expected: a, actual: b, options: DiffOptions(threshold: c.threshold, includeAntialiasing: c.includeAA)).result
        #expect(result.mismatchedPixels == c.expected)
    }

    /// The mismatched pixels' bounding box, and none when nothing differs.
    @Test func theMismatchesBoundingBoxIsReported() throws {
        let a = try RGBAImage(width: 20, height: 12, fill: (255, 255, 255, 255))
        var b = a
        b[3, 2] = (0, 0, 0, 255)
        b[10, 5] = (0, 0, 0, 255)
        let result = PixelDiff.compare(expected: a, actual: b, options: DiffOptions(includeAntialiasing: true)).result
        #expect(result.mismatchBounds == PixelRegion(x: 3, y: 2, width: 8, height: 4))
        #expect(result.mismatchBounds?.placeText() == "x 3–10, y 2–5 (pixels)")
        #expect(result.mismatchBounds?.placeText(pixelsPerPoint: 2) == "x 1.5–5.5, y 1–3 (points), x 3–10, y 2–5 (pixels)")
        #expect(PixelDiff.compare(expected: a, actual: a).result.mismatchBounds == nil)
    }

    @Test func antialiasedPixelsAreCountedSeparately() throws {
        let result = PixelDiff.compare(expected: try Fixture.image("aa-a.png"), actual: try Fixture.image("aa-b.png")).result
        #expect(result.mismatchedPixels == 0)
        #expect(result.antialiasedPixels == 166)
    }

    @Test func identicalImagesTakeTheFastPathAndStillDrawTheFadedImage() throws {
        let a = try Fixture.image("shift-a.png")
        let (result, image) = PixelDiff.compare(expected: a, actual: a, makeImage: true)
        #expect(result.mismatchedPixels == 0 && result.antialiasedPixels == 0)
        let diff = try #require(image)
        // White background faded: stays white; every pixel opaque grey.
        #expect(diff[0, 0] == (255, 255, 255, 255))
    }

    @Test func differentSizesFailAndSayBothSizes() throws {
        let a = try RGBAImage(width: 4, height: 3)
        let b = try RGBAImage(width: 5, height: 3)
        let result = PixelDiff.compare(expected: a, actual: b).result
        #expect(result.sizeMismatch?.description == "sizes differ: expected 4×3, actual 5×3")
        #expect(!Tolerance(maxDiffPixelRatio: 1).accepts(result))
    }

    @Test func diffImageMarksMismatchesAntialiasingAndDarkerPixels() throws {
        let (_, image) = PixelDiff.compare(expected: try Fixture.image("shift-a.png"), actual: try Fixture.image("shift-b.png"),
                                           makeImage: true)
        let diff = try #require(image)
        var colours: [String: Int] = [:]
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let p = diff[x, y]
                let rgb = (p.r, p.g, p.b)
                if rgb == PixelDiff.mismatchColor {
                    colours["red", default: 0] += 1
                } else if rgb == PixelDiff.darkerMismatchColor {
                    colours["darker", default: 0] += 1
                } else if rgb == PixelDiff.antialiasingColor {
                    colours["yellow", default: 0] += 1
                } else if p.r == p.g && p.g == p.b {
                    colours["grey", default: 0] += 1
                }
            }
        }
        #expect((colours["red"] ?? 0) + (colours["darker"] ?? 0) == 630)
        #expect((colours["red"] ?? 0) > 0 && (colours["darker"] ?? 0) > 0)
        #expect(colours["yellow"] == 1942 - 630)
        #expect(colours["grey"] == diff.width * diff.height - 1942)
    }

    @Test func tolerancesAcceptWithinTheirLimits() {
        let result = DiffResult(width: 100, height: 10, mismatchedPixels: 10, antialiasedPixels: 0)
        #expect(!Tolerance.exact.accepts(result))
        #expect(Tolerance(maxDiffPixels: 10).accepts(result))
        #expect(!Tolerance(maxDiffPixels: 9).accepts(result))
        #expect(Tolerance(maxDiffPixelRatio: 0.01).accepts(result))
        #expect(!Tolerance(maxDiffPixelRatio: 0.009).accepts(result))
        #expect(!Tolerance(maxDiffPixels: 100, maxDiffPixelRatio: 0.005).accepts(result))
    }

    @Test func perceptualModeCountsPixelsOverTheDeltaE() throws {
        // #333 against #000 text: ΔE between them is about 21, so a limit of 25 accepts
        // every pixel and a limit of 2 flags the text's solid pixels.
        let a = try Fixture.image("colour-a.png")
        let b = try Fixture.image("colour-b.png")
        let loose = PixelDiff.compare(expected: a, actual: b, options: DiffOptions(perceptualDeltaE: 25)).result
        let strict = PixelDiff.compare(expected: a, actual: b, options: DiffOptions(perceptualDeltaE: 2)).result
        #expect(loose.mismatchedPixels == 0)
        #expect(strict.mismatchedPixels > 300)
        #expect(strict.ratio == Double(strict.mismatchedPixels) / Double(a.width * a.height))
    }

    @Test func ciede2000MatchesPublishedValues() {
        // Sharma, Wu, Dalal (2005), test data pairs 1 and 7.
        #expect(abs(CIEDE2000.difference((50, 2.6772, -79.7751), (50, 0, -82.7485)) - 2.0425) < 1e-4)
        #expect(abs(CIEDE2000.difference((50, 0, 0), (50, -1, 2)) - 2.3669) < 1e-4)
    }
}

@Suite struct DiffEdgeCaseTests {
    @Test func emptyImagesAreIdentical() throws {
        let empty = try RGBAImage(width: 0, height: 0)
        #expect(PixelDiff.compare(expected: empty, actual: empty).result.mismatchedPixels == 0)
    }

    @Test func onePixelChangeIsFoundOnTheFastPathsEdge() throws {
        let a = try RGBAImage(width: 3, height: 3, fill: (10, 20, 30, 255))
        var b = a
        b[2, 2] = (200, 20, 30, 255)
        #expect(PixelDiff.compare(expected: a, actual: b).result.mismatchedPixels == 1)
    }
}
