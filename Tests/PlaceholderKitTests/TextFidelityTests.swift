import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// Properties of line breaking and font choice over a generated multilingual corpus, at
/// many widths, sizes and fonts: no line is drawn wider than its area (but a lone cluster
/// that fits nowhere), the requested font draws every character it has, and a wider area
/// never needs more lines.
@Suite struct TextFidelityTests {
    /// Words per kind of text; paragraphs are drawn from them with a fixed seed.
    static let vocabulary: [(name: String, language: String?, words: [String], separator: String)] = [
        ("English", "en", ["Type-Yellow", "placeholder", "AVATAR", "office", "Tell", "us", "what", "you", "think", "WAVE",
                           "Toyota", "fjord", "(iOS 17)", "—", "state-of-the-art", "e.g.", "“quoted”", "100%"], " "),
        ("German", "de", ["Donaudampfschifffahrtsgesellschaftskapitänsmütze", "Rechtsschutzversicherungsgesellschaften",
                          "Straße", "größer", "Bitte", "geben", "Sie", "Ihre", "Nachricht", "ein", "Übermäßig"], " "),
        ("Chinese", "zh-Hans", ["价格", "12.5%", "“好”", "请输入", "您的", "反馈意见", "，", "我们", "会尽快", "回复", "。", "iPhone 15", "（可选）"], ""),
        ("Japanese", "ja", ["ご意見", "・", "ご要望", "を", "ご記入", "ください", "。", "ちょっと", "コーヒー", "「はい」", "2024年"], ""),
        ("Arabic", "ar", ["مرحبابالعالم", "اكتب", "رسالتك", "هنا،", "وسنرد", "عليك", "في", "أقرب", "وقت", "ممكن.", "١٢٣", "iOS"], " "),
        ("Hebrew", "he", ["שלום", "עולם,", "מה", "שלומך", "היום?", "2024", "iOS 17", "(גרסה 3.1)", "ספרו", "לנו"], " "),
        ("Thai", "th", ["สวัสดี", "ครับ", "กรุณา", "พิมพ์", "ข้อความ", "ของคุณ"], ""),
        ("Hindi", "hi", ["नमस्ते", "कृपया", "अपना", "संदेश", "लिखें", "।"], " "),
        ("Emoji", nil, ["👍🏽", "👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "☺️", "great", "🎉🎉", "ok"], " "),
    ]

    static let fonts = [FontDescriptor(family: "Inter", size: 17), FontDescriptor(family: "DejaVu Sans", size: 13),
                        FontDescriptor(family: "Inter", size: 23, weight: .bold)]
    static let widths: [Double] = [37, 58, 91, 143, 222, 350]

    /// Three paragraphs of each kind, the same on every run.
    static let corpus: [(name: String, language: String?, text: String)] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return vocabulary.flatMap { kind in
            (0..<3).map { _ in
                let words = (0..<(6 + next(10))).map { _ in kind.words[next(kind.words.count)] }
                return (kind.name, kind.language, words.joined(separator: kind.separator))
            }
        }
    }()

    static func layout(_ text: String, font: FontDescriptor, language: String?, width: Double) throws -> TextLayout {
        try TextLayoutEngine.shared.layout(text, style: TextStyle(font: font, language: language), width: width)
    }

    @Test(arguments: fonts)
    func noLineIsDrawnWiderThanItsArea(font: FontDescriptor) throws {
        for sample in Self.corpus {
            for width in Self.widths {
                for line in try Self.layout(sample.text, font: font, language: sample.language, width: width).lines {
                    let content = line.text.utf16.count - line.text.reversed().prefix { $0.isWhitespace }.map(\.utf16.count).reduce(0, +)
                    let drawn = line.runs.flatMap(\.glyphs).filter { $0.cluster < content }.reduce(0) { $0 + $1.advance }
                    #expect(abs(drawn - line.width) < 1e-6, "\(sample.name): \(line.text) measured \(line.width), drawn \(drawn)")
                    let clusters = line.text.trimmingCharacters(in: .whitespaces).count
                    #expect(line.width <= width + 1e-6 || clusters <= 1,
                            "\(sample.name) at \(width) pt in \(font.family) \(font.size): \"\(line.text)\" is \(line.width) pt")
                }
            }
        }
    }

    @Test(arguments: fonts)
    func theRequestedFontDrawsEveryCharacterItHas(font: FontDescriptor) throws {
        let requested = try FontLibrary.shared.resolve(font).face
        for sample in Self.corpus {
            for line in try Self.layout(sample.text, font: font, language: sample.language, width: 400).lines {
                let units = Array(line.text.utf16)
                var face: [Int: Face] = [:]
                for run in line.runs { for glyph in run.glyphs { face[glyph.cluster] = run.face } }
                var offset = 0
                for character in line.text {
                    let length = character.utf16.count
                    defer { offset += length }
                    let scalars = Array(character.unicodeScalars)
                    let visible = scalars.filter { !CharacterClass.isInvisible($0) }
                    guard !visible.isEmpty, !visible.allSatisfy(CharacterClass.isWhitespace),
                          !CharacterClass.prefersEmojiPresentation(scalars), requested.covers(visible),
                          let drawnIn = (offset..<(offset + length)).lazy.compactMap({ face[$0] }).first else { continue }
                    #expect(drawnIn == requested, "\(sample.name): \"\(character)\" (U+\(String(scalars[0].value, radix: 16))) at \(offset) of \(units.count) drawn in \(drawnIn.familyName), not \(requested.familyName)")
                }
            }
        }
    }

    @Test func aWiderAreaNeverNeedsMoreLines() throws {
        for sample in Self.corpus {
            for font in Self.fonts {
                let counts = try Self.widths.map { try Self.layout(sample.text, font: font, language: sample.language, width: $0).lines.count }
                #expect(counts == counts.sorted(by: >), "\(sample.name) in \(font.family): \(counts)")
            }
        }
    }

    @Test func theIssuesReproducersFit() throws {
        let hyphen = try Self.layout("Type-Yellow", font: FontDescriptor(family: "Inter", size: 21), language: nil, width: 58)
        #expect(hyphen.lines.allSatisfy { $0.width <= 58 + 1e-6 })
        let arabic = try Self.layout("مرحبابالعالم", font: FontDescriptor(family: "DejaVu Sans", size: 21), language: nil, width: 43)
        #expect(arabic.lines.allSatisfy { $0.width <= 43 + 1e-6 || $0.text.count == 1 })
        #expect(arabic.lines.count > 1)
    }

    @Test func latinDigitsAndPunctuationInChineseUseTheRequestedFont() throws {
        let layout = try Self.layout("价格12.5%“好”", font: FontDescriptor(family: "Inter", size: 17), language: "zh-Hans", width: 290)
        let runs = try #require(layout.lines.first).runs
        let text = Array("价格12.5%“好”".utf16)
        let inter = runs.filter { $0.face.familyName == "Inter" }.flatMap(\.glyphs).map { String(utf16CodeUnits: [text[$0.cluster]], count: 1) }
        #expect(inter.joined() == "12.5%“”")
        let cjk = runs.filter { $0.face.familyName.hasPrefix("Noto Sans CJK") }.flatMap(\.glyphs).count
        #expect(cjk == 3)
    }

    @Test func spacesStayInTheFontOfTheTextBeforeThem() throws {
        let layout = try Self.layout("你好 世界", font: FontDescriptor(family: "Inter", size: 17), language: "zh-Hans", width: 400)
        // One run: the space does not split the Chinese text into three runs.
        #expect(layout.lines[0].runs.count == 1)
    }
}

@Suite struct TabStopTests {
    static let font = FontDescriptor(family: "Inter", size: 17)

    func glyphs(_ text: String, width: Double = 1000) throws -> [PositionedGlyph] {
        try TextLayoutEngine.shared.layout(text, style: TextStyle(font: Self.font), width: width).lines[0].runs.flatMap(\.glyphs)
    }

    @Test func aTabAdvancesToTheNextMultipleOf28Points() throws {
        let short = try glyphs("a\tb")
        #expect(short[2].x == 28)
        #expect(short[1].advance == 28 - short[0].advance)
        let twoTabs = try glyphs("\t\tx")
        #expect(twoTabs[2].x == 56)
        // Text past a stop goes to the following one.
        let long = try glyphs("abcd\tz")
        let beforeTab = long[0..<4].reduce(0) { $0 + $1.advance }
        #expect(beforeTab > 28 && beforeTab < 56)
        #expect(long[5].x == 56)
    }

    @Test func lineBreakingMeasuresTabsAtTheirStops() throws {
        let z = try glyphs("z")[0].advance
        // "x\tz" is 28 + z wide: it fits in exactly that, and not in a hair less.
        let fits = try TextLayoutEngine.shared.layout("x\tz z", style: TextStyle(font: Self.font), width: 28 + z)
        #expect(fits.lines[0].text == "x\tz ")
        #expect(abs(fits.lines[0].width - (28 + z)) < 1e-9)
        let tight = try TextLayoutEngine.shared.layout("x\tz z", style: TextStyle(font: Self.font), width: 28 + z - 0.01)
        #expect(tight.lines.allSatisfy { $0.width <= 28 + z - 0.01 + 1e-9 || $0.text.trimmingCharacters(in: .whitespaces).count <= 1 })
    }
}

@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("zh", "Noto Sans CJK SC"), ("zh-Hans", "Noto Sans CJK SC"), ("zh-Hans-HK", "Noto Sans CJK SC"),
        ("zh-Hans-TW", "Noto Sans CJK SC"), ("zh-Hant", "Noto Sans CJK TC"), ("zh-TW", "Noto Sans CJK TC"),
        ("zh-Hant-HK", "Noto Sans CJK HK"), ("zh-HK", "Noto Sans CJK HK"), ("zh-MO", "Noto Sans CJK HK"),
        ("ja", "Noto Sans CJK JP"), ("ja-JP", "Noto Sans CJK JP"), ("ko", "Noto Sans CJK KR"), ("ko-KR", "Noto Sans CJK KR"),
        ("kok", "Noto Sans CJK SC"), ("jam", "Noto Sans CJK SC"), ("en", "Noto Sans CJK SC"), ("yue", "Noto Sans CJK HK"),
    ])
    func cjkVariantFollowsLikelySubtags(tag: String, family: String) {
        #expect(FontLibrary.cjkFamily(for: tag) == family)
    }

    @Test func modelAcceptsWellFormedTagsAndRejectsTheRest() throws {
        for tag in ["en", "en-US", "zh-Hant-HK", "sr-Latn-RS", "de-CH-1996", "ja-JP-u-ca-japanese", "und"] {
            var view = PlaceholderTextView(width: 10, height: 10)
            view.language = tag
            #expect(throws: Never.self, "\(tag)") { try view.validate() }
        }
        for tag in ["", "en-", "zh_Hans", "-en", "en--US", "toolongsubtag", "e", "ja-JP-u", "日本語"] {
            var view = PlaceholderTextView(width: 10, height: 10)
            view.language = tag
            #expect(throws: ModelError.self, "\(tag)") { try view.validate() }
        }
    }

    @Test func rightToLeftLanguagesMakeNeutralTextRunRightToLeft() throws {
        let arabic = try TextLayoutEngine.shared.layout("123", style: TextStyle(language: "ar"), width: 200)
        #expect(arabic.lines[0].isRightToLeft)
        let english = try TextLayoutEngine.shared.layout("123", style: TextStyle(language: "en"), width: 200)
        #expect(!english.lines[0].isRightToLeft)
    }
}

@Suite struct ICUErrorTests {
    @Test func aFailedBidiCallIsAnErrorNamingTheCall() throws {
        let bidi = try BidiParagraph(Array("abc".utf16))
        #expect(throws: LayoutError(call: "ubidi_setLine", code: "U_ILLEGAL_ARGUMENT_ERROR")) { try bidi.visualRuns(0..<10) }
        #expect(try bidi.visualRuns(0..<3).count == 1)
    }
}
