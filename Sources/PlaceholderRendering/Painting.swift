import CCairo
import FoundationEssentials
import PlaceholderImage
import PlaceholderModel

/// A laid-out mockup that draws itself on a cairo context in its own points: a text view,
/// a text field, a label or a form (which draws its children through theirs). Every output
/// format comes from this one drawing.
protocol Painting {
    /// Size in points and pixels per point.
    var width: Double { get }
    var height: Double { get }
    var scale: Double { get }
    func paint(on context: CairoContext) throws
}

extension Painting {
    /// The drawing as an image of ⌈width × scale⌉ × ⌈height × scale⌉ pixels.
    func renderImage() throws -> RGBAImage {
        try drawnSurface().rgbaImage()
    }

    /// The drawing as bytes of `format`, PNG at zlib level `compression` (0…9); SVG and PDF
    /// are vector, sized in points.
    func data(format: OutputFormat, compression: Int) throws -> Data {
        switch format {
        case .png: return try drawnSurface().pngData(compression: compression)
        case .svg, .pdf: return try VectorDocument(width: width, height: height, painting: self).data(format: format)
        }
    }

    /// An image surface with the drawing on it at its scale.
    private func drawnSurface() throws -> CairoSurface {
        let size = ImageSize(width: width, height: height, scale: scale)
        let surface = try CairoSurface(width: size.pixelWidth, height: size.pixelHeight)
        let context = try CairoContext(surface: surface)
        cairo_scale(context.pointer, scale, scale)
        context.setDeterministicFontOptions()
        try paint(on: context)
        return surface
    }
}
