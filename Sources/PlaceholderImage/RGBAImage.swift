import CPNG

/// An image of straight (not premultiplied) RGBA8 pixels, row by row from the top.
///
/// The size and the pixels are read-only from outside: they change together, through an
/// initialiser that checks that the buffer holds exactly width × height × 4 bytes, so no
/// image that reaches the PNG encoder or the differ can describe memory it does not own.
public struct RGBAImage: Equatable, Sendable {
    /// Size in pixels.
    public private(set) var width: Int
    public private(set) var height: Int
    /// width × height × 4 bytes: R, G, B, A.
    public private(set) var pixels: [UInt8]

    /// An image over `pixels`; throws an ``ImageError`` unless they hold exactly
    /// width × height × 4 bytes and both sides are 0 or more.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        let count = try Self.byteCount(width: width, height: height)
        guard pixels.count == count else {
            throw ImageError(reason: "\(pixels.count) bytes do not make a \(width)×\(height) RGBA image (\(count) bytes)")
        }
        self.init(width: width, height: height, checkedPixels: pixels)
    }

    /// A width × height image filled with one colour (transparent black by default).
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) throws {
        let count = try Self.byteCount(width: width, height: height)
        var pixels = [UInt8](repeating: 0, count: count)
        for i in stride(from: 0, to: count, by: 4) {
            pixels[i] = fill.0; pixels[i + 1] = fill.1; pixels[i + 2] = fill.2; pixels[i + 3] = fill.3
        }
        self.init(width: width, height: height, checkedPixels: pixels)
    }

    /// For code of this package that has already sized `pixels` from a valid image.
    package init(width: Int, height: Int, checkedPixels pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The straight RGBA image of cairo ARGB32 pixels (premultiplied, native-endian words,
    /// rows `stride` bytes apart), un-premultiplied as the PNG encoder does it.
    package init(argb32 pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int) {
        // The conversion writes every byte: the storage is not zeroed first.
        let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            if width > 0, height > 0 {
                cpng_straight_rgba_from_argb32(pixels.assumingMemoryBound(to: UInt8.self), stride, UInt32(width), UInt32(height),
                                               out.baseAddress)
            }
            count = out.count
        }
        self.init(width: width, height: height, checkedPixels: rgba)
    }

    private static func byteCount(width: Int, height: Int) throws -> Int {
        guard width >= 0, height >= 0 else { throw ImageError(reason: "\(width)×\(height) is not an image size (sides must be 0 or more)") }
        let (pixels, overflow1) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2 else { throw ImageError(reason: "\(width)×\(height) pixels do not fit in memory") }
        return bytes
    }

    /// The pixel at (x, y) as (r, g, b, a); x and y must be inside the image.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = offset(x, y)
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = offset(x, y)
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    private func offset(_ x: Int, _ y: Int) -> Int {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "(\(x), \(y)) is outside \(width)×\(height)")
        return (y * width + x) * 4
    }

    /// Lets `body` change the pixels in place (but not their number).
    public mutating func withUnsafeMutablePixels<Result>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try pixels.withUnsafeMutableBufferPointer { buffer in try body(buffer) }
    }
}
