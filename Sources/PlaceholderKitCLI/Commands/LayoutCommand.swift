import ArgumentParser
import FoundationEssentials
import PlaceholderKit

/// `placeholderkit layout`: the computed geometry as JSON.
struct LayoutCommand: ToolCommand {
    typealias Settings = ViewSettings

    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "print the computed geometry (lines, glyphs, frames) as JSON",
        usage: "placeholderkit layout [SPEC.json] [options]",
        discussion: """
        Prints the text container, the placeholder and text frames, and every line with its \
        runs and glyphs, in points from the view's top-left corner, as \
        {"formatVersion": 2, "layouts": {NAME: document}}: one document for each output name, \
        one for a spec without variants, one a variant for a matrix \
        (docs/schemas/layout.schema.json).
        """
    )

    @Argument(help: ArgumentHelp("the spec file (- reads stdin); without one, --width and --height are required", valueName: "SPEC.json"),
              completion: .file(extensions: ["json"]))
    var path: String?
    @OptionGroup var flags: ViewFlags

    init() {}

    func run(terminal: Terminal) throws -> Int32 {
        var settings = try ViewSettings(path: path, flags: flags, terminal: terminal)
        try settings.apply(flags)
        return try Self.run(settings, terminal: terminal)
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        let variants = try settings.resolvedMockup().variantsExpanded
        var documents: [String: LayoutDocument] = [:]
        for variant in variants {
            let layout = try variant.mockup.layout()
            for warning in layout.warnings { terminal.error("placeholderkit layout: warning: \(warning)") }
            documents[settings.name + variant.suffix] = layout.document
        }
        // {"formatVersion": 2, "layouts": {NAME: document}} for one view and for a matrix
        // alike; streamed in chunks (a million glyphs make 200 MB of JSON).
        try LayoutDocument.writeOutput(documents) { try terminal.write($0) }
        try terminal.write(Data("\n".utf8))
        return 0
    }
}
