import Foundation

/// A program run to its end: its exit status and what it wrote.
public struct ProgramRun: Sendable {
    public var status: Int32
    public var stdout: Data
    public var stderr: String

    /// Runs `executable` with `arguments`, `stdin` as its input, in `directory` (default:
    /// this process's), with exactly `environment` (default: this process's). Its input
    /// is written while stdout and stderr are read, so no pipe can fill and stall it.
    public init(_ executable: String, _ arguments: [String], stdin: Data = Data(), environment: [String: String]? = nil,
                in directory: URL? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        final class Collected: @unchecked Sendable { var data = Data() }
        let errors = Collected(), reader = DispatchGroup(), writer = DispatchGroup()
        DispatchQueue.global().async(group: reader) { errors.data = error.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: writer) {
            input.fileHandleForWriting.write(stdin)
            try? input.fileHandleForWriting.close()
        }
        stdout = output.fileHandleForReading.readDataToEndOfFile()
        writer.wait()
        reader.wait()
        process.waitUntilExit()
        status = process.terminationStatus
        stderr = String(decoding: errors.data, as: UTF8.self)
    }
}
