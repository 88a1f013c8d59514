/// The one rule by which every kind puts a length or a position on the device pixels of a
/// screen of `scale` pixels a point: a label's intrinsic height, a form child's top, a
/// field's `sizeThatFits` height (whole points: the grid at scale 1), an image's size, the
/// pixels a rectangle touches, the overlay's hairlines.
///
/// A value within ``tolerance`` of a whole pixel is on that pixel: arithmetic that is exact
/// on paper lands there in floating point only up to rounding noise (8 + 74/3 pt at @3x is
/// 98.00000000000001 px, not 98), and rounding that noise up would move a child, a frame or
/// an image edge a whole pixel.
public enum PixelGrid {
    /// How far from a whole pixel, in pixels, a value still counts as on it: 1e-6 px.
    /// Floating-point noise is far below it: a side is at most
    /// ``PlaceholderTextView/maximumPixelsPerSide`` (32,767 px, under 2^15), where a
    /// double's spacing is 2^-37 px (7e-12), so even thousands of roundings (a form's 256
    /// children, each a few sums) stay under 1e-8 px. Real geometry is far above it: a font
    /// unit (1/2048 em) of a 1 pt font is 5e-4 px at @1x, and a pixel's coverage is drawn
    /// in steps of 1/255. It is also the line breaker's tolerance for a line that fits.
    public static let tolerance = 1e-6

    /// `pixels` rounded up to a whole pixel, or to the whole pixel it is within
    /// ``tolerance`` of.
    public static func ceil(pixels: Double) -> Double {
        let nearest = pixels.rounded()
        return abs(pixels - nearest) <= tolerance ? nearest : pixels.rounded(.up)
    }

    /// `pixels` rounded down to a whole pixel, or to the whole pixel it is within
    /// ``tolerance`` of.
    public static func floor(pixels: Double) -> Double {
        let nearest = pixels.rounded()
        return abs(pixels - nearest) <= tolerance ? nearest : pixels.rounded(.down)
    }

    /// `points` moved down the screen (or outwards, for a size) to the next pixel edge at
    /// `scale`, or onto the one it is within ``tolerance`` pixels of; in points.
    public static func ceil(_ points: Double, scale: Double) -> Double { ceil(pixels: points * scale) / scale }

    /// `points` moved up the screen (or inwards) to the pixel edge at or before it at
    /// `scale`, or onto the one it is within ``tolerance`` pixels of; in points.
    public static func floor(_ points: Double, scale: Double) -> Double { floor(pixels: points * scale) / scale }
}
