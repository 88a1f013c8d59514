import PlaceholderImage

/// What a test reads off a screenshot: how often a colour appears, how many colours there
/// are, and where a colour runs down the page (a bar, a border).
extension RGBAImage {
    /// The pixels of exactly `colour`.
    public func count(of colour: (UInt8, UInt8, UInt8, UInt8)) -> Int {
        var count = 0
        for y in 0..<height { for x in 0..<width where self[x, y] == colour { count += 1 } }
        return count
    }

    /// The distinct colours of every third pixel of every third row: few on a blank page.
    public var sampledColourCount: Int {
        var colours = Set<UInt32>()
        for y in stride(from: 0, to: height, by: 3) {
            for x in stride(from: 0, to: width, by: 3) {
                let (r, g, b, _) = self[x, y]
                colours.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
            }
        }
        return colours.count
    }

    /// The longest vertical run of `colour` in `columns`, and where it starts.
    public func longestColumnRun(of colour: (UInt8, UInt8, UInt8, UInt8), columns: Range<Int>) -> (length: Int, top: Int) {
        var best = (length: 0, top: -1)
        for x in columns where x < width {
            var length = 0
            for y in 0..<height {
                length = self[x, y] == colour ? length + 1 : 0
                if length > best.length { best = (length, y - length + 1) }
            }
        }
        return best
    }
}
