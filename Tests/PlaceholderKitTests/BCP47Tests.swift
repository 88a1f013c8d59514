import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// The model judges a language tag by RFC 5646's grammar, in Swift; the text engine reads
/// what a tag means with ICU. Every tag the model takes, ICU reads too.
@Suite struct BCP47Tests {
    static let wellFormed = [
        "en", "EN", "en-US", "zh-Hant", "zh-Hant-TW", "zh-HK", "sr-Latn-RS", "es-419", "de-CH-1901", "sl-rozaj-biske",
        "en-US-u-ca-gregory", "ja-JP-x-kana", "x-private", "i-klingon", "zh-min-nan", "sgn-BE-FR", "ar", "he", "fa-IR",
        "zh-yue-HK", "hy-Latn-IT-arevela", "en-a-bbb-x-a-ccc", "tlh", "qaa-Qaaa-QM-x-southern",
    ]

    static let malformed = [
        "", "en US", "en_US", "en-", "-en", "en--US", "e", "toolongtag", "en-US-u", "en-a-bbb-a-ccc", "en-x", "x",
        "en-123456789", "en\nUS", "en US!", "日本語", "en-US\u{0}", String(repeating: "a-", count: 40) + "a", "1en",
    ]

    @Test(arguments: wellFormed)
    func aWellFormedTagIsTakenAndICUReadsIt(tag: String) {
        #expect(BCP47.isWellFormed(tag))
        #expect(LanguageTag(tag) != nil, "ICU does not read \(tag)")
    }

    @Test(arguments: malformed)
    func aMalformedTagIsRefused(tag: String) {
        #expect(!BCP47.isWellFormed(tag))
    }

    /// What the engine reads of a tag the model took: its direction, its CJK variant.
    @Test func theEngineReadsTheMeaningWithICU() throws {
        #expect(try #require(LanguageTag("ar")).isRightToLeft)
        #expect(try #require(LanguageTag("zh-HK")).cjkVariant == .hongKongChinese)
        #expect(try #require(LanguageTag("ja")).cjkVariant == .japanese)
        #expect(try #require(LanguageTag("en")).cjkVariant == nil)
    }
}
