import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

/// JUnit XML for a `verify` run, valid against the Jenkins xunit schema (`junit-10.xsd`):
/// one `<testsuite name="placeholderkit verify">`, one `<testcase>` per case; failed and new
/// cases (and obsolete ones when they fail the run) carry a `<failure>` with a ``FailureType``,
/// the numbers and the files; obsolete ones are otherwise skipped. Every compared case,
/// passed ones included, has its `mismatchedPixels` and `ratio` in the suite's
/// `<properties>`, keyed by the case (`NAME.mismatchedPixels`): the schema allows no
/// properties in a test case, and a pass under a tolerance still shows its drift.
public enum JUnitReport {
    /// The `type` of a `<failure>`, `<error>` or `<skipped>`: what kind of outcome it is.
    public enum FailureType: String, CaseIterable, Sendable {
        /// The snapshot differs from its reference beyond tolerance.
        case mismatch = "snapshot-mismatch"
        /// No reference to compare with.
        case missingReference = "snapshot-missing-reference"
        /// The snapshot could not be made or compared (a spec that fails, an unreadable file).
        case error = "snapshot-error"
        /// A reference no case produces.
        case obsolete = "snapshot-obsolete"
        /// An accessibility rule an audit found broken.
        case accessibility = "accessibility"
    }

    /// The XML document for `results`; cases are in the class named `className` (the
    /// snapshots folder's name).
    public static func xml(_ results: VerifyResults, className: String, time: Double, obsoleteFails: Bool) -> String {
        var failures = 0, errors = 0, skipped = 0
        var cases: [String] = []
        var figures: [(String, String)] = []
        for item in results.items {
            var body = ""
            switch item.status {
            case .passed, .recorded:
                break
            case .failed where item.mismatchedPixels == nil && item.actual == nil:
                errors += 1
                body = "<error type=\"\(FailureType.error.rawValue)\" message=\"\(attribute(item.message))\"/>"
            case .failed, .new:
                failures += 1
                let type: FailureType = item.status == .new ? .missingReference : .mismatch
                body = "<failure type=\"\(type.rawValue)\" message=\"\(attribute(failureMessage(item)))\">\(text(item.message))</failure>"
            case .obsolete where obsoleteFails:
                failures += 1
                body = "<failure type=\"\(FailureType.obsolete.rawValue)\" message=\"\(attribute(item.message))\"/>"
            case .obsolete:
                skipped += 1
                body = "<skipped type=\"\(FailureType.obsolete.rawValue)\" message=\"\(attribute(item.message))\"/>"
            }
            if let pixels = item.mismatchedPixels, let ratio = item.ratio {
                figures += [("\(item.name).mismatchedPixels", "\(pixels)"), ("\(item.name).ratio", CFormat.string("%.6f", ratio))]
            }
            let seconds = item.time.map { " time=\"\(format($0))\"" } ?? ""
            cases.append("    <testcase classname=\"\(attribute(className))\" name=\"\(attribute(item.name))\"\(seconds)>\(body)</testcase>")
        }
        return document(suite: "placeholderkit verify", cases: cases, failures: failures, errors: errors, skipped: skipped, time: time,
                        properties: figures)
    }

    /// A whole document of one suite: its counts, its `properties` (name, value) before
    /// its `cases` (each a `<testcase>` line).
    package static func document(suite: String, cases: [String], failures: Int, errors: Int, skipped: Int, time: Double,
                                 properties: [(String, String)] = []) -> String {
        let block = properties.isEmpty ? "" : "    <properties>\n"
            + properties.map { "      <property name=\"\(attribute($0.0))\" value=\"\(attribute($0.1))\"/>\n" }.joined() + "    </properties>\n"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="\(attribute(suite))" tests="\(cases.count)" failures="\(failures)" errors="\(errors)" skipped="\(skipped)" time="\(format(time))">
        \(block)\(cases.joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    /// `12 pixels differ (0.05%); expected: …; actual: …; diff: …`.
    static func failureMessage(_ item: VerifyResults.Item) -> String {
        var parts: [String] = []
        if let pixels = item.mismatchedPixels, let ratio = item.ratio {
            parts.append("\(pixels) pixels differ (\(Percent.format(ratio)))")
        } else if item.status == .new {
            parts.append("new: no reference")
        }
        for (label, path) in [("expected", item.expected), ("actual", item.actual), ("diff", item.diff)] {
            if let path { parts.append("\(label): \(path)") }
        }
        return parts.joined(separator: "; ")
    }

    /// Seconds as the schema's time: `12.345`.
    package static func format(_ seconds: Double) -> String {
        CFormat.string("%.3f", seconds)
    }

    /// Text for an attribute value: markup escaped, line breaks as character references,
    /// other control characters (not allowed in XML 1.0) dropped.
    package static func attribute(_ value: String) -> String {
        text(value).replacing("\n", with: "&#10;").replacing("\t", with: "&#9;")
    }

    /// Text for element content: markup escaped, control characters XML forbids dropped.
    package static func text(_ value: String) -> String {
        HTMLPage.escape(String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" || $0 == "\r" })))
    }
}
