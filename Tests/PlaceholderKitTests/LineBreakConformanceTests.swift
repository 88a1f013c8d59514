import Foundation
import PlaceholderImage
import Testing
import PlaceholderKit
@testable import PlaceholderText
@testable import PlaceholderModel

/// UAX #14 conformance against Unicode's own test file: `LineBreakTest-15.1.0.txt` beside
/// this file, as Debian 13's `unicode-data` 15.1.0-1 ships it (SHA-256 ae7af38c…2284376), so
/// every host tests the same pair of data and ICU.
///
/// ICU tailors a few rules of UAX #14 (it keeps numbers such as "1.2e+3" or "$(12)" whole
/// by its own LB25 regular expressions, and treats some emoji/dotted-circle cases
/// differently), and a newer ICU implements a newer UAX #14 than the system's test file.
/// Those cases are listed by line number, with ICU's break positions, in
/// `LineBreakTestSkips-DATA-icuMAJOR.txt` beside this file for the test file's version and
/// the ICU in use (the vendored ICU, 76 in every build: Sources/CICU), and the test fails
/// if any other case disagrees, if a listed case starts to agree (so the list never goes
/// stale), or if no list documents this pair.
@Suite struct LineBreakConformanceTests {
    static let testFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LineBreakTest-15.1.0.txt").path

    struct Case {
        var line: Int
        var units: [UInt16]
        var expected: [Int]
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOfFile: testFile, encoding: .utf8)
        var cases: [Case] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = body.split(whereSeparator: \.isWhitespace)
            guard !tokens.isEmpty else { continue }
            var units: [UInt16] = []
            var expected: [Int] = []
            for token in tokens {
                switch token {
                case "÷": if !units.isEmpty { expected.append(units.count) }
                case "×": break
                default: units.append(contentsOf: String(Character(Unicode.Scalar(UInt32(token, radix: 16)!)!)).utf16)
                }
            }
            cases.append(Case(line: number + 1, units: units, expected: expected))
        }
        return cases
    }

    /// The list for this test file (its first line names its version) and this ICU.
    static func skipList() throws -> Set<Int> {
        let data = try String(contentsOfFile: testFile, encoding: .utf8)
        let version = try #require(data.split(separator: "\n").first.flatMap { $0.firstMatch(of: /LineBreakTest-([0-9.]+)\.txt/) }?.1)
        let icu = try #require(RenderingEnvironment.current().libraries["ICU"]?.split(separator: ".").first)
        let name = "LineBreakTestSkips-\(version)-icu\(icu).txt"
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no \(name) documents ICU \(icu)'s deviations from LineBreakTest-\(version).txt: run this test on that pair and list them, with why")
            return []
        }
        return Set(text.split(separator: "\n").compactMap { line in
            line.hasPrefix("#") ? nil : Int(line.split(separator: " ").first ?? "")
        })
    }

    @Test func icuAgreesWithLineBreakTestExceptDocumentedDeviations() throws {
        let cases = try Self.cases()
        let skips = try Self.skipList()
        var passed = 0
        var unexpected: [String] = []
        var stale: [Int] = []
        for testCase in cases {
            let actual = try LineBreaker.opportunities(in: testCase.units, language: nil).map(\.offset)
            if actual == testCase.expected {
                passed += 1
                if skips.contains(testCase.line) { stale.append(testCase.line) }
            } else if !skips.contains(testCase.line) {
                unexpected.append("line \(testCase.line): expected \(testCase.expected), ICU \(actual)")
            }
        }
        print("LineBreakTest.txt: \(passed) of \(cases.count) cases pass; \(skips.count) documented ICU deviations")
        #expect(cases.count > 7000)
        #expect(unexpected.isEmpty, "\(unexpected.joined(separator: "\n"))")
        #expect(stale.isEmpty, "listed as deviations but now pass: \(stale)")
        // A list of more than 1 % of the cases would hide a broken breaker, not document ICU.
        #expect(skips.count * 100 <= cases.count, "\(skips.count) deviations listed of \(cases.count) cases")
    }
}
