import Foundation
import PlaceholderKit

/// The spec file and the flags that override it, shared by `render` and `layout`.
enum SpecOptions {
    static let options: Set<String> = [
        "--width", "--height", "--scale", "--text", "--placeholder", "--font-family", "--font-size", "--font-weight",
        "--font-file", "--text-color", "--placeholder-color", "--background-color", "--alignment",
        "--vertical-alignment", "--inset", "--padding", "--corner-radius", "--border-width", "--border-color",
        "--appearance", "--language", "--lines", "--font-dir",
    ]
    static let flags: Set<String> = ["--editing"]

    static let help = """
      SPEC.json                  a spec file (properties as in the README); - reads stdin
      --width W --height H       size in points (required without a spec)
      --scale S                  pixels per point, 1 to 4 (default 2)
      --text T --placeholder P   typed text and placeholder
      --font-family F --font-size S --font-weight W --font-file PATH
      --text-color C --placeholder-color C --background-color C --border-color C
                                 #RGB, #RRGGBB, #RRGGBBAA or a system colour (label, ...)
      --alignment A              left, center, right, natural, justified
      --vertical-alignment V     top, middle, bottom (the placeholder block)
      --lines N                  at most N placeholder lines (0: as many as fit)
      --inset T,L,B,R --padding P --corner-radius R --border-width W
      --appearance light|dark --editing --language TAG
      --font-dir DIR             also use the fonts in DIR (for example SF Pro)
    """

    /// The view from the spec (if any) with the flags applied, validated.
    static func view(from arguments: ParsedArguments, terminal: Terminal) throws -> PlaceholderTextView {
        if let folder = arguments.value("--font-dir") {
            do { try FontLibrary.shared.addDirectory(folder) } catch let error as ModelError { throw CLIError("--font-dir: \(error.problem)") }
        }
        var view: PlaceholderTextView
        if let path = arguments.positionals.first {
            let data: Data
            if path == "-" {
                data = terminal.input()
            } else {
                do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw CLIError("\(path): cannot be read") }
            }
            do {
                view = try PlaceholderTextView(json: data, validate: false)
            } catch let error as ModelError {
                throw CLIError("\(path == "-" ? "stdin" : path): \(error)")
            }
        } else {
            guard let width = try arguments.number("--width"), let height = try arguments.number("--height") else {
                throw CLIError("give a SPEC.json or both --width and --height")
            }
            view = PlaceholderTextView(width: width, height: height)
        }
        try apply(arguments, to: &view)
        do {
            try view.validate()
        } catch let error as ModelError {
            throw CLIError("\(error)")
        }
        return view
    }

    private static func apply(_ a: ParsedArguments, to view: inout PlaceholderTextView) throws {
        if let v = try a.number("--width") { view.width = v }
        if let v = try a.number("--height") { view.height = v }
        if let v = try a.number("--scale") { view.scale = v }
        if let v = a.value("--text") { view.text = v }
        if let v = a.value("--placeholder") { view.placeholder = v }
        if let v = a.value("--font-family") { view.font.family = v; view.font.file = nil }
        if let v = try a.number("--font-size") { view.font.size = v }
        if let v = try a.parsed("--font-weight", FontWeight.init(parsing:)) { view.font.weight = v }
        if let v = a.value("--font-file") { view.font.file = v }
        if let v = try a.parsed("--text-color", Color.init(parsing:)) { view.textColor = v }
        if let v = try a.parsed("--placeholder-color", Color.init(parsing:)) { view.placeholderColor = v }
        if let v = try a.parsed("--background-color", Color.init(parsing:)) { view.backgroundColor = v }
        if let v = try a.parsed("--border-color", Color.init(parsing:)) { view.borderColor = v }
        if let v = try a.parsed("--alignment", TextAlignment.init(parsing:)) { view.textAlignment = v }
        if let v = try a.parsed("--vertical-alignment", VerticalAlignment.init(parsing:)) { view.placeholderVerticalAlignment = v }
        if let v = try a.parsed("--appearance", Appearance.init(parsing:)) { view.appearance = v }
        if let v = try a.parsed("--inset", EdgeInsets.init(parsing:)) { view.textContainerInset = v }
        if let v = try a.number("--padding") { view.lineFragmentPadding = v }
        if let v = try a.number("--corner-radius") { view.cornerRadius = v }
        if let v = try a.number("--border-width") { view.borderWidth = v }
        if let v = try a.integer("--lines") { view.placeholderNumberOfLines = v }
        if let v = a.value("--language") { view.language = v }
        if a.has("--editing") { view.isEditing = true }
        // A placeholder font set in the spec keeps following the flags' size and family.
        if view.placeholderFont != nil, a.value("--font-size") != nil || a.value("--font-family") != nil || a.value("--font-file") != nil {
            view.placeholderFont = view.font
        }
    }
}
