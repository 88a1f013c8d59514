import Testing
@testable import PlaceholderKitCLI

@Suite struct ArgumentParserTests {
    let spec = ArgumentSpec(options: ["--width", "--output"], flags: ["--json"], aliases: ["-o": "--output"], positionals: 0...2)

    @Test func parsesOptionsFlagsAliasesAndPositionals() throws {
        let parsed = try ArgumentParser.parse(["a.json", "--width", "12", "-o", "out.png", "--json", "-"], spec: spec)
        #expect(parsed.value("--width") == "12")
        #expect(parsed.value("--output") == "out.png")
        #expect(parsed.has("--json"))
        #expect(parsed.positionals == ["a.json", "-"])
    }

    @Test func acceptsEqualsFormAndDoubleDash() throws {
        let parsed = try ArgumentParser.parse(["--width=7", "--", "--not-an-option"], spec: spec)
        #expect(try parsed.number("--width") == 7)
        #expect(parsed.positionals == ["--not-an-option"])
    }

    @Test func rejectsWhatItDoesNotKnow() {
        #expect(throws: CLIError("unknown option --height (see --help)")) { try ArgumentParser.parse(["--height", "3"], spec: spec) }
        #expect(throws: CLIError("--width needs a value")) { try ArgumentParser.parse(["--width"], spec: spec) }
        #expect(throws: CLIError("--json takes no value")) { try ArgumentParser.parse(["--json=yes"], spec: spec) }
        #expect(throws: CLIError("expected 0 to 2 arguments, got 3: a b c")) { try ArgumentParser.parse(["a", "b", "c"], spec: spec) }
        #expect(throws: CLIError("--width: \"wide\" is not a number")) {
            try ArgumentParser.parse(["--width", "wide"], spec: spec).number("--width")
        }
    }
}
