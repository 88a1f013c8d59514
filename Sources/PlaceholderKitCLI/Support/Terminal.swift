import Foundation

/// Where a command reads and writes, so tests can run commands in-process.
public final class Terminal: @unchecked Sendable {
    public private(set) var output = Data()
    public private(set) var errors = ""
    let input: () -> Data
    let capture: Bool

    /// A terminal over the process's standard streams.
    public static func standard() -> Terminal {
        Terminal(capture: false) { FileHandle.standardInput.readDataToEndOfFile() }
    }

    /// A terminal that records what is written; `input` is what stdin gives.
    public static func captured(input: Data = Data()) -> Terminal {
        Terminal(capture: true) { input }
    }

    private init(capture: Bool, input: @escaping () -> Data) {
        self.capture = capture
        self.input = input
    }

    func write(_ data: Data) {
        if capture { output.append(data) } else { FileHandle.standardOutput.write(data) }
    }

    func print(_ line: String) { write(Data((line + "\n").utf8)) }

    func error(_ line: String) {
        if capture { errors += line + "\n" } else { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}
