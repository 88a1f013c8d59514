import ArgumentParser
import FoundationEssentials
import PlaceholderImage
import PlaceholderKit
import PlaceholderFormat

/// A mockup as `render` and `layout` build it: a spec file of any kind (or `--width` and
/// `--height`, a text view), then the flags of ``options``, in the order given.
struct ViewSettings {
    var mockup: Mockup
    /// Font folders to add before laying out (`--font-dir`).
    var fontDirectories: [String] = []
    /// Where the spec came from (a path, or `stdin`), for errors; nil for flags alone.
    var source: String?
    /// The name outputs are given: the spec file's name without `.json`, else `view`.
    var name = "view"
    /// The view as the spec file gave it, before any flag changed it.
    private var original: Mockup?
    /// The spec file's bytes, as read.
    private var sourceBytes: Data?

    /// The spec file's bytes when no flag changed what they say (else nil): they fix the
    /// mockup as well as the mockup itself does, so an incremental key hashes them rather
    /// than the mockup encoded again (``RenderKey/specPart(of:source:)``).
    var unchangedSource: Data? { original == mockup ? sourceBytes : nil }

    /// Settings over `mockup`, with no font folders.
    init(mockup: Mockup) {
        self.mockup = mockup
    }

    /// The spec at `path` (`-` reads stdin), decoded but not yet validated, since flags may
    /// still change it; without one, `--width` and `--height` are required.
    init(path: String?, flags: ViewFlags, terminal: Terminal) throws {
        guard let path else {
            guard flags.width != nil, flags.height != nil else {
                throw CommandLineError("give a SPEC.json or both --width and --height")
            }
            self.init(mockup: .textView(PlaceholderTextView(width: 1, height: 1)))
            return
        }
        try self.init(path: path, terminal: terminal)
    }

    /// The spec at `path` (`-`: stdin), decoded but not yet validated.
    init(path: String, terminal: Terminal) throws {
        if path == "-" {
            try self.init(bytes: terminal.readInput(maxBytes: PlaceholderTextView.maximumSpecSize), source: "stdin")
        } else {
            try self.init(file: SpecFile(path: path))
        }
    }

    /// The spec `file` holds, decoded but not yet validated.
    init(file: SpecFile) throws {
        try self.init(bytes: file.bytes, source: file.path)
        name = file.name
    }

    /// The spec `bytes` hold, read from `source` (for errors), decoded but not yet validated.
    private init(bytes: Data, source: String) throws {
        do {
            mockup = try Mockup(json: bytes, validate: false)
        } catch let error as ModelError {
            throw error.inFile(source)
        }
        self.source = source
        original = mockup
        sourceBytes = bytes
    }

    /// The mockup, validated, with the font folders added to the shared font library.
    func resolvedMockup() throws -> Mockup {
        try Self.addFontDirectories(fontDirectories)
        do {
            try mockup.validate()
        } catch let error as ModelError {
            // Name the spec file when the value came from it, not from a flag.
            guard let source, let original, Self.failure(of: original) == error else { throw error }
            throw error.inFile(source)
        }
        return mockup
    }

    /// Adds `folders` (`--font-dir`) to the shared font library's search.
    static func addFontDirectories(_ folders: [String]) throws {
        for folder in folders {
            do { try FontLibrary.shared.addDirectory(folder) } catch let error as FontError { throw CommandLineError(flag: "--font-dir", error.description) }
        }
    }

    private static func failure(of mockup: Mockup) -> ModelError? {
        do {
            try mockup.validate()
            return nil
        } catch {
            return error as? ModelError
        }
    }

    /// Applies `flags`: each changes only what it names. A flag a spec's kind has no
    /// property for is an error naming it.
    mutating func apply(_ flags: ViewFlags) throws {
        try flags.refuseFlagsOfOtherKinds(mockup.kind, source: source)
        var spec = kindConformance(of: mockup.spec, to: (any TakesViewFlags).self)
        try spec.apply(flags)
        mockup = spec.mockup
        fontDirectories += flags.fontDir
    }
}

/// A kind's spec as the view flags (`render`, `layout`) set it: `ViewSettings.apply(_:)`
/// reads every kind through it.
protocol TakesViewFlags: MockupConvertible {
    /// Sets the properties `flags` name, each of which the kind has
    /// (`ViewFlags.refuseFlagsOfOtherKinds(_:source:)` has refused the others).
    mutating func apply(_ flags: ViewFlags)
}

extension PlaceholderTextView: TakesViewFlags {
    mutating func apply(_ flags: ViewFlags) { flags.apply(to: &self) }
}

extension PlaceholderTextField: TakesViewFlags {
    mutating func apply(_ flags: ViewFlags) { flags.apply(to: &self) }
}

extension PlaceholderForm: TakesViewFlags {
    mutating func apply(_ flags: ViewFlags) { flags.apply(to: &self) }
}

extension ViewFlags {
    /// Throws, naming the first, when a flag given sets a property a spec of `kind` does
    /// not have — as the properties' declarations say (``SpecSchema/kind(_:takes:)``), so
    /// which kind takes which flag is written nowhere else.
    func refuseFlagsOfOtherKinds(_ kind: MockupKind, source: String?) throws {
        for name in givenFlagNames {
            guard let declared = SpecSchema.declaredFlag(name), !SpecSchema.kind(kind, takes: declared) else { continue }
            throw CommandLineError(flag: "--\(name)", "sets a property a \(kind.rawValue) spec does not have\(source.map { " (\(Quoting.escaped($0)))" } ?? "")")
        }
    }

    /// Sets every field a flag names on a text field.
    func apply(to field: inout PlaceholderTextField) {
        if let width { field.width = width }
        if let height { field.heightSpec = height }
        if let scale { field.scale = scale }
        if let text { field.text = text }
        if let placeholder { field.placeholder = placeholder }
        if let fontFamily { field.font.family = fontFamily; field.font.file = nil }
        if let fontSize { field.font.size = fontSize }
        if let fontWeight { field.font.weight = fontWeight }
        if let fontFile { field.font.file = fontFile }
        if let kern { field.font.tracking = kern }
        if let textColor { field.textColor = textColor }
        if let placeholderColor { field.placeholderColor = placeholderColor }
        if let backgroundColor { field.backgroundColor = backgroundColor }
        if let tintColor { field.tintColor = tintColor }
        if let alignment { field.textAlignment = alignment }
        if let borderStyle { field.borderStyle = borderStyle }
        if let appearance { field.appearance = appearance }
        if editing { field.isEditing = true }
        if let contentSizeCategory { field.contentSizeCategory = contentSizeCategory }
        if let language { field.language = language }
    }

    /// Sets the form's size, scale, background, appearance, content size category and
    /// language (a form's children each have their own text).
    func apply(to form: inout PlaceholderForm) {
        if let width { form.width = width }
        if let height { form.heightSpec = height }
        if let scale { form.scale = scale }
        if let backgroundColor { form.backgroundColor = backgroundColor }
        if let appearance { form.appearance = appearance }
        if let contentSizeCategory { form.contentSizeCategory = contentSizeCategory }
        if let language { form.language = language }
    }
}

/// The flags that set the view's properties (`render`, `layout`); each changes only the
/// fields it names, over what the spec says. Font flags change the text font and, when the
/// spec has one of its own, the placeholder font, field by field.
struct ViewFlags: ParsableArguments {
    @Option(parsing: .unconditional, help: .declared("width", "required without a spec"), transform: Value.number)
    var width: Double?
    @Option(parsing: .unconditional, help: .declared("height", "required without a spec"))
    var height: SpecHeight?
    @Option(parsing: .unconditional, help: .declared("min-height"), transform: Value.number)
    var minHeight: Double?
    @Option(parsing: .unconditional, help: .declared("max-height"),
            transform: Value.number)
    var maxHeight: Double?
    @Option(parsing: .unconditional, help: .declared("scale"), transform: Value.number)
    var scale: Double?
    @Option(parsing: .unconditional, help: .declared("text"))
    var text: String?
    @Option(parsing: .unconditional, help: .declared("placeholder"))
    var placeholder: String?
    @Option(parsing: .unconditional, help: .declared("font-family", "of text and placeholder"))
    var fontFamily: String?
    @Option(parsing: .unconditional, help: .declared("font-size", "of text and placeholder"), transform: Value.number)
    var fontSize: Double?
    @Option(parsing: .unconditional, help: .declared("font-weight", "of text and placeholder"))
    var fontWeight: FontWeight?
    @Option(parsing: .unconditional, help: .declared("font-file", "of text and placeholder"), completion: .file())
    var fontFile: String?
    @Option(parsing: .unconditional, help: .declared("kern", "of text and placeholder: font.tracking"))
    var kern: FontTracking?
    @Option(parsing: .unconditional, help: .declared("text-color"))
    var textColor: Color?
    @Option(parsing: .unconditional, help: .declared("placeholder-color"))
    var placeholderColor: Color?
    @Option(parsing: .unconditional, help: .declared("background-color"))
    var backgroundColor: Color?
    @Option(parsing: .unconditional, help: .declared("border-color"))
    var borderColor: Color?
    @Option(parsing: .unconditional, help: .declared("tint-color"))
    var tintColor: Color?
    @Option(parsing: .unconditional, help: .declared("alignment"))
    var alignment: TextAlignment?
    @Option(parsing: .unconditional, help: .declared("placeholder-alignment"))
    var placeholderAlignment: TextAlignment?
    @Option(parsing: .unconditional, help: .declared("vertical-alignment"))
    var verticalAlignment: VerticalAlignment?
    @Option(parsing: .unconditional, help: .declared("lines"), transform: Value.integer)
    var lines: Int?
    @Option(parsing: .unconditional, help: .declared("inset"))
    var inset: EdgeInsets?
    @Option(parsing: .unconditional, help: .declared("padding"), transform: Value.number)
    var padding: Double?
    @Option(parsing: .unconditional, help: .declared("corner-radius"), transform: Value.number)
    var cornerRadius: Double?
    @Option(parsing: .unconditional, help: .declared("border-width"), transform: Value.number)
    var borderWidth: Double?
    @Option(parsing: .unconditional, help: .declared("border-style"))
    var borderStyle: TextFieldBorderStyle?
    @Flag(help: .declared("no-clip"))
    var noClip = false
    @Option(parsing: .unconditional, help: .declared("line-spacing", "of text and placeholder"), transform: Value.number)
    var lineSpacing: Double?
    @Option(parsing: .unconditional, help: .declared("paragraph-spacing", "of text and placeholder"), transform: Value.number)
    var paragraphSpacing: Double?
    @Option(parsing: .unconditional, help: .declared("line-height-multiple", "of text and placeholder"), transform: Value.number)
    var lineHeightMultiple: Double?
    @Option(parsing: .unconditional, help: .declared("line-break-mode", "of text and placeholder"))
    var lineBreakMode: LineBreakMode?
    @Option(parsing: .unconditional, help: .declared("appearance"))
    var appearance: Appearance?
    @Flag(help: .declared("editing"))
    var editing = false
    @Flag(help: .declared("hide-placeholder-while-editing"))
    var hidePlaceholderWhileEditing = false
    @Option(parsing: .unconditional, help: .declared("content-size-category"))
    var contentSizeCategory: ContentSizeCategory?
    @Option(parsing: .unconditional, help: .declared("language"))
    var language: String?
    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("also use the fonts in DIR (for example SF Pro); repeats", valueName: "DIR"), completion: .directory)
    var fontDir: [String] = []

    /// Sets every field a flag names, over what `view` had. `--font-family` clears the font
    /// file before `--font-file` sets one, so both together mean that family from that file.
    func apply(to view: inout PlaceholderTextView) {
        func set<T>(_ value: T?, _ path: WritableKeyPath<PlaceholderTextView, T>) {
            if let value { view[keyPath: path] = value }
        }
        func set<T>(_ value: T?, _ path: WritableKeyPath<PlaceholderTextView, T?>) {
            if let value { view[keyPath: path] = value }
        }
        /// Applies `change` to the text font, and to the placeholder font when the spec
        /// has one of its own, leaving every other field of both as it was.
        func setFonts(_ change: (inout FontDescriptor) -> Void) {
            change(&view.font)
            if view.placeholderFont != nil { change(&view.placeholderFont!) }
        }
        set(width, \.width)
        set(height, \.heightSpec)
        set(minHeight, \.minHeight)
        set(maxHeight, \.maxHeight)
        set(scale, \.scale)
        set(text, \.text)
        set(placeholder, \.placeholder)
        if let fontFamily { setFonts { $0.family = fontFamily; $0.file = nil } }
        if let fontSize { setFonts { $0.size = fontSize } }
        if let fontWeight { setFonts { $0.weight = fontWeight } }
        if let fontFile { setFonts { $0.file = fontFile } }
        if let kern { setFonts { $0.tracking = kern } }
        /// Applies `change` to the text's paragraph style, and to the placeholder's when the
        /// spec has one of its own.
        func setParagraphStyles(_ change: (inout ParagraphStyle) -> Void) {
            change(&view.paragraphStyle)
            if view.placeholderParagraphStyle != nil { change(&view.placeholderParagraphStyle!) }
        }
        if let lineSpacing { setParagraphStyles { $0.lineSpacing = lineSpacing } }
        if let paragraphSpacing { setParagraphStyles { $0.paragraphSpacing = paragraphSpacing } }
        if let lineHeightMultiple { setParagraphStyles { $0.lineHeightMultiple = lineHeightMultiple } }
        if let lineBreakMode { setParagraphStyles { $0.lineBreakMode = lineBreakMode } }
        set(textColor, \.textColor)
        set(placeholderColor, \.placeholderColor)
        set(backgroundColor, \.backgroundColor)
        set(borderColor, \.borderColor)
        set(tintColor, \.tintColor)
        set(alignment, \.textAlignment)
        set(placeholderAlignment, \.placeholderTextAlignment)
        set(verticalAlignment, \.placeholderVerticalAlignment)
        set(lines, \.placeholderNumberOfLines)
        set(inset, \.textContainerInset)
        set(padding, \.lineFragmentPadding)
        set(cornerRadius, \.cornerRadius)
        set(borderWidth, \.borderWidth)
        if noClip { view.masksToBounds = false }
        set(appearance, \.appearance)
        if editing { view.isEditing = true }
        if hidePlaceholderWhileEditing { view.hidesPlaceholderWhileEditing = true }
        set(contentSizeCategory, \.contentSizeCategory)
        set(language, \.language)
    }
}
