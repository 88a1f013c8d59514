import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderFormat

/// `placeholderkit diff`: compares two PNGs with pixelmatch's semantics.
struct DiffCommand: ToolCommand {
    struct Settings {
        var expected: String
        var actual: String
        var comparison = ComparisonSettings()
        var output: String?
        var json = false
        var maxPixels = PNGCodec.defaultMaxPixels
    }

    /// What `--json` prints (`docs/schemas/diff.schema.json`).
    struct Report: Codable {
        /// The format of the report.
        static let formatVersion = 1
        var formatVersion = Self.formatVersion
        var width: Int
        var height: Int
        var mismatchedPixels: Int
        var antialiasedPixels: Int
        var ratio: Double
        var passed: Bool
    }

    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "compare two PNGs (pixelmatch semantics) and draw a diff image",
        usage: "placeholderkit diff EXPECTED.png ACTUAL.png [options]",
        discussion: """
        Compares ACTUAL with EXPECTED pixel by pixel. Both headers are read first: images of \
        different sizes, or over the pixel limit, are answered before any pixel is decoded.

        Exit status: 0 within tolerance (default: no mismatched pixel), 1 not (or the sizes \
        differ), 2 unreadable input or bad options.
        """
    )

    @Argument(help: ArgumentHelp("the reference image", valueName: "EXPECTED.png"), completion: .file(extensions: ["png"]))
    var expected: String
    @Argument(help: ArgumentHelp("the image compared with it", valueName: "ACTUAL.png"), completion: .file(extensions: ["png"]))
    var actual: String
    @OptionGroup var comparison: ComparisonFlags
    @Option(name: [.short, .long], parsing: .unconditional, help: ArgumentHelp("write the diff image: expected faded, mismatches red (blue where the actual is darker), anti-aliasing yellow",
                               valueName: "DIFF.png"),
            completion: .file(extensions: ["png"]), transform: DiffCommand.pngPath)
    var output: String?
    @Flag(help: "print {\"width\",\"height\",\"mismatchedPixels\",\"antialiasedPixels\",\"ratio\",\"passed\"}")
    var json = false
    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("leave these pixel regions out (inclusive corners): they count as equal and are hatched; repeats",
                               valueName: "x1:y1-x2:y2[,…]"), transform: DiffCommand.regions)
    var ignore: [[PixelRegion]] = []
    @Option(parsing: .unconditional, help: ArgumentHelp("refuse images of more than N pixels (default \(PNGCodec.defaultMaxPixels))", valueName: "N"),
            transform: Value.integer(in: 1...Int.max))
    var maxPixels: Int?

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        var settings = Settings(expected: expected, actual: actual, comparison: try comparison.settings(), output: output, json: json)
        settings.comparison.options.ignoredRegions += ignore.joined()
        if let maxPixels { settings.maxPixels = maxPixels }
        return try Self.run(settings, terminal: terminal)
    }

    /// A path ending in `.png`.
    @Sendable static func pngPath(_ path: String) throws -> String {
        try ConversionFailure.recording(path) { path in
            guard path.lowercased().hasSuffix(".png") else { throw CommandLineError("\(Quoting.quoted(path)) does not end in .png") }
            return path
        }
    }

    /// `x1:y1-x2:y2[,…]`, comma-separated regions.
    @Sendable static func regions(_ text: String) throws -> [PixelRegion] {
        try ConversionFailure.recording(text) { text in
            try text.split(separator: ",", omittingEmptySubsequences: false).map { part -> PixelRegion in try PixelRegion(parsing: String(part)) }
        }
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        let files = try [settings.expected, settings.actual].map { path in
            let data = try FileReader.read(URL(fileURLWithPath: path))
            return (path: path, data: data, size: try PNGCodec.size(of: data, name: path, maxPixels: settings.maxPixels))
        }
        do {
            try settings.comparison.options.validate(width: files[1].size.width, height: files[1].size.height)
        } catch let error as SnapshotError {
            throw CommandLineError(flag: "--ignore", error.problem)
        }
        let result: DiffResult
        // The diff image's PNG, when one is asked for and the images are the same size.
        var diffPNG: Data?
        if files[0].size != files[1].size {
            result = DiffResult(sizeMismatch: SizeMismatch(expected: files[0].size, actual: files[1].size))
        } else if let expected = try PNGRowReader(files[0].data, name: files[0].path, maxPixels: settings.maxPixels),
                  let actual = try PNGRowReader(files[1].data, name: files[1].path, maxPixels: settings.maxPixels) {
            // Compared in bands, never holding either image whole; the diff image, when
            // asked for, is compressed band by band as it is drawn.
            let writer = try settings.output.map { _ in try PNGRowWriter(width: expected.width, height: expected.height) }
            result = try PixelDiff.compare(expected: expected, actual: actual, options: settings.comparison.options, diffImage: writer)
            diffPNG = try writer?.finish()
        } else {
            // An interlaced PNG comes in passes over the whole image: decoded whole.
            let images = try files.map { try PNGCodec.decode($0.data, name: $0.path, maxPixels: settings.maxPixels) }
            let (compared, image) = PixelDiff.compare(expected: images[0], actual: images[1], options: settings.comparison.options,
                                                      makeImage: settings.output != nil)
            result = compared
            diffPNG = try image.map { try PNGCodec.encode($0) }
        }
        let passed = settings.comparison.tolerance.accepts(result)
        if let output = settings.output, let diffPNG {
            try AtomicFile.write(diffPNG, to: URL(fileURLWithPath: output))
        }
        if settings.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let report = Report(width: result.width, height: result.height, mismatchedPixels: result.mismatchedPixels,
                                antialiasedPixels: result.antialiasedPixels, ratio: result.ratio, passed: passed)
            try terminal.write(encoder.encode(report) + Data("\n".utf8))
        } else if result.sizeMismatch != nil {
            try terminal.print(result.summary)
        } else {
            try terminal.print("\(result.summary), \(result.antialiasedPixels) anti-aliased; "
                + "tolerance \(settings.comparison.tolerance): \(passed ? "passed" : "failed")")
        }
        return passed ? 0 : 1
    }
}
