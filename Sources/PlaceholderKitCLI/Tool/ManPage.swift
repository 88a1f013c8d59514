import Foundation

/// The `placeholderkit(1)` man page in roff, generated from the commands' declarations.
enum ManPage {
    /// The environment variables the tool and the snapshot library read.
    static let environment: [(String, String)] = [
        ("SNAPSHOT_RECORD", "the record mode (missing, never, all, failed); wins over --record and over code, so CI can forbid writes"),
        ("SNAPSHOT_TESTING_RECORD", "swift-snapshot-testing's name for the same setting; SNAPSHOT_RECORD wins when both are set"),
        ("CI", "when set (and not 0 or false), the default record mode is never"),
        ("PLACEHOLDERKIT_FONT_DIRS", "more font folders, separated by colons"),
        ("SNAPSHOTS_DIR, SNAPSHOT_ARTIFACTS, SNAPSHOT_MANIFEST", "where assertSnapshot keeps references, failure artifacts and the run manifest"),
    ]

    /// The whole page.
    static func page(commands: [CommandDescription] = CommandDescription.all) -> String {
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
            ".SH COMMANDS",
        ]
        for command in commands {
            lines.append(".SS \(quoted("placeholderkit " + command.usage))")
            lines.append(text(command.summary + "."))
            if !command.about.isEmpty { lines += [".PP", text(command.about)] }
            for option in command.options {
                let names = ([option.short].compactMap { $0 } + [option.name]).map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
                lines.append(".TP")
                lines.append(names + (option.valueName.map { " \\fI\(escape($0))\\fR" } ?? ""))
                lines.append(text(option.help))
            }
            if !command.footer.isEmpty { lines += [".PP", text(command.footer)] }
        }
        lines += [".SH EXIT STATUS", text("0 success; 1 images differ or snapshots failed (diff, verify, merge-reports); "
                                          + "2 bad input or an I/O failure, with one line on stderr and nothing written; "
                                          + "130 or 143 when interrupted by SIGINT or SIGTERM (temporary files removed).")]
        lines.append(".SH ENVIRONMENT")
        for (name, meaning) in environment { lines += [".TP", "\\fB\(escape(name))\\fR", text(meaning)] }
        lines += [".SH SEE ALSO", text("The README and docs/ of the PlaceholderKit sources; placeholderkit completions bash|zsh|fish.")]
        return lines.joined(separator: "\n") + "\n"
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
            default: result += "\\[u\(String(format: "%04X", scalar.value))]"
            }
        }
        return result
    }

    private static func quoted(_ value: String) -> String { "\"" + escape(value).replacingOccurrences(of: "\"", with: "\\(dq") + "\"" }
}
