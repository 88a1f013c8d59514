import Testing
import PlaceholderImage

/// Cairo's premultiplied ARGB32 words to straight RGBA bytes (`RGBAImage(argb32:)`, and the
/// PNG encoder row by row): opaque blocks take a vectorised byte swap, every other pixel the
/// rounding rule; both must give what the rule gives for every pixel.
@Suite struct StraightAlphaTests {
    /// The rule, one pixel at a time: cairo's PNG writer's rounding.
    static func straight(_ pixel: UInt32) -> [UInt8] {
        let a = pixel >> 24
        guard a != 0 else { return [0, 0, 0, 0] }
        func channel(_ shift: UInt32) -> UInt8 {
            let value = (pixel >> shift) & 0xFF
            return a == 255 ? UInt8(value) : UInt8(min(255, (value * 255 + a / 2) / a))
        }
        return [channel(16), channel(8), channel(0), UInt8(a)]
    }

    /// The first pixel whose bytes differ from the rule's, nil when none does.
    static func firstDifference(_ words: [UInt32], width: Int, padding: Int) -> (pixel: Int, word: UInt32, got: [UInt8])? {
        let bytes = converted(words, width: width, padding: padding)
        for (index, word) in words.enumerated() where Array(bytes[index * 4..<index * 4 + 4]) != straight(word) {
            return (index, word, Array(bytes[index * 4..<index * 4 + 4]))
        }
        return nil
    }

    static func converted(_ words: [UInt32], width: Int, padding: Int) -> [UInt8] {
        let height = words.count / width, stride = (width + padding) * 4
        var rows = [UInt32](repeating: 0xDEAD_BEEF, count: height * (width + padding))
        for y in 0..<height { for x in 0..<width { rows[y * (width + padding) + x] = words[y * width + x] } }
        return rows.withUnsafeBytes { RGBAImage(argb32: $0.baseAddress!, stride: stride, width: width, height: height).pixels }
    }

    /// Every alpha with every channel value, premultiplied or not, in widths that end a row
    /// inside a block, on one, and after a tail; rows padded or not.
    @Test(arguments: [1, 15, 16, 17, 31, 32, 33, 40])
    func everyAlphaAndChannelFollowsTheRule(width: Int) {
        let count = (65536 + width - 1) / width * width
        let words = (0..<count).map { i -> UInt32 in
            let i = UInt32(i % 65536)
            return (i >> 8) << 24 | (i & 0xFF) << 16 | ((i &* 7) & 0xFF) << 8 | ((i &* 13) & 0xFF)
        }
        for padding in [0, 3] {
            #expect(Self.firstDifference(words, width: width, padding: padding) == nil, "rows padded by \(padding) pixels")
        }
    }

    /// Opaque rows with one pixel of another alpha at each place in turn: the block that
    /// holds it takes the rule, the others the swap.
    @Test func oneTranslucentPixelInOpaqueRows() {
        let width = 37
        for place in 0..<width {
            for alpha: UInt32 in [0, 1, 128, 254] {
                var words = (0..<(width * 2)).map { UInt32(0xFF00_0000) | UInt32($0 &* 2_654_435_761 & 0xFF_FFFF) }
                words[place] = alpha << 24 | (words[place] & 0xFF_FFFF & (alpha == 0 ? 0 : 0x7F_7F7F))
                words[width + place] = words[place]
                #expect(Self.firstDifference(words, width: width, padding: 0) == nil, "alpha \(alpha) at \(place)")
            }
        }
    }
}
