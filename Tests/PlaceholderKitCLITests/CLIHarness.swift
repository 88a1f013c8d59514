import Foundation
@testable import PlaceholderKitCLI

/// Runs the tool in-process or as the built binary, in a scratch folder.
struct CLIHarness {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("placeholderkit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `placeholderkit arguments…` in this process.
    func run(_ arguments: [String], stdin: Data = Data()) -> Result {
        let terminal = Terminal.captured(input: stdin)
        let status = PlaceholderKitTool.run(arguments, terminal: terminal)
        return Result(status: status, stdout: terminal.output, stderr: terminal.errors)
    }

    /// Runs the built `placeholderkit` binary (next to the test bundle) as a process.
    func runBinary(_ arguments: [String], stdin: Data = Data()) throws -> Result {
        let products = Bundle.main.executableURL!.deletingLastPathComponent()
        let process = Process()
        process.executableURL = products.appendingPathComponent("placeholderkit")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(stdin)
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self))
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return path(name)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// The repository's examples folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples").path
}
