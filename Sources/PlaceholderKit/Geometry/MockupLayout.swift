import FoundationEssentials
import PlaceholderImage

/// A laid-out ``Mockup`` of any kind: its size, what it warns about, its layout document
/// and its drawing in every format.
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

    private var painting: any Painting {
        switch self {
        case .textView(let layout): return TextViewPainter(view: layout.view, layout: layout)
        case .textField(let layout): return TextFieldPainter(layout: layout)
        case .form(let layout): return FormPainter(layout: layout)
        }
    }

    /// The mockup drawn to an image of its pixel size.
    public func renderImage() throws -> RGBAImage { try painting.renderImage() }

    /// The mockup as bytes of `format`, PNG at zlib level `compression` (0…9).
    public func data(format: OutputFormat, compression: Int = PNGCodec.defaultCompression) throws -> Data {
        try painting.data(format: format, compression: compression)
    }
}

extension Mockup {
    /// Renders the mockup to an image of its pixel size.
    public func renderImage(engine: TextLayoutEngine = .shared) throws -> RGBAImage {
        try layout(engine: engine).renderImage()
    }

    /// The mockup as bytes of `format`.
    public func data(format: OutputFormat, compression: Int = PNGCodec.defaultCompression, engine: TextLayoutEngine = .shared) throws -> Data {
        try layout(engine: engine).data(format: format, compression: compression)
    }
}

extension PlaceholderTextField {
    /// Renders the field to an image.
    public func renderImage(engine: TextLayoutEngine = .shared) throws -> RGBAImage {
        try Mockup.textField(self).renderImage(engine: engine)
    }
}

extension PlaceholderForm {
    /// Renders the form to an image.
    public func renderImage(engine: TextLayoutEngine = .shared) throws -> RGBAImage {
        try Mockup.form(self).renderImage(engine: engine)
    }
}
