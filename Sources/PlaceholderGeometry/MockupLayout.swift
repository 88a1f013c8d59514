import FoundationEssentials
import PlaceholderModel

/// A laid-out `Mockup` of any kind: its size, what it warns about and its layout
/// document (its drawing: `MockupLayout+Rendering.swift`).
public enum MockupLayout: Sendable {
    case textView(TextViewLayout)
    case textField(TextFieldLayout)
    case form(FormLayout)

    /// The layout of whichever kind this is: every fact the kinds share is read through it.
    var layout: any KindLayout {
        switch self {
        case .textView(let layout): return layout
        case .textField(let layout): return layout
        case .form(let layout): return layout
        }
    }

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
