import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// `paragraphStyle.hyphenationFactor` with the pinned hyphenation dictionaries
/// (``PinnedDictionaries``, which scripts/bootstrap fetches): a word is broken only at its
/// dictionary's points (checked against the points TeX's patterns give these words), the
/// line ends with a hyphen and still fits, nothing is hyphenated at 0 or when the line is
/// full enough, the language picks the dictionary, and a language without one is laid out
/// unhyphenated with one warning.
@Suite struct HyphenationTests {
    /// Words and the pieces their dictionaries split them into (TeX's patterns, as
    /// LibreOffice's dictionaries carry them).
    static let words: [(language: String, word: String, pieces: [String])] = [
        ("en", "hyphenation", ["hy", "phen", "ation"]),
        ("en", "considerations", ["con", "sid", "er", "a", "tions"]),
        ("de", "Silbentrennung", ["Sil", "ben", "tren", "nung"]),
        ("fr", "développement", ["dé", "ve", "lop", "pe", "ment"]),
    ]

    static func lines(_ text: String, width: Double, factor: Double, language: String?) throws -> [TextLine] {
        var paragraph = ParagraphStyle()
        paragraph.hyphenationFactor = factor
        return try TestFonts.engine.layout(text, style: TextStyle(language: language, paragraph: paragraph), width: width).lines
    }

    /// The offsets after which `word` may break, from its pieces, within the minimums.
    static func allowed(_ pieces: [String]) -> Set<Int> {
        var offsets = Set<Int>(), offset = 0
        let total = pieces.joined().count
        for piece in pieces.dropLast() {
            offset += piece.count
            if offset >= Hyphenator.leftMinimum, total - offset >= Hyphenator.rightMinimum { offsets.insert(offset) }
        }
        return offsets
    }

    @Test func theDictionariesALayoutMayLoadAreListedForKeys() throws {
        let states = Hyphenator.dictionaryStates()
        for file in ["hyph_en_US.dic", "hyph_de_DE.dic", "hyph_fr.dic"] {
            #expect(states.contains { $0.hasSuffix("/" + file) }, "\(file): \(states)")
        }
    }

    /// "hyphenation" breaks as TeX's US English patterns break it, hy-phen-ation: after 2
    /// and 6 letters, and nowhere else; a line broken inside it ends at one of those.
    @Test func anEnglishWordBreaksWhereTheDictionarySays() throws {
        let hyphenator = try #require(Hyphenator.forLanguage("en-US"))
        #expect(hyphenator.points(in: Array("hyphenation".utf16)) == [2, 6])
        #expect(hyphenator.points(in: Array("Hyphenation".utf16)) == [2, 6], "capitals break as lower case")
        var ends: Set<String> = []
        for width in stride(from: 60.0, through: 140, by: 4) {
            for line in try Self.lines("The hyphenation", width: width, factor: 1, language: "en").dropLast() where line.text.hasSuffix("\u{2010}") {
                ends.insert(String(line.text.split(separator: " ").last ?? ""))
            }
        }
        #expect(!ends.isEmpty && ends.isSubset(of: ["hy\u{2010}", "hyphen\u{2010}"]), "\(ends)")
    }

    @Test func theDictionaryPointsAreTheWordsSyllables() throws {
        for (language, word, pieces) in Self.words {
            let hyphenator = try #require(Hyphenator.forLanguage(language))
            let points = hyphenator.points(in: Array(word.utf16))
            #expect(Set(points).isSubset(of: Self.allowed(pieces)) && !points.isEmpty, "\(word): \(points) allowed \(Self.allowed(pieces))")
        }
    }

    @Test func hyphenatedWordsBreakOnlyAtTheDictionarysPointsAndEndWithAHyphen() throws {
        for (language, word, pieces) in Self.words {
            let allowed = Self.allowed(pieces)
            // Every width from narrow to wide: each break inside the word is allowed.
            var sawBreak = false
            for width in stride(from: 60.0, through: 200, by: 7) {
                let text = "Some \(word) here"
                let lines = try Self.lines(text, width: width, factor: 1, language: language)
                // Where the word starts in the text, and each hyphenated line's end in it.
                let wordStart = 5
                for line in lines.dropLast() where line.text.hasSuffix("\u{2010}") {
                    sawBreak = true
                    let inWord = line.sourceRange.upperBound - wordStart
                    #expect(allowed.contains(inWord), "\(word) broken after \(inWord) letters at \(width)")
                    #expect(line.width <= width + 1e-6, "the hyphenated line fits")
                }
                #expect(lines.map(\.text).joined().replacingOccurrences(of: "\u{2010}", with: "") == text, "no character lost")
            }
            #expect(sawBreak, "\(word) is hyphenated at some width")
        }
    }

    @Test func noFactorOrAFullLineMeansNoHyphen() throws {
        let text = "Internationalization and hyphenation considerations"
        for width in stride(from: 80.0, through: 200, by: 10) {
            #expect(try !Self.lines(text, width: width, factor: 0, language: "en").contains { $0.text.contains("\u{2010}") })
            // A factor so low that every line is full enough.
            #expect(try !Self.lines(text, width: width, factor: 0.05, language: "en").contains { $0.text.contains("\u{2010}") })
        }
        #expect(try stride(from: 80.0, through: 200, by: 10).contains { try Self.lines(text, width: $0, factor: 1, language: "en").contains { $0.text.hasSuffix("\u{2010}") } },
                "the same text hyphenates at factor 1")
    }

    @Test func aLanguageWithoutADictionaryIsNotHyphenated() throws {
        let text = "Internationalization and hyphenation considerations"
        #expect(try !Self.lines(text, width: 150, factor: 1, language: "ja").contains { $0.text.contains("\u{2010}") })
        #expect(Hyphenator.forLanguage("ja") == nil && Hyphenator.forLanguage("de-AT") != nil)
    }

    static func warnings(_ text: String, width: Double, factor: Double, language: String?,
                         mode: LineBreakMode = .byWordWrapping) throws -> [String] {
        var paragraph = ParagraphStyle()
        paragraph.hyphenationFactor = factor
        paragraph.lineBreakMode = mode
        return try TestFonts.engine.layout(text, style: TextStyle(language: language, paragraph: paragraph), width: width).warnings
    }

    /// Hyphenation asked for in a language with no pinned dictionary: one warning, naming
    /// the language and the file looked for, however many paragraphs ask; none for a
    /// pinned language, none where hyphenation is not asked for.
    @Test func aLanguageWithoutADictionaryWarnsOnceNamingItAndTheFile() throws {
        let text = "Internationalization and hyphenation considerations\nconsiderations and internationalization"
        for language in ["fi", "xx"] {
            let warnings = try Self.warnings(text, width: 120, factor: 1, language: language)
            #expect(warnings == ["language \"\(language)\" is not hyphenated: hyph_\(language).dic is no pinned hyphenation dictionary "
                                 + "(those are hyph_de_DE.dic, hyph_en_US.dic, hyph_fr.dic)"], "\(warnings)")
        }
        for language in ["en", "en-GB", "de-AT", "fr-CA", nil] {
            #expect(try Self.warnings(text, width: 120, factor: 1, language: language) == [], "\(language ?? "none")")
        }
        #expect(try Self.warnings(text, width: 120, factor: 0, language: "fi") == [], "not asked for")
        #expect(try Self.warnings(text, width: 120, factor: 1, language: "fi", mode: .byCharWrapping) == [], "no hyphenation by character")
    }

    @Test func aFactorOutsideZeroToOneIsAnErrorNamingTheField() {
        for value in ["1.5", "-0.1"] {
            SpecJSON.expectError(#"{"width": 100, "height": 40, "paragraphStyle": {"hyphenationFactor": \#(value)}}"#,
                                 field: "paragraphStyle.hyphenationFactor")
        }
    }
}
