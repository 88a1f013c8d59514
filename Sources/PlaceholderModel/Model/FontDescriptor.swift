import FoundationEssentials

/// The font of a text view: a family with size, weight and slant, or a font file.
///
/// `family: "system"` resolves to "SF Pro Text" when installed, else Inter, else DejaVu Sans.
/// With `textStyle`, the size follows the view's content size category (Dynamic Type);
/// with `relativeTo`, `size` is scaled by a style's growth, as `UIFontMetrics` does.
public struct FontDescriptor: Equatable, Hashable, Sendable, Codable {
    /// The family name, or `"system"`. Ignored when `file` is set.
    public var family: String
    /// The point size.
    public var size: Double
    /// The weight, 1…1000 (400 regular, 700 bold), as in CSS and OpenType.
    public var weight: FontWeight
    /// Whether to use the italic or oblique style. A family with no such face is drawn in
    /// its upright face, never slanted, with a warning.
    public var italic: Bool
    /// A font file to use instead of looking up `family`: a path, or a file of the pinned
    /// font set named as `layout` and `.versions.json` name it, the set's name then the
    /// file's (`debian12-2026.1/Inter-Regular.otf`), found in the set's folder.
    public var file: String?
    /// The face index inside a collection file (`.ttc`), 0…65535 (FreeType's limit).
    public var index: Int
    /// A UIKit text style: the size comes from the content size category (``size`` is
    /// not used). Set with `size` in a spec, it is an error.
    public var textStyle: FontTextStyle?
    /// A text style whose growth scales ``size`` with the content size category.
    public var relativeTo: FontTextStyle?
    /// The system font's cut: text, display, or by size (``OpticalSize``).
    public var opticalSize: OpticalSize = .auto
    /// Space after each character: the system font's own by size, none, or points (``FontTracking``).
    public var tracking: FontTracking = .auto

    /// Whether the font is the system one (`family: "system"`, no file): the one iOS
    /// tracks and switches to its display cut by size.
    public var isSystem: Bool { file == nil && family.lowercased() == "system" }

    public init(family: String = "system", size: Double = 17, weight: FontWeight = .regular,
                italic: Bool = false, file: String? = nil, index: Int = 0, relativeTo: FontTextStyle? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.file = file
        self.index = index
        self.relativeTo = relativeTo
    }

    /// The system font in a UIKit text style (headline semibold, the others regular,
    /// unless `weight` says otherwise).
    public init(textStyle: FontTextStyle, weight: FontWeight? = nil, italic: Bool = false) {
        self.init(size: textStyle.size(at: UIKitDefaults.contentSizeCategory), weight: weight ?? textStyle.weight, italic: italic)
        self.textStyle = textStyle
    }

    /// The concrete font at `category`: a text style's size, or the size scaled by
    /// `relativeTo`; neither style is left in the result.
    public func resolved(for category: ContentSizeCategory) -> FontDescriptor {
        var font = self
        if let textStyle { font.size = textStyle.size(at: category) }
        if let relativeTo { font.size = relativeTo.scaled(size, at: category) }
        font.textStyle = nil
        font.relativeTo = nil
        return font
    }

    /// iOS's default: the system font at 17 pt, regular.
    public static let system = FontDescriptor()

    /// The largest point size a font may have.
    public static let maximumSize = 1000.0
    /// The largest face index: FreeType keeps face indices in 16 bits.
    public static let maximumIndex = 0xFFFF

    /// Checks the values a font lookup cannot use; `field` prefixes the error's field name.
    public func validate(field: String) throws {
        try validateSpec(path: field)
    }
}

extension FontDescriptor: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<FontDescriptor>] = [
        .value("family", \.family, "Family name, or system (SF Pro Text if installed, else Inter, else DejaVu Sans); not empty unless file is set; ignored when it is",
               bounds: .oneLine, flag: SpecFlag(name: "font-family", valueName: "F")),
        .value("size", \.size, "Size in points", bounds: .positive(atMost: maximumSize), flag: SpecFlag(name: "font-size", valueName: "S"),
               omitted: { $0.textStyle != nil }),
        .value("weight", \.weight, "Weight: \(FontWeight.range.lowerBound) to \(FontWeight.range.upperBound) (400 regular, 700 bold) or UIKit's name for it, ultraLight to black",
               flag: SpecFlag(name: "font-weight", valueName: "W")),
        .value("italic", \.italic, "Whether to use the italic or oblique style; a family with no such face is drawn upright, with a warning"),
        .optional("file", \.file, """
                  A font file (.ttf, .otf, .ttc) to use instead of looking up family: a path, or SET/FILE, a file of the pinned \
                  font set as layout names it (debian12-2026.1/Inter-Regular.otf)
                  """, bounds: .nonEmpty,
                  flag: SpecFlag(name: "font-file", valueName: "PATH")),
        .value("index", \.index, "The face index inside a collection file", bounds: .integer(0...maximumIndex)),
        .optional("textStyle", \.textStyle,
                  "A UIKit text style: the system font at the size the content size category gives (headline semibold); not with size or relativeTo"),
        .optional("relativeTo", \.relativeTo, "A UIKit text style whose growth scales size with the content size category, as UIFontMetrics does"),
        .value("opticalSize", \.opticalSize, """
            The system font's cut: auto draws SF Pro Display or Inter Display from 20 pt when installed, as iOS does; text and \
            display choose one; other families ignore it
            """),
        .value("tracking", \.tracking, """
            Points after each character, ligatures kept: auto is the system font's by size (SF Pro's HIG table, Inter's dynamic \
            metrics, none for other faces or families), none, or a number; a run's kern replaces it
            """, flag: SpecFlag(name: "kern", valueName: "PT|auto|none")),
    ]
    static var specDefault: FontDescriptor { .system }
    static var schemaName: String { "font" }
    static var schemaDescription: String { "A font: a family with size, weight and slant, or a font file" }

    /// A text style decides the size and drops `relativeTo`: neither can be given with it.
    static let conflicts = [
        SpecConflict("textStyle", "size", reason: "a text style's size follows the content size category"),
        SpecConflict("textStyle", "relativeTo"),
    ]

    /// A family names the font unless a file does. (Not a run's partial font: whether its
    /// empty family is named by a file depends on the font the run changes.)
    static let rules: [SpecRule<FontDescriptor>] = [.nonEmpty("family", \.family, unless: "file", \.file)]

    static func settle(_ font: inout FontDescriptor, given: Set<String>, path: @autoclosure () -> String) throws {
        applyStyleRules(&font, given: given)
    }

    /// What the fields `given` imply for the others: a text style sets the size (at the
    /// default category; ``resolved(for:)`` gives the real one) and weight it implies unless
    /// given, and drops `relativeTo`; a size or `relativeTo` without a text style drops one.
    static func applyStyleRules(_ font: inout FontDescriptor, given: Set<String>) {
        if given.contains("textStyle"), let style = font.textStyle {
            if !given.contains("size") { font.size = style.size(at: UIKitDefaults.contentSizeCategory) }
            if !given.contains("weight") { font.weight = style.weight }
            if !given.contains("relativeTo") { font.relativeTo = nil }
        } else if given.contains("size") || given.contains("relativeTo") {
            font.textStyle = nil
        }
    }
}
