import Foundation
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

    /// One request to an idle serving process (a new one when all are busy). A process
    /// that fails is dropped; one that answers goes back to the idle ones.
    private func ask(_ verb: String, _ spec: Data?) throws -> Data {
        let process = try idle.withLock { $0.popLast() } ?? ServeProcess(path: path)
        var request = Data(verb.utf8)
        if let spec { request += Data(" ".utf8) + spec }
        request += Data("\n".utf8)
        let answer = try process.ask(request)
        idle.withLock { $0.append(process) }
        switch answer {
        case .success(let data): return data
        case .failure(let message): throw RendererError(path: path, problem: message)
        }
    }
}

/// What the renderer said was wrong, or why it could not be asked: one line naming it.
public struct RendererError: Error, CustomStringConvertible, Sendable {
    /// The tool's path.
    public var path: String
    /// Its message, or what went wrong with it.
    public var problem: String

    public var description: String { "\(ExternalRenderer.variable)=\(Quoting.escaped(path)): \(problem)" }
}

extension Mockup {
    /// The spec on one line (JSON escapes every newline inside strings).
    func specLine() throws -> Data {
        try JSONEncoder().encode(self)
    }
}
