import Foundation

/// Headless Chromium, when installed (Debian's `chromium` package): screenshots and the
/// DOM of a page after it has loaded and run its scripts. For the tests of every target
/// that writes a page (``BrowserPage`` checks one as a user would see it).
public enum Chromium {
    /// `chromium` or `chromium-browser` on PATH, else nil.
    public static let executable: URL? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for folder in folders {
                let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }()

    /// What a run printed.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `chromium --headless --no-sandbox --disable-gpu --window-size=WIDTH,HEIGHT` with
    /// `arguments` and `page`, in a fresh profile under `scratch`; stops it after
    /// `timeout` seconds.
    public static func run(_ arguments: [String], page: URL, scratch: URL, width: Int = 1200, height: Int = 900,
                           timeout: Double = 60) throws -> Output {
        guard let executable else { throw CocoaError(.executableNotLoadable) }
        let run = scratch.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        let stdout = run.appendingPathComponent("stdout"), stderr = run.appendingPathComponent("stderr")
        try Data().write(to: stdout)
        try Data().write(to: stderr)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=\(width),\(height)",
                             "--user-data-dir=\(run.appendingPathComponent("profile").path)"] + arguments + [page.absoluteString]
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: stdout), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: stderr), as: UTF8.self))
    }

    /// The page's DOM once it has loaded (`--dump-dom`).
    public static func dom(of page: URL, scratch: URL) throws -> Output {
        try run(["--dump-dom"], page: page, scratch: scratch)
    }

    /// A 1200×900 screenshot of the page's viewport into `file` (`--screenshot`).
    public static func screenshot(of page: URL, to file: URL, scratch: URL) throws -> Output {
        try run(["--screenshot=\(file.path)"], page: page, scratch: scratch)
    }
}
