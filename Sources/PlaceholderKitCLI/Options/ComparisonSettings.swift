import PlaceholderImageDiff

/// How `diff` and `verify` compare images: one table of options, validated by
/// ``DiffOptions`` and ``Tolerance`` themselves, so both commands accept and reject
/// exactly the same values.
struct ComparisonSettings {
    var options = DiffOptions()
    var tolerance = Tolerance.exact

    /// The comparison flags; each checks the settings it changed.
    static let options: [Option<ComparisonSettings>] = [
        .value("--threshold", "T", "colour threshold 0-1 (default 0.1; smaller is stricter)", parse: ValueParser.number) {
            $0.options.threshold = $1
            try $0.options.validate()
        },
        .flag("--include-aa", "count anti-aliased pixels as differences") { $0.options.includeAntialiasing = true },
        .value("--max-diff-pixels", "N", "pass with up to N mismatched pixels", parse: ValueParser.integer) {
            $0.tolerance.maxDiffPixels = $1
            try $0.tolerance.validate()
        },
        .value("--max-diff-ratio", "R", "pass with up to this share (0-1) of mismatched pixels", parse: ValueParser.number) {
            $0.tolerance.maxDiffPixelRatio = $1
            try $0.tolerance.validate()
        },
        .value("--perceptual", "DE", "a pixel differs when its CIEDE2000 ΔE is above DE (instead of the threshold)",
               parse: ValueParser.number) {
            $0.options.perceptualDeltaE = $1
            try $0.options.validate()
        },
    ]
}
