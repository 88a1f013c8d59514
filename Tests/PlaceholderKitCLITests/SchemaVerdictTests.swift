import Foundation
import PlaceholderKit
import TestSupport
import Testing

/// Issue 41: the schema says what the tool does. Every spec the examples and the bad-input
/// corpus hold, and values picked for the schema's edges (`targeted`), go through the
/// decoder (`Mockup(json:)`, as every command reads a spec) and through a JSON Schema
/// validator that is none of this package's code (`SchemaValidator`: python3's jsonschema,
/// with the draft the schema declares, 2020-12) with docs/spec.schema.json. They must
/// agree: what the decoder accepts validates, and what it refuses the schema refuses,
/// unless the reason is one of the limits the schema leaves to the tool
/// (``limitsBeyondTheSchema``), which its `$comment` names.
@Suite struct SchemaVerdictTests {
    static let schemaFile = CLIHarness.packageRoot.appendingPathComponent("docs/spec.schema.json")

    /// A limit the schema cannot say, its words as the schema's `$comment` gives them, and
    /// how to tell the decoder's refusal for it.
    struct Limit: Sendable {
        var words: String
        var explains: @Sendable (ModelError) -> Bool
    }

    /// The limits the schema leaves to the tool: keep this list short and honest. Each one
    /// is named in the schema's `$comment`, and each excuses some spec of the walk.
    static let limitsBeyondTheSchema: [Limit] = [
        Limit(words: "width × height × scale² within 64 megapixels and each side within 32767 pixels") {
            $0.problem.contains("megapixels") || $0.problem.contains("makes an image side over")
        },
        Limit(words: "texts counted in UTF-16 code units (maxLength counts code points), a text's runs and a spec's variants added up") {
            $0.problem.contains("UTF-16 code units")
        },
        Limit(words: "minHeight not above maxHeight, maximumLineHeight not below minimumLineHeight") {
            $0.problem.contains("is more than maxHeight") || $0.problem.contains("is less than minimumLineHeight")
        },
        Limit(words: "indents that leave room for text in the line area") { $0.problem.hasPrefix("leaves no room for text") },
        Limit(words: "ignoreRegions inside the view") { $0.field.contains("ignoreRegions[") && $0.problem.hasPrefix("must lie inside") },
        Limit(words: "a run's font given an empty family when the font it changes has no file") {
            $0.field.contains("attributed") && $0.field.hasSuffix("font.family") && $0.problem == "must not be empty"
        },
        Limit(words: "at most 10,000 views from variants") { $0.field == "variants" && $0.problem.hasSuffix("a spec may make") },
        Limit(words: "at most 100,000 list elements in a spec, all lists together") { $0.problem.contains("list elements in all") },
        Limit(words: "a BCP 47 extension's singleton given once (not en-a-bb-a-cc)") { error in
            guard error.problem.hasSuffix("is not a BCP 47 language tag"), let tag = error.problem.split(separator: "\"").first else { return false }
            // The singletons before any private use (x-…), lower-cased: one of them twice.
            let singletons = tag.lowercased().split(separator: "-").prefix { $0 != "x" }.dropFirst().filter { $0.count == 1 }
            return Set(singletons).count < singletons.count
        },
    ]

    /// One spec of the walk: where it comes from, and its bytes.
    struct Spec: Sendable {
        var name: String
        var bytes: Data
    }

    // MARK: The specs

    /// The commands that read specs, so that a case's texts and stdin are specs.
    static let specCommands: Set = ["render", "layout", "validate", "verify", "demo", "audit"]

    static func substituted(_ text: String) -> String {
        text.replacingOccurrences(of: "$IN", with: BadInput.folder.path).replacingOccurrences(of: "$TMP", with: "/tmp/scratch")
            .replacingOccurrences(of: "$CANARY", with: "/tmp/canary")
    }

    /// The examples, the corpus's spec files and every spec a case gives on stdin or writes.
    static func keptSpecs() throws -> [Spec] {
        let folders = [CLIHarness.packageRoot.appendingPathComponent("examples")]
            + ["specs", "verify-good", "verify-huge", "verify-missing-font", "verify-trailing-comma", "verify-traversal"].map { BadInput.folder.appendingPathComponent($0) }
        var specs = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted().map { name in
                Spec(name: "\(folder.lastPathComponent)/\(name)", bytes: try Data(contentsOf: folder.appendingPathComponent(name)))
            }
        }
        for input in BadInput.all where specCommands.contains(input.arguments.first ?? "") {
            if let text = input.stdinText { specs.append(Spec(name: input.name, bytes: Data(text.utf8))) }
            if let generated = input.stdinRepeat {
                let text = generated.prefix + String(repeating: generated.unit, count: generated.count) + generated.suffix
                specs.append(Spec(name: input.name, bytes: Data(text.utf8)))
            }
            for (path, text) in (input.setup?.texts ?? [:]).sorted(by: { $0.key < $1.key }) where path.hasSuffix(".json") {
                specs.append(Spec(name: "\(input.name) (\(path))", bytes: Data(substituted(text).utf8)))
            }
        }
        return specs
    }

    /// Values at the schema's edges, each in a spec that is otherwise valid.
    static let targeted: [(String, String)] = [
        ("weight \"700\"", #"{"width": 10, "height": 10, "font": {"weight": "700"}}"#),
        ("weight \"Bold\"", #"{"width": 10, "height": 10, "font": {"weight": "Bold"}}"#),
        ("weight \"semiBold\"", #"{"width": 10, "height": 10, "font": {"weight": "semiBold"}}"#),
        ("weight \"ULTRALIGHT\"", #"{"width": 10, "height": 10, "font": {"weight": "ULTRALIGHT"}}"#),
        ("weight \"0700\"", #"{"width": 10, "height": 10, "font": {"weight": "0700"}}"#),
        ("weight \"+1000\"", #"{"width": 10, "height": 10, "font": {"weight": "+1000"}}"#),
        ("weight \"1\"", #"{"width": 10, "height": 10, "font": {"weight": "1"}}"#),
        ("weight \"1001\"", #"{"width": 10, "height": 10, "font": {"weight": "1001"}}"#),
        ("weight \"0\"", #"{"width": 10, "height": 10, "font": {"weight": "0"}}"#),
        ("weight \"-700\"", #"{"width": 10, "height": 10, "font": {"weight": "-700"}}"#),
        ("weight \" 700\"", #"{"width": 10, "height": 10, "font": {"weight": " 700"}}"#),
        ("weight \"7e2\"", #"{"width": 10, "height": 10, "font": {"weight": "7e2"}}"#),
        ("weight \"bolder\"", #"{"width": 10, "height": 10, "font": {"weight": "bolder"}}"#),
        ("weight \"\"", #"{"width": 10, "height": 10, "font": {"weight": ""}}"#),
        ("weight \"blac\\u212A\" (the Kelvin sign)", #"{"width": 10, "height": 10, "font": {"weight": "blac\u212A"}}"#),
        ("weight \"BLAC\\u212A\" (the Kelvin sign)", #"{"width": 10, "height": 10, "font": {"weight": "BLAC\u212A"}}"#),
        ("weight \"bla\\u212Ak\" (the Kelvin sign)", #"{"width": 10, "height": 10, "font": {"weight": "bla\u212Ak"}}"#),
        ("weight \"bold\\n\"", #"{"width": 10, "height": 10, "font": {"weight": "bold\n"}}"#),
        ("language \"en\\n\"", #"{"width": 10, "height": 10, "language": "en\n"}"#),
        ("colour \"#abc\\n\"", ##"{"width": 10, "height": 10, "textColor": "#abc\n"}"##),
        ("feature \"tnum\\n\"", #"{"width": 10, "height": 10, "attributedText": [{"text": "a", "fontFeatures": ["tnum\n"]}]}"#),
        ("weight 700.0", #"{"width": 10, "height": 10, "font": {"weight": 700.0}}"#),
        ("weight 7e2", #"{"width": 10, "height": 10, "font": {"weight": 7e2}}"#),
        ("weight 700.5", #"{"width": 10, "height": 10, "font": {"weight": 700.5}}"#),
        ("a run's weight \"Heavy\"", #"{"width": 10, "height": 10, "attributedText": [{"text": "a", "font": {"weight": "Heavy"}}]}"#),
        ("family \"\"", #"{"width": 10, "height": 10, "font": {"family": ""}}"#),
        ("placeholderFont family \"\"", #"{"width": 10, "height": 10, "placeholderFont": {"family": ""}}"#),
        ("family \"\" with a file", #"{"width": 10, "height": 10, "font": {"family": "", "file": "/fonts/a.ttf"}}"#),
        ("family \"\" in a form's label", #"{"kind": "form", "width": 100, "children": [{"kind": "label", "font": {"family": ""}}]}"#),
        ("family \"\" in a text field", #"{"kind": "textField", "width": 100, "font": {"family": ""}}"#),
        ("a run's family \"\" over a font file", #"{"width": 10, "height": 10, "font": {"file": "/fonts/a.ttf"}, "attributedText": [{"text": "a", "font": {"family": ""}}]}"#),
        ("a run's family \"\" with its own file", #"{"width": 10, "height": 10, "attributedText": [{"text": "a", "font": {"family": "", "file": "/fonts/a.ttf"}}]}"#),
        ("a run's family \"\"", #"{"width": 10, "height": 10, "attributedText": [{"text": "a", "font": {"family": ""}}]}"#),
        ("family \"Inter\\n\"", #"{"width": 10, "height": 10, "font": {"family": "Inter\n"}}"#),
        ("language \"a\"", #"{"width": 10, "height": 10, "language": "a"}"#),
        ("language \"en-a\"", #"{"width": 10, "height": 10, "language": "en-a"}"#),
        ("language \"en-US\"", #"{"width": 10, "height": 10, "language": "en-US"}"#),
        ("language \"EN-us\"", #"{"width": 10, "height": 10, "language": "EN-us"}"#),
        ("language \"zh-yue-HK\"", #"{"width": 10, "height": 10, "language": "zh-yue-HK"}"#),
        ("language \"zh-min-nan\"", #"{"width": 10, "height": 10, "language": "zh-min-nan"}"#),
        ("language \"ar-aao-abh-abv-SA\"", #"{"width": 10, "height": 10, "language": "ar-aao-abh-abv-SA"}"#),
        ("language \"ar-aao-abh-abv-acm\"", #"{"width": 10, "height": 10, "language": "ar-aao-abh-abv-acm"}"#),
        ("language \"sr-Latn-RS\"", #"{"width": 10, "height": 10, "language": "sr-Latn-RS"}"#),
        ("language \"es-419\"", #"{"width": 10, "height": 10, "language": "es-419"}"#),
        ("language \"es-41\"", #"{"width": 10, "height": 10, "language": "es-41"}"#),
        ("language \"sl-rozaj-biske\"", #"{"width": 10, "height": 10, "language": "sl-rozaj-biske"}"#),
        ("language \"de-1901\"", #"{"width": 10, "height": 10, "language": "de-1901"}"#),
        ("language \"de-abcd\"", #"{"width": 10, "height": 10, "language": "de-abcd"}"#),
        ("language \"en-US-u-ca-gregory\"", #"{"width": 10, "height": 10, "language": "en-US-u-ca-gregory"}"#),
        ("language \"en-a-bb-b-cc\"", #"{"width": 10, "height": 10, "language": "en-a-bb-b-cc"}"#),
        ("language \"en-a-bb-a-cc\"", #"{"width": 10, "height": 10, "language": "en-a-bb-a-cc"}"#),
        ("language \"en-a-b\"", #"{"width": 10, "height": 10, "language": "en-a-b"}"#),
        ("language \"en-x-a-a\"", #"{"width": 10, "height": 10, "language": "en-x-a-a"}"#),
        ("language \"en-x\"", #"{"width": 10, "height": 10, "language": "en-x"}"#),
        ("language \"x-whatever\"", #"{"width": 10, "height": 10, "language": "x-whatever"}"#),
        ("language \"X-A\"", #"{"width": 10, "height": 10, "language": "X-A"}"#),
        ("language \"i-klingon\"", #"{"width": 10, "height": 10, "language": "i-klingon"}"#),
        ("language \"EN-gb-OED\"", #"{"width": 10, "height": 10, "language": "EN-gb-OED"}"#),
        ("language \"i-default\"", #"{"width": 10, "height": 10, "language": "i-default"}"#),
        ("language \"i-foo\"", #"{"width": 10, "height": 10, "language": "i-foo"}"#),
        ("language \"abcdefgh\"", #"{"width": 10, "height": 10, "language": "abcdefgh"}"#),
        ("language \"abcdefghi\"", #"{"width": 10, "height": 10, "language": "abcdefghi"}"#),
        ("language \"en--US\"", #"{"width": 10, "height": 10, "language": "en--US"}"#),
        ("language \"en-\"", #"{"width": 10, "height": 10, "language": "en-"}"#),
        ("language \"12\"", #"{"width": 10, "height": 10, "language": "12"}"#),
        ("language \"en-Latn-Latn\"", #"{"width": 10, "height": 10, "language": "en-Latn-Latn"}"#),
        ("language \"en-US-US\"", #"{"width": 10, "height": 10, "language": "en-US-US"}"#),
        ("language \"én\"", #"{"width": 10, "height": 10, "language": "én"}"#),
        ("a localization key \"en-a\"", #"{"width": 10, "height": 10, "localizations": {"en-a": {"text": "x"}}}"#),
        ("a variant language \"a\"", #"{"width": 10, "height": 10, "variants": {"language": ["en", "a"]}}"#),
        ("text with attributedText", #"{"width": 10, "height": 10, "text": "a", "attributedText": [{"text": "b"}]}"#),
        ("empty text with attributedText", #"{"width": 10, "height": 10, "text": "", "attributedText": [{"text": "b"}]}"#),
        ("placeholder with attributedPlaceholder", #"{"width": 10, "height": 10, "placeholder": "a", "attributedPlaceholder": [{"text": "b"}]}"#),
        ("a text field's text with attributedText", #"{"kind": "textField", "width": 100, "text": "a", "attributedText": [{"text": "b"}]}"#),
        ("a label's text with attributedText", #"{"kind": "form", "width": 100, "children": [{"kind": "label", "text": "a", "attributedText": [{"text": "b"}]}]}"#),
        ("a form text view's placeholder with runs", #"{"kind": "form", "width": 100, "children": [{"kind": "textView", "placeholder": "a", "attributedPlaceholder": [{"text": "b"}]}]}"#),
        ("a localization's text with attributedText", #"{"width": 10, "height": 10, "localizations": {"fr": {"text": "a", "attributedText": [{"text": "b"}]}}}"#),
        ("a label's localized placeholder", #"{"kind": "form", "width": 100, "children": [{"kind": "label", "localizations": {"fr": {"placeholder": "a"}}}]}"#),
        ("textStyle with size", #"{"width": 10, "height": 10, "font": {"textStyle": "body", "size": 12}}"#),
        ("textStyle with relativeTo", #"{"width": 10, "height": 10, "font": {"textStyle": "body", "relativeTo": "body"}}"#),
        ("a run's textStyle with relativeTo", #"{"width": 10, "height": 10, "attributedText": [{"text": "a", "font": {"textStyle": "body", "relativeTo": "body"}}]}"#),
        ("minHeight with a fixed height", #"{"width": 10, "height": 10, "minHeight": 5}"#),
        ("maxHeight with height auto", #"{"width": 10, "height": "auto", "maxHeight": 50}"#),
        ("a form text view's minHeight", #"{"kind": "form", "width": 100, "children": [{"kind": "textView", "minHeight": 40}]}"#),
        ("a form text view's minHeight with a fixed height", #"{"kind": "form", "width": 100, "children": [{"kind": "textView", "height": 50, "minHeight": 40}]}"#),
        ("minHeight over maxHeight", #"{"width": 10, "height": "auto", "minHeight": 50, "maxHeight": 40}"#),
        ("an accessory of nothing", #"{"kind": "textField", "width": 100, "leftView": {}}"#),
        ("an accessory of a colour alone", #"{"kind": "textField", "width": 100, "rightView": {"textColor": "red"}}"#),
        ("a file holding a NUL", #"{"width": 10, "height": 10, "font": {"file": "a\u0000b"}}"#),
        ("a text holding a NUL", #"{"width": 10, "height": 10, "text": "a\u0000b"}"#),
        ("a $comment holding a NUL", #"{"width": 10, "height": 10, "$comment": "a\u0000b"}"#),
        ("placeholderNumberOfLines 1e20", #"{"width": 10, "height": 10, "placeholderNumberOfLines": 100000000000000000000}"#),
        ("placeholderNumberOfLines 2^63 - 1", #"{"width": 10, "height": 10, "placeholderNumberOfLines": 9223372036854775807}"#),
        ("lineFragmentPadding 5e-324", #"{"width": 10, "height": 10, "lineFragmentPadding": 5e-324}"#),
        ("a run's kern -5e-324", #"{"width": 10, "height": 10, "attributedText": [{"text": "a", "kern": -5e-324}]}"#),
        ("width 2.2250738585072014e-308", #"{"width": 2.2250738585072014e-308, "height": 10}"#),
        ("indents wider than the view", #"{"width": 200, "height": 60, "paragraphStyle": {"headIndent": 250}}"#),
        ("a region outside the view", #"{"width": 10, "height": 10, "ignoreRegions": [{"x": 5, "y": 5, "width": 10, "height": 1}]}"#),
    ]

    /// Lists of 10,000 elements each, the most one list may hold, 110,000 together: over
    /// what a spec may hold in all.
    static var manyLists: Spec {
        let runs = "[" + Array(repeating: #"{"text": "a"}"#, count: 10_000).joined(separator: ", ") + "]"
        let languages = ["ar", "de", "en", "es", "fr", "he", "it", "ja", "ko", "nl", "pt"].map { #""\#($0)": {"attributedText": \#(runs)}"# }
        return Spec(name: "11 localizations of 10,000 runs", bytes: Data(#"{"width": 10, "height": 10, "localizations": {\#(languages.joined(separator: ", "))}}"#.utf8))
    }

    /// Every spec of the walk, each once (the first name of equal bytes).
    static func allSpecs() throws -> [Spec] {
        var seen = Set<Data>()
        return (try keptSpecs() + targeted.map { Spec(name: $0.0, bytes: Data($0.1.utf8)) } + [manyLists]).filter { seen.insert($0.bytes).inserted }
    }

    // MARK: The two verdicts

    /// The decoder's verdict: nil when it accepts the spec.
    static func decoderRefusal(_ bytes: Data) -> ModelError? {
        do {
            _ = try Mockup(json: bytes)
            return nil
        } catch let error as ModelError {
            return error
        } catch {
            return ModelError(field: "", problem: "\(error)")
        }
    }

    /// Bytes that are no JSON document at all (JSONSyntax's own words): no schema can judge
    /// them, as a validator reads JSON values, not bytes.
    static func isNotJSON(_ refusal: ModelError) -> Bool {
        refusal.field.isEmpty && refusal.problem.hasPrefix("is not valid JSON")
    }

    @Test(.enabled(if: SchemaValidator.jsonSchemaMissing == nil, "\(SchemaValidator.jsonSchemaMissing ?? "")"))
    func theSchemaAndTheDecoderAgreeOnEverySpec() throws {
        let specs = try Self.allSpecs()
        let refusals = specs.map { Self.decoderRefusal($0.bytes) }
        let judged = zip(specs, refusals).filter { $0.1.map(Self.isNotJSON) != true }
        let problems = try SchemaValidator.jsonSchemaErrors(of: judged.map(\.0.bytes), schema: Self.schemaFile)
        try #require(problems.count == judged.count, "\(problems)")
        var disagreements: [String] = []
        for ((spec, refusal), schemaProblems) in zip(judged, problems) {
            switch (refusal, schemaProblems.first) {
            case (nil, let problem?):
                disagreements.append("\(spec.name): the decoder accepts it, the schema refuses it (\(problem))")
            case (let refusal?, nil) where !Self.limitsBeyondTheSchema.contains(where: { $0.explains(refusal) }):
                disagreements.append("\(spec.name): the decoder refuses it (\(refusal)), the schema accepts it")
            default:
                break
            }
        }
        #expect(judged.count > 200)
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(judged.count) specs:\n\(disagreements.joined(separator: "\n"))")
    }

    /// Each limit the test excuses is one the schema's `$comment` names, and some spec of the
    /// walk meets it, so the list grows only with a reason and loses what no longer applies;
    /// and the `$comment` names no limit the test does not excuse.
    @Test func everyExcusedLimitIsInTheCommentAndUsed() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaFile)) as? [String: Any]
        let comment = schema?["$comment"] as? String ?? ""
        let refusals = try Self.allSpecs().compactMap { Self.decoderRefusal($0.bytes) }
        for limit in Self.limitsBeyondTheSchema {
            #expect(comment.contains(limit.words), "the schema's $comment does not name: \(limit.words)")
            #expect(refusals.contains(where: limit.explains), "no spec of the walk meets: \(limit.words)")
        }
        for named in SpecSchema.limitsBeyondTheSchema {
            #expect(Self.limitsBeyondTheSchema.contains { named.contains($0.words) }, "the test does not excuse: \(named)")
        }
    }
}
