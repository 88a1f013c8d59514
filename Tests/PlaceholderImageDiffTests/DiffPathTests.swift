import Foundation
import PlaceholderImage
@testable import PlaceholderImageDiff
import Testing

/// The diff kernel's fast path (rows and 16-pixel blocks whose bytes are equal passed over
/// before any arithmetic) gives exactly the counts, the bounds and the diff image bytes of
/// the pixel-by-pixel path: on the pixelmatch fixtures and on random pairs that are equal
/// in places, with translucency, anti-aliasing-like edges and ignored regions.
@Suite struct DiffPathTests {
    static func bothPaths(_ a: RGBAImage, _ b: RGBAImage, _ options: DiffOptions, _ what: String) {
        for makeImage in [false, true] {
            let fast = PixelDiff.compare(expected: a, actual: b, options: options, makeImage: makeImage, skippingEqualBlocks: true)
            let slow = PixelDiff.compare(expected: a, actual: b, options: options, makeImage: makeImage, skippingEqualBlocks: false)
            #expect(fast.result.mismatchedPixels == slow.result.mismatchedPixels, "\(what)")
            #expect(fast.result.antialiasedPixels == slow.result.antialiasedPixels, "\(what)")
            #expect(fast.result.mismatchBounds == slow.result.mismatchBounds, "\(what)")
            #expect(fast.image?.pixels == slow.image?.pixels, "\(what): the diff images differ")
        }
    }

    static let optionSets: [DiffOptions] = [
        DiffOptions(), DiffOptions(threshold: 0), DiffOptions(includeAntialiasing: true), DiffOptions(perceptualDeltaE: 2),
        DiffOptions(ignoredRegions: [PixelRegion(x: 3, y: 2, width: 20, height: 7)]),
    ]

    @Test(arguments: ["aa", "colour", "shift", "thin", "translucent"])
    func theFixturesGiveTheSameOnBothPaths(_ name: String) throws {
        let a = try Fixture.image("\(name)-a.png"), b = try Fixture.image("\(name)-b.png")
        for (index, options) in Self.optionSets.enumerated() { Self.bothPaths(a, b, options, "\(name), options \(index)") }
    }

    /// Random pairs: b is a copy of a with changes in a few random spots (single bytes,
    /// whole blocks, alpha), of widths around the block size, so blocks end mid-row.
    @Test(arguments: [1, 15, 16, 17, 31, 33, 64, 100])
    func randomPairsGiveTheSameOnBothPaths(_ width: Int) throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<12 {
            let height = Int.random(in: 1...24, using: &generator)
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            // Some shapes: grey strokes with soft edges, translucent patches.
            for _ in 0..<(width * height / 6) {
                let i = Int.random(in: 0..<(width * height), using: &generator) * 4
                let level = UInt8.random(in: 0...255, using: &generator)
                pixels[i] = level; pixels[i + 1] = level; pixels[i + 2] = level &+ 3
                pixels[i + 3] = Bool.random(using: &generator) ? 255 : UInt8.random(in: 0...255, using: &generator)
            }
            var changed = pixels
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let start = Int.random(in: 0..<(width * height), using: &generator) * 4
                let length = Int.random(in: 1...80, using: &generator)
                for j in start..<min(changed.count, start + length) { changed[j] = UInt8.random(in: 0...255, using: &generator) }
            }
            let a = try RGBAImage(width: width, height: height, pixels: pixels)
            let b = try RGBAImage(width: width, height: height, pixels: changed)
            for (index, options) in Self.optionSets.enumerated() { Self.bothPaths(a, b, options, "\(width)×\(height) round \(round), options \(index)") }
        }
    }
}
