import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderModel

/// The schema and the decoders know the same keys: every property the committed schema
/// lists, given in a spec, is decoded (two different values give two different views, so
/// no key is accepted and then dropped), and a key the schema does not list is refused.
/// Values come from the schema itself (its words, bounds and types), so a property added
/// to the model is tried here without a line of this test changing.
@Suite struct SchemaDecoderAgreementTests {
    /// Where each object of the schema sits in a spec: `embed` puts an object at its place
    /// in a spec that is otherwise valid.
    struct Place: Sendable, CustomTestStringConvertible {
        var definition: String
        var embed: @Sendable ([JSONValue.Member]) -> JSONValue
        var testDescription: String { definition }
    }

    /// A form holding one child of `kind` with `members`.
    static func form(child kind: String, _ members: [JSONValue.Member]) -> JSONValue {
        .object([.init("kind", .string("form")), .init("width", .number(100)),
                 .init("children", .array([.object([.init("kind", .string(kind))] + members)]))])
    }

    static func spec(_ members: [JSONValue.Member]) -> JSONValue {
        .object([.init("width", .number(100)), .init("height", .number(100))] + members)
    }

    static let places: [Place] = [
        Place(definition: "view") { members in
            .object([.init("width", .number(100)), .init("height", .number(100))].filter { base in !members.contains { $0.key == base.key } } + members)
        },
        Place(definition: "textField") { members in
            .object([.init("kind", .string("textField")), .init("width", .number(100))].filter { base in !members.contains { $0.key == base.key } } + members)
        },
        Place(definition: "textFieldAccessory") { members in
            let width = members.contains { $0.key == "width" } ? [] : [JSONValue.Member("width", .number(8))]
            return .object([.init("kind", .string("textField")), .init("width", .number(100)), .init("leftView", .object(width + members))])
        },
        Place(definition: "form") { members in
            let base: [JSONValue.Member] = [.init("kind", .string("form")), .init("width", .number(100)),
                                            .init("children", .array([.object([.init("kind", .string("label"))])]))]
            return .object(base.filter { base in !members.contains { $0.key == base.key } } + members)
        },
        Place(definition: "formLabel") { form(child: "label", $0) },
        Place(definition: "formTextField") { form(child: "textField", $0) },
        Place(definition: "formTextView") { form(child: "textView", $0) },
        Place(definition: "font") { spec([.init("font", .object($0))]) },
        Place(definition: "partialFont") { spec([.init("attributedPlaceholder", .array([.object([.init("text", .string("a")), .init("font", .object($0))])]))]) },
        Place(definition: "textRun") { members in
            let text = members.contains { $0.key == "text" } ? [] : [JSONValue.Member("text", .string("a"))]
            return spec([.init("attributedPlaceholder", .array([.object(text + members)]))])
        },
        Place(definition: "edgeInsets") { spec([.init("textContainerInset", .object($0))]) },
        Place(definition: "paragraphStyle") { spec([.init("paragraphStyle", .object($0))]) },
        Place(definition: "rect") { members in
            let base = ["x", "y", "width", "height"].filter { key in !members.contains { $0.key == key } }.map { JSONValue.Member($0, .number(1)) }
            return spec([.init("ignoreRegions", .array([.object(base + members)]))])
        },
        Place(definition: "variants") { spec([.init("variants", .object($0))]) },
        Place(definition: "localization") { spec([.init("localizations", .object([.init("ja", .object($0))]))]) },
    ]

    /// Read again on each use, not kept in a global: an indirect JSONValue held by a global
    /// is reached only through tagged pointers, which LeakSanitizer reports as leaked. So each
    /// test reads it once and hands it down (reading and parsing it for every sample took
    /// a minute and a half).
    static var schema: JSONValue {
        do {
            return try SpecSchemaTests.committed()
        } catch {
            fatalError("docs/spec.schema.json: \(error)")
        }
    }

    static func properties(of place: Place, in root: JSONValue) -> [JSONValue.Member] {
        guard case .object(let members)? = root["$defs"]?[place.definition]?["properties"] else { return [] }
        // `kind` chooses the type rather than setting a property: ModelTests check it.
        return members.filter { !PlaceholderTextView.ignoredKeys.contains($0.key) && $0.key != "kind" }
    }

    /// Values `schema` accepts, at least two, the first differing from its default.
    /// Values `schema` (a part of `root`, the whole spec schema) takes, the default last.
    static func samples(_ schema: JSONValue, in root: JSONValue) -> [JSONValue] {
        func samples(_ schema: JSONValue) -> [JSONValue] { Self.samples(schema, in: root) }
        // A reference with keywords of its own (a number's bounds, a font's default): the
        // definition's keywords and these together.
        if case .string(let reference)? = schema["$ref"], case .object(let defined)? = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))],
           case .object(let own) = schema {
            let members = defined.filter { definedMember in !own.contains { $0.key == definedMember.key } } + own.filter { $0.key != "$ref" }
            return samples(.object(members))
        }
        if let only = schema["const"] { return [only] }
        if case .array(let choices)? = schema["anyOf"] ?? schema["oneOf"] {
            return choices.flatMap(samples).uniqued()
        }
        let fallback = schema["default"]
        func differing(_ candidates: [JSONValue]) -> [JSONValue] {
            (candidates.filter { $0 != fallback } + candidates).uniqued()
        }
        if case .array(let words)? = schema["enum"] { return differing(words) }
        switch schema["type"] {
        case .string("boolean")?: return differing([.bool(true), .bool(false)])
        case .string("number")?, .string("integer")?:
            let candidates = [1.0, 2, 3, 0.5, 0].filter { value in
                if case .number(let minimum)? = schema["minimum"], value < minimum { return false }
                if case .number(let minimum)? = schema["exclusiveMinimum"], value <= minimum { return false }
                if case .number(let maximum)? = schema["maximum"], value > maximum { return false }
                return schema["type"] != .string("integer") || value.rounded() == value
            }
            return differing(candidates.map(JSONValue.number))
        case .string("string")?:
            // Words of the spec's strings (a family, a language, a feature, a weight): those
            // the string's own keywords take.
            let candidates = ["Inter", "DejaVu Sans", "ja", "de", "tnum", "smcp", "bold", "700"].map(JSONValue.string)
            return differing(candidates.filter { (try? JSONSchemaChecker(root: root).problems($0, against: schema).isEmpty) == true })
        case .string("array")?:
            let items = samples(schema["items"] ?? .object([]))
            return items.map { JSONValue.array([$0]) }
        case .string("object")?:
            if let values = schema["additionalProperties"], values != .bool(false) {
                return samples(values).map { .object([.init("ja", $0)]) }
            }
            guard case .object(let properties)? = schema["properties"], let first = properties.first else { return [.object([])] }
            let required = schema["required"].map { required -> [String] in
                guard case .array(let keys) = required else { return [] }
                return keys.compactMap { if case .string(let key) = $0 { key } else { nil } }
            } ?? []
            let base = properties.filter { required.contains($0.key) && $0.key != first.key }.map { JSONValue.Member($0.key, samples($0.value)[0]) }
            return samples(first.value).map { .object(base + [.init(first.key, $0)]) }
        default:
            return []
        }
    }

    static func decode(_ spec: JSONValue) throws -> Mockup {
        try Mockup(json: Data(spec.prettyPrinted.utf8), validate: false)
    }

    @Test(arguments: places)
    func everySchemaPropertyIsDecodedNotDropped(place: Place) throws {
        let root = Self.schema
        let properties = Self.properties(of: place, in: root)
        #expect(!properties.isEmpty)
        for property in properties {
            let values = Self.samples(property.value, in: root)
            try #require(values.count >= 2, "\(place.testDescription).\(property.key): the test found no two values in \(property.value.prettyPrinted)")
            let views = try values.map { try Self.decode(place.embed([.init(property.key, $0)])) }
            #expect(views.contains { $0 != views[0] },
                    "\(place.testDescription).\(property.key): \(values.map(\.prettyPrinted)) all decode to the same view")
        }
    }

    @Test(arguments: places)
    func aKeyTheSchemaDoesNotListIsRefused(place: Place) throws {
        #expect(throws: ModelError.self) { try Self.decode(place.embed([.init("notAProperty", .number(1))])) }
        do {
            _ = try Self.decode(place.embed([.init("notAProperty", .number(1))]))
        } catch let error as ModelError {
            #expect(error.field.hasSuffix("notAProperty"))
            #expect(error.problem == "unknown key")
        }
    }
}

extension Array where Element: Equatable {
    /// The elements, each first occurrence only, in order.
    func uniqued() -> [Element] {
        reduce(into: []) { result, element in if !result.contains(element) { result.append(element) } }
    }
}
