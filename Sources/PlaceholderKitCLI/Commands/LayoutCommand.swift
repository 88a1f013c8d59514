import Foundation
import PlaceholderKit

/// `placeholderkit layout`: the computed geometry as JSON.
enum LayoutCommand: Command {
    typealias Settings = ViewSettings

    static let name = "layout"
    static let summary = "print the computed geometry (lines, glyphs, frames) as JSON"
    static let usage = "layout [SPEC.json] [options]"
    static let about = """
    Prints the text container, the placeholder and text frames, and every line with its
    runs and glyphs, in points from the view's top-left corner.
    """
    static let positionals = 0...1
    static let positionalCompletion: Completion = .files
    static let options = ViewSettings.options

    static func settings(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws -> Settings {
        try ViewSettings(arguments, terminal: terminal)
    }

    static func run(_ settings: Settings, terminal: Terminal) throws -> Int32 {
        let variants = try settings.resolvedView().variantsExpanded
        var documents: [String: LayoutDocument] = [:]
        for variant in variants {
            let layout = try variant.view.layout()
            for warning in layout.warnings { terminal.error("placeholderkit layout: warning: \(warning)") }
            documents[settings.name + variant.suffix] = LayoutDocument(view: variant.view, layout: layout)
        }
        // One document, or, for a spec with variants, one object mapping each output name to
        // its document; streamed in chunks (a million glyphs make 200 MB of JSON).
        try LayoutDocument.writeJSON(documents, single: variants.count == 1) { try terminal.write($0) }
        try terminal.write(Data("\n".utf8))
        return 0
    }
}
