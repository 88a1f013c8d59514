import CFreeType

/// The family and style names of a face's `name` table, read as Fontconfig 2.14 read them
/// (`FcFreeTypeQueryFaceInternal`), so a family a font was found by before is found by
/// the same names now: records of the Microsoft, Unicode, Macintosh and ISO platforms in
/// that order; within a platform, the name IDs in the order asked for; English first;
/// each string decoded (UTF-16BE, ASCII, ISO 8859-1, Mac Roman), trimmed of surrounding
/// spaces, and kept once (compared ignoring spaces and case). Names in the legacy
/// Japanese, Chinese and Korean encodings, which Fontconfig passed to iconv, are skipped:
/// fonts carry their names in Unicode too.
enum SfntNames {
    /// The name IDs of a family: WWS family (21), typographic family (16), family (1).
    static let familyIDs: [FT_UShort] = [21, 16, 1]
    /// The name IDs of a style: WWS subfamily (22), typographic subfamily (17), subfamily (2).
    static let styleIDs: [FT_UShort] = [22, 17, 2]

    /// One record of the table, as FreeType gives it.
    private struct Record {
        var platform: FT_UShort
        var encoding: FT_UShort
        var language: FT_UShort
        var nameID: FT_UShort
        var index: FT_UInt
        var bytes: [UInt8]

        /// Whether the record is in English (Fontconfig's `_is_english`).
        var isEnglish: Bool {
            switch platform {
            case 1: return language == 0
            case 3: return language & 0x3FF == 0x009
            default: return false
            }
        }
    }

    /// The distinct strings of `face`'s records named by `ids`, in Fontconfig's order.
    static func strings(of face: FT_Face, ids: [FT_UShort]) -> [String] {
        let wanted = Set(ids)
        var records: [Record] = []
        for index in 0..<FT_Get_Sfnt_Name_Count(face) {
            var name = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, index, &name) == 0, wanted.contains(name.name_id) else { continue }
            let bytes = name.string.map { Array(UnsafeBufferPointer(start: $0, count: Int(name.string_len))) } ?? []
            records.append(Record(platform: name.platform_id, encoding: name.encoding_id, language: name.language_id,
                                  nameID: name.name_id, index: index, bytes: bytes))
        }
        // Fontconfig's `name_mapping_cmp`: by encoding, then English first, then language, then position.
        records.sort { a, b in
            if a.encoding != b.encoding { return a.encoding < b.encoding }
            if a.language != b.language, a.isEnglish != b.isEnglish { return a.isEnglish }
            if a.language != b.language { return a.language < b.language }
            return a.index < b.index
        }
        var strings: [String] = []
        for platform: FT_UShort in [3, 0, 1, 2] {
            for id in ids {
                for record in records where record.platform == platform && record.nameID == id {
                    guard let text = decoded(record), !text.isEmpty,
                          !strings.contains(where: { FontNames.equal($0, text) }) else { continue }
                    strings.append(text)
                }
            }
        }
        return strings
    }

    /// The record's string, trimmed of surrounding spaces; nil in an encoding not read.
    private static func decoded(_ record: Record) -> String? {
        let text: String?
        switch (record.platform, record.encoding) {
        case (0, _), (3, 0), (3, 1), (3, 10), (2, 1):
            text = utf16BigEndian(record.bytes)
        case (2, 0), (2, 2):
            text = latin1(record.bytes)
        case (1, 0):
            // Fontconfig's kludge for Macintosh names carrying a Microsoft language ID:
            // US English is ASCII, anything else (Japanese: Shift JIS) is not read.
            if record.language >= 0x100 {
                text = record.language == 0x0409 ? latin1(record.bytes) : nil
            } else {
                text = String(String.UnicodeScalarView(record.bytes.compactMap { byte in
                    Unicode.Scalar(byte < 0x80 ? UInt32(truncatingIfNeeded: byte) : UInt32(truncatingIfNeeded: macRoman[Int(byte) - 0x80]))
                }))
            }
        default:
            text = nil
        }
        guard let text else { return nil }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " }), let last = scalars.lastIndex(where: { $0 != " " }) else { return "" }
        return String(scalars[first...last])
    }

    private static func utf16BigEndian(_ bytes: [UInt8]) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        let units = stride(from: 0, to: bytes.count, by: 2).map { UInt16(truncatingIfNeeded: bytes[$0]) << 8 | UInt16(truncatingIfNeeded: bytes[$0 + 1]) }
        return String(validating: units, as: UTF16.self)
    }

    private static func latin1(_ bytes: [UInt8]) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// Mac Roman's characters 0x80 to 0xFF (Fontconfig's `fcMacRomanNonASCIIToUnicode`).
    private static let macRoman: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1, 0x00E0, 0x00E2, 0x00E4, 0x00E3,
        0x00E5, 0x00E7, 0x00E9, 0x00E8, 0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3,
        0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC, 0x2020, 0x00B0, 0x00A2, 0x00A3,
        0x00A7, 0x2022, 0x00B6, 0x00DF, 0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8,
        0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211, 0x220F, 0x03C0, 0x222B, 0x00AA,
        0x00BA, 0x03A9, 0x00E6, 0x00F8, 0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB,
        0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153, 0x2013, 0x2014, 0x201C, 0x201D,
        0x2018, 0x2019, 0x00F7, 0x25CA, 0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1, 0x00CB, 0x00C8, 0x00CD, 0x00CE,
        0x00CF, 0x00CC, 0x00D3, 0x00D4, 0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC,
        0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
    ]
}
