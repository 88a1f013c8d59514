import ArgumentParser
import Foundation
import Testing
@testable import PlaceholderKitCLI

/// The command line as swift-argument-parser parses it for the tool: names, aliases,
/// `--name=value`, `-`, `--`, last value wins; what it rejects is one line on stderr and
/// exit status 2, naming the flag; `--help` lists every option with its help line.
@Suite struct CommandLineParsingTests {
    let cli = CLIHarness(folderless: ())

    @Test func parsesOptionsFlagsAliasesAndPositionals() throws {
        let render = try RenderCommand.parse(["a.json", "--width", "12", "-o", "out.png", "--contact-sheet", "-"])
        #expect(render.flags.width == 12)
        #expect(render.output == "out.png")
        #expect(render.contactSheet)
        #expect(render.paths == ["a.json", "-"])
    }

    @Test func acceptsEqualsFormDoubleDashLastValueWinsAndValuesThatLookLikeFlags() throws {
        let render = try RenderCommand.parse(["--width=7", "--width", "8", "--text", "-x", "--", "--not-an-option"])
        #expect(render.flags.width == 8)
        #expect(render.flags.text == "-x")
        #expect(render.paths == ["--not-an-option"])
        let verify = try VerifyCommand.parse(["--max-diff-pixels", "-1"])
        #expect(verify.comparison.maxDiffPixels == -1)
        let fonts = try RenderCommand.parse(["--font-dir", "/a", "--font-dir", "/b"])
        #expect(fonts.flags.fontDir == ["/a", "/b"])
    }

    /// Each bad command line: exit status 2, exactly one line on stderr, nothing on stdout.
    @Test(arguments: [
        (["render", "--width", "wide", "--height", "1"], "placeholderkit render: --width: \"wide\" is not a number"),
        (["render", "--width", "1\n2", "--height", "1"], "placeholderkit render: --width: \"1\\n2\" is not a number"),
        (["render", "--alignment", "middle"], "placeholderkit render: --alignment: \"middle\" is not one of left, center, right, natural, justified"),
        (["render", "--compression=12"], "placeholderkit render: --compression: must be 0 to 9"),
        (["render", "--height", "3", "--colour", "red"], "placeholderkit render: Unknown option '--colour'"),
        (["render", "--width"], "placeholderkit render: Missing value for '--width <W>'"),
        (["render", "--contact-sheet=yes"], "placeholderkit render: The option '--contact-sheet' does not take any value, but 'yes' was specified."),
        (["diff", "a.png", "b.png", "c.png"], "placeholderkit diff: Unexpected argument 'c.png'"),
        (["diff", "a.png"], "placeholderkit diff: Missing expected argument '<ACTUAL.png>'"),
        (["completions", "powershell"], "placeholderkit completions: \"powershell\" is not one of bash, zsh, fish"),
        (["paint"], "placeholderkit: unknown command \"paint\" (see placeholderkit --help)"),
        (["--nope"], "placeholderkit: Unknown option '--nope'"),
        (["render", "-o", "x.png"], "placeholderkit render: give a SPEC.json or both --width and --height"),
        (["render", "--width", "3", "-o", "x.png"], "placeholderkit render: give a SPEC.json or both --width and --height"),
    ])
    func rejectsWithOneLineNamingTheFlag(arguments: [String], line: String) {
        let result = cli.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == line + "\n")
        #expect(result.stdout.isEmpty)
    }

    /// Whitespace collapsed, so wrapped help text compares with one-line declarations.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: ManPage.commands().map(\.path))
    func helpAndHelpFlagListEveryOptionWithItsHelpLine(command: String) throws {
        let path = command.split(separator: " ").map(String.init)
        let help = cli.run(path + ["--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(cli.run(path + ["-h"]).text == help.text)
        let info = try #require(ManPage.commands().first { $0.path == command }).info
        let text = Self.words(help.text)
        for argument in info.arguments ?? [] {
            for name in argument.names ?? [] { #expect(text.contains(name.written), "\(command) --help lacks \(name.written)") }
            let abstract = try #require(argument.abstract, "\(command): an argument without a help line")
            #expect(!abstract.isEmpty)
            #expect(text.contains(Self.words(abstract)), "\(command) --help lacks \(abstract)")
        }
        if path.count == 1 { #expect(cli.run(["help", command]).text == help.text) }
    }

    @Test func theToolsHelpListsEveryCommandAndTheExitStatus() {
        let help = cli.run(["--help"])
        #expect(help.status == 0)
        for command in PlaceholderKitTool.commands { #expect(help.text.contains(command._commandName)) }
        #expect(Self.words(help.text).contains(Self.words("Exit status: " + PlaceholderKitTool.exitStatus)))
        #expect(cli.run(["help"]).text == help.text)
        // No command: the help, on stderr, and status 2.
        let bare = cli.run([])
        #expect(bare.status == 2 && bare.stdout.isEmpty && bare.stderr == help.text)
    }

    @Test func versionPrintsTheLibraries() {
        let version = cli.run(["--version"])
        #expect(version.status == 0)
        #expect(version.text.hasPrefix("placeholderkit \(PlaceholderKitTool.version)\n  "))
    }
}
