import FoundationEssentials
import PlaceholderModel

/// A laid-out `Mockup` of any kind: its size, what it warns about and its layout
/// document (its drawing: `MockupLayout+Rendering.swift`).
public enum MockupLayout: Sendable {
    case textView(TextViewLayout)
    case textField(TextFieldLayout)
    case form(FormLayout)

    /// Size in points, the height resolved when it sizes to fit.
    public var bounds: Rect {
        switch self {
        case .textView(let layout): return layout.bounds
        case .textField(let layout): return layout.bounds
        case .form(let layout): return layout.bounds
        }
    }

    /// Pixels per point, and light or dark.
    public var scale: Double { mockup.scale }
    public var appearance: Appearance { mockup.appearance }
    /// The image's size in pixels: ⌈width × scale⌉ × ⌈height × scale⌉.
    public var pixelWidth: Int { ImageSize(width: bounds.width, height: bounds.height, scale: scale).pixelWidth }
    public var pixelHeight: Int { ImageSize(width: bounds.width, height: bounds.height, scale: scale).pixelHeight }

    /// Fonts that had to be replaced (a family that is not installed).
    public var warnings: [String] {
        switch self {
        case .textView(let layout): return layout.warnings
        case .textField(let layout): return layout.warnings
        case .form(let layout): return layout.warnings
        }
    }

    /// The mockup as laid out (its height resolved).
    public var mockup: Mockup {
        switch self {
        case .textView(let layout): return .textView(layout.view)
        case .textField(let layout): return .textField(layout.field)
        case .form(let layout): return .form(layout.form)
        }
    }

    /// The layout document (`placeholderkit layout`).
    public var document: LayoutDocument {
        switch self {
        case .textView(let layout): return LayoutDocument(view: layout.view, layout: layout)
        case .textField(let layout): return LayoutDocument(textField: layout)
        case .form(let layout): return LayoutDocument(form: layout)
        }
    }
}
