import PlaceholderImage
import PlaceholderImageDiff
import Testing

/// Numbers from input at their limits are computed with, never overflowed: the shard a
/// `--shard I/N` names and the region an `--ignore x1:y1-x2:y2` names.
@Suite struct InputArithmeticTests {
    @Test func anyShardCutsItsCasesExactly() throws {
        let huge = try Shard(index: .max, count: .max)
        #expect(huge.range(of: 10) == 9..<10)
        #expect(try Shard(index: 1, count: .max).range(of: 10) == 0..<0)
        #expect(try Shard(parsing: "9223372036854775807/9223372036854775807").range(of: Int.max) == (Int.max - 1)..<Int.max)
        // The shards of a split cover the cases once, in order, sizes differing by at most one.
        for count in 1...7 {
            let ranges = try (1...count).map { try Shard(index: $0, count: count).range(of: 20) }
            #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == 20)
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(Set(ranges.map(\.count)).count <= 2)
        }
    }

    @Test func aRegionPastThePNGLimitIsRefusedNotOverflowed() throws {
        #expect(throws: SnapshotError.self) { try PixelRegion(parsing: "0:0-9223372036854775807:0") }
        do {
            _ = try PixelRegion(parsing: "0:0-9223372036854775807:0")
        } catch let error as SnapshotError {
            #expect(error.problem.contains("past the largest image a PNG can hold"), "\(error.problem)")
        }
        let widest = try PixelRegion(parsing: "0:0-2147483646:2147483646")
        #expect(widest.width == 2_147_483_647 && widest.height == 2_147_483_647)
        #expect(widest.description == "0:0-2147483646:2147483646")
    }
}
