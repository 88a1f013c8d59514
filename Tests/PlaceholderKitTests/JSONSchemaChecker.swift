import Foundation
import PlaceholderKit

/// A JSON Schema (draft 2020-12) checker for exactly the keywords `docs/spec.schema.json`
/// uses: type, properties, additionalProperties, required, enum, minimum, maximum,
/// exclusiveMinimum, exclusiveMaximum, minLength, maxLength (in code points), pattern
/// (searched, as the standard says), items, minItems, maxItems, uniqueItems, const, anyOf,
/// oneOf, allOf, not and `$ref` to `#/$defs/NAME`. A schema holding any other
/// keyword is an error, so the schema cannot come to rely on one this checker would skip.
struct JSONSchemaChecker {
    struct UnknownKeyword: Error, CustomStringConvertible {
        var description: String
    }

    /// Keywords that say nothing about validity.
    static let annotations: Set = ["$schema", "$id", "$comment", "title", "description", "default", "$defs"]

    let root: JSONValue

    /// The problems of `instance`, each `PATH: what is wrong`; empty when it is valid.
    func problems(_ instance: JSONValue) throws -> [String] {
        try problems(instance, against: root)
    }

    /// The problems of `instance` against `schema`, a part of the root (its `$ref`s name
    /// the root's definitions).
    func problems(_ instance: JSONValue, against schema: JSONValue) throws -> [String] {
        var problems: [String] = []
        try check(instance, against: schema, at: "$", into: &problems)
        return problems
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into problems: inout [String]) throws {
        guard case .object(let members) = schema else {
            if schema == .bool(false) { problems.append("\(path): not allowed") }
            guard case .bool = schema else { throw UnknownKeyword(description: "\(path): a schema is an object or a boolean") }
            return
        }
        for member in members where !Self.annotations.contains(member.key) {
            let keyword = member.value
            switch member.key {
            case "type":
                let types: [String] = if case .string(let one) = keyword { [one] } else { strings(keyword) }
                if !types.contains(where: { Self.has(value, type: $0) }) { problems.append("\(path): is not \(types.joined(separator: " or "))") }
            case "enum":
                guard case .array(let words) = keyword else { throw UnknownKeyword(description: "enum is not an array") }
                if !words.contains(value) { problems.append("\(path): is not one of the enum's values") }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                guard case .number(let number) = value, case .number(let limit) = keyword else { continue }
                let ok = switch member.key {
                case "minimum": number >= limit
                case "maximum": number <= limit
                case "exclusiveMinimum": number > limit
                default: number < limit
                }
                if !ok { problems.append("\(path): \(number) breaks \(member.key) \(limit)") }
            case "minLength", "maxLength":
                guard case .string(let text) = value, case .number(let limit) = keyword else { continue }
                let count = Double(text.unicodeScalars.count)
                if member.key == "minLength" ? count < limit : count > limit {
                    problems.append("\(path): \(Int(count)) code points break \(member.key) \(Int(limit))")
                }
            case "pattern":
                guard case .string(let text) = value, case .string(let pattern) = keyword else { continue }
                let expression = try NSRegularExpression(pattern: pattern)
                if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    problems.append("\(path): does not match \(pattern)")
                }
            case "required":
                guard case .object = value else { continue }
                for key in strings(keyword) where value[key] == nil { problems.append("\(path): \(key) is required") }
            case "properties":
                guard case .object(let properties) = value else { continue }
                for property in properties {
                    if let propertySchema = keyword[property.key] {
                        try check(property.value, against: propertySchema, at: "\(path).\(property.key)", into: &problems)
                    }
                }
            case "additionalProperties":
                guard case .object(let properties) = value else { continue }
                let declared = schema["properties"]?.keys ?? []
                for property in properties where !declared.contains(property.key) {
                    try check(property.value, against: keyword, at: "\(path).\(property.key)", into: &problems)
                }
            case "items":
                guard case .array(let elements) = value else { continue }
                for (index, element) in elements.enumerated() {
                    try check(element, against: keyword, at: "\(path)[\(index)]", into: &problems)
                }
            case "minItems", "maxItems":
                guard case .array(let elements) = value, case .number(let limit) = keyword else { continue }
                if member.key == "minItems" ? Double(elements.count) < limit : Double(elements.count) > limit {
                    problems.append("\(path): \(elements.count) items break \(member.key) \(Int(limit))")
                }
            case "const":
                if value != keyword { problems.append("\(path): is not \(keyword)") }
            case "oneOf":
                // Exactly one choice must pass; when none does, the problems of the one that
                // comes closest (fewest problems) say why, as a person reads them.
                guard case .array(let choices) = keyword else { throw UnknownKeyword(description: "oneOf is not an array") }
                var results: [[String]] = []
                for choice in choices {
                    var choiceProblems: [String] = []
                    try check(value, against: choice, at: path, into: &choiceProblems)
                    results.append(choiceProblems)
                }
                let passing = results.filter(\.isEmpty).count
                if passing > 1 { problems.append("\(path): matches \(passing) choices of oneOf") }
                if passing == 0, let closest = results.min(by: { $0.count < $1.count }) { problems += closest }
            case "uniqueItems":
                guard case .array(let elements) = value, keyword == .bool(true) else { continue }
                for (index, element) in elements.enumerated() where elements[..<index].contains(element) {
                    problems.append("\(path)[\(index)]: repeats an earlier item, breaking uniqueItems")
                }
            case "propertyNames":
                guard case .object(let properties) = value else { continue }
                for property in properties {
                    try check(.string(property.key), against: keyword, at: "\(path) key \(property.key)", into: &problems)
                }
            case "allOf":
                guard case .array(let choices) = keyword else { throw UnknownKeyword(description: "allOf is not an array") }
                for choice in choices { try check(value, against: choice, at: path, into: &problems) }
            case "not":
                var negated: [String] = []
                try check(value, against: keyword, at: path, into: &negated)
                if negated.isEmpty { problems.append("\(path): matches what not refuses") }
            case "anyOf":
                guard case .array(let choices) = keyword else { throw UnknownKeyword(description: "anyOf is not an array") }
                var anyPasses = false
                for choice in choices {
                    var choiceProblems: [String] = []
                    try check(value, against: choice, at: path, into: &choiceProblems)
                    anyPasses = anyPasses || choiceProblems.isEmpty
                }
                if !anyPasses { problems.append("\(path): matches none of anyOf") }
            case "$ref":
                guard case .string(let reference) = keyword, reference.hasPrefix("#/$defs/"),
                      let definition = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))] else {
                    throw UnknownKeyword(description: "\(path): $ref \(keyword) is not #/$defs/NAME of this schema")
                }
                try check(value, against: definition, at: path, into: &problems)
            default:
                throw UnknownKeyword(description: "\(path): this checker does not know the keyword \(member.key)")
            }
        }
    }

    private func strings(_ value: JSONValue) -> [String] {
        guard case .array(let elements) = value else { return [] }
        return elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }
}
