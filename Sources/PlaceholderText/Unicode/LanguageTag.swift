import CICU
import PlaceholderModel


/// A BCP 47 language tag as ICU reads it, with likely subtags added: which CJK glyph
/// variant it asks for and which way its script runs.
struct LanguageTag: Equatable, Sendable {
    /// The Noto Sans CJK variant a language asks for, if it is Chinese, Japanese or Korean.
    enum CJKVariant: Equatable, Sendable {
        case simplifiedChinese, traditionalChinese, hongKongChinese, japanese, korean
    }

    /// nil for languages that are not Chinese, Japanese or Korean.
    let cjkVariant: CJKVariant?
    /// Whether the language is written right to left (Arabic, Hebrew, Persian…).
    let isRightToLeft: Bool

    /// The tag read by ICU, or nil when ICU does not parse all of it (ICU reads a C
    /// string, so a tag holding a NUL is refused here rather than read up to the NUL).
    init?(_ tag: String) {
        var cjk: Int32 = 0
        var rtl: Int32 = 0
        guard !tag.isEmpty, tag.utf8.count <= BCP47.maximumLength, tag.allSatisfy({ $0.isASCII }), !tag.utf8.contains(0),
              cicu_language_tag(tag, &cjk, &rtl) <= 0 else { return nil }
        cjkVariant = switch cjk {
        case 1: .simplifiedChinese
        case 2: .traditionalChinese
        case 3: .hongKongChinese
        case 4: .japanese
        case 5: .korean
        default: nil
        }
        isRightToLeft = rtl != 0
    }
}
