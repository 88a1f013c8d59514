import Foundation
import Testing
@testable import PlaceholderKitCLI

/// Shell completions and the man page come from the declarations: every command, option
/// and option word is in them, and the shells and roff accept them.
@Suite struct CompletionAndManTests {
    static func installed(_ program: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `program arguments`; its exit status and what it wrote.
    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test(arguments: ShellCompletions.Shell.allCases)
    func everyCommandOptionAndWordIsInTheScript(shell: ShellCompletions.Shell) throws {
        let script = ShellCompletions.script(for: shell)
        for command in CommandDescription.all {
            #expect(script.contains(command.name), "\(command.name) is missing from the \(shell) script")
            for option in command.options {
                let name = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(script.contains(name), "\(command.name) \(option.name) is missing from the \(shell) script")
                if case .words(let words) = option.completion {
                    for word in words { #expect(script.contains(word), "\(option.name) \(word) is missing from the \(shell) script") }
                }
            }
        }
        #expect(CLIHarness(folderless: ()).run(["completions", shell.rawValue]).text == script)
    }

    @Test func bashCompletesCommandsWordsAndOptions() throws {
        let bash = try #require(Self.installed("bash"))
        let folder = try CLIHarness().folder
        let file = folder.appendingPathComponent("placeholderkit.bash")
        try Data(ShellCompletions.script(for: .bash).utf8).write(to: file)
        #expect(try Self.run(bash, ["-n", file.path]).status == 0)
        func complete(_ words: [String]) throws -> String {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let probe = "source '\(file.path)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _placeholderkit; echo \"${COMPREPLY[*]}\""
            return try Self.run(bash, ["-c", probe]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try complete(["placeholderkit", "ver"]) == "verify")
        #expect(try complete(["placeholderkit", "render", "--alignment", "ce"]) == "center")
        #expect(try complete(["placeholderkit", "verify", "--record", ""]) == "missing never all failed")
        #expect(try complete(["placeholderkit", "diff", "--thr"]) == "--threshold")
        #expect(try complete(["placeholderkit", "completions", "z"]) == "zsh")
    }

    @Test(arguments: [("zsh", ["-n"]), ("fish", ["--no-execute"])])
    func otherShellsParseTheirScripts(shell: String, check: [String]) throws {
        guard let program = Self.installed(shell) else {
            print("\(shell) is not installed: its script was checked for content only")
            return
        }
        let file = try CLIHarness().folder.appendingPathComponent("placeholderkit.\(shell)")
        try Data(ShellCompletions.script(for: ShellCompletions.Shell(rawValue: shell)!).utf8).write(to: file)
        let result = try Self.run(program, check + [file.path])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theManPageListsEveryCommandAndOptionAndRendersCleanly() throws {
        let page = ManPage.page()
        #expect(page.hasPrefix(".TH PLACEHOLDERKIT 1 "))
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
        for command in CommandDescription.all {
            #expect(page.contains(".SS \"placeholderkit \(ManPage.escape(command.usage))\""), "\(command.name) is missing")
            for option in command.options { #expect(page.contains("\\fB\(ManPage.escape(option.name))\\fR"), "\(option.name) is missing") }
        }
        #expect(page.contains("SNAPSHOT_RECORD"))
        #expect(CLIHarness(folderless: ()).run(["help", "--man"]).text == page)
        guard let groff = Self.installed("groff") else {
            print("groff is not installed: the man page was checked for content only")
            return
        }
        let file = try CLIHarness().folder.appendingPathComponent("placeholderkit.1")
        try Data(page.utf8).write(to: file)
        let result = try Self.run(groff, ["-man", "-Tutf8", "-ww", "-z", file.path])
        #expect(result.status == 0 && result.output.isEmpty, "groff warns: \(result.output)")
    }

    @Test func helpNamesACommand() {
        let cli = CLIHarness(folderless: ())
        #expect(cli.run(["help", "diff"]).text == DiffCommand.help + "\n")
        #expect(cli.run(["help"]).text == PlaceholderKitTool.help + "\n")
        #expect(cli.run(["help", "nope"]).status == 2)
        #expect(cli.run(["completions", "powershell"]).stderr == "placeholderkit completions: \"powershell\" is not one of bash, zsh, fish\n")
    }
}
