import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderKitCLI

@Suite struct SchemaCommandTests {
    @Test func printsTheSpecSchema() throws {
        let result = try CLIHarness().run(["schema"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.text == SpecSchema.text + "\n")
        #expect(try JSONDecoder().decode(JSONValue.self, from: result.stdout)["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    }

    @Test func takesNoArguments() throws {
        let result = try CLIHarness().run(["schema", "spec.json"])
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("placeholderkit schema: ") && result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func aSpecNamingTheSchemaRenders() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("view.json", #"{"$schema": "../docs/spec.schema.json", "width": 60, "height": 30, "placeholder": "Hi"}"#)
        let result = cli.run(["render", spec, "-o", cli.path("out.png")])
        #expect(result.status == 0, "\(result.stderr)")
    }
}
