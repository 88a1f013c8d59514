import Foundation
import Testing
import TestSupport
import PlaceholderImage
@testable import PlaceholderKitCLI

/// Runs the tool in-process or as the built binary, in a scratch folder.
struct CLIHarness {
    let folder: URL

    /// A harness for commands that touch no file (no scratch folder is made).
    init(folderless: ()) {
        folder = FileManager.default.temporaryDirectory
    }

    init() throws {
        folder = try ScratchFolder.make("cli")
    }

    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `placeholderkit arguments…` in this process; it sees only `environment`.
    func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]) -> Result {
        let terminal = Terminal.captured(input: stdin, environment: environment)
        let status = PlaceholderKitTool.run(arguments, terminal: terminal)
        return Result(status: status, stdout: terminal.output, stderr: terminal.errors)
    }

    /// The built `placeholderkit` binary, next to the test bundle.
    static let binary = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("placeholderkit")

    /// Runs the built `placeholderkit` binary as a process, with this process's environment
    /// changed by `environment` (a nil value removes the variable), in `directory` (default:
    /// this folder).
    func runBinary(_ arguments: [String], stdin: Data = Data(), environment: [String: String?] = [:], in directory: URL? = nil) throws -> Result {
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        return try runProgram(Self.binary.path, arguments, stdin: stdin, environment: variables, in: directory)
    }

    /// Runs `executable` in `directory` (default: this folder) with exactly `environment`;
    /// stdout and stderr are read at the same time, so neither can fill its pipe and stall
    /// the program.
    func runProgram(_ executable: String, _ arguments: [String], stdin: Data = Data(), environment: [String: String],
                    in directory: URL? = nil) throws -> Result {
        let run = try ProgramRun(executable, arguments, stdin: stdin, environment: environment, in: directory ?? folder)
        return Result(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The one document of `layout`'s output (`{"formatVersion": 2, "layouts": {NAME: …}}`)
    /// for a spec without variants.
    static func onlyLayout(_ output: Data) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [String: Any])
        try #require(layouts.count == 1, "\(layouts.keys)")
        return try #require(layouts.values.first as? [String: Any])
    }

    /// Makes this folder a throwaway package (an empty Package.swift) and returns the path
    /// of a test file `Tests/AppTests/<testFileName>` in it, where snapshot paths start.
    func package(testFileName: String) throws -> String {
        try Data().write(to: folder.appendingPathComponent("Package.swift"))
        return path("Tests/AppTests/\(testFileName)")
    }

    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return path(name)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// Every entry below `folder`: its path, and its bytes (nil for a folder, a FIFO or
    /// anything else that is not a regular file).
    static func tree(_ folder: URL) throws -> [String: Data?] {
        var entries: [String: Data?] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return entries }
        while let name = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(name)
            let isFile = try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true
            // FileReader, not Data(contentsOf:), which leaks the buffer of an empty file.
            entries.updateValue(isFile ? try FileReader.read(url) : nil, forKey: name)
        }
        return entries
    }

    /// The repository's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The repository's examples folder.
    static let examples = packageRoot.appendingPathComponent("examples").path
}
