import FoundationEssentials
import Glibc
import PlaceholderImage
import PlaceholderKit

/// Where a command reads and writes, and the environment it sees, so tests can run
/// commands in-process. The process's own streams are used through `read(2)` and
/// `write(2)` on descriptors 0, 1 and 2, so a closed, full or unreadable stream is an
/// error, never a trap.
public final class Terminal: Sendable {
    private let capture: Bool
    private let input: Data
    private let captured = Mutex<(output: Data, errors: String)>((Data(), ""))
    /// Bytes read from stdin past the last line ``readLine(maxBytes:)`` returned, and
    /// whether stdin has ended.
    private let pending = Mutex<(bytes: Data, ended: Bool)>((Data(), false))
    /// The environment variables commands read (`SNAPSHOT_RECORD`, `CI`).
    public let environment: [String: String]

    /// A terminal over the process's standard streams and environment.
    public static func standard() -> Terminal {
        Terminal(capture: false, input: Data(), environment: ProcessInfo.processInfo.environment)
    }

    /// A terminal that records what is written; `input` is what stdin gives and
    /// `environment` the only variables commands see.
    public static func captured(input: Data = Data(), environment: [String: String] = [:]) -> Terminal {
        Terminal(capture: true, input: input, environment: environment)
    }

    private init(capture: Bool, input: Data, environment: [String: String]) {
        self.capture = capture
        self.input = input
        self.environment = environment
    }

    /// What was written to stdout (captured terminals only).
    public var output: Data { captured.withLock { $0.output } }
    /// What was written to stderr (captured terminals only).
    public var errors: String { captured.withLock { $0.errors } }

    /// All of stdin, at most `maxBytes` of it.
    func readInput(maxBytes: Int) throws -> Data {
        guard !capture else {
            guard input.count <= maxBytes else { throw FileError(file: "stdin", reason: "is larger than \(maxBytes) bytes") }
            return input
        }
        return try FileReader.read(descriptor: STDIN_FILENO, name: "stdin", maxBytes: maxBytes)
    }

    /// The next line of stdin without its newline, or nil at the end of stdin (a last line
    /// without a newline is a line). A line longer than `maxBytes` is an error.
    func readLine(maxBytes: Int) throws -> Data? {
        try pending.withLock { pending in
            if capture, !pending.ended {
                pending.bytes = input
                pending.ended = true
            }
            // Only bytes not yet searched are searched, so a long line costs its length once.
            var searched = pending.bytes.startIndex
            while true {
                if let newline = pending.bytes[searched...].firstIndex(of: 0x0A) {
                    let line = pending.bytes[pending.bytes.startIndex..<newline]
                    guard line.count <= maxBytes else { throw FileError(file: "stdin", reason: "has a line longer than \(maxBytes) bytes") }
                    pending.bytes = Data(pending.bytes[(newline + 1)...])
                    return Data(line)
                }
                searched = pending.bytes.endIndex
                guard pending.bytes.count <= maxBytes else { throw FileError(file: "stdin", reason: "has a line longer than \(maxBytes) bytes") }
                if pending.ended {
                    guard !pending.bytes.isEmpty else { return nil }
                    defer { pending.bytes = Data() }
                    return pending.bytes
                }
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                let count = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 {
                    guard errno != EINTR else { continue }
                    throw FileError(file: "stdin", reason: "cannot be read (\(String(cString: strerror(errno))))")
                }
                if count == 0 { pending.ended = true } else { pending.bytes.append(contentsOf: chunk[..<count]) }
            }
        }
    }

    /// Writes `data` to stdout.
    func write(_ data: Data) throws {
        if capture {
            captured.withLock { $0.output.append(data) }
            return
        }
        if let code = FileWriter.write(data, to: STDOUT_FILENO) {
            throw CommandLineError("stdout cannot be written (\(String(cString: strerror(code))))")
        }
    }

    /// Writes `line` and a newline to stdout.
    func print(_ line: String) throws { try write(Data((line + "\n").utf8)) }

    /// Shows `line` in place on stderr when stderr is a terminal (nil clears it); does
    /// nothing otherwise, so logs and captured output get only the final summary.
    func progress(_ line: String?) {
        guard !capture, isatty(2) == 1 else { return }
        let text = line.map { "\r\($0)\u{1B}[K" } ?? "\r\u{1B}[K"
        _ = FileWriter.write(Data(text.utf8), to: STDERR_FILENO)
    }

    /// Writes `line` and a newline to stderr; a failing stderr is ignored, as there is
    /// nowhere left to report it.
    func error(_ line: String) {
        if capture {
            captured.withLock { $0.errors += line + "\n" }
        } else {
            _ = FileWriter.write(Data((line + "\n").utf8), to: STDERR_FILENO)
        }
    }
}
