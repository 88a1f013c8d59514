import Foundation
import PlaceholderImage
@testable import PlaceholderImageDiff
import Testing
import TestSupport

/// Every compare kernel this machine runs (the C kernel for any CPU, and with AVX2 where
/// the CPU has it) gives exactly the counts, the bounds and the diff image bytes of
/// pixelmatch's loop run pixel by pixel: on the pixelmatch fixtures and on seeded random
/// pairs that are equal in places, with translucency, anti-aliasing-like edges and
/// ignored regions.
@Suite struct DiffPathTests {
    /// The kernels held to the pixel-by-pixel one; the machine's best is one of them.
    static let kernels = PixelDiff.Kernel.allCases.filter { $0 != .pixelByPixel && $0.isAvailable }

    static func sameOnEveryKernel(_ a: RGBAImage, _ b: RGBAImage, _ options: DiffOptions, _ what: String) {
        for makeImage in [false, true] {
            let reference = PixelDiff.compare(expected: a, actual: b, options: options, makeImage: makeImage, kernel: .pixelByPixel)
            for kernel in kernels {
                let result = PixelDiff.compare(expected: a, actual: b, options: options, makeImage: makeImage, kernel: kernel)
                #expect(result.result.mismatchedPixels == reference.result.mismatchedPixels, "\(what), \(kernel)")
                #expect(result.result.antialiasedPixels == reference.result.antialiasedPixels, "\(what), \(kernel)")
                #expect(result.result.mismatchBounds == reference.result.mismatchBounds, "\(what), \(kernel)")
                #expect(result.image?.pixels == reference.image?.pixels, "\(what), \(kernel): the diff images differ")
            }
        }
    }

    static let optionSets: [DiffOptions] = [
        DiffOptions(), DiffOptions(threshold: 0), DiffOptions(includeAntialiasing: true), DiffOptions(perceptualDeltaE: 2),
        DiffOptions(ignoredRegions: [PixelRegion(x: 3, y: 2, width: 20, height: 7)]),
    ]

    @Test func thisMachineRunsTheCKernel() {
        #expect(PixelDiff.Kernel.portable.isAvailable && PixelDiff.Kernel.best.isAvailable)
    }

    @Test(arguments: ["aa", "colour", "shift", "thin", "translucent"])
    func theFixturesGiveTheSameOnEveryKernel(_ name: String) throws {
        let a = try Fixture.image("\(name)-a.png"), b = try Fixture.image("\(name)-b.png")
        for (index, options) in Self.optionSets.enumerated() { Self.sameOnEveryKernel(a, b, options, "\(name), options \(index)") }
        // The pair the other way round: darker and brighter swap.
        Self.sameOnEveryKernel(b, a, DiffOptions(), "\(name) reversed")
    }

    /// Random pairs: b is a copy of a with changes in a few random spots (single bytes,
    /// whole blocks, alpha), of widths around the block size, so blocks end mid-row.
    @Test(arguments: [1, 2, 15, 16, 17, 18, 31, 33, 49, 64, 100])
    func randomPairsGiveTheSameOnEveryKernel(_ width: Int) throws {
        var generator = SeededGenerator(state: UInt64(width) &* 7919)
        for round in 0..<12 {
            let height = Int.random(in: 1...24, using: &generator)
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            // Some shapes: grey strokes with soft edges, translucent patches, and transparent
            // pixels of any colour (all white over white: equal brightness, unequal bytes).
            for _ in 0..<(width * height / 6) {
                let i = Int.random(in: 0..<(width * height), using: &generator) * 4
                let level = UInt8.random(in: 0...255, using: &generator)
                pixels[i] = level; pixels[i + 1] = level; pixels[i + 2] = level &+ 3
                pixels[i + 3] = Bool.random(using: &generator) ? 255 : UInt8.random(in: 0...255, using: &generator)
            }
            for _ in 0..<(width * height / 8) {
                let i = Int.random(in: 0..<(width * height), using: &generator) * 4
                for j in 0..<3 { pixels[i + j] = UInt8.random(in: 0...255, using: &generator) }
                pixels[i + 3] = 0
            }
            var changed = pixels
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let start = Int.random(in: 0..<(width * height), using: &generator) * 4
                let length = Int.random(in: 1...80, using: &generator)
                for j in start..<min(changed.count, start + length) { changed[j] = UInt8.random(in: 0...255, using: &generator) }
            }
            let a = try RGBAImage(width: width, height: height, pixels: pixels)
            let b = try RGBAImage(width: width, height: height, pixels: changed)
            for (index, options) in Self.optionSets.enumerated() {
                Self.sameOnEveryKernel(a, b, options, "\(width)×\(height) round \(round), options \(index)")
            }
        }
    }

    /// Text-like pairs, where anti-aliasing detection does most: dark strokes with
    /// soft edges on a flat background, the second image shifted by a pixel in places,
    /// so many pixels differ and have neighbours of their own colour, or not; on odd
    /// seeds the background is transparent pixels of many colours (all white over white).
    @Test(arguments: [0, 1, 2, 3])
    func strokesGiveTheSameOnEveryKernel(_ seed: Int) throws {
        let generator = SeededGenerator(state: UInt64(seed) &+ 0xD1FF)
        let width = 97, height = 41
        func strokes(_ shift: Int) -> [UInt8] {
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            var copy = generator
            if seed % 2 == 1 {
                for i in stride(from: 0, to: pixels.count, by: 4) {
                    pixels[i] = UInt8(i / 4 % 3 * 100); pixels[i + 1] = UInt8(i / 12 % 2 * 200); pixels[i + 3] = 0
                }
            }
            for _ in 0..<30 {
                let x = Int.random(in: 0..<width, using: &copy), y = Int.random(in: 0..<height, using: &copy)
                let length = Int.random(in: 3...25, using: &copy), vertical = Bool.random(using: &copy)
                let edge = UInt8.random(in: 60...220, using: &copy), alpha: UInt8 = Bool.random(using: &copy) ? 255 : 200
                for i in 0..<length {
                    for side in -1...1 {
                        var (px, py) = vertical ? (x + side, y + i) : (x + i, y + side)
                        px += y % 5 == 0 ? shift : 0
                        guard px >= 0, px < width, py >= 0, py < height else { continue }
                        let level = side == 0 ? 20 : edge
                        let at = (py * width + px) * 4
                        pixels[at] = level; pixels[at + 1] = level; pixels[at + 2] = level; pixels[at + 3] = alpha
                    }
                }
            }
            return pixels
        }
        let a = try RGBAImage(width: width, height: height, pixels: strokes(0))
        let b = try RGBAImage(width: width, height: height, pixels: strokes(1))
        for (index, options) in Self.optionSets.enumerated() { Self.sameOnEveryKernel(a, b, options, "strokes \(seed), options \(index)") }
    }
}
