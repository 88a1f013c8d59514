import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import Testing
import TestSupport

/// The counts are pixelmatch's: mapbox/pixelmatch itself (its C++ port, pybind11-pixelmatch,
/// run by scripts/lib/pixelmatch-counts) counts the same mismatched pixels as `PixelDiff` on
/// the fixture pairs and on seeded random pairs made to hit every branch: equal stretches,
/// soft anti-aliased-like edges, shifted strokes, translucency and transparent pixels of
/// any colour, and pure noise (every byte random, alpha too), at every option set
/// pixelmatch shares with us. pybind11-pixelmatch computes in single precision and cuts
/// each blended component to a byte; so does `PixelDiff` (mapbox/pixelmatch's JavaScript
/// keeps doubles, and counts a few translucent pixels near the threshold otherwise).
@Suite(.enabled(if: PixelmatchCounts.script != nil,
                "pybind11-pixelmatch is not installed: run scripts/lib/pixelmatch-counts --install (.ci/run does)"))
struct PixelmatchAgreementTests {
    /// A seeded pair of `width` × `height`: b is a with strokes moved by a pixel, some
    /// pixels and runs changed, and alpha changed in places.
    static func randomPair(width: Int, height: Int, using generator: inout SeededGenerator) throws -> (RGBAImage, RGBAImage) {
        var a = [UInt8](repeating: 255, count: width * height * 4)
        func put(_ pixels: inout [UInt8], _ x: Int, _ y: Int, _ value: (UInt8, UInt8, UInt8, UInt8)) {
            guard (0..<width).contains(x), (0..<height).contains(y) else { return }
            let i = (y * width + x) * 4
            (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = value
        }
        // Strokes with soft edges: a dark core and lighter pixels beside it, as text has.
        var strokes: [(x: Int, y: Int, length: Int, vertical: Bool, level: UInt8)] = []
        for _ in 0..<max(1, width * height / 60) {
            let stroke = (x: Int.random(in: 0..<width, using: &generator), y: Int.random(in: 0..<height, using: &generator),
                          length: Int.random(in: 2...12, using: &generator), vertical: Bool.random(using: &generator),
                          level: UInt8.random(in: 0...120, using: &generator))
            strokes.append(stroke)
        }
        func draw(_ pixels: inout [UInt8], _ strokes: [(x: Int, y: Int, length: Int, vertical: Bool, level: UInt8)], shift: Int) {
            for stroke in strokes {
                for step in 0..<stroke.length {
                    let (x, y) = stroke.vertical ? (stroke.x + shift, stroke.y + step) : (stroke.x + step, stroke.y + shift)
                    put(&pixels, x, y, (stroke.level, stroke.level, stroke.level, 255))
                    let soft = UInt8(min(255, Int(stroke.level) + 110))
                    if stroke.vertical { put(&pixels, x + 1, y, (soft, soft, soft, 255)) } else { put(&pixels, x, y + 1, (soft, soft, soft, 255)) }
                }
            }
        }
        draw(&a, strokes, shift: 0)
        // Translucent patches and transparent pixels of any colour.
        for _ in 0..<(width * height / 40) {
            put(&a, Int.random(in: 0..<width, using: &generator), Int.random(in: 0..<height, using: &generator),
                (UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                 UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...254, using: &generator)))
        }
        var b = [UInt8](repeating: 255, count: width * height * 4)
        // Half the strokes moved by a pixel, the rest where they were.
        let moved = strokes.indices.filter { _ in Bool.random(using: &generator) }
        draw(&b, strokes.enumerated().filter { !moved.contains($0.offset) }.map(\.element), shift: 0)
        draw(&b, moved.map { strokes[$0] }, shift: 1)
        for index in stride(from: 0, to: a.count, by: 4) where a[index + 3] != 255 && Bool.random(using: &generator) {
            for j in 0..<4 { b[index + j] = a[index + j] }
        }
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            let start = Int.random(in: 0..<(width * height), using: &generator) * 4
            for j in start..<min(b.count, start + Int.random(in: 1...40, using: &generator)) { b[j] = UInt8.random(in: 0...255, using: &generator) }
        }
        return (try RGBAImage(width: width, height: height, pixels: a), try RGBAImage(width: width, height: height, pixels: b))
    }

    @Test(arguments: [(0.1, false), (0, false), (0.05, false), (0.5, false), (0.1, true)])
    func countsArePixelmatchsOnFixturesAndRandomPairs(threshold: Double, includeAntialiasing: Bool) throws {
        let script = try #require(PixelmatchCounts.script)
        let folder = try Fixture.temporaryFolder()
        var pairs: [(name: String, a: URL, b: URL, count: Int)] = []
        let options = DiffOptions(threshold: threshold, includeAntialiasing: includeAntialiasing)
        for name in ["aa", "colour", "shift", "thin", "translucent"] {
            let (a, b) = (Fixture.url("\(name)-a.png"), Fixture.url("\(name)-b.png"))
            let count = PixelDiff.compare(expected: try PNGCodec.read(a), actual: try PNGCodec.read(b), options: options).result.mismatchedPixels
            pairs.append((name, a, b, count))
        }
        var generator = SeededGenerator(state: 0x5EED_0042)
        for index in 0..<40 {
            let (a, b) = try Self.randomPair(width: Int.random(in: 1...90, using: &generator), height: Int.random(in: 1...60, using: &generator),
                                             using: &generator)
            let (first, second) = (folder.appendingPathComponent("r\(index)-a.png"), folder.appendingPathComponent("r\(index)-b.png"))
            try PNGCodec.encode(a).write(to: first)
            try PNGCodec.encode(b).write(to: second)
            pairs.append(("random \(index) (\(a.width)×\(a.height))", first, second,
                          PixelDiff.compare(expected: a, actual: b, options: options).result.mismatchedPixels))
        }
        // Noise: every byte random, alpha too, and b a's bytes with a random share changed.
        for index in 0..<12 {
            let (width, height) = (Int.random(in: 1...64, using: &generator), Int.random(in: 1...64, using: &generator))
            let noise = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let share = Double.random(in: 0...1, using: &generator)
            let changed = noise.map { Double.random(in: 0...1, using: &generator) < share ? UInt8.random(in: 0...255, using: &generator) : $0 }
            let (a, b) = (try RGBAImage(width: width, height: height, pixels: noise), try RGBAImage(width: width, height: height, pixels: changed))
            let (first, second) = (folder.appendingPathComponent("n\(index)-a.png"), folder.appendingPathComponent("n\(index)-b.png"))
            try PNGCodec.encode(a).write(to: first)
            try PNGCodec.encode(b).write(to: second)
            pairs.append(("noise \(index) (\(width)×\(height))", first, second,
                          PixelDiff.compare(expected: a, actual: b, options: options).result.mismatchedPixels))
        }
        let run = try ProgramRun(script, ["\(threshold)", includeAntialiasing ? "1" : "0"] + pairs.flatMap { [$0.a.path, $0.b.path] })
        #expect(run.status == 0, "\(run.stderr)")
        let counts = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map { Int($0) }
        #expect(counts.count == pairs.count)
        for (pair, count) in zip(pairs, counts) {
            #expect(count == pair.count, "\(pair.name): pixelmatch counts \(count.map(String.init) ?? "nothing"), PixelDiff \(pair.count)")
        }
        // The random pairs are not all trivially equal or all different.
        #expect(pairs.filter { $0.count > 0 }.count > 30 && pairs.contains { $0.count == 0 || $0.count < 5 })
    }
}

/// scripts/lib/pixelmatch-counts, when its venv is made.
enum PixelmatchCounts {
    static let script: String? = {
        let root = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("scripts/lib/pixelmatch-counts").path
        guard let run = try? ProgramRun(path, ["--python"]), run.status == 0 else { return nil }
        return path
    }()
}
