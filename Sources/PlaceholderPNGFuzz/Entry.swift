import FuzzDriver
import Foundation
import PlaceholderImage

/// libFuzzer's entry point: one input, as the bytes of a PNG reference.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    PNGProperties.check(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// What must hold for any bytes given as a PNG (a reference from a pull request): the
/// header read, the whole decode and the row-by-row decode each either succeed or throw
/// one ``ImageError`` on one line; a decoded image has exactly the size the header said;
/// the row reader, when it takes the file, gives the whole decode's pixels; and nothing
/// costs more than the pixel limit says (libFuzzer's -rss_limit_mb catches the rest).
enum PNGProperties {
    /// Small, so that the fuzzer's memory limit is about the decoder, not the image.
    static let maxPixels = 4_000_000

    static func check(_ data: Data) {
        let size: (width: Int, height: Int)
        do {
            size = try PNGCodec.size(of: data, name: "fuzz.png", maxPixels: maxPixels)
        } catch {
            expectOneLine(error, from: "the header")
            return
        }
        let image: RGBAImage
        do {
            image = try PNGCodec.decode(data, name: "fuzz.png", maxPixels: maxPixels)
        } catch {
            expectOneLine(error, from: "decoding")
            return
        }
        guard image.width == size.width, image.height == size.height, image.pixels.count == size.width * size.height * 4 else {
            fail("decoded \(image.width)×\(image.height) (\(image.pixels.count) bytes) from a header saying \(size.width)×\(size.height)")
        }
        do {
            guard let reader = try PNGRowReader(data, name: "fuzz.png", maxPixels: maxPixels) else { return }
            var rows = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
            try rows.withUnsafeMutableBufferPointer { try reader.readRows(reader.height, into: $0) }
            guard rows == image.pixels else { fail("the row reader's pixels differ from the whole decode's") }
        } catch {
            // A file the whole decode read may still fail row by row only if it is broken
            // past what the simplified transforms read; it must fail cleanly.
            expectOneLine(error, from: "reading rows")
        }
    }

    private static func expectOneLine(_ error: Error, from stage: String) {
        FuzzDriver.expectOneLine("PlaceholderPNGFuzz", error, from: stage, kinds: [ImageError.self])
    }

    static func fail(_ message: String) -> Never {
        FuzzDriver.fail("PlaceholderPNGFuzz", message)
    }
}

/// The fuzzer under `scripts/fuzz`, or a replay of the files given (``FuzzDriver``).
@main
enum Entry {
    static func main() {
        FuzzDriver.run(name: "PlaceholderPNGFuzz", fuzzOneInput: fuzzOneInput, check: PNGProperties.check)
    }
}
