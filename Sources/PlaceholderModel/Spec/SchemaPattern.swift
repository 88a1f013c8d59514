/// Pieces of JSON Schema `pattern`s: ECMA 262 regular expressions within the subset JSON
/// Schema recommends (classes, groups, alternatives, counted repeats, `^` and `$`), so
/// every validator and editor reads them alike.
enum SchemaPattern {
    /// A string that `body` matches whole, as schema keywords: `body` anchored at both
    /// ends, and not one line break anywhere. ECMA 262's `$` is the end of the string, but
    /// Python's, ICU's and Java's also match before a final line break, which `body` (a
    /// pattern of words, numbers and tags) never holds.
    static func whole(_ body: String) -> SchemaMembers {
        [("pattern", .string("^(?:\(body))$")), ("not", .object([.init("pattern", .string(lineBreaks))]))]
    }

    /// The characters some regular expression engines take for the end of a line.
    static let lineBreaks = #"[\n\u000B\u000C\r\u0085\u2028\u2029]"#

    /// `word` in any ASCII case (`bold` as `[bB][oO][lL][dD]`), its other characters as
    /// they are; `more` adds characters a lower-case letter's class also takes (pattern
    /// text, such as `\u212A` for k).
    static func anyCase(_ word: String, more: [Character: String] = [:]) -> String {
        word.map { character in
            guard character.isASCII, character.isLetter, let lower = character.lowercased().first, let upper = character.uppercased().first else {
                return literal(character)
            }
            return "[\(lower)\(upper)\(more[lower] ?? "")]"
        }.joined()
    }

    /// `character` as a pattern matches it: escaped when a pattern would read it as syntax.
    static func literal(_ character: Character) -> String {
        #"\^$.|?*+()[]{}/"#.contains(character) ? "\\\(character)" : String(character)
    }
}
