import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderKit
import PlaceholderFormat

/// `placeholderkit serve`: renders and lays out the specs sent on stdin, one request a
/// line, until stdin ends, so a process that needs many images (the snapshot library under
/// `PLACEHOLDERKIT_RENDERER`) starts the tool once rather than once per image.
struct ServeCommand: ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "render and lay out specs sent one a line on stdin (the snapshot library's renderer)",
        usage: "placeholderkit serve < REQUESTS",
        discussion: """
        Reads requests from stdin until it ends, one a line: `render SPEC`, `layout SPEC` or \
        `environment`, where SPEC is a spec as JSON on one line (at most 16 MiB). Answers each \
        on stdout, in order: `ok N`, a newline and N bytes (the PNG; the layout document, as each entry of \
        `layout`'s "layouts" holds it; the rendering environment as .versions.json holds it), or `error` \
        and the one-line message a command would print. A bad request is answered and the next \
        one read. The snapshot library starts it when PLACEHOLDERKIT_RENDERER names this tool.

        Exit status: 0 when stdin ends; 2 when stdin cannot be read or holds a line over the limit.
        """
    )

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        while let line = try terminal.readLine(maxBytes: PlaceholderTextView.maximumSpecSize + 16) {
            let reply: Data
            do {
                let answer = try Self.answer(line)
                reply = Data("ok \(answer.count)\n".utf8) + answer
            } catch {
                reply = Data("error \(PlaceholderKitTool.oneLine(error))\n".utf8)
            }
            try terminal.write(reply)
        }
        return 0
    }

    /// The answer to one request: its verb, a space, and the spec.
    static func answer(_ request: Data) throws -> Data {
        let space = request.firstIndex(of: 0x20) ?? request.endIndex
        let verb = String(decoding: request[request.startIndex..<space], as: UTF8.self)
        let spec = space < request.endIndex ? Data(request[(space + 1)...]) : Data()
        switch verb {
        case "render":
            return try Mockup(json: spec).layout().data(format: .png)
        case "layout":
            return try Mockup(json: spec).layout().document.jsonData() + Data("\n".utf8)
        case "environment":
            return try RenderingEnvironment.current().jsonData()
        default:
            throw CommandLineError("\(Quoting.quoted(String(verb.prefix(40)))) is not a request (render, layout or environment)")
        }
    }
}
