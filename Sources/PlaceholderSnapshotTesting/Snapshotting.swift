import Foundation
@_exported import PlaceholderImageDiff
@_exported import PlaceholderKit

/// How a value becomes an image, and how that image is compared with its reference.
public struct Snapshotting<Value>: Sendable {
    /// Renders the value.
    public var render: @Sendable (Value) throws -> RGBAImage
    /// How the image is compared with its reference.
    public var options: DiffOptions
    /// How much difference still passes.
    public var tolerance: Tolerance

    /// A strategy that renders with `render`.
    public init(options: DiffOptions = DiffOptions(), tolerance: Tolerance = .exact,
                render: @escaping @Sendable (Value) throws -> RGBAImage) {
        self.render = render
        self.options = options
        self.tolerance = tolerance
    }
}

extension Snapshotting where Value == PlaceholderTextView {
    /// The text view rendered to PNG pixels at its own scale, compared exactly.
    public static var png: Snapshotting { .png() }

    /// The text view rendered to pixels, compared with the given pixelmatch options and
    /// tolerance.
    public static func png(threshold: Double = 0.1, includeAntialiasing: Bool = false, perceptualDeltaE: Double? = nil,
                           tolerance: Tolerance = .exact, engine: TextLayoutEngine = .shared) -> Snapshotting {
        Snapshotting(options: DiffOptions(threshold: threshold, includeAntialiasing: includeAntialiasing,
                                          perceptualDeltaE: perceptualDeltaE),
                     tolerance: tolerance) { view in try view.renderImage(engine: engine) }
    }
}

extension Snapshotting where Value == RGBAImage {
    /// A raw image, compared exactly.
    public static var image: Snapshotting { .image() }

    /// A raw image, compared with the given options and tolerance.
    public static func image(threshold: Double = 0.1, includeAntialiasing: Bool = false, perceptualDeltaE: Double? = nil,
                             tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(options: DiffOptions(threshold: threshold, includeAntialiasing: includeAntialiasing,
                                          perceptualDeltaE: perceptualDeltaE),
                     tolerance: tolerance) { $0 }
    }
}
