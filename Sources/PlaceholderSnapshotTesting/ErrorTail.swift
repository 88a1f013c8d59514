import PlaceholderImage
import Foundation
import PlaceholderKit

/// The end of what a renderer writes on stderr: a thread reads the pipe until it closes
/// and keeps only the last ``capacity`` bytes, so a renderer that floods its stderr costs
/// neither memory nor disk, and its last line is still there for the failure message.
final class ErrorTail: Sendable {
    /// The most bytes kept: more than any one line of an error.
    static let capacity = 8 << 10

    /// The pipe's write end, for the process's stderr.
    let writer: FileHandle
    private let tail = Mutex(Data())
    private let closed = DispatchSemaphore(value: 0)

    /// A new pipe and the thread that drains it.
    init() {
        let pipe = Pipe()
        writer = pipe.fileHandleForWriting
        let reader = pipe.fileHandleForReading
        let thread = Thread { [tail, closed] in
            var chunk = [UInt8](repeating: 0, count: 1 << 14)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(reader.fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                tail.withLock { kept in
                    kept.append(contentsOf: chunk[..<count])
                    if kept.count > Self.capacity { kept = Data(kept.suffix(Self.capacity)) }
                }
            }
            try? reader.close()
            closed.signal()
        }
        thread.start()
    }

    /// The last non-empty line written, waiting up to `wait` for the pipe to close (a
    /// process that exited may still have bytes in it); nil when there is none.
    func lastLine(waiting wait: Duration = .milliseconds(500)) -> String? {
        let milliseconds = Int(wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000)
        if closed.wait(timeout: .now() + .milliseconds(milliseconds)) == .success { closed.signal() }
        let text = String(decoding: tail.withLock { $0 }, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).last.map(String.init)
    }
}
