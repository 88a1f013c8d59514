import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit

/// `placeholderkit bench`: prints how fast layout, rendering and diffing run here.
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "measure layout, render, encode and diff speed; prints numbers"
    static let usage = "bench [--seconds S]"
    static let about = """
    Runs each measurement for about S seconds after a warm-up and prints the median time
    per operation and operations per second. Build with -c release for meaningful
    figures: swift run -c release placeholderkit bench
    """
    static let positionals = 0...0
    static let options: [Option<Double>] = [
        .value("--seconds", "S", "seconds per measurement, more than 0 and at most 60 (default 1)", parse: ValueParser.number) {
            guard $1 > 0, $1 <= 60 else { throw ValueParser.ValueError("must be more than 0 and at most 60") }
            $0 = $1
        },
    ]

    static func settings(_ arguments: ParsedArguments<Double>, terminal: Terminal) throws -> Double { 1 }

    static func run(_ seconds: Double, terminal: Terminal) throws -> Int32 {
        let engine = TextLayoutEngine.shared
        let placeholder = "Tell us what you think about the new design. Your feedback helps us improve every release."
        let long = String(repeating: "PlaceholderKit lays out text with HarfBuzz, ICU and FreeType; 排版引擎支持中文。 ", count: 26)
            .prefix(2000)
        let style = TextStyle()
        let report = { (label: String, measurement: Measurement) in
            try terminal.print("\(label.padding(toLength: 44, withPad: " ", startingAt: 0)) \(measurement)")
        }
        try terminal.print("placeholderkit \(PlaceholderKitTool.version) bench (\(seconds)s per line, median of batches)")
        let lines = try engine.layout(placeholder, style: style, width: 310).lines.count
        try report("layout: \(lines)-line placeholder", try measure(seconds) { _ = try engine.layout(placeholder, style: style, width: 310) })
        let longLines = try engine.layout(String(long), style: style, width: 310).lines.count
        try report("layout: 2,000-character text (\(longLines) lines)", try measure(seconds) { _ = try engine.layout(String(long), style: style, width: 310) })
        // One word that must be broken between clusters on every line: time must grow
        // linearly with its length.
        var wordTimes: [Double] = []
        for length in [100_000, 1_000_000] {
            let word = String(repeating: "Placeholder", count: length / 11 + 1).prefix(length)
            let start = ContinuousClock.now
            let wordLines = try engine.layout(String(word), style: style, width: 310).lines.count
            let elapsed = ContinuousClock.now - start
            wordTimes.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            try report("layout: \(length / 1000)k-character word (\(wordLines) lines)", Measurement(secondsPerOperation: wordTimes.last!))
        }
        try terminal.print("layout: 10× the word costs \(String(format: "%.1f", wordTimes[1] / wordTimes[0]))× the time (linear: about 10)")

        for scale in [1.0, 3.0] {
            var view = PlaceholderTextView(width: 375, height: 120)
            view.scale = scale
            view.placeholder = placeholder
            view.cornerRadius = 8
            view.borderWidth = 1
            let layout = try view.layout()
            let image = try view.renderImage(layout: layout)
            let tag = "@\(Int(scale))x \(image.width)×\(image.height)"
            try report("render \(tag): layout", try measure(seconds) { _ = try view.layout() })
            try report("render \(tag): draw", try measure(seconds) { _ = try view.renderImage(layout: layout) })
            try report("render \(tag): PNG encode (level \(PNGCodec.defaultCompression))", try measure(seconds) { _ = try PNGCodec.encode(image) })
            try report("render \(tag): whole image", try measure(seconds) { _ = try view.pngData() })
        }

        var expectedView = PlaceholderTextView(width: 375, height: 120)
        expectedView.scale = 3
        expectedView.placeholder = placeholder
        var actualView = expectedView
        actualView.lineFragmentPadding = 6
        let expected = try PNGCodec.encode(expectedView.renderImage())
        let actual = try PNGCodec.encode(actualView.renderImage())
        let size = try PNGCodec.decode(expected)
        try report("diff \(size.width)×\(size.height): decode both + compare", try measure(seconds) {
            _ = PixelDiff.compare(expected: try PNGCodec.decode(expected), actual: try PNGCodec.decode(actual))
        })
        let a = try PNGCodec.decode(expected)
        let b = try PNGCodec.decode(actual)
        try report("diff \(size.width)×\(size.height): compare only", try measure(seconds) { _ = PixelDiff.compare(expected: a, actual: b) })
        var copy = a
        copy[0, 0] = a[0, 0]  // its own buffer, so equality really compares bytes
        try report("diff \(size.width)×\(size.height): identical (fast path)", try measure(seconds) { _ = PixelDiff.compare(expected: a, actual: copy) })
        return 0
    }

    struct Measurement: CustomStringConvertible {
        var secondsPerOperation: Double
        var description: String {
            let perSecond = 1 / secondsPerOperation
            let time = secondsPerOperation >= 1e-3
                ? String(format: "%8.3f ms", secondsPerOperation * 1e3) : String(format: "%8.1f µs", secondsPerOperation * 1e6)
            return "\(time)  \(String(format: "%10.1f", perSecond))/s"
        }
    }

    /// Runs `body` in batches for about `seconds` after a warm-up; the median batch's time
    /// per call.
    static func measure(_ seconds: Double, _ body: () throws -> Void) throws -> Measurement {
        let clock = ContinuousClock()
        try body()
        var batch = 1
        while true {
            let elapsed = try clock.measure { for _ in 0..<batch { try body() } }
            if elapsed > .milliseconds(20) || batch >= 1 << 20 { break }
            batch *= 2
        }
        var samples: [Double] = []
        let start = clock.now
        while samples.count < 5 || clock.now - start < .seconds(seconds) {
            let elapsed = try clock.measure { for _ in 0..<batch { try body() } }
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            if samples.count >= 200 { break }
        }
        samples.sort()
        return Measurement(secondsPerOperation: samples[samples.count / 2] / Double(batch))
    }
}
