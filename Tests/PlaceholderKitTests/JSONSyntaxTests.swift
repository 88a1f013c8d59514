import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderModel

/// RFC 8259, strictly: what Foundation's decoder lets through is refused with the line and
/// column, and every valid document still passes.
@Suite struct JSONSyntaxTests {
    func problem(_ bytes: [UInt8]) -> String? {
        do {
            try JSONSyntax.check(Data(bytes))
            return nil
        } catch {
            return "\(error)"
        }
    }

    func problem(_ text: String) -> String? { problem(Array(text.utf8)) }

    @Test(arguments: [
        #"{"width": 10, "height": 10}"#, #"[]"#, #"{}"#, #"  {"a" : [1, -0, 0.5, 1e3, 2E-7, -12.25e+10, true, false, null, "x"]}  "#,
        #""just a string""#, "3", #"{"a": {"b": {"c": []}}}"#, #"{"é\u00e9\ud83d\ude00\n\"\\\/\b\f\r\t": "😀 ünï"}"#,
        "\u{FEFF}{\"width\": 1}", "{\r\n\t\"a\": 1\r\n}", #"{"a": 1, "A": 2}"#,
        #"[0.0, -0e-999, 2.2250738585072014e-308, 1.7976931348623157e308, 0.1111111111111111111111111111111111111111]"#,
    ])
    func validDocumentsPass(text: String) {
        #expect(problem(text) == nil)
    }

    @Test(arguments: [
        (#"{"width": 10, "height": 10, "placeholder": "x",}"#, "(line 1, column 47): trailing comma"),
        (#"[1, 2,]"#, "(line 1, column 6): trailing comma"),
        ("{\n  \"a\": 1,\n  \"b\": 2,\n}", "(line 3, column 9): trailing comma"),
        (#"{"width": 1, "width": 2}"#, #"(line 1, column 14): duplicate key "width""#),
        (#"{"width": 1, "wid\u0074h": 2}"#, #"(line 1, column 14): duplicate key "width""#),
        (#"{"a": 01}"#, "(line 1, column 8): number with a leading zero"),
        (#"{"a": +1}"#, #"(line 1, column 7): "+" where a value should be"#),
        (#"{"a": .5}"#, #"(line 1, column 7): "." where a value should be"#),
        (#"{"a": 1.}"#, #"(line 1, column 9): "}" where a digit should follow a decimal point"#),
        (#"{"a": 1e}"#, #"(line 1, column 9): "}" where a digit should follow an exponent"#),
        (#"{"a": -}"#, #"(line 1, column 8): "}" where a digit should follow a minus sign"#),
        (#"{"a": NaN}"#, #"(line 1, column 7): "N" where a value should be"#),
        (#"{"a": Infinity}"#, #"(line 1, column 7): "I" where a value should be"#),
        (#"{"a": -Infinity}"#, #"(line 1, column 8): "I" where a digit should follow a minus sign"#),
        (#"{"a": tru}"#, #"(line 1, column 7): "t" where a value should be (did you mean true?)"#),
        (#"{"a": 0x10}"#, #"(line 1, column 8): "x" where "," or "}" should be"#),
        (#"{a: 1}"#, #"(line 1, column 2): "a" where a key should be"#),
        (#"{'a': 1}"#, #"(line 1, column 2): "'" where a key should be"#),
        (#"{"a": 1 /* c */}"#, #"(line 1, column 9): "/" where "," or "}" should be"#),
        (#"{"a": 1} {}"#, #"(line 1, column 10): "{" after the end of the document"#),
        (#"{"a": "\x"}"#, #"(line 1, column 8): unknown escape \x"#),
        (#"{"a": "\ud800"}"#, #"(line 1, column 8): unpaired surrogate \uD800"#),
        (#"{"a": "\udc00x"}"#, #"(line 1, column 8): unpaired surrogate \uDC00"#),
        (#"{"a": "\ud800\u0041"}"#, #"(line 1, column 8): unpaired surrogate \uD800"#),
        (#"{"a": "\u12G4"}"#, #"(line 1, column 12): "G" where a hex digit of a \u escape should be"#),
        ("{\"a\": \"line\nbreak\"}", "(line 1, column 12): control character U+000A inside a string (write it as an escape)"),
        (#"{"a": "open"#, "(line 1, column 12): end of input inside a string"),
        ("", "(line 1, column 1): end of input where a value should be"),
        ("   ", "(line 1, column 4): end of input where a value should be"),
        ("{\"a\": 1}\u{0}", "(line 1, column 9): byte 0x00 after the end of the document"),
    ])
    func invalidDocumentsSayWhereAndWhy(text: String, message: String) {
        #expect(problem(text) == "is not valid JSON " + message)
    }

    /// Values the grammar allows but a spec may not hold are errors of the field that holds
    /// them, with its path: numbers a Double cannot hold as a normal number, and NUL.
    @Test(arguments: [
        (#"{"a": 1e400}"#, "a: 1e400 is too large for a number (beyond ±1.7976931348623157e308)"),
        (#"{"a": [-2e308]}"#, "a[0]: -2e308 is too large for a number (beyond ±1.7976931348623157e308)"),
        (#"{"w": 1e-400}"#, "w: 1e-400 is too small for a number: a Double holds it only as 0"),
        (#"{"v": {"s": [1, 4.9e-325]}}"#, "v.s[1]: 4.9e-325 is too small for a number: a Double holds it only as 0"),
        (#"{"w": 5e-324}"#, "w: 5e-324 is too small for a number (below 2.2250738585072014e-308, a Double holds it only approximately)"),
        (#"{"w": 0."# + String(repeating: "0", count: 100_000) + #"1}"#, "w: 0." + String(repeating: "0", count: 198) + "… is too small for a number: a Double holds it only as 0"),
        (#"{"a": "\u0000"}"#, "a: holds U+0000 (NUL), which no string of a spec may hold"),
        (#"{"v": {"language": ["en", "en\u0000/../x"]}}"#, "v.language[1]: holds U+0000 (NUL), which no string of a spec may hold"),
        (#"{"k\u0000": 1}"#, "holds U+0000 (NUL), which no string of a spec may hold"),
    ])
    func valuesNoFieldMayHoldNameTheField(text: String, message: String) {
        #expect(problem(text) == message)
    }

    @Test func invalidUTF8IsRefused() {
        let prefix = Array(#"{"a": ""#.utf8), suffix = Array(#""}"#.utf8)
        for bad: [UInt8] in [[0xC3, 0x28], [0xC0, 0xAF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xE2, 0x82]] {
            #expect(problem(prefix + bad + suffix)?.hasPrefix("is not valid JSON (line 1, column 8): invalid UTF-8") == true, "\(bad)")
        }
        #expect(problem([0xFF] + Array("{}".utf8)) == "is not valid JSON (line 1, column 1): byte 0xFF where a value should be")
    }

    @Test func nestingIsBounded() {
        let depth = JSONSyntax.maximumDepth
        #expect(problem(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) == nil)
        let deeper = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(problem(deeper) == "is not valid JSON (line 1, column \(depth + 1)): objects and arrays nested deeper than \(depth)")
        // A hostile depth is refused without recursing that deep.
        #expect(problem(String(repeating: "{\"a\":", count: 200_000))?.contains("nested deeper than") == true)
    }

    @Test func timeIsLinearInTheInput() throws {
        func seconds(_ count: Int) throws -> Double {
            let body = (0..<count).map { #""k\#($0)": {"a": 1.5, "b": "text \u00e9", "c": true}"# }.joined(separator: ",")
            let data = Data(("{" + body + "}").utf8)
            let clock = ContinuousClock()
            let elapsed = try clock.measure { try JSONSyntax.check(data) }
            return Double(elapsed.components.attoseconds) * 1e-18 + Double(elapsed.components.seconds)
        }
        _ = try seconds(1_000)
        let small = try seconds(20_000), large = try seconds(160_000)
        // 8 times the input: linear is about 8 times the time; quadratic would be 64.
        #expect(large < small * 24, "\(small)s for 20,000 keys, \(large)s for 160,000")
    }

    /// A list longer than any a spec has, or more list elements than ten full lists, is
    /// refused while the bytes are read, naming the list: before a single element is decoded
    /// (a spec of 260,000 runs took 22 s to refuse when the runs were decoded first).
    @Test func listsAreCountedBeforeDecoding() throws {
        let limit = JSONSyntax.maximumArrayLength
        func runs(_ count: Int) -> String { "[" + Array(repeating: #"{"text": "a"}"#, count: count).joined(separator: ",") + "]" }
        #expect(problem(#"{"attributedPlaceholder": \#(runs(limit))}"#) == nil)
        #expect(problem(#"{"width": 1, "attributedPlaceholder": \#(runs(260_000))}"#)
                == "attributedPlaceholder: has 260000 elements, over the limit of \(limit) a list in a spec may hold")
        #expect(problem(#"{"localizations": {"fr": {"attributedText": \#(runs(limit + 1))}}}"#)
                == "localizations.fr.attributedText: has \(limit + 1) elements, over the limit of \(limit) a list in a spec may hold")
        // Eleven full lists: each within its limit, too many in all.
        let children = (0..<11).map { _ in #"{"kind": "label", "attributedText": \#(runs(limit))}"# }.joined(separator: ",")
        #expect(problem(#"{"kind": "form", "children": [\#(children)]}"#)
                == "holds more than \(JSONSyntax.maximumArrayElements) list elements in all, the most a spec may hold")
        #expect(throws: ModelError(field: "attributedPlaceholder", problem: "has 260000 elements, over the limit of \(limit) a list in a spec may hold")) {
            try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10, "attributedPlaceholder": \#(runs(260_000))}"#.utf8))
        }
    }

    @Test func specsGoThroughTheCheck() {
        #expect(throws: ModelError(field: "", problem: "is not valid JSON (line 1, column 27): trailing comma")) {
            try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10,}"#.utf8))
        }
        #expect(throws: ModelError(field: "", problem: #"is not valid JSON (line 1, column 15): duplicate key "width""#)) {
            try PlaceholderTextView(json: Data(#"{"width": 10, "width": 20, "height": 10}"#.utf8))
        }
    }
}
