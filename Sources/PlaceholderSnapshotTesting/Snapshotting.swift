import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit

/// How a value becomes a snapshot of some format, and how snapshots of that format are
/// stored and compared — swift-snapshot-testing's `Snapshotting`, synchronous.
///
/// Build new strategies from old ones with ``pullback(_:pixelRegions:)``: `.png` is `.image` pulled
/// back through rendering, `.layoutJSON` is `.lines` pulled back through layout.
public struct Snapshotting<Value, Format>: Sendable {
    /// The extension of reference files (`png`, `json`).
    public var pathExtension: String
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the snapshot of a value.
    public var snapshot: @Sendable (Value) throws -> Format
    /// The pixels of a value's snapshot that regions given to `assertSnapshot(ignoring:)`
    /// cover: by default the regions are pixels already (an image's); a text view's
    /// strategies scale its points.
    public var pixelRegions: @Sendable (Value, [Rect]) -> [PixelRegion]
    /// The libraries and fonts that make the snapshots, recorded beside the references
    /// (`.versions.json`) and compared on failure: this process's, or the external
    /// renderer's for the text view strategies under `PLACEHOLDERKIT_RENDERER`.
    public var environment: @Sendable () throws -> RenderingEnvironment
    /// Pixels a point of a value measured in points (a text view's scale), so a failure
    /// says where it differs in points too; nil for values that are pixels already.
    public var pixelsPerPoint: @Sendable (Value) -> Double? = { _ in nil }
    /// A file recorded beside each reference and compared on a mismatch, so that the
    /// failure says what changed (`SnapshotCompanion`): a text view's layout document,
    /// `NAME.layout.json`, beside its `.png`; nil for strategies without one.
    /// ``pullback(_:pixelRegions:)`` carries it: the companion of the value a new one turns
    /// into (which the transform is run a second time to make).
    public var companion: (@Sendable (Value) throws -> SnapshotCompanion)?
    /// The PNG of a value with its geometry drawn over it (`GeometryOverlay`), written
    /// beside the artifacts of a failed check as `NAME.overlay.png`; nil: none.
    public var overlay: (@Sendable (Value) throws -> Data)?

    /// A strategy from its parts; `pixelRegions` defaults to regions given in pixels, and
    /// `environment` to this process's libraries and fonts.
    public init(pathExtension: String, diffing: Diffing<Format>,
                pixelRegions: @escaping @Sendable (Value, [Rect]) -> [PixelRegion] = { _, regions in regions.map { PixelRegion($0.pixelBounds(scale: 1)) } },
                environment: @escaping @Sendable () throws -> RenderingEnvironment = { RenderingEnvironment.current() },
                snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.pixelRegions = pixelRegions
        self.environment = environment
        self.snapshot = snapshot
    }

    /// The same strategy for values of another type, turned into `Value` first. Every part
    /// is carried: regions are scaled as this strategy scales the value a new one turns
    /// into (unless `pixelRegions` says otherwise), and so are its pixels per point, its
    /// environment, its companion and its overlay (for which the transform is run again).
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value,
                                   pixelRegions: (@Sendable (NewValue, [Rect]) -> [PixelRegion])? = nil) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot, ownRegions = self.pixelRegions, ownScale = self.pixelsPerPoint
        // A value the transform fails on fails the snapshot itself; its regions and scale
        // are then those of a value in pixels.
        let carriedRegions: @Sendable (NewValue, [Rect]) -> [PixelRegion] = { value, regions in
            guard let old = try? transform(value) else { return regions.map { PixelRegion($0.pixelBounds(scale: 1)) } }
            return ownRegions(old, regions)
        }
        var pulled = Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing,
                                                    pixelRegions: pixelRegions ?? carriedRegions,
                                                    environment: environment) { try snapshot(transform($0)) }
        pulled.pixelsPerPoint = { value in (try? transform(value)).flatMap(ownScale) }
        if let companion { pulled.companion = { try companion(transform($0)) } }
        if let overlay { pulled.overlay = { try overlay(transform($0)) } }
        return pulled
    }
}

/// A strategy whose values are their own snapshots (images, strings).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// The strategy that stores values as they are, through `diffing`.
    public init(pathExtension: String, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// A raw image as PNG, compared exactly.
    public static var image: Snapshotting { .image() }

    /// A raw image as PNG, compared with pixelmatch's options and accepted within `tolerance`.
    public static func image(threshold: Double = 0.1, includeAntialiasing: Bool = false, perceptualDeltaE: Double? = nil,
                             tolerance: Tolerance = .exact) -> Snapshotting {
        let options = DiffOptions(threshold: threshold, includeAntialiasing: includeAntialiasing, perceptualDeltaE: perceptualDeltaE)
        return Snapshotting(pathExtension: "png", diffing: .image(options: options, tolerance: tolerance))
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text, compared line by line; a failure shows a unified diff.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Snapshotting where Value: MockupConvertible, Format == RGBAImage {
    /// The text view, text field or form rendered to pixels at its own scale, compared exactly.
    public static var png: Snapshotting { .png() }

    /// The mockup rendered to pixels, compared with pixelmatch's options and accepted
    /// within `tolerance`. Under `PLACEHOLDERKIT_RENDERER` the tool it names renders it
    /// (``ExternalRenderer``) and `engine` is not used. With `overlay`, a failure also
    /// leaves `NAME.overlay.png`: the mockup with its geometry drawn over it (bounds,
    /// container, line area, line boxes, baselines, placeholder block, caret), drawn in
    /// this process.
    public static func png(threshold: Double = 0.1, includeAntialiasing: Bool = false, perceptualDeltaE: Double? = nil,
                           tolerance: Tolerance = .exact, overlay: Bool = false, engine: TextLayoutEngine = .shared) -> Snapshotting {
        var strategy = SimplySnapshotting.image(threshold: threshold, includeAntialiasing: includeAntialiasing,
                                                perceptualDeltaE: perceptualDeltaE, tolerance: tolerance)
            .pullback({ (value: Value) in
                guard let renderer = ExternalRenderer.named() else { return try value.mockup.renderImage(engine: engine) }
                return try PNGCodec.decode(renderer.png(of: value.mockup), name: "the PNG of \(renderer.path)")
            }, pixelRegions: { value, regions in regions.map { PixelRegion(value.mockup.pixelBounds(of: $0)) } })
        strategy.environment = rendererEnvironment
        strategy.pixelsPerPoint = { $0.mockup.scale }
        strategy.companion = { value in .layout { Data(try layoutDocumentText(of: value.mockup, engine: engine).utf8) } }
        if overlay { strategy.overlay = { value in try value.mockup.layout(engine: engine).data(format: .png, overlay: true) } }
        return strategy
    }
}

extension Snapshotting where Value: MockupConvertible, Format == String {
    /// The mockup's layout document (`placeholderkit layout`) as JSON: a change in
    /// geometry fails with the lines of numbers that moved, each run's glyphs shown as one
    /// line (their count and a checksum) unless they are all that changed.
    public static var layoutJSON: Snapshotting { .layoutJSON() }

    /// The layout document computed with `engine`, or, under `PLACEHOLDERKIT_RENDERER`, by
    /// the tool it names (``ExternalRenderer``).
    public static func layoutJSON(engine: TextLayoutEngine = .shared) -> Snapshotting {
        var diffing = Diffing<String>.lines(collapsing: ["glyphs"])
        let lineDiff = diffing.diff
        diffing.diff = { reference, actual in
            guard var difference = lineDiff(reference, actual) else { return nil }
            // The lines whose text, position or size changed lead, before the JSON's line diff.
            let lead = SnapshotCompanion.layout { Data(actual.utf8) }.explanation(recorded: Data(reference.utf8), actual: .success(Data(actual.utf8)))
            difference.details = lead + (difference.details.map { "\n" + $0 } ?? "")
            return difference
        }
        var strategy = SimplySnapshotting(pathExtension: "json", diffing: diffing).pullback { (value: Value) in
            try layoutDocumentText(of: value.mockup, engine: engine)
        }
        strategy.environment = rendererEnvironment
        return strategy
    }
}

/// The layout document of `mockup` and a newline, as `placeholderkit layout` prints it:
/// computed with `engine`, or by the tool `PLACEHOLDERKIT_RENDERER` names.
private func layoutDocumentText(of mockup: Mockup, engine: TextLayoutEngine) throws -> String {
    if let renderer = ExternalRenderer.named() { return try renderer.layoutJSON(of: mockup) }
    return String(decoding: try mockup.layout(engine: engine).document.jsonData(), as: UTF8.self) + "\n"
}

extension SnapshotCompanion {
    /// A text view's layout document recorded beside its image reference as
    /// `NAME.layout.json`, compared line by line (``LayoutDocument/changes(from:limit:)``).
    static func layout(_ data: @escaping @Sendable () throws -> Data) -> SnapshotCompanion {
        SnapshotCompanion(suffix: layoutSuffix, heading: LayoutDocument.changesHeading, unchanged: LayoutDocument.unchangedNote,
                          data: data, changes: { try LayoutDocument.changes(reference: $0, actual: $1) })
    }
}

/// The environment of what renders text views for the strategies: the tool
/// `PLACEHOLDERKIT_RENDERER` names, else this process.
@Sendable private func rendererEnvironment() throws -> RenderingEnvironment {
    try ExternalRenderer.named()?.environment() ?? RenderingEnvironment.current()
}
