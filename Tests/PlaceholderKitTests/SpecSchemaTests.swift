import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderModel

/// The JSON Schema of spec files: the committed copy is the generated one, it names every
/// key of every model type and no other, and it accepts and rejects what the model does.
@Suite struct SpecSchemaTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemaFile = packageRoot.appendingPathComponent("docs/spec.schema.json")

    static func committed() throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: schemaFile))
    }

    static func problems(_ json: String) throws -> [String] {
        try JSONSchemaChecker(root: committed()).problems(JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)))
    }

    static func modelAccepts(_ json: String) -> Bool {
        (try? Mockup(json: Data(json.utf8))) != nil
    }

    @Test func theCommittedSchemaIsTheGeneratedOne() throws {
        let committed = try String(contentsOf: Self.schemaFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let generated = (SpecSchema.text + "\n").split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<max(committed.count, generated.count)).first { $0 >= committed.count || $0 >= generated.count || committed[$0] != generated[$0] }
        #expect(line == nil, """
            docs/spec.schema.json is out of date from line \((line ?? 0) + 1) on \
            (\(line.map { $0 < generated.count ? String(generated[$0]) : "its end" } ?? "")); \
            make it again: swift run placeholderkit schema > docs/spec.schema.json
            """)
    }

    /// Every description of a form's children names every key the form sets on them
    /// (``FormChild/inheritedKeys``): the schema's two (they listed 5 of the 7) and the
    /// form's `children` field, and the table under it in docs/spec-reference.md.
    @Test func everyDescriptionOfAFormsChildrenNamesEveryInheritedKey() throws {
        let schema = try Self.committed()
        let descriptions = [schema["$defs"]?["formTextField"]?["description"], schema["$defs"]?["formTextView"]?["description"],
                            schema["$defs"]?["form"]?["properties"]?["children"]?["description"]].map { node -> String in
            if case .string(let text)? = node { return text }
            return ""
        }
        for description in descriptions {
            for key in FormChild.inheritedKeys { #expect(description.contains(key), "\(description) lacks \(key)") }
        }
    }

    @Test func theSpecReferenceTablesAreTheGeneratedOnes() throws {
        let page = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/spec-reference.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- spec-tables -->\n"), "docs/spec-reference.md has no <!-- spec-tables --> marker")
        let end = try #require(page.range(of: "\n<!-- /spec-tables -->", range: start.upperBound..<page.endIndex),
                               "docs/spec-reference.md has no <!-- /spec-tables --> marker after <!-- spec-tables -->")
        #expect(String(page[start.upperBound..<end.lowerBound]) == SpecSchema.markdownTables,
                """
                docs/spec-reference.md's tables of spec properties are out of date: replace the lines between \
                <!-- spec-tables --> and <!-- /spec-tables --> with the output of swift run placeholderkit schema --markdown
                """)
    }

    /// Read from the committed file, so that a key added to the model fails here until the
    /// schema is made again.
    @Test func everyDeclaredKeyIsAPropertyAndEveryPropertyAKey() throws {
        let schema = try Self.committed()
        let names = SpecSchema.definitions.map(\.name)
        #expect(Set(names).count == names.count, "a definition is listed twice")
        // Every object the committed schema defines is one of the definitions (or the colour
        // or the number).
        #expect(Set(schema["$defs"]?.keys ?? []) == Set(names + ["color", "number"]))
        for definition in SpecSchema.definitions {
            #expect(Set(schema["$defs"]?[definition.name]?["properties"]?.keys ?? []) == Set(definition.keys), "\(definition.name)")
        }
        // The kinds hold what their types declare, a form's children what the form leaves them.
        let byName = Dictionary(uniqueKeysWithValues: SpecSchema.definitions.map { ($0.name, Set($0.keys)) })
        #expect(byName["view"] == Set(PlaceholderTextView.keys + PlaceholderTextView.ignoredKeys))
        #expect(byName["paragraphStyle"] == Set(ParagraphStyle.keys))
        #expect(byName["formTextField"] == Set(PlaceholderTextField.keys).subtracting(FormChild.inheritedKeys))
        #expect(byName["formTextView"] == Set(PlaceholderTextView.keys).subtracting(FormChild.inheritedKeys))
    }

    /// The spec fuzzer's dictionary (Sources/PlaceholderFuzz/spec.dict) holds every key a
    /// spec may hold, so a new property is fuzzed from its first day.
    @Test func theFuzzDictionaryHoldsEveryKey() throws {
        let dictionary = try String(contentsOf: Self.packageRoot.appendingPathComponent("Sources/PlaceholderFuzz/spec.dict"), encoding: .utf8)
        let entries = Set(dictionary.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
        let keys = SpecSchema.definitions.flatMap(\.keys) + PlaceholderLabel.keys
            + MockupKind.allCases.map(\.rawValue) + TextFieldBorderStyle.allCases.map(\.rawValue)
            + TextFieldViewMode.allCases.map(\.rawValue) + ContentVerticalAlignment.allCases.map(\.rawValue)
        for key in Set(keys).sorted() { #expect(entries.contains(#""\"\#(key)\"""#), "spec.dict lacks \(key)") }
    }

    /// The dictionaries of the fuzzers that read JSON (specs, shard results, a farm's
    /// folder files) also hold every atom of the text property test's alphabet,
    /// JSON-escaped, so the fuzzers and the property test try the same hostile characters.
    @Test(arguments: ["PlaceholderFuzz/spec.dict", "PlaceholderReportFuzz/report.dict", "PlaceholderFarmFuzz/farm.dict"])
    func theFuzzDictionaryHoldsTheHostileAlphabet(file: String) throws {
        let dictionary = try String(contentsOf: Self.packageRoot.appendingPathComponent("Sources/\(file)"), encoding: .utf8)
        let entries = Set(dictionary.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
        for atom in HostileAlphabet.atoms {
            let entry = "\"" + HostileAlphabet.jsonEscaped(atom).replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"") + "\""
            let present = entries.contains(entry)
            #expect(present, "\(file) lacks \(entry)")
        }
    }

    /// The schema names itself (`$id`), and every definition has a title.
    @Test func theSchemaHasAnIDAndEveryDefinitionATitle() throws {
        let schema = try Self.committed()
        #expect(schema["$id"] == .string(SpecSchema.id))
        for name in schema["$defs"]?.keys ?? [] {
            guard case .string(let title)? = schema["$defs"]?[name]?["title"] else {
                Issue.record("$defs/\(name) has no title")
                continue
            }
            #expect(!title.isEmpty)
        }
        let titles = (schema["$defs"]?.keys ?? []).compactMap { name -> String? in
            if case .string(let title)? = schema["$defs"]?[name]?["title"] { title } else { nil }
        }
        #expect(Set(titles).count == titles.count, "two definitions share a title")
    }

    @Test func everyObjectIsClosedAndEveryPropertyDescribedAndTyped() throws {
        var objectCount = 0, properties = 0
        func walk(_ node: JSONValue, at path: String) {
            guard case .object(let members) = node else {
                if case .array(let elements) = node { elements.enumerated().forEach { walk($1, at: "\(path)[\($0)]") } }
                return
            }
            if node["properties"] != nil {
                objectCount += 1
                #expect(node["additionalProperties"] == .bool(false), "\(path) lets other keys in")
                for property in node["properties"]?.keys ?? [] {
                    properties += 1
                    let schema = node["properties"]?[property]
                    #expect(schema?["description"] != nil, "\(path).\(property) has no description")
                    #expect(schema?["type"] != nil || schema?["$ref"] != nil || schema?["anyOf"] != nil, "\(path).\(property) has no type")
                }
            }
            // An object's rules between fields (allOf) speak of its properties, declaring none.
            for member in members where member.key != "allOf" { walk(member.value, at: "\(path)/\(member.key)") }
        }
        walk(try Self.committed(), at: "#")
        // Each kind's spec and a form's child of each kind it holds, a field's accessory,
        // font, partialFont, textRun, paragraphStyle, edgeInsets, rect, variants, localization.
        let kinds = MockupKind.allCases.filter(\.isMockup), childKinds = MockupKind.allCases.filter(\.isFormChild)
        #expect(objectCount == kinds.count + childKinds.count + 9)
        let ignored = PlaceholderTextView.ignoredKeys.count
        let kindProperties = kinds.map { $0.specType.keys.count + ignored }
        let childProperties = childKinds.map { $0.specType.keys.filter { !FormChild.inheritedKeys.contains($0) }.count }
        let objects: [Int] = [TextFieldAccessory.keys.count, 2 * FontDescriptor.keys.count, TextRun.keys.count, ParagraphStyle.keys.count, EdgeInsets.keys.count,
                              Rect.keys.count, Variants.keys.count, Localization.keys.count]
        #expect(properties == (kindProperties + childProperties + objects).reduce(0, +))
    }

    static let examples = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("examples").path)
        .filter { $0.hasSuffix(".json") }.sorted()) ?? []

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 10)
    }

    @Test(arguments: Self.examples)
    func everyExampleValidates(name: String) throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("examples/\(name)"), encoding: .utf8)
        #expect(try Self.problems(text) == [])
    }

    /// Specs at the edges of what the model accepts, every word and colour name among them.
    static let validSpecs = [
        #"{"width": 32767, "height": 1, "scale": 1}"#,
        #"{"width": 0.5, "height": 0.25, "scale": 4}"#,
        #"{"$schema": "../docs/spec.schema.json", "width": 10, "height": 10}"#,
        #"{"width": 10, "height": 10, "text": "", "placeholder": "Tell us 😀", "placeholderNumberOfLines": 3}"#,
        #"{"width": 10, "height": 10, "font": {"family": "DejaVu Sans", "size": 1000, "weight": 1, "italic": true}}"#,
        #"{"width": 10, "height": 10, "font": {"file": "/fonts/A.ttc", "index": 65535, "weight": 1000}, "placeholderFont": {"weight": "ultraLight"}}"#,
        ##"{"width": 10, "height": 10, "textColor": "#abc", "placeholderColor": "#A1B2C3", "backgroundColor": "#A1B2C3D4"}"##,
        #"{"width": 10, "height": 10, "textContainerInset": {"top": 32767}, "lineFragmentPadding": 0, "cornerRadius": 32767, "borderWidth": 0.5}"#,
        #"{"width": 10, "height": 10, "masksToBounds": false, "isEditing": true, "hidesPlaceholderWhileEditing": true}"#,
        #"{"width": 10, "height": 10, "language": "zh-Hant-HK"}"#,
        #"{"width": 10, "height": 10, "language": "de-CH-1996"}"#,
        #"{"width": 10, "height": 10, "ignoreRegions": [{"x": 0, "y": 0, "width": 10, "height": 10}, {"x": 9.5, "y": 2, "width": 0.5, "height": 1}]}"#,
    ] + SystemColor.allCases.map { #"{"width": 10, "height": 10, "tintColor": "\#($0.rawValue)", "borderColor": "\#($0.rawValue)"}"# }
      + TextAlignment.allCases.map { #"{"width": 10, "height": 10, "textAlignment": "\#($0.rawValue)", "placeholderTextAlignment": "\#($0.rawValue)"}"# }
      + VerticalAlignment.allCases.map { #"{"width": 10, "height": 10, "placeholderVerticalAlignment": "\#($0.rawValue)"}"# }
      + Appearance.allCases.map { #"{"width": 10, "height": 10, "appearance": "\#($0.rawValue)"}"# }
      + FontWeight.names.map { #"{"width": 10, "height": 10, "font": {"weight": "\#($0.0)"}}"# }
      + [
        #"{"kind": "textView", "width": 10, "height": 10}"#,
        #"{"kind": "textField", "width": 200}"#,
        #"{"kind": "textField", "width": 200, "height": 44, "text": "a", "leftView": {"width": 8}, "leftViewMode": "always", "rightView": {"text": "kg"}}"#,
        #"{"kind": "form", "width": 320, "children": [{"kind": "label", "text": "Name"}, {"kind": "textField", "placeholder": "Jane"}, {"kind": "textView", "placeholder": "Tell us", "height": 120}]}"#,
        #"{"kind": "form", "width": 320, "height": 400, "spacing": 8, "layoutMargins": {"top": 16}, "children": [{"kind": "textView", "minHeight": 40}]}"#,
      ]
      + TextFieldBorderStyle.allCases.map { #"{"kind": "textField", "width": 100, "borderStyle": "\#($0.rawValue)"}"# }
      + TextFieldViewMode.allCases.map { #"{"kind": "textField", "width": 100, "clearButtonMode": "\#($0.rawValue)", "rightViewMode": "\#($0.rawValue)"}"# }
      + ContentVerticalAlignment.allCases.map { #"{"kind": "textField", "width": 100, "contentVerticalAlignment": "\#($0.rawValue)"}"# }

    @Test(arguments: Self.validSpecs)
    func whatTheModelAcceptsTheSchemaAccepts(json: String) throws {
        #expect(Self.modelAccepts(json))
        #expect(try Self.problems(json) == [])
    }

    /// Specs the model rejects beyond `ModelTests.invalidSpecs`, one or more for each
    /// keyword of the schema.
    static let moreInvalidSpecs = [
        #"{"width": 10}"#,
        #"{"width": 10, "height": 10, "scale": 0.5}"#,
        #"{"width": 10, "height": 10, "scale": "2"}"#,
        ##"{"width": 10, "height": 10, "textColor": "#abcd"}"##,
        ##"{"width": 10, "height": 10, "textColor": "#GGGGGG"}"##,
        #"{"width": 10, "height": 10, "textColor": "Label"}"#,
        #"{"width": 10, "height": 10, "font": {"weight": 1001}}"#,
        #"{"width": 10, "height": 10, "font": {"weight": 0}}"#,
        #"{"width": 10, "height": 10, "font": {"size": 1000.5}}"#,
        #"{"width": 10, "height": 10, "font": {"index": 65536}}"#,
        #"{"width": 10, "height": 10, "font": {"file": ""}}"#,
        #"{"width": 10, "height": 10, "font": {"italic": "yes"}}"#,
        #"{"width": 10, "height": 10, "placeholderFont": "Inter"}"#,
        #"{"width": 10, "height": 10, "textContainerInset": {"top": 32768}}"#,
        #"{"width": 10, "height": 10, "textContainerInset": {"middle": 1}}"#,
        #"{"width": 10, "height": 10, "masksToBounds": 1}"#,
        #"{"width": 10, "height": 10, "placeholderNumberOfLines": 1.5}"#,
        #"{"width": 10, "height": 10, "language": "-en"}"#,
        #"{"width": 10, "height": 10, "language": "en-verylongsubtag"}"#,
        #"{"width": 10, "height": 10, "ignoreRegions": {"x": 0, "y": 0, "width": 1, "height": 1}}"#,
        #"{"width": 10, "height": 10, "ignoreRegions": [{"x": 0, "y": 0, "width": 1}]}"#,
        #"{"width": 10, "height": 10, "ignoreRegions": [{"x": 0, "y": 0, "width": 0, "height": 1}]}"#,
        #"{"width": 10, "height": 10, "ignoreRegions": [{"x": -1, "y": 0, "width": 1, "height": 1}]}"#,
        #"{"width": 10, "height": 10, "ignoreRegions": [{"x": 0, "y": 0, "width": 1, "height": 1, "depth": 1}]}"#,
        #"{"kind": "textField", "width": 10, "height": 10, "placeholderVerticalAlignment": "top"}"#,
        #"{"kind": "textField"}"#,
        #"{"kind": "textField", "width": 10, "borderStyle": "rounded"}"#,
        #"{"kind": "textField", "width": 10, "leftView": {"text": "a\nb"}}"#,
        #"{"kind": "label", "text": "a"}"#,
        #"{"kind": "form", "width": 10}"#,
        #"{"kind": "form", "width": 10, "children": []}"#,
        #"{"kind": "form", "width": 10, "children": [{"text": "no kind"}]}"#,
        #"{"kind": "form", "width": 10, "children": [{"kind": "form", "width": 10, "children": []}]}"#,
        #"{"kind": "form", "width": 10, "children": [{"kind": "textField", "width": 10}]}"#,
        #"{"kind": "form", "width": 10, "children": [{"kind": "label", "placeholder": "x"}]}"#,
        #"{"kind": "sheet", "width": 10, "height": 10}"#,
    ]

    /// What the schema cannot say: the 64-megapixel limit (`SchemaVerdictTests` walks the
    /// others).
    static let beyondTheSchema: Set = [#"{"width": 10000, "height": 10000, "scale": 1}"#]

    @Test(arguments: ModelTests.invalidSpecs.map(\.0).filter { !Self.beyondTheSchema.contains($0) } + Self.moreInvalidSpecs)
    func whatTheModelRejectsTheSchemaRejects(json: String) throws {
        #expect(!Self.modelAccepts(json))
        #expect(try !Self.problems(json).isEmpty)
    }

    @Test func theSchemaCannotSayTheModelsPixelLimit() throws {
        for json in Self.beyondTheSchema {
            #expect(!Self.modelAccepts(json))
            #expect(try Self.problems(json) == [])
        }
    }

    @Test func aTextTooLongIsRejected() throws {
        let text = String(repeating: "a", count: PlaceholderTextView.maximumTextLength + 1)
        #expect(try Self.problems(#"{"width": 10, "height": 10, "text": "\#(text)"}"#) == ["$.text: 1000001 code points break maxLength 1000000"])
    }
}
