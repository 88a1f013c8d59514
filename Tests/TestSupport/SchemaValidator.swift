import Foundation

/// Validates documents the way their readers do: JSON against a JSON Schema with Python's
/// `jsonschema` (the draft the schema declares), XML against an XSD with `xmllint`. The
/// schemas our reports are read as are in `Tests/Schemas` (with their provenance).
public enum SchemaValidator {
    /// `Tests/Schemas`.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas")

    /// Why JSON Schema validation cannot run here (for a test's `.enabled(if:)`), or nil.
    public static let jsonSchemaMissing: String? = {
        let probe = try? run("/usr/bin/env", ["python3", "-c", "import jsonschema"], input: Data())
        return probe?.status == 0 ? nil : "python3 with jsonschema is not installed (Debian: python3-jsonschema; scripts/bootstrap python3-jsonschema)"
    }()

    /// Why XSD validation cannot run here, or nil.
    public static let xmllintMissing: String? = {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") ? nil
            : "xmllint is not installed (Debian: libxml2-utils; scripts/bootstrap libxml2-utils)"
    }()

    /// The ways `document` breaks `schema`, one line each (`/runs/0/results/3: 'ruleId' is a
    /// required property`); empty when it validates.
    public static func jsonSchemaErrors(_ document: Data, schema: URL) throws -> [String] {
        try jsonSchemaErrors(of: [document], schema: schema)[0]
    }

    /// The ways each of `documents` breaks `schema`, in one run of the validator (as
    /// ``jsonSchemaErrors(_:schema:)`` gives them; a document that is not JSON, one line
    /// saying so). The schema itself is checked against its draft's metaschema first.
    public static func jsonSchemaErrors(of documents: [Data], schema: URL) throws -> [[String]] {
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema)
        results = []
        for text in json.load(sys.stdin):
            try:
                document = json.loads(text)
            except ValueError as error:
                results.append(["/: not JSON to python: %s" % error])
                continue
            errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
            results.append(["/" + "/".join(map(str, e.absolute_path)) + ": " + e.message[:300] for e in errors])
        json.dump(results, sys.stdout)
        """
        let texts = documents.map { String(decoding: $0, as: UTF8.self) }
        let result = try run("/usr/bin/env", ["python3", "-c", script, schema.path], input: JSONEncoder().encode(texts))
        guard result.status == 0 else { return documents.map { _ in ["the validator failed: \(result.errors)"] } }
        return try JSONDecoder().decode([[String]].self, from: Data(result.output.utf8))
    }

    /// The ways `document` breaks the XSD `schema`, as xmllint says them; empty when it
    /// validates.
    public static func xmlSchemaErrors(_ document: Data, schema: URL) throws -> [String] {
        let result = try run("/usr/bin/xmllint", ["--noout", "--schema", schema.path, "-"], input: document)
        guard result.status != 0 else { return [] }
        return result.errors.split(separator: "\n").map(String.init).filter { !$0.hasSuffix(" validates") }
    }

    private static func run(_ executable: String, _ arguments: [String], input: Data) throws -> (status: Int32, output: String, errors: String) {
        let run = try ProgramRun(executable, arguments, stdin: input)
        return (run.status, String(decoding: run.stdout, as: UTF8.self), run.stderr)
    }
}
