import Foundation
import TestSupport
import Testing
import PlaceholderImage
import PlaceholderImageDiff

@Suite struct IgnoredRegionTests {
    func pair() throws -> (RGBAImage, RGBAImage) {
        let white = try RGBAImage(width: 20, height: 10, fill: (255, 255, 255, 255))
        var changed = white
        changed[2, 2] = (0, 0, 0, 255)      // inside the region below
        changed[15, 8] = (0, 0, 0, 255)     // outside it
        return (white, changed)
    }

    @Test func pixelsInsideCountInNeitherNumberAndAreHatched() throws {
        let (a, b) = try pair()
        let plain = PixelDiff.compare(expected: a, actual: b).result
        #expect(plain.mismatchedPixels == 2)
        let options = DiffOptions(ignoredRegions: [PixelRegion(x: 0, y: 0, width: 5, height: 5)])
        let (result, image) = PixelDiff.compare(expected: a, actual: b, options: options, makeImage: true)
        #expect(result.mismatchedPixels == 1)
        #expect(result.antialiasedPixels == 0)
        let diff = try #require(image)
        // Stripes inside the region, the faded expected image (white) outside it.
        let inside = (0..<5).flatMap { y in (0..<5).map { x in diff[x, y] } }
        #expect(inside.contains { $0.r == PixelDiff.ignoredColor.0 } && inside.contains { $0.r == 255 })
        #expect(diff[10, 2] == (255, 255, 255, 255))
        // Identical images hatch the region too.
        let same = PixelDiff.compare(expected: a, actual: a, options: options, makeImage: true).image
        #expect(same?[0, 0].r == PixelDiff.ignoredColor.0)
    }

    @Test func odiffSyntaxIsInclusiveAndChecked() throws {
        #expect(try PixelRegion(parsing: "1:2-3:4") == PixelRegion(x: 1, y: 2, width: 3, height: 3))
        #expect(PixelRegion(x: 1, y: 2, width: 3, height: 3).description == "1:2-3:4")
        for bad in ["1:2", "1:2-0:4", "a:b-c:d", "1:2-3:4-5:6", "-1:0-2:2", "1:2-3:4\n"] {
            #expect(throws: SnapshotError.self, "\(bad)") { try PixelRegion(parsing: bad) }
        }
    }

    @Test func regionsOutsideTheImageAreAnError() throws {
        let options = DiffOptions(ignoredRegions: [PixelRegion(x: 15, y: 0, width: 10, height: 2)])
        #expect(throws: SnapshotError(field: "ignoredRegions", problem: "15:0-24:1 is not inside the 20×10 image")) {
            try options.validate(width: 20, height: 10)
        }
        #expect(throws: Never.self) { try DiffOptions(ignoredRegions: [PixelRegion(x: 0, y: 0, width: 20, height: 10)]).validate(width: 20, height: 10) }
    }
}

@Suite struct BandedDiffTests {
    /// The pixelmatch fixture pairs, compared whole and in bands of every awkward height.
    @Test(arguments: ["shift", "colour", "thin", "aa", "translucent"])
    func bandsCountExactlyWhatTheWholeImagesCount(pair: String) throws {
        let a = try FileReader.read(Fixture.url("\(pair)-a.png"))
        let b = try FileReader.read(Fixture.url("\(pair)-b.png"))
        let whole = try PNGCodec.decode(a), other = try PNGCodec.decode(b)
        for options in [DiffOptions(), DiffOptions(threshold: 0), DiffOptions(includeAntialiasing: true),
                        DiffOptions(ignoredRegions: [PixelRegion(x: 1, y: 1, width: 3, height: 2)])] {
            let (expected, image) = PixelDiff.compare(expected: whole, actual: other, options: options, makeImage: true)
            let expectedPNG = try PNGCodec.encode(try #require(image))
            for band in [1, 2, 3, 5, 64] {
                // The two images decoded one after the other, and on two threads at once;
                // with the diff image compressed band by band, and without.
                for parallelFrom in [Int.max, 0] {
                    for drawn in [false, true] {
                        let expectedReader = try #require(try PNGRowReader(a, name: "a"))
                        let actualReader = try #require(try PNGRowReader(b, name: "b"))
                        let writer = drawn ? try PNGRowWriter(width: whole.width, height: whole.height) : nil
                        let banded = try PixelDiff.compare(expected: expectedReader, actual: actualReader, options: options, bandHeight: band,
                                                           parallelFrom: parallelFrom, diffImage: writer)
                        let about: Comment = "\(pair), bands of \(band), parallel from \(parallelFrom) bytes, diff image \(drawn)"
                        #expect(banded == expected, about)
                        if let writer { #expect(try writer.finish() == expectedPNG, about) }
                    }
                }
            }
        }
    }

    /// Every kind of PNG but an interlaced one is read in rows, which are the whole decode's
    /// (so two 8000 × 8000 PNGs of any kind diff in bands, not whole).
    @Test(arguments: ["kind-rgba8.png", "kind-rgb8.png", "kind-rgba16.png", "kind-grey8.png", "kind-grey16.png",
                      "kind-greyalpha8.png", "kind-palette.png"])
    func rowsAreWhatTheWholeDecodeGives(_ name: String) throws {
        let data = try FileReader.read(Fixture.url(name))
        let reader = try #require(try PNGRowReader(data, name: name))
        var rows = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
        // In two bands, as the differ reads.
        let half = reader.height / 2
        try rows.withUnsafeMutableBufferPointer { buffer in
            try reader.readRows(half, into: buffer)
            try reader.readRows(reader.height - half, into: UnsafeMutableBufferPointer(rebasing: buffer[(half * reader.width * 4)...]))
        }
        #expect(rows == (try PNGCodec.decode(data)).pixels)
    }

    /// A PNG written in bands of any height is the PNG of the whole image, byte for byte;
    /// rows past its height, or too few, are an error.
    @Test func aPNGWrittenInBandsIsThePNGOfTheWholeImage() throws {
        let image = try PNGCodec.decode(FileReader.read(Fixture.url("aa-a.png")))
        let whole = try PNGCodec.encode(image)
        let rowBytes = image.width * 4
        for band in [1, 7, image.height] {
            let writer = try PNGRowWriter(width: image.width, height: image.height)
            try image.pixels.withUnsafeBufferPointer { pixels in
                for start in stride(from: 0, to: image.height, by: band) {
                    let count = min(band, image.height - start)
                    try writer.writeRows(count, from: UnsafeBufferPointer(rebasing: pixels[(start * rowBytes)...]))
                }
                #expect(throws: ImageError.self) { try writer.writeRows(1, from: pixels) }
            }
            #expect(try writer.finish() == whole, "bands of \(band)")
        }
        let short = try PNGRowWriter(width: 2, height: 3)
        try [UInt8](repeating: 9, count: 8).withUnsafeBufferPointer { try short.writeRows(1, from: $0) }
        let error = try #require(throws: ImageError.self) { try short.finish() }
        #expect(error.description.contains("1 of the image's 3 rows were written"))
        #expect(throws: ImageError.self) { try PNGRowWriter(width: 0, height: 5) }
        #expect(throws: ImageError.self) { try PNGRowWriter(width: 5, height: 5, compression: 10) }
    }

    /// Decoded side by side, a file cut short still fails with its own name, whichever
    /// side it is on; when both are, the expected image's error is the one thrown.
    @Test func aCutFileFailsWithItsNameWhenTheTwoDecodeAtOnce() throws {
        let cut = try FileReader.read(Fixture.url("kind-truncated.png"))
        let whole = try PNGCodec.encode(RGBAImage(width: try PNGCodec.size(of: cut).width, height: try PNGCodec.size(of: cut).height,
                                                  fill: (1, 2, 3, 255)))
        for (expected, actual, named) in [(whole, cut, "actual.png"), (cut, whole, "expected.png"), (cut, cut, "expected.png")] {
            let error = try #require(throws: ImageError.self) {
                try PixelDiff.compare(expected: try #require(try PNGRowReader(expected, name: "expected.png")),
                                      actual: try #require(try PNGRowReader(actual, name: "actual.png")),
                                      options: DiffOptions(), bandHeight: 64, parallelFrom: 0)
            }
            #expect(error.description.hasPrefix(named + ": not a readable PNG"))
        }
    }

    @Test func anInterlacedOrCutFileIsNotReadInRows() throws {
        // An interlaced file's rows come in passes over the whole image: decoded whole.
        #expect(try PNGRowReader(FileReader.read(Fixture.url("kind-interlaced.png")), name: "interlaced") == nil)
        // A file cut short reads its header, then fails on the rows it lacks.
        let truncated = try #require(try PNGRowReader(FileReader.read(Fixture.url("kind-truncated.png")), name: "truncated"))
        var buffer = [UInt8](repeating: 0, count: truncated.width * truncated.height * 4)
        #expect(throws: ImageError.self) { try buffer.withUnsafeMutableBufferPointer { try truncated.readRows(truncated.height, into: $0) } }
    }
}

@Suite struct AtomicFileConcurrencyTests {
    @Test func parallelWritersIntoANewFolderAllSucceed() async throws {
        let folder = ScratchFolder.path("atomic").appendingPathComponent("a/b")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask { try AtomicFile.write(Data("\(index)".utf8), to: folder.appendingPathComponent("\(index).txt")) }
            }
            try await group.waitForAll()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 16)
    }
}
