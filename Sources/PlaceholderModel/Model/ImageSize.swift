/// The pixel size of a mockup of `width` × `height` points at `scale`, and the one check
/// of it every kind runs: each side within ``PlaceholderTextView/maximumPixelsPerSide``
/// and the area within ``PlaceholderTextView/maximumPixelCount``.
package struct ImageSize {
    package var width: Double
    package var height: Double
    package var scale: Double

    package init(width: Double, height: Double, scale: Double) {
        (self.width, self.height, self.scale) = (width, height, scale)
    }

    /// ⌈points × scale⌉ (the argument), by ``PixelGrid``'s rule; sizes that validation
    /// rejects (not finite, too large for an `Int`) are clamped, never trapped on.
    static func pixels(_ points: Double) -> Int {
        let rounded = PixelGrid.ceil(pixels: points)
        guard rounded > 0 else { return 0 }  // also NaN
        return rounded < 0x1p62 ? Int(rounded) : 1 << 62
    }

    package var pixelWidth: Int { Self.pixels(width * scale) }
    package var pixelHeight: Int { Self.pixels(height * scale) }

    /// Throws a ``ModelError`` naming `width` or `height` (under `path`) when the image
    /// would be too large to allocate.
    package func validate(path: String = "") throws {
        let limit = PlaceholderTextView.maximumPixelsPerSide
        for (name, value) in [("width", width), ("height", height)] where PixelGrid.ceil(pixels: value * scale) > Double(limit) {
            throw ModelError(field: fieldPath(path, name), problem: "makes an image side over \(limit) pixels at scale \(scale)")
        }
        let (area, overflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
        guard !overflow, area <= PlaceholderTextView.maximumPixelCount else {
            throw ModelError(field: fieldPath(path, "width"), problem: "width × height × scale² is \(area) pixels, "
                             + "over the limit of \(PlaceholderTextView.maximumPixelCount / 1_000_000) megapixels")
        }
    }
}
