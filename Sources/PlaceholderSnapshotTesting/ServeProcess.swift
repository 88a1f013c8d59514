import Foundation
import PlaceholderImage
import PlaceholderKit

/// One running `placeholderkit serve`, owned by an ``ExternalRenderer`` and asked by one
/// snapshot at a time. Its stdin and stdout are one end of a socket pair, so a request to a
/// process that died is an error (`send` with `MSG_NOSIGNAL`), never a SIGPIPE that would
/// end the test run; its stderr is kept in a file, for the message when it dies.
final class ServeProcess: Sendable {
    /// What the process answered: the bytes after `ok N`, or the message after `error`.
    enum Answer {
        case success(Data)
        case failure(String)
    }

    private let path: String
    private let process: Process
    private let socket: Int32
    private let stderr: URL
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
        stderr = FileManager.default.temporaryDirectory.appendingPathComponent("placeholderkit-serve-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: stderr.path, contents: nil) else {
            throw RendererError(path: path, problem: "cannot create its error log \(stderr.path)")
        }
        do {
            process = try Self.start(path, stdio: child, stderr: try FileHandle(forWritingTo: stderr))
        } catch {
            close(ends[0])
            throw RendererError(path: path, problem: "cannot be started (\(error.localizedDescription))")
        }
        socket = ends[0]
        try? child.close()
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
        try? FileManager.default.removeItem(at: stderr)
    }

    /// Sends `request` (one line) and reads its answer.
    func ask(_ request: Data) throws -> Answer {
        try request.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = send(socket, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw died(errno == EPIPE ? "stopped answering" : "cannot be sent a request (\(String(cString: strerror(errno))))") }
                sent += count
            }
        }
        return try received.withLock { buffer in
            let header = try readLine(&buffer)
            if header.hasPrefix("error ") { return .failure(String(header.dropFirst(6))) }
            guard header.hasPrefix("ok "), let count = Int(header.dropFirst(3)), count >= 0 else {
                throw RendererError(path: path, problem: "answered \(Quoting.quoted(String(header.prefix(80)))), not ok N or error")
            }
            while buffer.count < count { try receive(into: &buffer) }
            defer { buffer = Data(buffer.dropFirst(count)) }
            return .success(Data(buffer.prefix(count)))
        }
    }

    private func readLine(_ buffer: inout Data) throws -> String {
        var searched = 0
        while true {
            if let newline = buffer[(buffer.startIndex + searched)...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            searched = buffer.count
            guard buffer.count < 1 << 16 else { throw RendererError(path: path, problem: "answered a line of over 64 KB") }
            try receive(into: &buffer)
        }
    }

    private func receive(into buffer: inout Data) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            // The end of the stream, or a reset by a process that exited with a request unread.
            guard count > 0 else {
                throw died(count == 0 || errno == ECONNRESET ? "stopped answering" : "cannot be read (\(String(cString: strerror(errno))))")
            }
            buffer.append(contentsOf: chunk[..<count])
            return
        }
    }

    /// The error for a process that stopped answering: its status and the last line it
    /// wrote on stderr, if it exited.
    private func died(_ what: String) -> RendererError {
        process.waitUntilExit()
        let log = (try? FileReader.read(stderr, maxBytes: 1 << 20)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let last = log.split(whereSeparator: \.isNewline).last.map { ": \($0)" } ?? ""
        return RendererError(path: path, problem: "\(what); it exited with status \(process.terminationStatus)\(last)")
    }
}
