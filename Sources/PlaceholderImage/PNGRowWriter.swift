import CPNG
import FoundationEssentials

/// A PNG written a band of rows at a time, for an image that is never held whole (the
/// differ's diff image of two large PNGs). Its bytes are exactly what
/// ``PNGCodec/encode(_:compression:)`` makes of the same rows: 8-bit RGBA, no row filter.
public final class PNGRowWriter {
    /// Size in pixels.
    public let width: Int
    public let height: Int
    private let pointer: OpaquePointer
    private var finished = false

    /// A writer of a `width` × `height` PNG at zlib level `compression`; throws an
    /// ``ImageError`` for a level outside ``PNGCodec/compressionLevels`` or a size a PNG
    /// cannot have.
    public init(width: Int, height: Int, compression: Int = PNGCodec.defaultCompression) throws {
        let (w, h) = try PNGCodec.encodable(width: width, height: height, compression: compression)
        var message = [CChar](repeating: 0, count: 256)
        guard let writer = cpng_writer_open(w, h, Int32(compression), &message, message.count) else {
            throw PNGCodec.encodingFailed(message)
        }
        self.pointer = writer
        self.width = width
        self.height = height
    }

    deinit { cpng_writer_close(pointer) }

    /// Compresses the next `count` rows, straight RGBA8 at the start of `rows` (`width` × 4
    /// bytes a row). Throws an ``ImageError`` when they would pass the image's height (the
    /// writer counts them).
    public func writeRows(_ count: Int, from rows: UnsafeBufferPointer<UInt8>) throws {
        precondition(!finished, "the PNG is finished")
        precondition(count >= 0 && rows.count >= count * width * 4, "the buffer does not hold \(count) rows")
        guard count > 0 else { return }
        var message = [CChar](repeating: 0, count: 256)
        guard cpng_writer_write_rows(pointer, rows.baseAddress, CPNG_RGBA, width * 4, UInt32(clamping: count), &message, message.count) != 0 else {
            throw PNGCodec.encodingFailed(message)
        }
    }

    /// The PNG's bytes, once every row is written; throws an ``ImageError`` before. Called
    /// once: the writer is done after it.
    public func finish() throws -> Data {
        precondition(!finished, "the PNG is finished")
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        guard cpng_writer_finish(pointer, &out, &size, &message, message.count) != 0, let out else {
            throw PNGCodec.encodingFailed(message)
        }
        finished = true
        // The writer's buffer becomes the Data's storage: no copy.
        return Data(bytesNoCopy: out, count: size, deallocator: .free)
    }
}
