/// The lines that differ between two texts, found with Myers' O((N+M)D) algorithm after
/// trimming the common head and tail, and printed as a unified diff.
public struct LineDiff: Sendable {
    /// One line of the edit script.
    public enum Edit: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The edit script that turns the reference into the actual text.
    public let edits: [Edit]

    /// Edits beyond which the middle of the two texts is reported as wholly replaced, so
    /// that two unrelated large texts cost bounded time and memory.
    public static let maximumEdits = 2000

    /// Compares `reference` with `actual`, line by line.
    public init(reference: String, actual: String) {
        let a = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let middle = Self.myers(Array(a[head..<(a.count - tail)]), Array(b[head..<(b.count - tail)]))
        edits = a[..<head].map(Edit.same) + middle + a[(a.count - tail)...].map(Edit.same)
    }

    /// `N lines removed, M added` (counting a changed line as both).
    public var summary: String {
        let removed = edits.filter { if case .removed = $0 { true } else { false } }.count
        let added = edits.filter { if case .added = $0 { true } else { false } }.count
        return "\(removed) line\(removed == 1 ? "" : "s") removed, \(added) added"
    }

    /// The edits as unified-diff hunks (`@@ -a,b +c,d @@`) with `context` lines around
    /// each change, cut after `limit` lines.
    public func unified(context: Int = 3, limit: Int = 200) -> String {
        var changed: [Int] = []
        for (i, edit) in edits.enumerated() where edit != .same(edit.text) { changed.append(i) }
        var output: [String] = []
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = min(edits.count, changed[index] + context + 1)
            while index + 1 < changed.count, changed[index + 1] - context <= end {
                index += 1
                end = min(edits.count, changed[index] + context + 1)
            }
            index += 1
            let (oldStart, newStart) = position(before: start)
            let hunk = edits[start..<end]
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            output.append("@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@")
            output.append(contentsOf: hunk.map(\.line))
        }
        if output.count > limit {
            let dropped = output.count - limit
            output.removeLast(dropped)
            output.append("… \(dropped) more diff lines")
        }
        return output.joined(separator: "\n")
    }

    /// The reference and actual line numbers (0-based) where edit `index` starts.
    private func position(before index: Int) -> (Int, Int) {
        var old = 0, new = 0
        for edit in edits[..<index] {
            switch edit {
            case .same: old += 1; new += 1
            case .removed: old += 1
            case .added: new += 1
            }
        }
        return (old, new)
    }

    /// The shortest edit script from `a` to `b` (Myers 1986), keeping for each step only
    /// the diagonals it can reach; falls back to "remove all, add all" past ``maximumEdits``.
    static func myers(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        let offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        // trace[d] holds v[-d-1 ... d+1] as it was before step d.
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...min(n + m, maximumEdits) {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { found = true; break search }
            }
        }
        guard found else { return a.map(Edit.removed) + b.map(Edit.added) }
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            func at(_ k: Int) -> Int { saved[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.same(a[x - 1])); x -= 1; y -= 1
            }
            if d > 0 {
                if x == previousX { edits.append(.added(b[y - 1])) } else { edits.append(.removed(a[x - 1])) }
                x = previousX; y = previousY
            }
        }
        return edits.reversed()
    }
}

extension LineDiff.Edit {
    var text: String {
        switch self {
        case .same(let text), .removed(let text), .added(let text): return text
        }
    }

    /// The edit as a unified-diff line.
    var line: String {
        switch self {
        case .same(let text): return " " + text
        case .removed(let text): return "-" + text
        case .added(let text): return "+" + text
        }
    }
}
