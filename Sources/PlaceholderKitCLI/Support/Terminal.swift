import Foundation
import Synchronization

/// Where a command reads and writes, so tests can run commands in-process.
public final class Terminal: Sendable {
    private let input: @Sendable () throws -> Data
    private let capture: Bool
    private let captured = Mutex<(output: Data, errors: String)>((Data(), ""))

    /// A terminal over the process's standard streams.
    public static func standard() -> Terminal {
        Terminal(capture: false) {
            guard let data = try FileHandle.standardInput.readToEnd() else { return Data() }
            return data
        }
    }

    /// A terminal that records what is written; `input` is what stdin gives.
    public static func captured(input: Data = Data()) -> Terminal {
        Terminal(capture: true) { input }
    }

    private init(capture: Bool, input: @escaping @Sendable () throws -> Data) {
        self.capture = capture
        self.input = input
    }

    /// What was written to stdout (captured terminals only).
    public var output: Data { captured.withLock { $0.output } }
    /// What was written to stderr (captured terminals only).
    public var errors: String { captured.withLock { $0.errors } }

    /// All of stdin.
    func readInput() throws -> Data {
        do {
            return try input()
        } catch {
            throw CommandLineError("stdin cannot be read (\(error.localizedDescription))")
        }
    }

    /// Writes `data` to stdout.
    func write(_ data: Data) throws {
        if capture {
            captured.withLock { $0.output.append(data) }
            return
        }
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            throw CommandLineError("stdout cannot be written (\(error.localizedDescription))")
        }
    }

    /// Writes `line` and a newline to stdout.
    func print(_ line: String) throws { try write(Data((line + "\n").utf8)) }

    /// Shows `line` in place on stderr when stderr is a terminal (nil clears it); does
    /// nothing otherwise, so logs and captured output get only the final summary.
    func progress(_ line: String?) {
        guard !capture, isatty(2) == 1 else { return }
        let text = line.map { "\r\($0)\u{1B}[K" } ?? "\r\u{1B}[K"
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// Writes `line` and a newline to stderr; a failing stderr is ignored, as there is
    /// nowhere left to report it.
    func error(_ line: String) {
        if capture {
            captured.withLock { $0.errors += line + "\n" }
        } else {
            try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
        }
    }
}
