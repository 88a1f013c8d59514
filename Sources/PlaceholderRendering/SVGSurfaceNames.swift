import FoundationEssentials

/// cairo's SVG surface names some elements after counters global to the process: a
/// surface's group (`<g id="surface19838">`, cairo 1.16) and an embedded image
/// (`<image id="image17150">` in 1.16, `<image id="source-7">` in 1.18, a colour emoji) take
/// the unique id of the cairo surface they come from. The same mockup so drew different
/// bytes after other drawings in the same process (a batch, a test run, `serve`). The names
/// are renumbered here, each prefix from 1 in the order its names first appear, so the
/// bytes depend on the mockup alone. 1.18's names of groups, masks and patterns that come
/// from a surface are renumbered too; per-document names (`glyph0-1`, `glyph-0-1`,
/// `clip1`) are left as they are.
enum SVGSurfaceNames {
    /// The prefixes whose numbers may be global: cairo 1.16's, then 1.18's.
    private static let prefixes = ["surface", "image", "source", "pattern",
                                   "source-", "pattern-", "compositing-group-", "mask-", "filter-",
                                   "linear-pattern-", "radial-pattern-"].map { Array($0.utf8) }

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

    /// The prefix that starts at `index` right after `id="` or `#` and is followed by a
    /// digit, if one does.
    private static func name(in bytes: [UInt8], at index: Int) -> [UInt8]? {
        let afterHash = index >= 1 && bytes[index - 1] == UInt8(ascii: "#")
        guard afterHash || (index >= 4 && bytes[(index - 4)..<index].elementsEqual("id=\"".utf8)) else { return nil }
        return prefixes.first { prefix in
            let end = index + prefix.count
            return end < bytes.count && bytes[index..<end].elementsEqual(prefix)
                && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end])
        }
    }
}
