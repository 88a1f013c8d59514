import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

extension Diffing where Format == String {
    /// Text stored as UTF-8 and compared line by line; a difference fails with a unified
    /// line diff as its details and as a `NAME.changes.diff` artifact, so a change reads as
    /// the lines that changed.
    public static var lines: Diffing { lines(collapsing: []) }

    /// Pretty-printed JSON compared line by line, with each array under one of `keys`
    /// shown as one line (its count of entries and a checksum) unless the arrays are all
    /// that changed: a layout document's diff leads with the frames, lines and text that
    /// moved, not with pages of glyph entries (`.layoutJSON` collapses `glyphs`).
    public static func lines(collapsing keys: Set<String>) -> Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else {
                    throw SnapshotError(problem: "the reference is not UTF-8 text")
                }
                return text
            },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                let full = LineDiff(reference: reference, actual: actual)
                // When only the arrays changed (their lines aside, the texts are equal), their
                // own lines are the difference; otherwise each is one line.
                let onlyArrays = keys.isEmpty
                    || CollapsedArrays.text(reference, keys: keys, checksums: false) == CollapsedArrays.text(actual, keys: keys, checksums: false)
                let shown = onlyArrays ? nil
                    : LineDiff(reference: CollapsedArrays.text(reference, keys: keys), actual: CollapsedArrays.text(actual, keys: keys))
                let summary = shown == nil ? full.summary
                    : "\(full.summary); \(keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")) arrays shown as one line each"
                return Difference(summary: summary, details: (shown ?? full).unified(),
                                  artifacts: [Artifact(kind: "changes", pathExtension: "diff", data: Data(full.unified(limit: .max).utf8))])
            })
    }
}

/// Pretty-printed JSON with the arrays under some keys written as one line each.
enum CollapsedArrays {
    /// `text` with every `"KEY" : [` … `]` block whose key is in `keys` replaced by one
    /// line: `"KEY" : [… N entries, checksum XXXXXXXX]`, where the checksum (FNV-1a) is of
    /// the block's lines, so two different arrays of one length still read differently
    /// (left out without `checksums`).
    static func text(_ text: String, keys: Set<String>, checksums: Bool = true) -> String {
        var output: [Substring] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            let indent = line.prefix { $0 == " " }
            let body = line.dropFirst(indent.count)
            guard let key = keys.first(where: { body == "\"\($0)\" : [" }) else {
                output.append(line)
                continue
            }
            var entries = 0, checksum: UInt32 = 2_166_136_261
            let entryIndent = String(indent) + "  "
            var closed = false
            while let inner = lines.popFirst() {
                if inner.hasPrefix(indent), inner.dropFirst(indent.count).hasPrefix("]") {
                    let sum = checksums ? ", checksum \(CFormat.string("%08x", checksum))" : ""
                    output.append("\(indent)\"\(key)\" : [… \(entries) entries\(sum)]\(inner.dropFirst(indent.count + 1))")
                    closed = true
                    break
                }
                let rest = inner.dropFirst(entryIndent.count)
                if inner.hasPrefix(entryIndent), !rest.hasPrefix(" "), !rest.hasPrefix("}") { entries += 1 }
                for byte in inner.utf8 { checksum = (checksum ^ UInt32(byte)) &* 16_777_619 }
                checksum = (checksum ^ 0x0A) &* 16_777_619
            }
            if !closed { return text }  // not the shape expected: shown as it is
        }
        return output.joined(separator: "\n")
    }
}
