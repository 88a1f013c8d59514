import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat

/// The `placeholderkit(1)` man page in roff, made from what swift-argument-parser knows
/// of the commands (its `--experimental-dump-help` description: names, texts, every
/// argument with its value name and help line), with the synopses of the commands'
/// configurations, the tool's one exit-status text and the environment variables.
enum ManPage {
    /// The environment variables the tool and the snapshot library read.
    static let environment: [(String, String)] = [
        ("SNAPSHOT_RECORD", "the record mode (missing, never, all, failed); wins over --record and over code, so CI can forbid writes"),
        ("SNAPSHOT_TESTING_RECORD", "swift-snapshot-testing's name for the same setting; SNAPSHOT_RECORD wins when both are set"),
        ("CI", "when set (and not 0 or false), the default record mode is never"),
        ("PLACEHOLDERKIT_FONT_DIRS", "more font folders, separated by colons"),
        ("SNAPSHOTS_DIR, SNAPSHOT_ARTIFACTS, SNAPSHOT_MANIFEST", "where assertSnapshot keeps references, failure artifacts and the run manifest"),
    ]

    /// The part of the library's description of the tool the page uses.
    struct CommandInfo: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var subcommands: [CommandInfo]?
        var arguments: [ArgumentInfo]?
    }

    struct ArgumentInfo: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
            /// As typed: `-o`, `--output` (a long name with one dash, `-name`, too).
            var written: String { kind == "long" ? "--" + name : "-" + name }
        }

        var kind: String
        var shouldDisplay: Bool
        var names: [Name]?
        var valueName: String?
        var abstract: String?

        /// The `-h, --help` flag the library adds to every command.
        var isHelp: Bool { names?.contains { $0.name == "help" } == true }
    }

    /// The tool as swift-argument-parser describes it.
    static func tool() -> CommandInfo {
        struct Dump: Decodable { var command: CommandInfo }
        do {
            return try JSONDecoder().decode(Dump.self, from: Data(PlaceholderKitTool._dumpHelp().utf8)).command
        } catch {
            preconditionFailure("swift-argument-parser's description of the tool does not decode: \(error)")
        }
    }

    /// Every command below the root, with its path of names (`snapshots obsolete`) and its
    /// configuration's usage line.
    static func commands(of tool: CommandInfo = tool()) -> [(path: String, usage: String?, info: CommandInfo)] {
        var result: [(String, String?, CommandInfo)] = []
        func walk(_ info: CommandInfo, _ path: [String], _ type: (any ParsableCommand.Type)?) {
            let name = (path + [info.commandName]).joined(separator: " ")
            let children = info.subcommands ?? []
            if children.isEmpty || info.arguments?.contains(where: { !$0.isHelp && $0.shouldDisplay }) == true || type == nil {
                result.append((name, type.map { $0.configuration.usage ?? PlaceholderKitTool.usageString(for: $0) }, info))
            }
            for child in children where child.commandName != "help" || path.isEmpty {
                let childType = type?.configuration.subcommands.first { $0._commandName == child.commandName }
                walk(child, path + [info.commandName], childType)
            }
        }
        // The library adds a help command beside the tool's own, of the same name.
        var seen = Set<String>()
        for child in tool.subcommands ?? [] where seen.insert(child.commandName).inserted {
            walk(child, [], PlaceholderKitTool.commands.first { $0._commandName == child.commandName })
        }
        return result
    }

    /// The whole page.
    static func page() -> String {
        let tool = tool()
        var lines = [
            ".TH PLACEHOLDERKIT 1 \"\" \"placeholderkit \(PlaceholderKitTool.version)\" \"User Commands\"",
            ".SH NAME",
            "placeholderkit \\- UIKit-style text views with placeholders, rendered on Linux, and snapshot checks",
            ".SH SYNOPSIS",
            ".B placeholderkit",
            ".I command",
            "[\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            text("Renders a UITextView with a placeholder, described by a JSON spec, to PNG, SVG or PDF; prints its geometry; "
                + "compares images with pixelmatch's semantics; verifies folders of specs against reference images."),
        ]
        for argument in tool.arguments ?? [] where argument.shouldDisplay && !argument.isHelp { lines += item(argument) }
        lines.append(".SH COMMANDS")
        for (path, usage, command) in commands(of: tool) {
            let synopsis = usage ?? "placeholderkit \(path) [options]"
            lines.append(".SS \(quoted(synopsis))")
            if let abstract = command.abstract, !abstract.isEmpty { lines.append(text(abstract + ".")) }
            if let discussion = command.discussion, !discussion.isEmpty {
                for paragraph in discussion.components(separatedBy: "\n\n") { lines += [".PP", text(paragraph)] }
            }
            for argument in command.arguments ?? [] where argument.shouldDisplay && !argument.isHelp { lines += item(argument) }
        }
        lines += [".SH EXIT STATUS", text(PlaceholderKitTool.exitStatus)]
        lines.append(".SH ENVIRONMENT")
        for (name, meaning) in environment { lines += [".TP", "\\fB\(escape(name))\\fR", text(meaning)] }
        lines += [".SH SEE ALSO", text("The README and docs/ of the PlaceholderKit sources; placeholderkit completions bash|zsh|fish.")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One `.TP` item: the argument's names in bold, its value in italics, its help line.
    static func item(_ argument: ArgumentInfo) -> [String] {
        let value = argument.valueName.map { "\\fI\(escape($0))\\fR" }
        var head: String
        if argument.kind == "positional" {
            head = value ?? ""
        } else {
            let names = (argument.names ?? []).sorted { $0.kind == "short" && $1.kind != "short" }
            head = names.map { "\\fB\(escape($0.written))\\fR" }.joined(separator: ", ")
            if argument.kind == "option", let value { head += " " + value }
        }
        return [".TP", head, text(argument.abstract ?? "")]
    }

    /// Text escaped for roff: backslashes and hyphens escaped, each line safe from being
    /// read as a request.
    static func text(_ value: String) -> String {
        value.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let escaped = escape(String(line))
            return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
        }.joined(separator: "\n")
    }

    /// `value` with roff's escape character and hyphens escaped, and every character
    /// outside ASCII written as a `\[uXXXX]` escape, so the page is plain ASCII.
    static func escape(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default: result += "\\[u\(CFormat.hex(scalar.value, digits: 4))]"
            }
        }
        return result
    }

    private static func quoted(_ value: String) -> String { "\"" + escape(value).replacing("\"", with: "\\(dq") + "\"" }
}
