import CFreeType

/// The checks a font's `name` table must pass before cairo's PDF and SVG font subsetting
/// reads it: cairo walks the table's records and strings by the counts and offsets the
/// table states, so a table of random bytes (or a record count of 0xC000) made it read
/// past the table, and the process died with SIGSEGV. A face whose table fails these checks
/// has its glyphs drawn as outlines in vector documents instead (``Face/subsetsSafely``).
enum NameTable {
    /// The `name` table's tag, `'name'`.
    static let tag: FT_ULong = 0x6E61_6D65

    /// Whether `table` is a `name` table whose every record and string lies inside it, as
    /// the OpenType specification lays it out: format 0 or 1, the header (6 bytes), `count`
    /// records of 12 bytes, for format 1 the language-tag count and its records of 4 bytes,
    /// and each record's string (`length` bytes at `stringOffset` + `offset`).
    static func isSound(_ table: [UInt8]) -> Bool {
        func u16(_ at: Int) -> Int? { at + 2 <= table.count ? Int(table[at]) << 8 | Int(table[at + 1]) : nil }
        guard let format = u16(0), format <= 1, let count = u16(2), let stringOffset = u16(4), stringOffset <= table.count else {
            return false
        }
        /// Whether `records` records of 12 (name) or 4 (language tag) bytes from `start`
        /// fit, and so do their strings (`length` and `offset` at `field` in each).
        func recordsFit(from start: Int, count records: Int, size: Int, field: Int) -> Bool {
            guard start + records * size <= table.count else { return false }
            return (0..<records).allSatisfy { index in
                let record = start + index * size
                guard let length = u16(record + field), let offset = u16(record + field + 2) else { return false }
                return stringOffset + offset + length <= table.count
            }
        }
        guard recordsFit(from: 6, count: count, size: 12, field: 8) else { return false }
        guard format == 1 else { return true }
        let tags = 6 + count * 12
        guard let tagCount = u16(tags) else { return false }
        return recordsFit(from: tags + 2, count: tagCount, size: 4, field: 0)
    }

    /// Whether the `name` table of `face` passes ``isSound(_:)``; a face without one does
    /// (cairo reads no table it does not find); one longer than the file does not.
    static func isSound(in face: FT_Face) -> Bool {
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0 else { return true }
        // The length is the file's table directory's: no more than the file holds is read.
        guard length > 0, let stream = face.pointee.stream, length <= stream.pointee.size else { return false }
        var table = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, tag, 0, &table, &length) == 0 else { return false }
        return isSound(table)
    }
}
