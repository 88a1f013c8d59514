import CPNG
import FoundationEssentials

/// A PNG decoded a few rows at a time, for work that need not hold a whole image (the
/// differ compares two large PNGs in bands). Every PNG but an interlaced one is read this
/// way, whatever its depth (1 to 16 bits), colour type and colour chunks, through the whole
/// decoder's transforms: its rows are exactly what ``PNGCodec/decode(_:name:maxPixels:)``
/// gives (the PNG fuzzer checks it), so two 8000 × 8000 PNGs of any kind diff in bands.
public final class PNGRowReader {
    /// Size in pixels.
    public let width: Int
    public let height: Int
    private let pointer: OpaquePointer
    /// The file's bytes, which the C reader reads from; owned here.
    private let bytes: UnsafeMutableRawBufferPointer
    private var rowsRead = 0
    private let name: String

    /// A reader over `data`, or nil when the PNG is valid but interlaced (decode it whole).
    /// Throws an ``ImageError`` naming `name` when it is not a readable PNG or has more
    /// than `maxPixels` pixels.
    public init?(_ data: Data, name: String, maxPixels: Int = PNGCodec.defaultMaxPixels) throws {
        let (width, height) = try PNGCodec.size(of: data, name: name)
        guard width * height <= maxPixels else {
            throw ImageError(file: name, reason: "\(width)×\(height) is over the limit of \(maxPixels) pixels")
        }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 1)
        _ = data.copyBytes(to: bytes.bindMemory(to: UInt8.self))
        var w: UInt32 = 0, h: UInt32 = 0
        var plain: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        guard let reader = cpng_reader_open(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), data.count, &w, &h, &plain,
                                            &message, message.count) else {
            bytes.deallocate()
            if plain == 0 { return nil }
            throw ImageError(file: name, reason: "not a readable PNG (\(PNGCodec.cString(message)))")
        }
        self.pointer = reader
        self.bytes = bytes
        self.width = Int(w)
        self.height = Int(h)
        self.name = name
    }

    deinit {
        cpng_reader_close(pointer)
        bytes.deallocate()
    }

    /// Decodes the next `count` rows into the start of `buffer` (`width` × 4 bytes a row).
    public func readRows(_ count: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) throws {
        precondition(count >= 0 && rowsRead + count <= height && buffer.count >= count * width * 4, "rows out of range")
        var message = [CChar](repeating: 0, count: 256)
        guard cpng_reader_read_rows(pointer, buffer.baseAddress, UInt32(count), &message, message.count) != 0 else {
            throw ImageError(file: name, reason: "not a readable PNG (\(PNGCodec.cString(message)))")
        }
        rowsRead += count
    }
}

extension PNGRowReader {
    /// Decodes the next `count` rows of `first` into `firstBuffer` and of `second` into
    /// `secondBuffer` (`width` × 4 bytes a row each), on two threads at once when
    /// `inParallel` (two PNGs compared side by side); when both fail, `first`'s error is
    /// thrown. Neither reader nor buffer may be used elsewhere meanwhile.
    package static func readRows(_ count: Int, of first: PNGRowReader, into firstBuffer: UnsafeMutableBufferPointer<UInt8>,
                                 and second: PNGRowReader, into secondBuffer: UnsafeMutableBufferPointer<UInt8>,
                                 inParallel: Bool) throws {
        guard inParallel else {
            try first.readRows(count, into: firstBuffer)
            try second.readRows(count, into: secondBuffer)
            return
        }
        let one = HandedOver((first, firstBuffer)), other = HandedOver((second, secondBuffer))
        _ = try concurrently({ try one.value.0.readRows(count, into: one.value.1) },
                             { try other.value.0.readRows(count, into: other.value.1) })
    }
}
