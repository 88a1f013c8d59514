import PlaceholderImage
import PlaceholderFormat

/// One of N parts of a snapshot suite, for splitting it across CI machines: the sorted
/// case names are cut into N contiguous groups whose sizes differ by at most one.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// Which part, from 1, and how many parts.
    public var index: Int
    public var count: Int

    /// Part `index` (1-based) of `count`.
    public init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw SnapshotError(field: "shard", problem: "\(index)/\(count) is not I/N with 1 ≤ I ≤ N")
        }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw SnapshotError(field: "shard", problem: "\(Quoting.quoted(text)) is not I/N, such as 2/4")
        }
        try self.init(index: index, count: count)
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// The positions, in the sorted list of `total` cases, that this shard runs. The
    /// products are taken at full width, so any `I/N` (up to `Int.max` of each) cuts exactly.
    public func range(of total: Int) -> Range<Int> {
        let total = max(total, 0)
        func cut(_ part: Int) -> Int {
            count.dividingFullWidth(total.multipliedFullWidth(by: part)).quotient
        }
        return cut(index - 1)..<cut(index)
    }
}
