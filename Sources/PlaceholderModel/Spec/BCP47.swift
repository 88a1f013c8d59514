/// Whether a string is a well-formed BCP 47 language tag (RFC 5646, section 2.1): a
/// language with its optional extended languages, script, region, variants, extensions
/// and private use, or private use alone, or one of the grandfathered tags. The spec layer
/// judges `language` and the keys of `localizations` with it, in Swift, so the model needs
/// no ICU; the text engine reads a tag's meaning (its script's direction, its CJK variant)
/// with ICU afterwards.
package enum BCP47 {
    /// The longest tag read, in ASCII characters.
    package static let maximumLength = 64

    /// RFC 5646's grandfathered tags, irregular and regular, in lower case.
    static let grandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo", "i-navajo", "i-pwn",
        "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
        "art-lojban", "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
    ]

    /// The grammar ``isWellFormed(_:)`` reads, as a regular expression without anchors (in
    /// any case, as the check lower-cases a tag first); matched whole, with at most
    /// ``maximumLength`` characters, it says all but one rule: that no extension's singleton
    /// comes twice (`en-a-bb-a-cc`), which a pattern could say only with a backreference.
    static var grammar: String {
        let alpha = "[A-Za-z]", digit = "[0-9]", alphanumeric = "[A-Za-z0-9]"
        let language = "(?:\(alpha){2,3}(?:-\(alpha){3}){0,3}|\(alpha){4,8})"
        let script = "(?:-\(alpha){4})?"
        let region = "(?:-(?:\(alpha){2}|\(digit){3}))?"
        let variants = "(?:-(?:\(alphanumeric){5,8}|\(digit)\(alphanumeric){3}))*"
        let extensions = "(?:-[0-9A-WYZa-wyz](?:-\(alphanumeric){2,8})+)*"
        let privateUse = "[xX](?:-\(alphanumeric){1,8})+"
        let langtag = language + script + region + variants + extensions + "(?:-\(privateUse))?"
        let irregular = grandfathered.sorted().map { SchemaPattern.anyCase($0) }
        return ([langtag, privateUse] + irregular).joined(separator: "|")
    }

    /// Whether `tag` is well formed: ASCII letters, digits and hyphens in the grammar's
    /// order, at most ``maximumLength`` characters.
    static func isWellFormed(_ tag: String) -> Bool {
        guard !tag.isEmpty, tag.utf8.count <= maximumLength, tag.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        if grandfathered.contains(tag.lowercased()) { return true }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard subtags.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 8 && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return false }
        if subtags[0] == "x" { return privateUse(subtags[...]) }
        return langtag(subtags[...])
    }

    private static func alpha(_ text: String, _ counts: ClosedRange<Int>) -> Bool {
        counts.contains(text.count) && text.allSatisfy { $0.isLetter }
    }

    private static func digits(_ text: String, _ count: Int) -> Bool {
        text.count == count && text.allSatisfy { $0.isNumber }
    }

    /// `x` and one or more subtags of 1 to 8 letters or digits.
    private static func privateUse(_ subtags: ArraySlice<String>) -> Bool {
        subtags.first == "x" && subtags.count >= 2
    }

    private static func langtag(_ all: ArraySlice<String>) -> Bool {
        var subtags = all
        guard let language = subtags.popFirst() else { return false }
        if alpha(language, 2...3) {
            // Up to three extended languages of three letters.
            var extlangs = 0
            while extlangs < 3, let next = subtags.first, alpha(next, 3...3) {
                subtags.removeFirst()
                extlangs += 1
            }
        } else if !alpha(language, 4...8) {
            return false
        }
        if let next = subtags.first, alpha(next, 4...4) { subtags.removeFirst() }                         // script
        if let next = subtags.first, alpha(next, 2...2) || digits(next, 3) { subtags.removeFirst() }      // region
        while let next = subtags.first, (5...8).contains(next.count) || (next.count == 4 && next.first?.isNumber == true) {
            subtags.removeFirst()                                                                          // variants
        }
        var singletons: Set<String> = []
        while let singleton = subtags.first, singleton.count == 1, singleton != "x" {                      // extensions
            subtags.removeFirst()
            guard singletons.insert(singleton).inserted else { return false }
            var parts = 0
            while let next = subtags.first, (2...8).contains(next.count) {
                subtags.removeFirst()
                parts += 1
            }
            guard parts > 0 else { return false }
        }
        if subtags.first == "x" { return privateUse(subtags) }
        return subtags.isEmpty
    }
}
