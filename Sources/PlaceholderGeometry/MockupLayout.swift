import FoundationEssentials
import PlaceholderModel

/// A laid-out `Mockup` of any kind: its size, what it warns about and its layout
/// document (its drawing: `MockupLayout+Rendering.swift`).
public struct MockupLayout: Sendable {
    /// The layout of whichever kind this is: every fact the kinds share is read through it.
    let layout: any KindLayout
    /// The kind's own layout, for the layers above to read through their protocols.
    package var kindLayout: any Sendable { layout }

    init(_ layout: any KindLayout) { self.layout = layout }

    /// The kind's own layout as `type` when it is one (`layout(as: FormLayout.self)`).
    public func layout<Layout>(as type: Layout.Type) -> Layout? { layout as? Layout }

    /// Size in points, the height resolved when it sizes to fit.
    public var bounds: Rect { layout.bounds }

    /// Pixels per point, and light or dark.
    public var scale: Double { mockup.scale }
    public var appearance: Appearance { mockup.appearance }
    /// The image's size in pixels: ⌈width × scale⌉ × ⌈height × scale⌉.
    public var pixelWidth: Int { ImageSize(width: bounds.width, height: bounds.height, scale: scale).pixelWidth }
    public var pixelHeight: Int { ImageSize(width: bounds.width, height: bounds.height, scale: scale).pixelHeight }

    /// Fonts that had to be replaced (a family that is not installed).
    public var warnings: [String] { layout.warnings }

    /// The mockup as laid out (its height resolved).
    public var mockup: Mockup { layout.mockup }

    /// The layout document (`placeholderkit layout`).
    public var document: LayoutDocument { layout.document }
}
