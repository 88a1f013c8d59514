import Foundation
import PlaceholderFormat
import PlaceholderImage
import PlaceholderKit

/// The `placeholderkit` tool that renders and lays out views for the `.png` and
/// `.layoutJSON` strategies when `PLACEHOLDERKIT_RENDERER` names it: the self-contained
/// bundle's tool, whose libraries and fonts are its own, so references recorded on one
/// Linux pass on another whatever the test process links. Views go to it as specs (they
/// are Codable) through `placeholderkit serve`, one long-lived process per concurrent
/// snapshot rather than one per image; its errors are the snapshot's failure message.
public final class ExternalRenderer: Sendable {
    /// The environment variable that names the tool.
    public static let variable = "PLACEHOLDERKIT_RENDERER"

    /// The environment variable that sets how long one request may take, in seconds
    /// (``defaultTimeout`` when unset): a renderer that has not answered by then is killed
    /// and the snapshot fails with one line saying so. Read from the snapshot check's
    /// environment, then the process's.
    public static let timeoutVariable = "PLACEHOLDERKIT_RENDERER_TIMEOUT"

    /// How long one request may take unless ``timeoutVariable`` says otherwise: far more
    /// than the tool takes to start and draw the largest view, and short enough that a
    /// renderer that hangs fails its test at once.
    public static let defaultTimeout = Duration.seconds(5)

    /// The longest timeout ``timeoutVariable`` may set: an hour.
    public static let maximumTimeout = 3600.0

    /// The tool's path.
    public let path: String
    private let idle = Mutex<[ServeProcess]>([])
    private let cachedEnvironment = Mutex<RenderingEnvironment?>(nil)
    private static let renderers = Mutex<[String: ExternalRenderer]>([:])

    private init(path: String) {
        self.path = path
    }

    /// The environment a snapshot check reads its settings from, when it was given one
    /// (`verifySnapshot(environment:)`); the process's otherwise.
    @TaskLocal static var checkEnvironment: [String: String]?

    /// The renderer `environment` names in `PLACEHOLDERKIT_RENDERER` (by default the
    /// snapshot check's environment), shared by every snapshot of the process; nil when the
    /// variable is unset or empty (the test process renders with its own libraries).
    public static func named(in environment: [String: String]? = nil) -> ExternalRenderer? {
        let environment = environment ?? checkEnvironment ?? ProcessInfo.processInfo.environment
        guard let path = environment[variable], !path.isEmpty else { return nil }
        return renderers.withLock { renderers in
            if let renderer = renderers[path] { return renderer }
            let renderer = ExternalRenderer(path: path)
            renderers[path] = renderer
            return renderer
        }
    }

    /// The mockup (a text view, field or form) drawn as a PNG, as `placeholderkit render -
    /// -o -` draws it.
    public func png(of value: some MockupConvertible) throws -> Data {
        try ask("render", value.mockup.specLine())
    }

    /// The mockup's layout document and a newline, as `placeholderkit layout -` prints it.
    public func layoutJSON(of value: some MockupConvertible) throws -> String {
        String(decoding: try ask("layout", value.mockup.specLine()), as: UTF8.self)
    }

    /// The libraries and fonts the tool renders with (asked once).
    public func environment() throws -> RenderingEnvironment {
        if let known = cachedEnvironment.withLock({ $0 }) { return known }
        let data = try ask("environment", nil)
        guard let environment = try? JSONDecoder().decode(RenderingEnvironment.self, from: data) else {
            throw RendererError(path: path, problem: "answered environment with something else than its rendering environment")
        }
        cachedEnvironment.withLock { $0 = environment }
        return environment
    }

    /// The time one request may take in `environment` (the snapshot check's, else the
    /// process's): ``timeoutVariable`` in seconds, or ``defaultTimeout``. A value that is no
    /// number of seconds from 0.1 to ``maximumTimeout`` throws a ``RendererError`` naming it.
    public static func timeout(in environment: [String: String]? = nil) throws -> Duration {
        let environment = environment ?? checkEnvironment ?? ProcessInfo.processInfo.environment
        guard let text = environment[timeoutVariable] ?? ProcessInfo.processInfo.environment[timeoutVariable], !text.isEmpty else {
            return defaultTimeout
        }
        guard let seconds = Double(text), seconds.isFinite, (0.1...maximumTimeout).contains(seconds) else {
            throw RendererError(variable: timeoutVariable, value: text,
                                problem: "must be a number of seconds from 0.1 to \(Int(maximumTimeout))")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// One request to an idle serving process (a new one when all are busy), answered
    /// within ``timeout(in:)``. A process that fails is dropped; one that answers goes back
    /// to the idle ones.
    private func ask(_ verb: String, _ spec: Data?) throws -> Data {
        let timeout = try Self.timeout()
        let process = try idle.withLock { $0.popLast() } ?? ServeProcess(path: path)
        var request = Data(verb.utf8)
        if let spec { request += Data(" ".utf8) + spec }
        request += Data("\n".utf8)
        let answer = try process.ask(request, within: timeout)
        idle.withLock { $0.append(process) }
        switch answer {
        case .success(let data): return data
        case .failure(let message): throw RendererError(path: path, problem: message)
        }
    }
}

/// What the renderer said was wrong, or why it could not be asked: one line naming it,
/// without a control character whatever the renderer wrote.
public struct RendererError: Error, CustomStringConvertible, Sendable {
    /// The environment variable whose value is at fault: ``ExternalRenderer/variable``
    /// (the tool) unless a setting such as the timeout is.
    public var variable: String
    /// The tool's path, or the setting's value.
    public var path: String
    /// Its message, or what went wrong with it (escaped: one line).
    public var problem: String

    /// The error of the tool at `path`.
    public init(path: String, problem: String) {
        self.init(variable: ExternalRenderer.variable, value: path, problem: problem)
    }

    /// The error of the setting `variable` set to `value`.
    public init(variable: String, value: String, problem: String) {
        self.variable = variable
        self.path = value
        self.problem = problem
    }

    public var description: String { "\(variable)=\(Quoting.escaped(path)): \(problem)" }
}

extension Mockup {
    /// The spec on one line (JSON escapes every newline inside strings).
    func specLine() throws -> Data {
        try JSONEncoder().encode(self)
    }
}
