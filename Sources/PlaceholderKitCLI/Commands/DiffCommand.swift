import Foundation
import PlaceholderImageDiff
import PlaceholderKit

/// `placeholderkit diff`: compares two PNGs with pixelmatch's semantics.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "compare two PNGs (pixelmatch semantics) and draw a diff image"
    static let help = """
    Usage: placeholderkit diff EXPECTED.png ACTUAL.png [options]

      --threshold T          colour threshold 0-1 (default 0.1; smaller is stricter)
      --include-aa           count anti-aliased pixels as differences
      --max-diff-pixels N    pass with up to N mismatched pixels
      --max-diff-ratio R     pass with up to this share (0-1) of mismatched pixels
      --perceptual DE        a pixel differs when its CIEDE2000 ΔE is above DE
      --output DIFF.png      write the diff image: expected faded, mismatches red
                             (blue where the actual is darker), anti-aliasing yellow
      --json                 print {"width","height","mismatchedPixels","antialiasedPixels","ratio","passed"}

    Exit status: 0 within tolerance (default: no mismatched pixel), 1 not (or the sizes
    differ), 2 unreadable input or bad options.
    """
    static let spec = ArgumentSpec(options: ["--threshold", "--max-diff-pixels", "--max-diff-ratio", "--perceptual", "--output"],
                                   flags: ["--include-aa", "--json"], aliases: ["-o": "--output"], positionals: 2...2)

    struct Report: Codable {
        var width: Int
        var height: Int
        var mismatchedPixels: Int
        var antialiasedPixels: Int
        var ratio: Double
        var passed: Bool
    }

    static func run(_ arguments: ParsedArguments, terminal: Terminal) throws -> Int32 {
        let options = DiffOptions(threshold: try arguments.number("--threshold") ?? 0.1,
                                  includeAntialiasing: arguments.has("--include-aa"),
                                  perceptualDeltaE: try arguments.number("--perceptual"))
        guard (0...1).contains(options.threshold) else { throw CLIError("--threshold: must be between 0 and 1") }
        if let limit = options.perceptualDeltaE, limit < 0 { throw CLIError("--perceptual: must be 0 or more") }
        let tolerance = Tolerance(maxDiffPixels: try arguments.integer("--max-diff-pixels"),
                                  maxDiffPixelRatio: try arguments.number("--max-diff-ratio"))
        if let pixels = tolerance.maxDiffPixels, pixels < 0 { throw CLIError("--max-diff-pixels: must be 0 or more") }
        if let ratio = tolerance.maxDiffPixelRatio, !(0...1).contains(ratio) { throw CLIError("--max-diff-ratio: must be between 0 and 1") }
        let output = arguments.value("--output")
        if let output, OutputFormat(path: output) != .png { throw CLIError("--output: \(output) does not end in .png") }

        let images: [RGBAImage]
        do {
            images = try arguments.positionals.map { try PNGCodec.read(URL(fileURLWithPath: $0)) }
        } catch let error as PNGCodec.DecodeError {
            throw CLIError(error.description)
        }
        let (result, diffImage) = PixelDiff.compare(expected: images[0], actual: images[1], options: options,
                                                    makeImage: output != nil)
        let passed = tolerance.accepts(result)
        if let output, let diffImage {
            do {
                try AtomicFile.write(PNGCodec.encode(diffImage), to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError("\(output): cannot be written (\(error.localizedDescription))")
            }
        }
        if arguments.has("--json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let report = Report(width: result.width, height: result.height, mismatchedPixels: result.mismatchedPixels,
                                antialiasedPixels: result.antialiasedPixels, ratio: result.ratio, passed: passed)
            terminal.write(try encoder.encode(report))
            terminal.print("")
        } else if let mismatch = result.sizeMismatch {
            terminal.print("\(mismatch)")
        } else {
            terminal.print("\(result.mismatchedPixels) pixels differ (\(Percent.format(result.ratio)) of \(result.width)×\(result.height)), "
                + "\(result.antialiasedPixels) anti-aliased; tolerance \(tolerance): \(passed ? "passed" : "failed")")
        }
        return passed ? 0 : 1
    }
}
