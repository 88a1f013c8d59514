import Foundation
import Testing
import PlaceholderFormat
@testable import PlaceholderModel

/// A run's OpenType features are judged by hand (`SpecBounds.isFeature`), by the grammar
/// the schema writes as a pattern (`featureSyntax`): both give the same answer for every
/// string of a generated set around it.
@Suite struct TextRunFeatureTests {
    @Test func theHandReaderAndTheSchemasPatternAgree() throws {
        let regex = try Regex(SpecBounds<[String]>.featureSyntax)
        let tags = ["tnum", "liga", "cv01", "ss20", "TNUM", "kern", "a1B2", "tnu", "tnums", "tn-m", "tn_m", "tnüm", ""]
        let signs = ["", "+", "-", "--", "*"]
        let values = ["", "=1", "=0", "=12345", "=123456", "=", "=a", "=-1", "= 1", "==1"]
        var checked = 0
        for tag in tags {
            for sign in signs {
                for value in values {
                    let feature = sign + tag + value
                    #expect(SpecBounds<[String]>.isFeature(feature) == (feature.wholeMatch(of: regex) != nil), "\(Quoting(feature))")
                    checked += 1
                }
            }
        }
        #expect(checked == 650)
    }
}

private struct Quoting: CustomStringConvertible {
    var text: String
    init(_ text: String) { self.text = text }
    var description: String { "\"\(text)\"" }
}
