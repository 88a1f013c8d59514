/// How two images are compared.
public struct DiffOptions: Equatable, Sendable {
    /// pixelmatch's threshold, 0…1: the share of the largest YIQ colour distance below
    /// which two pixels count as the same. Smaller is stricter.
    public var threshold: Double
    /// Count anti-aliased pixels as differences too.
    public var includeAntialiasing: Bool
    /// When set, a pixel differs when the CIEDE2000 colour difference (both pixels blended
    /// over white) is above this ΔE, instead of by the YIQ threshold. ΔE 1 is about the
    /// smallest difference people see; 2-3 ignores rendering noise.
    public var perceptualDeltaE: Double?
    /// Regions whose pixels count as equal (a caret, a timestamp); drawn hatched in the
    /// diff image. They must lie inside the images (``validate(width:height:)``).
    public var ignoredRegions: [PixelRegion]

    /// pixelmatch's defaults: threshold 0.1, anti-aliasing ignored, YIQ comparison, every
    /// pixel compared.
    public init(threshold: Double = 0.1, includeAntialiasing: Bool = false, perceptualDeltaE: Double? = nil,
                ignoredRegions: [PixelRegion] = []) {
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
        self.perceptualDeltaE = perceptualDeltaE
        self.ignoredRegions = ignoredRegions
    }
}

extension DiffOptions {
    /// Throws a ``SnapshotError`` naming the first option out of range: `threshold` must
    /// be 0…1 and `perceptualDeltaE` 0 or more (and finite).
    public func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw SnapshotError(field: "threshold", problem: "must be between 0 and 1")
        }
        if let limit = perceptualDeltaE, !(limit.isFinite && limit >= 0) {
            throw SnapshotError(field: "perceptualDeltaE", problem: "must be a finite number, 0 or more")
        }
    }

    /// Throws a ``SnapshotError`` naming the first ignored region that is not inside a
    /// `width` × `height` image.
    public func validate(width: Int, height: Int) throws {
        if let outside = ignoredRegions.first(where: { !$0.fits(width: width, height: height) }) {
            throw SnapshotError(field: "ignoredRegions", problem: "\(outside) is not inside the \(width)×\(height) image")
        }
    }
}
