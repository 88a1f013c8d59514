import Testing
@testable import PlaceholderKitCLI

@Suite struct ArgumentParserTests {
    struct Settings {
        var width = 0.0
        var output: String?
        var json = false
    }

    let options: [Option<Settings>] = [
        .value("--width", "W", "width", parse: ValueParser.number, at: \.width),
        .value("--output", "PATH", short: "-o", "output", parse: ValueParser.text, at: \.output),
        .flag("--json", "print JSON") { $0.json = true },
    ]

    func parse(_ arguments: [String]) throws -> (Settings, [String]) {
        let parsed = try ArgumentParser.parse(arguments, options: options, positionals: 0...2)
        var settings = Settings()
        try parsed.apply(to: &settings)
        return (settings, parsed.positionals)
    }

    @Test func parsesOptionsFlagsAliasesAndPositionals() throws {
        let (settings, positionals) = try parse(["a.json", "--width", "12", "-o", "out.png", "--json", "-"])
        #expect(settings.width == 12)
        #expect(settings.output == "out.png")
        #expect(settings.json)
        #expect(positionals == ["a.json", "-"])
    }

    @Test func acceptsEqualsFormDoubleDashAndLastValueWins() throws {
        let (settings, positionals) = try parse(["--width=7", "--width", "8", "--", "--not-an-option"])
        #expect(settings.width == 8)
        #expect(positionals == ["--not-an-option"])
    }

    @Test func rejectsWhatItDoesNotKnowNamingTheFlag() {
        #expect(throws: CommandLineError("unknown option --height (see --help)")) { try parse(["--height", "3"]) }
        #expect(throws: CommandLineError(flag: "--width", "needs a value")) { try parse(["--width"]) }
        #expect(throws: CommandLineError(flag: "--json", "takes no value")) { try parse(["--json=yes"]) }
        #expect(throws: CommandLineError("expected 0 to 2 arguments, got 3: \"a\" \"b\" \"c\"")) { try parse(["a", "b", "c"]) }
        #expect(throws: CommandLineError(flag: "--width", "\"wide\" is not a number")) { try parse(["--width", "wide"]) }
        #expect(throws: CommandLineError(flag: "--width", "\"1\\n2\" is not a number")) { try parse(["--width", "1\n2"]) }
    }

    @Test func helpComesFromTheDeclarations() throws {
        let parsed = try ArgumentParser.parse(["a", "b", "c", "--help"], options: options, positionals: 0...2)
        #expect(parsed.wantsHelp)
        for option in RenderCommand.options {
            #expect(RenderCommand.help.contains(option.signature), "\(option.name) is missing from render --help")
            #expect(RenderCommand.help.contains(option.help))
        }
        #expect(RenderCommand.help.contains("-o, --output PATH"))
    }
}
