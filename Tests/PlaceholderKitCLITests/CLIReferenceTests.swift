import ArgumentParser
import Foundation
import Testing
@testable import PlaceholderKitCLI

/// docs/cli.md's command reference, between `<!-- cli-help -->` and `<!-- /cli-help -->`,
/// is what the built tool prints now: `placeholderkit --help`, then the `--help` of every
/// command that help lists (and of every command those list), at 80 columns, as
/// `scripts/cli-reference` writes it.
@Suite struct CLIReferenceTests {
    static let page = CLIHarness.packageRoot.appendingPathComponent("docs/cli.md")

    /// The built tool's help for `placeholderkit arguments…`, as an 80-column terminal shows it
    /// (COLUMNS decides the wrapping; the binary's stdout is a pipe, never a terminal).
    static func help(_ arguments: [String]) throws -> String {
        let result = try CLIHarness(folderless: ()).runBinary(arguments + ["--help"], environment: ["COLUMNS": "80", "LINES": "24"])
        #expect(result.status == 0, "placeholderkit \((arguments + ["--help"]).joined(separator: " ")): \(result.stderr)")
        var text = result.text
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The commands a help text lists under SUBCOMMANDS: lines of two spaces and a name.
    static func listed(in help: String) -> [String] {
        var listing = false
        var names: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "SUBCOMMANDS:" { listing = true; continue }
            guard listing, line.hasPrefix("  "), let first = line.dropFirst(2).first, first.isLowercase, first.isASCII else { continue }
            names.append(String(line.dropFirst(2).prefix { $0 != " " }))
        }
        return names
    }

    /// The block as scripts/cli-reference writes it: a heading and a fenced help text for
    /// `placeholderkit arguments…`, then the same for each command it lists.
    static func sections(_ arguments: [String]) throws -> String {
        let text = try help(arguments)
        var block = "### `\((["placeholderkit"] + arguments).joined(separator: " "))`\n\n```text\n\(text)\n```\n\n"
        for command in listed(in: text) { block += try sections(arguments + [command]) }
        return block
    }

    @Test func theCommandReferenceIsWhatTheToolPrints() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        let start = try #require(page.range(of: "\n<!-- cli-help -->\n"), "docs/cli.md has no <!-- cli-help --> line")
        let end = try #require(page.range(of: "\n<!-- /cli-help -->\n", range: start.upperBound..<page.endIndex),
                               "docs/cli.md has no <!-- /cli-help --> line after <!-- cli-help -->")
        let committed = String(page[start.upperBound..<end.lowerBound]).split(separator: "\n", omittingEmptySubsequences: false)
        let generated = try ("\n" + Self.sections([])).dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<max(committed.count, generated.count)).first {
            $0 >= committed.count || $0 >= generated.count || committed[$0] != generated[$0]
        }
        #expect(line == nil, """
            docs/cli.md's command reference differs from what placeholderkit --help prints now, from line \
            \((line ?? 0) + 1) of the block on (the tool prints \
            \(line.map { $0 < generated.count ? "\"\(generated[$0])\"" : "nothing more" } ?? "")); \
            make it again: swift build && scripts/cli-reference
            """)
    }

    /// Every command the tool declares is in the reference, `snapshots obsolete` included:
    /// reading the help's listings found them all.
    @Test func theReferenceCoversEveryDeclaredCommand() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        func paths(_ command: any ParsableCommand.Type, _ prefix: [String]) -> [[String]] {
            command.configuration.subcommands.flatMap { [prefix + [$0._commandName]] + paths($0, prefix + [$0._commandName]) }
        }
        let declared = paths(PlaceholderKitTool.self, [])
        #expect(declared.count >= 15)
        for path in declared {
            #expect(page.contains("\n### `placeholderkit \(path.joined(separator: " "))`\n"), "\(path)")
        }
    }
}
