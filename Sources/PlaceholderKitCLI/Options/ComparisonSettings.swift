import ArgumentParser
import PlaceholderImageDiff

/// How `diff` and `verify` compare images: the flags, validated by ``DiffOptions`` and
/// ``Tolerance`` themselves, so both commands accept and reject exactly the same values.
struct ComparisonSettings {
    var options = DiffOptions()
    var tolerance = Tolerance.exact
}

/// The comparison flags of `diff` and `verify`, one group used by both.
struct ComparisonFlags: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("colour threshold 0-1 (default 0.1; smaller is stricter)", valueName: "T"), transform: Value.number)
    var threshold: Double?
    @Flag(name: .customLong("include-aa"), help: "count anti-aliased pixels as differences")
    var includeAntialiasing = false
    @Option(parsing: .unconditional, help: ArgumentHelp("pass with up to N mismatched pixels", valueName: "N"), transform: Value.integer)
    var maxDiffPixels: Int?
    @Option(parsing: .unconditional, help: ArgumentHelp("pass with up to this share (0-1) of mismatched pixels", valueName: "R"), transform: Value.number)
    var maxDiffRatio: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("a pixel differs when its CIEDE2000 ΔE is above DE (instead of the threshold)", valueName: "DE"),
            transform: Value.number)
    var perceptual: Double?

    /// The settings the flags make; a value out of range names its flag.
    func settings() throws -> ComparisonSettings {
        var settings = ComparisonSettings()
        func checked(_ flag: String, _ check: () throws -> Void) throws {
            do { try check() } catch { throw CommandLineError(flag: flag, problem(of: error)) }
        }
        if let threshold {
            settings.options.threshold = threshold
            try checked("--threshold") { try settings.options.validate() }
        }
        if includeAntialiasing { settings.options.includeAntialiasing = true }
        if let maxDiffPixels {
            settings.tolerance.maxDiffPixels = maxDiffPixels
            try checked("--max-diff-pixels") { try settings.tolerance.validate() }
        }
        if let maxDiffRatio {
            settings.tolerance.maxDiffPixelRatio = maxDiffRatio
            try checked("--max-diff-ratio") { try settings.tolerance.validate() }
        }
        if let perceptual {
            settings.options.perceptualDeltaE = perceptual
            try checked("--perceptual") { try settings.options.validate() }
        }
        return settings
    }
}
