import FoundationEssentials
import PlaceholderFormat

/// JSON Schema keywords in order; those without a value are left out when printed.
typealias SchemaMembers = [(String, JSONValue?)]

extension Array where Element == (String, JSONValue?) {
    /// A type's schema with a field's bounds: a keyword the bounds give again (a list's
    /// `items`, made stricter) replaces the type's, in its place; the others follow.
    func refined(by bounds: SchemaMembers) -> SchemaMembers {
        var members = self
        for (key, value) in bounds {
            if let index = members.firstIndex(where: { $0.0 == key }) { members[index].1 = value } else { members.append((key, value)) }
        }
        return members
    }
}

/// What a spec property accepts beyond its type, declared once: the check
/// a spec object's `validate()` runs, the problem it reports, the JSON Schema keywords
/// that tell an editor the same, and a short summary for docs/spec-reference.md. The problem
/// and the summary are worded from the bound's own numbers, so a limit is written in one place.
///
/// Computed, not stored: the schema and summary are closures because a `JSONValue` or an
/// interpolated `String` kept in a global is reached only through a tagged pointer, which
/// LeakSanitizer does not follow (see ``SpecField``).
struct SpecBounds<Value>: Sendable {
    /// The problem with `value`, or nil when it is inside the bounds.
    let problem: @Sendable (Value) -> String?
    /// JSON Schema keywords for the bounds (`minimum`, `maxLength`, …).
    let schema: @Sendable () -> SchemaMembers
    /// The bounds in a few words (`0 to 32767`), for the tables of docs/spec-reference.md.
    let summary: @Sendable () -> String

    /// Throws a ``ModelError`` naming `field` when `value` is outside the bounds.
    func check(_ value: Value, field: String) throws {
        if let problem = problem(value) { throw ModelError(field: field, problem: problem) }
    }
}

/// `1000000` as `1,000,000`, as messages write a limit.
func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return number < 0 ? "-" + result : result
}


extension SpecBounds where Value == Double {
    /// A length in points, 0 to `maximum` (insets, padding, corner radius, border width).
    static func length(maximum: Double) -> SpecBounds {
        SpecBounds(problem: { $0.isFinite && (0...maximum).contains($0) ? nil : "must be a number from 0 to \(CFormat.short(maximum))" },
                   schema: { [("minimum", .number(0)), ("maximum", .number(maximum))] },
                   summary: { "0 to \(CFormat.short(maximum))" })
    }

    /// A number in `range`, such as a scale of 1 to 4.
    static func between(_ range: ClosedRange<Double>) -> SpecBounds {
        SpecBounds(problem: { $0.isFinite && range.contains($0) ? nil : "must be between \(CFormat.short(range.lowerBound)) and \(CFormat.short(range.upperBound))" },
                   schema: { [("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))] },
                   summary: { "\(CFormat.short(range.lowerBound)) to \(CFormat.short(range.upperBound))" })
    }

    /// A number greater than 0 and at most `maximum`, such as a font size.
    static func positive(atMost maximum: Double) -> SpecBounds {
        SpecBounds(problem: { $0.isFinite && $0 > 0 && $0 <= maximum ? nil : "must be a number greater than 0 and at most \(CFormat.short(maximum))" },
                   schema: { [("exclusiveMinimum", .number(0)), ("maximum", .number(maximum))] },
                   summary: { "greater than 0, at most \(CFormat.short(maximum))" })
    }
}

extension SpecBounds where Value == Int {
    /// An integer in `range`, such as a face index (its maximum in place of the type's).
    static func integer(_ range: ClosedRange<Int>) -> SpecBounds {
        SpecBounds(problem: { range.contains($0) ? nil : "must be \(range.lowerBound) to \(range.upperBound), not \($0)" },
                   schema: { [("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound))), ("exclusiveMaximum", nil)] },
                   summary: { "\(range.lowerBound) to \(range.upperBound)" })
    }

    /// An integer of at least `minimum`; `meaning` says what the least value means.
    static func atLeast(_ minimum: Int, meaning: String? = nil) -> SpecBounds {
        let note = meaning.map { " (\($0))" } ?? ""
        return SpecBounds(problem: { $0 >= minimum ? nil : "must be \(minimum)\(note) or more" },
                          schema: { [("minimum", .number(Double(minimum)))] },
                          summary: { "\(minimum) or more" })
    }
}

extension SpecBounds where Value == String {
    /// A string that is not empty.
    static var nonEmpty: SpecBounds {
        SpecBounds(problem: { $0.isEmpty ? "must not be empty" : nil }, schema: { [("minLength", .number(1))] }, summary: { "not empty" })
    }

    /// A name shown on one line: no control character or line break. The schema says it
    /// as no such character found anywhere, which every validator reads alike (some read a
    /// pattern's `$` as matching before a final line break too).
    static var oneLine: SpecBounds {
        SpecBounds(problem: { $0.unicodeScalars.contains(where: Quoting.needsEscape) ? "\(Quoting.quoted($0)) holds a control character or line break" : nil },
                   schema: {
                       let ranges = Quoting.escapedScalars.map { "\\u" + CFormat.hex($0.lowerBound, digits: 4) + "-\\u" + CFormat.hex($0.upperBound, digits: 4) }
                       return [("not", .object([.init("pattern", .string("[\(ranges.joined())]"))]))]
                   }, summary: { "one line" })
    }

    /// A well-formed BCP 47 language tag (``BCP47``).
    static var languageTag: SpecBounds {
        SpecBounds(problem: { BCP47.isWellFormed($0) ? nil : "\(Quoting.quoted($0)) is not a BCP 47 language tag" },
                   schema: { [("maxLength", .number(Double(BCP47.maximumLength)))] + SchemaPattern.whole(BCP47.grammar) },
                   summary: { "a well-formed BCP 47 tag (RFC 5646)" })
    }
}

extension SpecBounds where Value: Collection & SendableMetatype, Value.Element: Hashable & SendableMetatype {
    /// A list of at least one value, none twice (a field's `each` bounds check the values).
    static var list: SpecBounds {
        SpecBounds(problem: { values in
            if values.isEmpty { return "must list at least one value" }
            if Set(values).count != values.count { return "lists a value twice" }
            return nil
        }, schema: { [("minItems", .number(1)), ("uniqueItems", .bool(true))] }, summary: { "at least one value, none twice" })
    }
}
