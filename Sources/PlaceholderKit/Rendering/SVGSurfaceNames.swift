import FoundationEssentials

/// cairo's SVG surface names some elements after counters global to the process: a
/// surface's group (`<g id="surface19838">`) and an embedded image (`<image id="image17150">`,
/// a colour emoji) take the unique id of the cairo surface they come from. The same mockup
/// so drew different bytes after other drawings in the same process (a batch, a test run,
/// `serve`). The names are renumbered here, each prefix from 1 in the order its names first
/// appear, so the bytes depend on the mockup alone. cairo's per-document names (`glyph0-1`,
/// `clip1`) are left as they are.
enum SVGSurfaceNames {
    /// The prefixes whose numbers are global.
    private static let prefixes = ["surface", "image", "source", "pattern"].map { Array($0.utf8) }

    /// `svg` with every `<prefix><digits>` that follows `id="` or `#` renumbered.
    static func normalized(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var numbers: [[UInt8]: [ArraySlice<UInt8>: Int]] = [:]
        var i = 0
        while i < bytes.count {
            if let prefix = name(in: bytes, at: i) {
                var end = i + prefix.count
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                if end > i + prefix.count {
                    let original = bytes[(i + prefix.count)..<end]
                    let number = numbers[prefix]?[original] ?? ((numbers[prefix]?.count ?? 0) + 1)
                    numbers[prefix, default: [:]][original] = number
                    result += prefix
                    result += Array(String(number).utf8)
                    i = end
                    continue
                }
            }
            result.append(bytes[i])
            i += 1
        }
        return Data(result)
    }

    /// The prefix that starts at `index` right after `id="` or `#`, if one does.
    private static func name(in bytes: [UInt8], at index: Int) -> [UInt8]? {
        let afterHash = index >= 1 && bytes[index - 1] == UInt8(ascii: "#")
        guard afterHash || (index >= 4 && bytes[(index - 4)..<index].elementsEqual("id=\"".utf8)) else { return nil }
        return prefixes.first { index + $0.count <= bytes.count && bytes[index..<(index + $0.count)].elementsEqual($0) }
    }
}
