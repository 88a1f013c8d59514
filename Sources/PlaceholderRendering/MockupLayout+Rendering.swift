import FoundationEssentials
import PlaceholderImage
import PlaceholderModel
import PlaceholderText
import PlaceholderGeometry

extension MockupLayout {
    /// The kind's painter.
    var painting: any Painting { kindConformance(of: kindLayout, to: (any PaintedAlone).self).painting }

    /// The painting, with the geometry overlay (`GeometryOverlay`) over it when asked.
    private func painting(overlay: Bool) -> any Painting {
        overlay ? OverlaidPainting(painting: painting, overlay: GeometryOverlay(self)) : painting
    }

    /// The mockup drawn to an image of its pixel size; `overlay` draws its geometry over it.
    public func renderImage(overlay: Bool = false) throws -> RGBAImage { try painting(overlay: overlay).renderImage() }

    /// The mockup as bytes of `format`, PNG at zlib level `compression` (0…9); `overlay`
    /// draws its geometry over it.
    public func data(format: OutputFormat, compression: Int = PNGCodec.defaultCompression, overlay: Bool = false) throws -> Data {
        try painting(overlay: overlay).data(format: format, compression: compression)
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
