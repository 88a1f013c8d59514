/// How much difference still passes. Limits left nil are not checked; with none set,
/// a single mismatched pixel fails.
public struct Tolerance: Equatable, Sendable, CustomStringConvertible {
    /// At most this many mismatched pixels.
    public var maxDiffPixels: Int?
    /// At most this share (0…1) of all pixels mismatched.
    public var maxDiffPixelRatio: Double?

    /// A tolerance with the given limits; nil leaves a limit unchecked.
    public init(maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// No mismatched pixel at all.
    public static let exact = Tolerance()

    /// Whether `result` is within every limit set (different sizes never are).
    public func accepts(_ result: DiffResult) -> Bool {
        guard result.sizeMismatch == nil else { return false }
        if maxDiffPixels == nil && maxDiffPixelRatio == nil { return result.mismatchedPixels == 0 }
        if let maxDiffPixels, result.mismatchedPixels > maxDiffPixels { return false }
        if let maxDiffPixelRatio, result.ratio > maxDiffPixelRatio { return false }
        return true
    }

    /// Throws a ``SnapshotError`` naming the first limit out of range: `maxDiffPixels`
    /// must be 0 or more and `maxDiffPixelRatio` 0…1.
    public func validate() throws {
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw SnapshotError(field: "maxDiffPixels", problem: "must be 0 or more")
        }
        if let maxDiffPixelRatio, !(maxDiffPixelRatio.isFinite && (0...1).contains(maxDiffPixelRatio)) {
            throw SnapshotError(field: "maxDiffPixelRatio", problem: "must be between 0 and 1")
        }
    }

    public var description: String {
        var parts: [String] = []
        if let maxDiffPixels { parts.append("\(maxDiffPixels) pixels") }
        if let maxDiffPixelRatio { parts.append(Percent.format(maxDiffPixelRatio)) }
        return parts.isEmpty ? "0 pixels" : parts.joined(separator: " and ")
    }
}
