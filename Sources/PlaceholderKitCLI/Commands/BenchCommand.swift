import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// `placeholderkit bench`: prints how fast layout, rendering and diffing run here.
struct BenchCommand: ToolCommand {
    struct Settings {
        var seconds = 1.0
        var json = false
        var save: String?
    }

    /// One measured figure.
    /// What `--json` prints (`docs/schemas/bench.schema.json`): the tool's version, the
    /// seconds a measurement, the figures.
    struct Document: Encodable {
        /// The format of the document.
        static let formatVersion = 1
        var formatVersion = Self.formatVersion
        var version: String
        var seconds: Double
        var figures: [Figure]
    }

    struct Figure: Encodable {
        var key: String
        var label: String
        var secondsPerOperation: Double
    }

    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "measure layout, render, encode and diff speed; prints numbers",
        usage: "placeholderkit bench [--seconds S] [--json] [--save DIR]",
        discussion: """
        Runs each measurement for about S seconds after a warm-up and prints the median time \
        per operation and operations per second. Build with -c release for meaningful \
        figures: swift run -c release placeholderkit bench. scripts/bench --compare puts these \
        figures beside pango-view, libpng, pixelmatch and ImageMagick measured in the same run.
        """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("seconds per measurement, more than 0 and at most \(maximumSeconds) (default 1)", valueName: "S"),
            transform: BenchCommand.seconds)
    var seconds: Double?
    @Flag(help: "print the figures as one JSON object: {\"figures\": [{\"key\", \"label\", \"secondsPerOperation\"}]}")
    var json = false
    @Option(parsing: .unconditional, help: ArgumentHelp("also write the inputs measured: view@3x.png (the encoded one), diff-a.png, diff-b.png (the compared pair) and largest-spec.json",
                               valueName: "DIR"), completion: .directory)
    var save: String?

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        try Self.run(Settings(seconds: seconds ?? 1, json: json, save: save), terminal: terminal)
    }

    /// The longest measurement asked for, in seconds.
    static let maximumSeconds = 60

    /// More than 0 and at most ``maximumSeconds`` seconds.
    @Sendable static func seconds(_ text: String) throws -> Double {
        let seconds = try Value.number(text)
        return try ConversionFailure.recording(text) { _ in
            guard seconds > 0, seconds <= Double(maximumSeconds) else { throw CommandLineError("must be more than 0 and at most \(maximumSeconds)") }
            return seconds
        }
    }

    static let placeholder = "Tell us what you think about the new design. Your feedback helps us improve every release."

    /// The bench's text view: 375×120 points with three wrapped lines.
    static func view(scale: Double) -> PlaceholderTextView {
        var view = PlaceholderTextView(width: 375, height: 120)
        view.scale = scale
        view.placeholder = placeholder
        view.cornerRadius = 8
        view.borderWidth = 1
        return view
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        if let folder = settings.save {
            try WritableFolder.check(folder, flag: "--save", files: ["view@3x.png", "diff-a.png", "diff-b.png", "largest-spec.json"])
        }
        let seconds = settings.seconds
        var figures: [Figure] = []
        func report(_ key: String, _ label: String, _ measurement: Measurement) throws {
            figures.append(Figure(key: key, label: label, secondsPerOperation: measurement.secondsPerOperation))
            if !settings.json { try terminal.print("\(label + String(repeating: " ", count: max(0, 44 - label.count))) \(measurement)") }
        }
        if !settings.json { try terminal.print("placeholderkit \(PlaceholderKitTool.version) bench (\(seconds)s per line, median of batches)") }

        let engine = TextLayoutEngine.shared
        let long = String(repeating: "PlaceholderKit lays out text with HarfBuzz, ICU and FreeType; 排版引擎支持中文。 ", count: 26)
            .prefix(2000)
        let style = TextStyle()
        let lines = try engine.layout(placeholder, style: style, width: 310).lines.count
        try report("layoutPlaceholder", "layout: \(lines)-line placeholder", measure(seconds) { _ = try engine.layout(placeholder, style: style, width: 310) })
        let longLines = try engine.layout(String(long), style: style, width: 310).lines.count
        try report("layoutText2000", "layout: 2,000-character text (\(longLines) lines)",
                   measure(seconds) { _ = try engine.layout(String(long), style: style, width: 310) })
        // One word that must be broken between clusters on every line: time must grow
        // linearly with its length.
        for length in [100_000, 1_000_000] {
            let word = String(String(repeating: "Placeholder", count: length / 11 + 1).prefix(length))
            let start = ContinuousClock.now
            let wordLines = try engine.layout(word, style: style, width: 310).lines.count
            try report("layoutWord\(length / 1000)k", "layout: \(length / 1000)k-character word (\(wordLines) lines)",
                       Measurement(secondsPerOperation: (ContinuousClock.now - start).seconds))
        }
        if !settings.json {
            let ratio = figures[figures.count - 1].secondsPerOperation / figures[figures.count - 2].secondsPerOperation
            try terminal.print("layout: 10× the word costs \(CFormat.string("%.1f", ratio))× the time (linear: about 10)")
        }

        for scale in [1.0, 3.0] {
            let view = view(scale: scale)
            let layout = try view.layout()
            let image = try layout.renderImage()
            let tag = "@\(Int(scale))x \(image.width)×\(image.height)"
            let key = "render\(Int(scale))x"
            try report("\(key)Layout", "render \(tag): layout", measure(seconds) { _ = try view.layout() })
            try report("\(key)Draw", "render \(tag): draw to RGBA", measure(seconds) { _ = try layout.renderImage() })
            try report("\(key)Encode", "render \(tag): PNG encode (level \(PNGCodec.defaultCompression))",
                       measure(seconds) { _ = try PNGCodec.encode(image) })
            try report("\(key)Whole", "render \(tag): whole PNG", measure(seconds) { _ = try view.pngData() })
            if scale == 3, let folder = settings.save {
                try AtomicFile.write(view.pngData(), to: URL(fileURLWithPath: folder).appendingPathComponent("view@3x.png"))
            }
        }

        let expectedView = view(scale: 3)
        var actualView = expectedView
        actualView.lineFragmentPadding = 6
        let expected = try expectedView.pngData()
        let actual = try actualView.pngData()
        if let folder = settings.save {
            try AtomicFile.write(expected, to: URL(fileURLWithPath: folder).appendingPathComponent("diff-a.png"))
            try AtomicFile.write(actual, to: URL(fileURLWithPath: folder).appendingPathComponent("diff-b.png"))
        }
        let a = try PNGCodec.decode(expected)
        let b = try PNGCodec.decode(actual)
        let size = "\(a.width)×\(a.height)"
        try report("diffDecodeAndCompare", "diff \(size): decode both + compare", measure(seconds) {
            _ = PixelDiff.compare(expected: try PNGCodec.decode(expected), actual: try PNGCodec.decode(actual))
        })
        try report("diffCompare", "diff \(size): compare only", measure(seconds) { _ = PixelDiff.compare(expected: a, actual: b) })
        try report("diffComparePixelByPixel", "diff \(size): compare only, pixel by pixel in Swift", measure(seconds) {
            _ = PixelDiff.compare(expected: a, actual: b, options: DiffOptions(), makeImage: false, kernel: .pixelByPixel)
        })
        var copy = a
        copy[0, 0] = a[0, 0]  // its own buffer, so equality really compares bytes
        try report("diffIdentical", "diff \(size): identical (fast path)", measure(seconds) { _ = PixelDiff.compare(expected: a, actual: copy) })

        try reportLargestSpec(save: settings.save, report)

        if settings.json {
            let document = Document(version: PlaceholderKitTool.version, seconds: seconds, figures: figures)
            try terminal.write(JSONDocument.data(document) + Data("\n".utf8))
        }
        return 0
    }

    struct Measurement: CustomStringConvertible {
        var secondsPerOperation: Double
        var description: String {
            let perSecond = 1 / secondsPerOperation
            let time = secondsPerOperation >= 1e-3
                ? CFormat.string("%8.3f ms", secondsPerOperation * 1e3) : CFormat.string("%8.1f µs", secondsPerOperation * 1e6)
            return "\(time)  \(CFormat.string("%10.1f", perSecond))/s"
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
            samples.append(try clock.measure { for _ in 0..<batch { try body() } }.seconds)
            if samples.count >= 200 { break }
        }
        samples.sort()
        return Measurement(secondsPerOperation: samples[samples.count / 2] / Double(batch))
    }
}
