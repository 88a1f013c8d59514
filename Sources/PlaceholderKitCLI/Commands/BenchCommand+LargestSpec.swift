import FoundationEssentials
import PlaceholderImage
import PlaceholderKit
import PlaceholderFormat

extension BenchCommand {
    /// The largest spec the limits allow, as JSON: `attributedPlaceholder` and
    /// `attributedText` of ``TextRun/maximumRunCount`` runs of 100 characters each (the
    /// 1,000,000 UTF-16 code units a text may hold), in five weights, italic or upright,
    /// 50 sizes and 50 colours, some underlined or on a background; every character of
    /// the texts escaped as `\uXXXX`, so the file comes near the 16 MiB a spec may be.
    static func largestSpec() -> Data {
        let words = ["Placeholder", "text", "lays", "out", "with", "HarfBuzz", "and", "ICU", "over", "many", "runs", "of",
                     "varied", "fonts", "colours", "while", "the", "lines", "wrap"]
        let weights = ["regular", "bold", "light", "semibold", "heavy"]
        func hex(_ value: Int, digits: Int) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        func colour(_ seed: Int) -> String { "#" + hex(seed * 40503 % 0xFFFFFF, digits: 6) }
        func runs(_ seed: Int) -> String {
            var json = "["
            var word = seed
            for index in 0..<TextRun.maximumRunCount {
                var text = ""
                while text.utf16.count < 100 {
                    text += words[word % words.count] + " "
                    word = (word * 31 + 7) % 65_521
                }
                let escaped = text.utf16.prefix(100).map { "\\u" + hex(Int($0), digits: 4) }
                json += index == 0 ? "" : ","
                json += #"{"text":"\#(escaped.joined())","font":{"weight":"\#(weights[index % 5])","size":\#(10 + index % 50)"#
                json += index % 3 == 0 ? #","italic":true}"# : "}"
                json += #","color":"\#(colour(index % 50 + seed))""#
                if index % 7 == 0 { json += #","underline":true"# }
                if index % 11 == 0 { json += #","backgroundColor":"\#(colour(index % 50 + 99))""# }
                json += "}"
            }
            return json + "]"
        }
        return Data(#"{"width":600,"height":800,"attributedPlaceholder":\#(runs(1)),"attributedText":\#(runs(2))}"#.utf8)
    }

    /// Times each stage of the largest spec once (writing it into `folder` as
    /// `largest-spec.json`, to time the commands on it), and a text of 500,000 one-letter
    /// paragraphs (1,000,000 code units, each paragraph its own bidi, breaks and line).
    static func reportLargestSpec(save folder: String?, _ report: (String, String, Measurement) throws -> Void) throws {
        func once<T>(_ body: () throws -> T) rethrows -> (T, Measurement) {
            let start = ContinuousClock.now
            let value = try body()
            return (value, Measurement(secondsPerOperation: (ContinuousClock.now - start).seconds))
        }
        let json = largestSpec()
        if let folder { try AtomicFile.write(json, to: URL(fileURLWithPath: folder).appendingPathComponent("largest-spec.json")) }
        let megabytes = CFormat.string("%.1f MB", Double(json.count) / 1e6)
        let (view, decoding) = try once { try PlaceholderTextView(json: json) }
        try report("largestSpecDecode", "largest spec (\(megabytes)): decode, validate", decoding)
        let (layout, layingOut) = try once { try view.layout() }
        try report("largestSpecLayout", "largest spec: layout, 2 × 1M characters", layingOut)
        var bytes = 0
        let (_, writing) = try once {
            try LayoutDocument.writeOutput(["": LayoutDocument(view: view, layout: layout)]) { bytes += $0.count }
        }
        try report("largestSpecDocument", "largest spec: layout document (\(bytes / 1_000_000) MB)", writing)
        let (_, rendering) = try once { try layout.data(format: .png) }
        try report("largestSpecRender", "largest spec: draw, encode PNG", rendering)

        var paragraphs = PlaceholderTextView(width: 600, height: 800)
        paragraphs.text = String(repeating: "a\n", count: 500_000)
        let (_, paragraphLayout) = try once { try paragraphs.layout() }
        try report("layoutParagraphs500k", "layout: 500,000 one-letter paragraphs", paragraphLayout)
    }
}
