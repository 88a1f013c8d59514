import FoundationEssentials
import PlaceholderImage

/// JUnit XML for a `verify` run: one `<testsuite name="placeholderkit verify">`, one
/// `<testcase>` per case; failed and new cases (and obsolete ones when they fail the run)
/// carry a `<failure>` with the numbers and the files; obsolete ones are otherwise skipped.
/// Every compared case, passed ones included, carries its `mismatchedPixels` and `ratio`
/// as `<properties>`, so a pass under a tolerance shows its drift.
public enum JUnitReport {
    /// The XML document for `results`; cases are in the class named `className` (the
    /// snapshots folder's name).
    public static func xml(_ results: VerifyResults, className: String, time: Double, obsoleteFails: Bool) -> String {
        var failures = 0, errors = 0, skipped = 0
        var cases: [String] = []
        for item in results.items {
            var body = ""
            switch item.status {
            case .passed, .recorded:
                break
            case .failed where item.mismatchedPixels == nil && item.actual == nil:
                errors += 1
                body = "<error message=\"\(attribute(item.message))\"/>"
            case .failed, .new:
                failures += 1
                body = "<failure message=\"\(attribute(failureMessage(item)))\">\(text(item.message))</failure>"
            case .obsolete where obsoleteFails:
                failures += 1
                body = "<failure message=\"\(attribute(item.message))\"/>"
            case .obsolete:
                skipped += 1
                body = "<skipped message=\"\(attribute(item.message))\"/>"
            }
            let seconds = item.time.map { " time=\"\(format($0))\"" } ?? ""
            cases.append("    <testcase classname=\"\(attribute(className))\" name=\"\(attribute(item.name))\"\(seconds)>\(properties(item))\(body)</testcase>")
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="placeholderkit verify" tests="\(results.items.count)" failures="\(failures)" errors="\(errors)" skipped="\(skipped)" time="\(format(time))">
        \(cases.joined(separator: "\n"))
          </testsuite>
        </testsuites>

        """
    }

    /// `<properties>` with the case's numbers, when it was compared; else nothing.
    static func properties(_ item: VerifyResults.Item) -> String {
        guard let pixels = item.mismatchedPixels, let ratio = item.ratio else { return "" }
        return "<properties><property name=\"mismatchedPixels\" value=\"\(pixels)\"/>"
            + "<property name=\"ratio\" value=\"\(CFormat.string("%.6f", ratio))\"/></properties>"
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

    private static func format(_ seconds: Double) -> String {
        let thousandths = (seconds * 1000).rounded()
        return "\(Int(thousandths) / 1000).\(String(Int(thousandths) % 1000).leftPadded(to: 3))"
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

extension String {
    /// The string with leading zeros up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
