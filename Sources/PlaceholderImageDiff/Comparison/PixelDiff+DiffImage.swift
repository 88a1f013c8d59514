extension PixelDiff {
    // MARK: drawing the diff image, pixel by pixel

    /// Pixel `at` (a byte offset) of the diff image in `color`, opaque.
    static func draw(_ color: (UInt8, UInt8, UInt8), _ at: Int, into pixels: UnsafeMutableBufferPointer<UInt8>) {
        pixels[at] = color.0
        pixels[at + 1] = color.1
        pixels[at + 2] = color.2
        pixels[at + 3] = 255
    }

    /// An ignored pixel: diagonal stripes, so a region reads as left out, not as equal.
    static func drawHatch(_ x: Int, _ y: Int, _ at: Int, into pixels: UnsafeMutableBufferPointer<UInt8>) {
        draw((x + y) % 8 < 3 ? ignoredColor : (255, 255, 255), at, into: pixels)
    }

    /// The expected pixel (at byte offset `pos` of `source`) as a faded grey over white.
    static func drawGray(_ source: UnsafeBufferPointer<UInt8>, _ pos: Int, _ at: Int, into pixels: UnsafeMutableBufferPointer<UInt8>) {
        let luma = rgb2y(Double(source[pos]), Double(source[pos + 1]), Double(source[pos + 2]))
        let value = UInt8(max(0, min(255, blend(luma, fadeAlpha * Double(source[pos + 3]) / 255))))
        draw((value, value, value), at, into: pixels)
    }
}
