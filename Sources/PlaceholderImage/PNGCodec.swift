import CPNG
import FoundationEssentials

/// PNG encoding and decoding through libpng.
public enum PNGCodec {
    /// The zlib level used unless another is asked for: fast, since snapshot suites write
    /// many images and the size difference is small for flat UI pictures.
    public static let defaultCompression = 1

    /// The most pixels ``decode(_:name:maxPixels:)`` accepts unless told otherwise: the
    /// same 64 megapixels a rendered view may have.
    public static let defaultMaxPixels = 64_000_000

    /// zlib's compression levels, 0 (none) to 9 (smallest).
    public static let compressionLevels = 0...9

    /// Encodes `image` as an 8-bit RGBA PNG at a zlib `compression` level of ``compressionLevels``. Throws an
    /// ``ImageError`` for a bad level or an empty image.
    public static func encode(_ image: RGBAImage, compression: Int = defaultCompression) throws -> Data {
        try image.pixels.withUnsafeBytes { pixels in
            try encode(pixels.baseAddress, layout: CPNG_RGBA, stride: image.width * 4, width: image.width,
                       height: image.height, compression: compression)
        }
    }

    /// Encodes cairo ARGB32 pixels (premultiplied, native-endian words, rows `stride`
    /// bytes apart) as the same PNG ``encode(_:compression:)`` makes of the straight
    /// image, converting one row at a time.
    package static func encode(argb32 pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int,
                               compression: Int = defaultCompression) throws -> Data {
        try encode(pixels, layout: CPNG_CAIRO_ARGB32, stride: stride, width: width, height: height, compression: compression)
    }

    private static func encode(_ pixels: UnsafeRawPointer?, layout: cpng_layout, stride: Int, width: Int, height: Int,
                               compression: Int) throws -> Data {
        let (w, h) = try encodable(width: width, height: height, compression: compression)
        guard let pixels else { throw ImageError(reason: "\(width)×\(height) is not a size a PNG can have") }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let ok = cpng_encode(pixels.assumingMemoryBound(to: UInt8.self), layout, stride, w, h, Int32(compression), &out, &size,
                             &message, message.count)
        guard ok != 0, let out else { throw encodingFailed(message) }
        // The encoder's buffer becomes the Data's storage: no copy.
        return Data(bytesNoCopy: out, count: size, deallocator: .free)
    }

    /// The width and height a PNG declares, read from its header without decoding a pixel.
    /// A PNG of more than `maxPixels` pixels throws an ``ImageError`` naming `name`.
    public static func size(of data: Data, name: String = "image", maxPixels: Int = .max) throws -> (width: Int, height: Int) {
        // The IHDR's own figures first: a PNG cut after its header (as a hostile renderer
        // answers) is refused for its size, not for its end.
        if let (width, height) = declaredSize(of: data), Int(width) * Int(height) > maxPixels {
            throw ImageError(file: name, reason: "\(width)×\(height) is over the limit of \(maxPixels) pixels")
        }
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let ok = data.withUnsafeBytes { bytes in
            cpng_read_size(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &message, message.count)
        }
        guard ok != 0 else { throw ImageError(file: name, reason: "not a readable PNG (\(cString(message)))") }
        guard Int(width) * Int(height) <= maxPixels else {
            throw ImageError(file: name, reason: "\(width)×\(height) is over the limit of \(maxPixels) pixels")
        }
        return (Int(width), Int(height))
    }

    /// The width and height in the IHDR chunk that a PNG starts with (after its signature),
    /// read from the bytes alone; nil when `data` does not start that way or a side is not
    /// one a PNG may have.
    static func declaredSize(of data: Data) -> (width: UInt32, height: UInt32)? {
        let start: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        guard data.count >= 24, data.prefix(16).elementsEqual(start) else { return nil }
        func word(_ offset: Int) -> UInt32 {
            data.dropFirst(offset).prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
        }
        // A side of 0 or over 2³¹ − 1 is no PNG's: libpng says so.
        let (width, height) = (word(16), word(20))
        guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else { return nil }
        return (width, height)
    }

    /// Decodes any PNG (palette, grey, grey + alpha, RGB, RGBA, 8 or 16 bits, interlaced)
    /// to RGBA8. A corrupt or truncated file, or one of more than `maxPixels` pixels,
    /// throws an ``ImageError`` naming `name`; the size is checked before any pixel is decoded.
    public static func decode(_ data: Data, name: String = "image", maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
        let (width, height) = try size(of: data, name: name, maxPixels: maxPixels)
        guard width * height <= maxPixels, width * height <= Int.max / 4 else {
            throw ImageError(file: name, reason: "\(width)×\(height) is over the limit of \(maxPixels) pixels")
        }
        var message = [CChar](repeating: 0, count: 256)
        // libpng writes straight into the image's own storage: one copy of the pixels.
        let pixels = try [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let ok = data.withUnsafeBytes { bytes in
                cpng_decode_rgba(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, buffer.baseAddress, buffer.count,
                                 &message, message.count)
            }
            guard ok != 0 else { throw ImageError(file: name, reason: "not a readable PNG (\(cString(message)))") }
            count = buffer.count
        }
        return RGBAImage(width: width, height: height, checkedPixels: pixels)
    }

    /// Reads and decodes the PNG file at `url` (see ``decode(_:name:maxPixels:)``).
    public static func read(_ url: URL, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
        try decode(FileReader.read(url), name: url.path, maxPixels: maxPixels)
    }

    /// The sides of a PNG to encode at zlib level `compression`, as libpng takes them;
    /// throws an ``ImageError`` for a level outside ``compressionLevels`` or a side no
    /// `UInt32` holds (cpng refuses the rest: 0, or over 2³¹ − 1).
    static func encodable(width: Int, height: Int, compression: Int) throws -> (UInt32, UInt32) {
        guard compressionLevels.contains(compression) else {
            throw ImageError(reason: "PNG compression level \(compression) is not \(compressionLevels.lowerBound) to \(compressionLevels.upperBound)")
        }
        guard let w = UInt32(exactly: width), let h = UInt32(exactly: height) else {
            throw ImageError(reason: "\(width)×\(height) is not a size a PNG can have")
        }
        return (w, h)
    }

    /// The error of an encoding cpng refused, with the reason it wrote into `message`.
    static func encodingFailed(_ message: [CChar]) -> ImageError {
        ImageError(reason: "PNG encoding failed: \(cString(message))")
    }

    static func cString(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension PNGCodec {
    /// The version of the libpng in use, such as `1.6.39`.
    public static var libraryVersion: String { String(cString: cpng_version()) }
}
