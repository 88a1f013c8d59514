import Foundation
import PlaceholderImage
import PlaceholderKit

/// A text view as `render` and `layout` build it: a spec file (or `--width` and
/// `--height`), then the flags of ``options``, in the order given.
struct ViewSettings {
    var view: PlaceholderTextView
    /// Font folders to add before laying out (`--font-dir`).
    var fontDirectories: [String] = []
    /// Where the spec came from (a path, or `stdin`), for errors; nil for flags alone.
    var source: String?
    /// The name outputs are given: the spec file's name without `.json`, else `view`.
    var name = "view"
    /// The view as the spec file gave it, before any flag changed it.
    private var original: PlaceholderTextView?

    /// Settings over `view`, with no font folders.
    init(view: PlaceholderTextView) {
        self.view = view
    }

    /// The spec named by the first positional argument (`-` reads stdin), decoded but not
    /// yet validated, since flags may still change it; without one, `--width` and
    /// `--height` are required.
    init<Settings>(_ arguments: ParsedArguments<Settings>, terminal: Terminal) throws {
        guard let path = arguments.positionals.first else {
            guard arguments.has("--width"), arguments.has("--height") else {
                throw CommandLineError("give a SPEC.json or both --width and --height")
            }
            self.init(view: PlaceholderTextView(width: 1, height: 1))
            return
        }
        try self.init(path: path, terminal: terminal)
    }

    /// The spec at `path` (`-`: stdin), decoded but not yet validated.
    init(path: String, terminal: Terminal) throws {
        let source = path == "-" ? "stdin" : path
        let data = path == "-" ? try terminal.readInput(maxBytes: PlaceholderTextView.maximumSpecSize)
            : try FileReader.read(URL(fileURLWithPath: path), maxBytes: PlaceholderTextView.maximumSpecSize)
        do {
            view = try PlaceholderTextView(json: data, validate: false)
        } catch let error as ModelError {
            throw error.inFile(source)
        }
        self.source = source
        original = view
        if path != "-" { name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }
    }

    /// The view, validated, with the font folders added to the shared font library.
    func resolvedView() throws -> PlaceholderTextView {
        for folder in fontDirectories {
            do { try FontLibrary.shared.addDirectory(folder) } catch let error as FontError { throw CommandLineError(flag: "--font-dir", error.description) }
        }
        do {
            try view.validate()
        } catch let error as ModelError {
            // Name the spec file when the value came from it, not from a flag.
            guard let source, let original, Self.failure(of: original) == error else { throw error }
            throw error.inFile(source)
        }
        return view
    }

    private static func failure(of view: PlaceholderTextView) -> ModelError? {
        do {
            try view.validate()
            return nil
        } catch {
            return error as? ModelError
        }
    }

    /// The flags that set the view's properties; each changes only what it names.
    static let options: [Option<ViewSettings>] = [
        .value("--width", "W", "width in points (required without a spec)", parse: ValueParser.number, at: \.view.width),
        .value("--height", "H", "height in points, or auto: as tall as the content (required without a spec)",
               completion: .words(["auto"]), parse: { $0 == "auto" ? SpecHeight.auto : .points(try ValueParser.number($0)) },
               at: \.view.heightSpec),
        .value("--min-height", "H", "with --height auto: the least height in points", parse: ValueParser.number, at: \.view.minHeight),
        .value("--max-height", "H", "with --height auto: the most height in points (content past it is clipped)",
               parse: ValueParser.number, at: \.view.maxHeight),
        .value("--scale", "S", "pixels per point, 1 to 4 (default 2)", parse: ValueParser.number, at: \.view.scale),
        .value("--text", "T", "typed text (hides the placeholder)", parse: ValueParser.text, at: \.view.text),
        .value("--placeholder", "P", "the placeholder", parse: ValueParser.text, at: \.view.placeholder),
        .value("--font-family", "F", "font family of text and placeholder (\"system\": SF Pro Text, Inter, DejaVu Sans)",
               parse: ValueParser.text) { settings, family in
            settings.setFonts { $0.family = family; $0.file = nil }
        },
        .value("--font-size", "S", "font size in points, of text and placeholder", parse: ValueParser.number) { settings, size in
            settings.setFonts { $0.size = size }
        },
        .value("--font-weight", "W", "font weight: 1-1000 or ultraLight ... black", completion: .words(FontWeight.names.map(\.0)), parse: FontWeight.init(parsing:)) { settings, weight in
            settings.setFonts { $0.weight = weight }
        },
        .value("--font-file", "PATH", "a font file for text and placeholder", parse: ValueParser.text) { settings, file in
            settings.setFonts { $0.file = file }
        },
        .value("--text-color", "C", "colour: #RGB, #RRGGBB, #RRGGBBAA or a system colour (label, ...)",
               completion: .words(of: SystemColor.self), parse: Color.init(parsing:), at: \.view.textColor),
        .value("--placeholder-color", "C", "placeholder colour", completion: .words(of: SystemColor.self), parse: Color.init(parsing:), at: \.view.placeholderColor),
        .value("--background-color", "C", "background colour", completion: .words(of: SystemColor.self), parse: Color.init(parsing:), at: \.view.backgroundColor),
        .value("--border-color", "C", "border colour", completion: .words(of: SystemColor.self), parse: Color.init(parsing:), at: \.view.borderColor),
        .value("--tint-color", "C", "caret colour", completion: .words(of: SystemColor.self), parse: Color.init(parsing:), at: \.view.tintColor),
        .value("--alignment", "A", "left, center, right, natural or justified", completion: .words(of: TextAlignment.self), parse: TextAlignment.init(parsing:),
               at: \.view.textAlignment),
        .value("--placeholder-alignment", "A", "the placeholder's own alignment", completion: .words(of: TextAlignment.self), parse: TextAlignment.init(parsing:),
               at: \.view.placeholderTextAlignment),
        .value("--vertical-alignment", "V", "top, middle or bottom (the placeholder block)", completion: .words(of: VerticalAlignment.self), parse: VerticalAlignment.init(parsing:),
               at: \.view.placeholderVerticalAlignment),
        .value("--lines", "N", "at most N placeholder lines (0: as many as fit)", parse: ValueParser.integer,
               at: \.view.placeholderNumberOfLines),
        .value("--inset", "T,L,B,R", "textContainerInset in points", parse: EdgeInsets.init(parsing:), at: \.view.textContainerInset),
        .value("--padding", "P", "lineFragmentPadding in points", parse: ValueParser.number, at: \.view.lineFragmentPadding),
        .value("--corner-radius", "R", "corner radius in points", parse: ValueParser.number, at: \.view.cornerRadius),
        .value("--border-width", "W", "border width in points", parse: ValueParser.number, at: \.view.borderWidth),
        .flag("--no-clip", "draw outside the rounded corners (masksToBounds false)") { $0.view.masksToBounds = false },
        .value("--appearance", "A", "light or dark", completion: .words(of: Appearance.self), parse: Appearance.init(parsing:), at: \.view.appearance),
        .flag("--editing", "draw the caret (isEditing)") { $0.view.isEditing = true },
        .flag("--hide-placeholder-while-editing", "hide the placeholder while editing") { $0.view.hidesPlaceholderWhileEditing = true },
        .value("--content-size-category", "C", "Dynamic Type size: xS S M L xL xxL xxxL AX1-AX5 or UIKit's names",
               completion: .words(ContentSizeCategory.allCases.map(\.shortName)), parse: ContentSizeCategory.init(parsing:),
               at: \.view.contentSizeCategory),
        .value("--language", "TAG", "BCP 47 tag: CJK glyph variant and line breaking", parse: ValueParser.text, at: \.view.language),
        .value("--font-dir", "DIR", "also use the fonts in DIR (for example SF Pro)", parse: ValueParser.text) { settings, folder in
            settings.fontDirectories.append(folder)
        },
    ]

    /// Applies `change` to the text font, and to the placeholder font when the spec has
    /// one of its own, leaving every other field of both as it was.
    private mutating func setFonts(_ change: (inout FontDescriptor) -> Void) {
        change(&view.font)
        if view.placeholderFont != nil { change(&view.placeholderFont!) }
    }
}
