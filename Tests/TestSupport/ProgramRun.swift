import Foundation

/// A program run to its end: its exit status and what it wrote.
public struct ProgramRun: Sendable {
    public var status: Int32
    public var stdout: Data
    public var stderr: String

    /// Runs `executable` with `arguments`, `stdin` as its input, in `directory` (default:
    /// this process's), with exactly `environment` (default: this process's). Its input
    /// is written while stdout and stderr are read, so no pipe can fill and stall it.
    /// `mergingStderr` sends both to `stdout`, in the order written, as a terminal shows
    /// them (`stderr` is then empty).
    public init(_ executable: String, _ arguments: [String], stdin: Data = Data(), environment: [String: String]? = nil,
                in directory: URL? = nil, mergingStderr: Bool = false) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe(), output = Pipe(), error: Pipe? = mergingStderr ? nil : Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error ?? output
        try process.run()
        final class Collected: @unchecked Sendable { var data = Data() }
        let errors = Collected(), reader = DispatchGroup(), writer = DispatchGroup()
        if let error { DispatchQueue.global().async(group: reader) { errors.data = error.fileHandleForReading.readDataToEndOfFile() } }
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

    /// What the program wrote to stdout, as text.
    public var text: String { String(decoding: stdout, as: UTF8.self) }
}
