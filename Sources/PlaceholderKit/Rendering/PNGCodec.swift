import CPNG
import Foundation

/// PNG encoding and decoding through libpng.
public enum PNGCodec {
    /// The zlib level used unless another is asked for: fast, since snapshot suites write
    /// many images and the size difference is small for flat UI pictures.
    public static let defaultCompression = 1

    /// Encodes `image` as an 8-bit RGBA PNG at zlib `compression` level 0…9.
    public static func encode(_ image: RGBAImage, compression: Int = defaultCompression) throws -> Data {
        guard (0...9).contains(compression) else { throw ModelError(field: "compression", problem: "must be 0 to 9") }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let ok = image.pixels.withUnsafeBufferPointer { pixels in
            cpng_encode_rgba(pixels.baseAddress, UInt32(image.width), UInt32(image.height), Int32(compression), &out, &size, &message, message.count)
        }
        guard ok != 0, let out else { throw RenderError(description: "PNG encoding failed: \(cString(message))") }
        defer { cpng_free(out) }
        return Data(bytes: out, count: size)
    }

    /// Decodes any PNG (palette, grey, grey + alpha, RGB, RGBA, 8 or 16 bits, interlaced)
    /// to RGBA8. A corrupt or truncated file throws; `name` goes into the message.
    public static func decode(_ data: Data, name: String = "image") throws -> RGBAImage {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var out: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let ok = data.withUnsafeBytes { bytes in
            cpng_decode_rgba(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &out, &message, message.count)
        }
        guard ok != 0, let out else {
            throw DecodeError(file: name, reason: cString(message))
        }
        defer { cpng_free(out) }
        let count = Int(width) * Int(height) * 4
        return RGBAImage(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: out, count: count)))
    }

    /// Reads and decodes the PNG file at `url`.
    public static func read(_ url: URL) throws -> RGBAImage {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DecodeError(file: url.path, reason: "cannot be read")
        }
        return try decode(data, name: url.path)
    }

    private static func cString(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A PNG that could not be decoded, naming the file.
    public struct DecodeError: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var reason: String
        public var description: String { "\(file): not a readable PNG (\(reason))" }
    }
}
