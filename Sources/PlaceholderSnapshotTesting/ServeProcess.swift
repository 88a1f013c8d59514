import Foundation
import PlaceholderFormat
import PlaceholderImage
import PlaceholderKit

/// One running `placeholderkit serve`, owned by an ``ExternalRenderer`` and asked by one
/// snapshot at a time. Its stdin and stdout are one end of a socket pair, so a request to a
/// process that died is an error (`send` with `MSG_NOSIGNAL`), never a SIGPIPE that would
/// end the test run; the end of its stderr is kept (``ErrorTail``), for the message when it
/// dies. Every request has a deadline: a process that misses it is killed.
final class ServeProcess: Sendable {
    /// What the process answered: the bytes after `ok N`, or the message after `error`.
    enum Answer {
        case success(Data)
        case failure(String)
    }

    private let path: String
    private let process: Process
    private let socket: Int32
    private let stderr = ErrorTail()
    /// Bytes received past the last answer.
    private let received = Mutex(Data())

    /// Starts `path serve`; throws a ``RendererError`` when it cannot be started.
    init(path: String) throws {
        self.path = path
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else {
            throw RendererError(path: path, problem: "no socket pair (\(String(cString: strerror(errno))))")
        }
        let child = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        do {
            process = try Self.start(path, stdio: child, stderr: stderr.writer)
        } catch {
            close(ends[0])
            try? stderr.writer.close()
            throw RendererError(path: path, problem: "cannot be started (\(Quoting.escaped(error.localizedDescription)))")
        }
        socket = ends[0]
        try? child.close()
        // The process has its own copy: the pipe closes when it (and its children) exit.
        try? stderr.writer.close()
    }

    /// `path serve` started, with `stdio` as its stdin and stdout. A tool just written (a
    /// build step's, a test's wrapper) can be held open for writing a moment by a process
    /// another thread is starting, which inherits the descriptor until it execs: running it
    /// then fails with ETXTBSY, so that error is retried for up to a second.
    private static func start(_ path: String, stdio: FileHandle, stderr: FileHandle) throws -> Process {
        var attempt = 0
        while true {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["serve"]
            process.standardInput = stdio
            process.standardOutput = stdio
            process.standardError = stderr
            do {
                try process.run()
                return process
            } catch let error as NSError where isBusy(error) && attempt < 50 {
                attempt += 1
                usleep(20_000)
            }
        }
    }

    /// Whether `error` is ETXTBSY, as Foundation's `Process.run` reports it: under a Cocoa
    /// error, or on its own.
    private static func isBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain { return error.code == Int(ETXTBSY) }
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isBusy) ?? false
    }

    deinit {
        close(socket)  // the process reads the end of stdin and exits
    }

    /// Sends `request` (one line) and reads its answer, all within `timeout`. A process
    /// that does not answer in time, announces an answer over ``maximumAnswerBytes`` or
    /// answers something else than `ok N` or `error` is ended (killed and reaped) and the
    /// error says why: it is not asked again.
    func ask(_ request: Data, within timeout: Duration) throws -> Answer {
        let deadline = ContinuousClock.now + timeout
        do {
            try send(request, by: deadline, timeout: timeout)
            return try received.withLock { buffer in
                let header = try readLine(&buffer, by: deadline, timeout: timeout)
                if header.hasPrefix("error ") { return .failure(Quoting.escaped(String(header.dropFirst(6)))) }
                guard header.hasPrefix("ok "), let count = Int(header.dropFirst(3)), count >= 0 else {
                    throw RendererError(path: path, problem: "answered \(Quoting.quoted(String(header.prefix(80)))), not ok N or error")
                }
                guard count <= Self.maximumAnswerBytes else {
                    throw RendererError(path: path, problem: "announced an answer of \(count) bytes, over the limit of \(Self.maximumAnswerBytes)")
                }
                while buffer.count < count { try receive(into: &buffer, by: deadline, timeout: timeout) }
                defer { buffer = Data(buffer.dropFirst(count)) }
                return .success(Data(buffer.prefix(count)))
            }
        } catch {
            end(by: deadline)
            throw error
        }
    }

    /// The largest answer read: what the command line reads of any file, more than the PNG
    /// or layout of the largest view it draws.
    static let maximumAnswerBytes = FileReader.defaultMaxBytes

    private func send(_ request: Data, by deadline: ContinuousClock.Instant, timeout: Duration) throws {
        try request.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var sent = 0
            while sent < bytes.count {
                try wait(for: Int16(POLLOUT), by: deadline, timeout: timeout)
                let count = Glibc.send(socket, base + sent, bytes.count - sent, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else { throw died(errno == EPIPE ? "stopped answering" : "cannot be sent a request (\(String(cString: strerror(errno))))", by: deadline) }
                sent += count
            }
        }
    }

    private func readLine(_ buffer: inout Data, by deadline: ContinuousClock.Instant, timeout: Duration) throws -> String {
        var searched = 0
        while true {
            if let newline = buffer[(buffer.startIndex + searched)...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            searched = buffer.count
            guard buffer.count < 1 << 16 else { throw RendererError(path: path, problem: "answered a line of over 64 KB") }
            try receive(into: &buffer, by: deadline, timeout: timeout)
        }
    }

    private func receive(into buffer: inout Data, by deadline: ContinuousClock.Instant, timeout: Duration) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            try wait(for: Int16(POLLIN), by: deadline, timeout: timeout)
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            // The end of the stream, or a reset by a process that exited with a request unread.
            guard count > 0 else {
                throw died(count == 0 || errno == ECONNRESET ? "stopped answering" : "cannot be read (\(String(cString: strerror(errno))))", by: deadline)
            }
            buffer.append(contentsOf: chunk[..<count])
            return
        }
    }

    /// Waits until the socket is ready for `events` (or has hung up), or throws once
    /// `deadline` has passed.
    private func wait(for events: Int16, by deadline: ContinuousClock.Instant, timeout: Duration) throws {
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                throw RendererError(path: path, problem: "did not answer within \(Self.seconds(timeout)) s (\(ExternalRenderer.timeoutVariable) sets how long); it was ended")
            }
            var descriptor = pollfd(fd: socket, events: events, revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw RendererError(path: path, problem: "cannot be waited for (\(String(cString: strerror(errno))))") }
        }
    }

    /// `timeout` in seconds as a message says it: `5`, `0.5`.
    static func seconds(_ timeout: Duration) -> String {
        let value = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        return CFormat.short(value, decimals: 3)
    }

    /// Ends the process: lets it exit on its own until `deadline` (at most a second more),
    /// then kills it, and reaps it either way.
    private func end(by deadline: ContinuousClock.Instant) {
        let grace = min(deadline, ContinuousClock.now + .seconds(1))
        while process.isRunning, ContinuousClock.now < grace { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// The error for a process that stopped answering: its status and the last line it
    /// wrote on stderr, once it has exited (or been ended at `deadline`).
    private func died(_ what: String, by deadline: ContinuousClock.Instant) -> RendererError {
        end(by: deadline)
        let last = stderr.lastLine().map { ": \(Quoting.escaped($0))" } ?? ""
        return RendererError(path: path, problem: "\(what); it exited with status \(process.terminationStatus)\(last)")
    }
}
