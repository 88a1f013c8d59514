import FoundationEssentials
import PlaceholderFormat

/// A `UITextView` with a placeholder, as one value: UIKit's property names and iOS's
/// defaults. Decode it from a spec file with ``init(json:validate:)``, lay it out with
/// `layout(engine:)` and draw it with `pngData(compression:engine:)` or
/// `data(format:compression:engine:)`.
public struct PlaceholderTextView: Equatable, Sendable, Codable {
    /// Size of the view in points.
    public var width: Double
    /// The height as the spec gives it: points, or `auto` (`sizedToFit(engine:)`).
    public var heightSpec: SpecHeight
    /// With `auto` height: the least and the most height, in points; past `maxHeight` the
    /// content is clipped, as a scrolling text view shows it.
    public var minHeight: Double?
    public var maxHeight: Double?
    /// Pixels per point, 1…4 (iOS screens are @1x, @2x, @3x).
    public var scale: Double = UIKitDefaults.scale
    /// Resolves the named system colours.
    public var appearance: Appearance = UIKitDefaults.appearance
    /// The typed text; while it is non-empty the placeholder is hidden.
    public var text: String = ""
    public var placeholder: String = ""
    /// The typed text as runs of their own font and colour, instead of `text`.
    public var attributedText: [TextRun]?
    /// The placeholder as runs of their own font and colour, instead of `placeholder`.
    public var attributedPlaceholder: [TextRun]?
    public var font: FontDescriptor = .system
    /// The placeholder's font; `nil` follows `font`.
    public var placeholderFont: FontDescriptor?
    public var textColor: Color = UIKitDefaults.textColor
    public var placeholderColor: Color = UIKitDefaults.placeholderColor
    public var backgroundColor: Color = .system(.systemBackground)
    public var textAlignment: TextAlignment = .natural
    /// The placeholder's alignment; `nil` follows `textAlignment`.
    public var placeholderTextAlignment: TextAlignment?
    /// Spacing, line heights and indents of the text's paragraphs (`NSParagraphStyle`).
    public var paragraphStyle: ParagraphStyle = .default
    /// The placeholder's paragraph style; `nil` follows `paragraphStyle`.
    public var placeholderParagraphStyle: ParagraphStyle?
    public var placeholderVerticalAlignment: VerticalAlignment = .top
    /// At most this many placeholder lines; 0 means as many as fit.
    public var placeholderNumberOfLines: Int = 0
    public var textContainerInset: EdgeInsets = .textViewDefault
    /// Space kept free at both ends of every line (`NSTextContainer.lineFragmentPadding`).
    public var lineFragmentPadding: Double = 5
    public var cornerRadius: Double = 0
    /// Drawn inside the bounds, over the content, as `CALayer` does.
    public var borderWidth: Double = 0
    public var borderColor: Color = .system(.black)
    public var masksToBounds: Bool = true
    /// When editing, a caret in `tintColor` is drawn at the insertion point.
    public var isEditing: Bool = false
    /// Hides the placeholder as soon as editing begins, as some apps do.
    public var hidesPlaceholderWhileEditing: Bool = false
    public var tintColor: Color = UIKitDefaults.tintColor
    /// A BCP 47 tag; chooses the CJK glyph variant (zh-Hans, zh-Hant, ja, ko) and the line
    /// breaking rules.
    public var language: String?
    /// The axes this spec multiplies into a matrix (``variantsExpanded``).
    public var variants: Variants?
    /// Translated placeholder and text by language tag: with `language` equal to a key
    /// (directly or through a variant), they replace the spec's.
    public var localizations: [String: Localization] = [:]
    /// The user's preferred text size: fonts with a `textStyle` or `relativeTo` follow it.
    public var contentSizeCategory: ContentSizeCategory = UIKitDefaults.contentSizeCategory
    /// Regions, in points, that snapshot comparisons leave out (`verify`, `assertSnapshot`):
    /// their pixels count as equal and are hatched in the diff image. They must lie inside
    /// the view.
    public var ignoreRegions: [Rect] = []
    /// The spec's `kind`, which a text view's spec may leave out or give as `textView`.
    var specKind: MockupKind = .textView

    /// A view of the given size with every other property at its iOS default.
    public init(width: Double, height: Double) {
        self.width = width
        heightSpec = .points(height)
    }

    /// Pixels per point that ``validate()`` accepts.
    public static let scaleRange: ClosedRange<Double> = 1...4
    /// The largest image PlaceholderKit will allocate, in pixels.
    public static let maximumPixelCount = 64_000_000
    /// The longest side of an image, in pixels (cairo's limit).
    public static let maximumPixelsPerSide = 32767
    /// The longest `text` or `placeholder`, in UTF-16 code units.
    public static let maximumTextLength = 1_000_000
    /// The largest spec file the command line reads, in bytes: room for both strings at
    /// their limit even when every character is written as a `\uXXXX` escape.
    public static let maximumSpecSize = 16 << 20
    /// The longest inset, padding, corner radius or border width, in points: as long as
    /// the longest image side, so that every position derived from them stays finite.
    public static let maximumLength = 32767.0

    /// The text's font at the view's content size category (Dynamic Type applied).
    public var resolvedFont: FontDescriptor { font.resolved(for: contentSizeCategory) }
    /// The placeholder's font at the view's content size category.
    public var resolvedPlaceholderFont: FontDescriptor { effectivePlaceholderFont.resolved(for: contentSizeCategory) }

    /// The placeholder's font after applying the "follows `font`" default.
    public var effectivePlaceholderFont: FontDescriptor { placeholderFont ?? font }
    /// The placeholder's alignment after applying the "follows `textAlignment`" default.
    public var effectivePlaceholderTextAlignment: TextAlignment { placeholderTextAlignment ?? textAlignment }
    /// The placeholder's paragraph style: its own, else the text's.
    public var effectivePlaceholderParagraphStyle: ParagraphStyle { placeholderParagraphStyle ?? paragraphStyle }

    /// The height in points. With `auto` height, until `sizedToFit(engine:)` gives it one,
    /// this is `minHeight` (or 1 point); setting it fixes the height.
    public var height: Double {
        get {
            switch heightSpec {
            case .points(let points): return points
            case .auto: return max(minHeight ?? 1, 1)
            }
        }
        set { heightSpec = .points(newValue) }
    }

    /// The typed text as runs: `attributedText`, or `text` as one run that follows the view.
    public var textRuns: [TextRun] { attributedText ?? [TextRun(text: text)] }
    /// The placeholder as runs: `attributedPlaceholder`, or `placeholder` as one run that
    /// follows the view.
    public var placeholderRuns: [TextRun] { attributedPlaceholder ?? [TextRun(text: placeholder)] }
    /// Whether there is typed text, plain or attributed.
    public var hasText: Bool { textRuns.contains { !$0.text.isEmpty } }

    /// Whether the placeholder is drawn: the text is empty, the placeholder is not, and
    /// editing has not hidden it.
    public var isPlaceholderVisible: Bool {
        !hasText && placeholderRuns.contains { !$0.text.isEmpty } && !(isEditing && hidesPlaceholderWhileEditing)
    }

    /// The largest width or height in points: a side of the image at the smallest scale.
    public static var maximumSide: Double { Double(maximumPixelsPerSide) / scaleRange.lowerBound }

    /// Throws a ``ModelError`` naming the first property whose value cannot be rendered:
    /// each field's own bounds first (declared in `fields`), then the rules between
    /// fields. Every size is checked as a `Double` before it becomes a pixel count, and
    /// every length is bounded, so each position derived from a valid view is finite.
    public func validate() throws {
        try validateSpec(path: "")
    }

    /// Keys a spec may hold that the model ignores, each with what it is for (its line in
    /// ``SpecSchema``): `$schema`, with which a spec names its JSON Schema for editors, and
    /// `$comment`, JSON Schema's own comment keyword, a note for people (the contact sheet
    /// shows it above the spec's images).
    public static let ignoredFields: [(key: String, documentation: String)] = [
        ("$schema", "Ignored by placeholderkit: the JSON Schema an editor checks this spec with"),
        ("$comment", "Ignored by placeholderkit: a note for people, such as why the content is faint or clipped on purpose; the contact sheet shows it above the spec's images"),
    ]

    /// The keys of ``ignoredFields``.
    public static var ignoredKeys: [String] { ignoredFields.map(\.key) }

    /// Decodes a spec file's JSON (RFC 8259, checked strictly first: see `JSONSyntax`)
    /// and, unless told not to (to apply overrides first), validates it; errors are
    /// ``ModelError``s naming the field, or the line and column of a syntax error.
    public init(json data: Data, validate: Bool = true) throws {
        try JSONSyntax.check(data)
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            throw ModelError.from(error)
        }
        if validate { try self.validate() }
    }

    /// The spec as pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        try JSONDocument.data(self)
    }
}

extension PlaceholderTextView: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    /// Every property of a spec, declared once.
    static let fields: [SpecField<PlaceholderTextView>] = [
        .value("kind", \.specKind, "What the spec draws: textView (the default), textField or form", bounds: .only(.textView),
               omitted: { _ in true }),
        .value("width", \.width, "Width of the view in points", bounds: .side, required: true, flag: SpecFlag(name: "width", valueName: "W")),
        .value("height", \.heightSpec, """
            Height of the view in points, or "auto": as tall as textContainerInset.top + the content + .bottom (the typed text's lines, \
            else the visible placeholder's, else one line of font), as UITextView's sizeThatFits gives it, within minHeight and maxHeight
            """, bounds: .side, required: true, flag: SpecFlag(name: "height", valueName: "H")),
        .optional("minHeight", \.minHeight, "With height auto: the least height, in points", bounds: .length(),
                  flag: SpecFlag(name: "min-height", valueName: "H")),
        .optional("maxHeight", \.maxHeight, "With height auto: the most height, in points; past it the content is clipped, as a scrolling text view shows it",
                  bounds: .length(), flag: SpecFlag(name: "max-height", valueName: "H")),
        .value("scale", \.scale, "Pixels per point (iOS screens are @1x, @2x, @3x)", bounds: .between(scaleRange),
               flag: SpecFlag(name: "scale", valueName: "S")),
        .value("appearance", \.appearance, "Light or dark: resolves the named colours", flag: SpecFlag(name: "appearance", valueName: "A")),
        .value("text", \.text, "The typed text; while it is not empty the placeholder is hidden", bounds: .textLength,
               flag: SpecFlag(name: "text", valueName: "T")),
        .value("placeholder", \.placeholder, "The placeholder, shown while text is empty", bounds: .textLength,
               flag: SpecFlag(name: "placeholder", valueName: "P")),
        .optional("attributedText", \.attributedText,
                  "The typed text as runs of their own font, colour and decorations, instead of text (which must then be empty)",
                  bounds: .totalTextLength),
        .optional("attributedPlaceholder", \.attributedPlaceholder,
                  "The placeholder as runs of their own font, colour and decorations, instead of placeholder (which must then be empty)",
                  bounds: .totalTextLength),
        .value("font", \.font, "Font of the text, and of the placeholder unless placeholderFont is set"),
        .optional("placeholderFont", \.placeholderFont, "Font of the placeholder; absent: font"),
        .value("textColor", \.textColor, "Colour of the typed text", flag: SpecFlag(name: "text-color", valueName: "C")),
        .value("placeholderColor", \.placeholderColor, "Colour of the placeholder", flag: SpecFlag(name: "placeholder-color", valueName: "C")),
        .value("backgroundColor", \.backgroundColor, "Colour of the background", flag: SpecFlag(name: "background-color", valueName: "C")),
        .value("textAlignment", \.textAlignment,
               "Alignment of the text's lines: natural is left or right by the paragraph's direction, justified stretches all but a paragraph's last line",
               flag: SpecFlag(name: "alignment", valueName: "A")),
        .optional("placeholderTextAlignment", \.placeholderTextAlignment, "Alignment of the placeholder's lines; absent: textAlignment",
                  flag: SpecFlag(name: "placeholder-alignment", valueName: "A")),
        .value("paragraphStyle", \.paragraphStyle, "Spacing, line heights and indents of the text's paragraphs (NSParagraphStyle, TextKit 1's semantics), and of the placeholder's unless placeholderParagraphStyle is set"),
        .optional("placeholderParagraphStyle", \.placeholderParagraphStyle, "The placeholder's paragraph style; absent: paragraphStyle"),
        .value("placeholderVerticalAlignment", \.placeholderVerticalAlignment, "Where the placeholder block sits in the text container",
               flag: SpecFlag(name: "vertical-alignment", valueName: "V")),
        .value("placeholderNumberOfLines", \.placeholderNumberOfLines, "At most this many placeholder lines, the last kept one ending in …; 0: as many as fit",
               bounds: .atLeast(0, meaning: "no limit"), flag: SpecFlag(name: "lines", valueName: "N")),
        .value("textContainerInset", \.textContainerInset, "Insets of the text container from the bounds, in points",
               flag: SpecFlag(name: "inset", valueName: "T,L,B,R")),
        .value("lineFragmentPadding", \.lineFragmentPadding, "Space kept free at both ends of every line, in points", bounds: .length(),
               flag: SpecFlag(name: "padding", valueName: "P")),
        .value("cornerRadius", \.cornerRadius, "Radius of the rounded corners, in points", bounds: .length(),
               flag: SpecFlag(name: "corner-radius", valueName: "R")),
        .value("borderWidth", \.borderWidth, "Width of the border, drawn inside the bounds over the content, in points (CALayer's)", bounds: .length(),
               flag: SpecFlag(name: "border-width", valueName: "W")),
        .value("borderColor", \.borderColor, "Colour of the border", flag: SpecFlag(name: "border-color", valueName: "C")),
        .value("masksToBounds", \.masksToBounds, "Whether content is clipped to the rounded bounds", flag: .switching("no-clip", to: false)),
        .value("isEditing", \.isEditing, "Whether the view is editing: a 2 pt caret in tintColor marks the insertion point",
               flag: .switching("editing", to: true)),
        .value("hidesPlaceholderWhileEditing", \.hidesPlaceholderWhileEditing, "Whether editing hides the placeholder",
               flag: .switching("hide-placeholder-while-editing", to: true)),
        .value("tintColor", \.tintColor, "Colour of the caret", flag: SpecFlag(name: "tint-color", valueName: "C")),
        .optional("language", \.language,
                  "BCP 47 language tag: CJK glyph variant (zh-Hans, zh-Hant, zh-HK, ja, ko), line-breaking rules, direction of neutral text",
                  bounds: .languageTag, flag: SpecFlag(name: "language", valueName: "TAG")),
        .value("contentSizeCategory", \.contentSizeCategory, "The preferred text size (Dynamic Type): UIKit's name or its short form",
               flag: SpecFlag(name: "content-size-category", valueName: "C")),
        .value("ignoreRegions", \.ignoreRegions, "Regions in points, inside the view, that verify leaves out of its comparison"),
        .optional("variants", \.variants, """
            Axes the spec multiplies into a matrix of images, every combination of the values listed; output names gain \
            .appearance, .category (short form), .language and @scale parts, in that order
            """),
        .value("localizations", \.localizations,
               "Placeholder and text by BCP 47 tag, replacing the spec's when language (directly or through a variant) is that tag",
               bounds: .languageTagKeys),
    ]

    static var specDefault: PlaceholderTextView { PlaceholderTextView(width: 0, height: 0) }
    static var schemaName: String { "view" }
    static var schemaDescription: String {
        "A UIKit text view with a placeholder, as placeholderkit renders it: UIKit's property names and iOS's defaults. Made by `placeholderkit schema`."
    }

    /// Runs instead of the plain texts; the least and most height only with `height: auto`
    /// (a form's text view leaves it out to mean auto).
    static let rules: [SpecRule<PlaceholderTextView>] = textRules + [
        SpecRule(problem: { view in
            guard view.heightSpec != .auto, view.minHeight != nil || view.maxHeight != nil else { return nil }
            return (view.minHeight != nil ? "minHeight" : "maxHeight", "applies only when height is \"auto\"")
        }, schema: {
            .object([.init("anyOf", .array([
                .object([.init("properties", .object([.init("height", .object([.init("const", .string("auto"))]))]))]),
                .object([.init("not", .object([.init("anyOf", .array(["minHeight", "maxHeight"].map { .object([.init("required", .array([.string($0)]))]) }))]))]),
            ]))])
        }),
    ]

    /// The rules between fields a schema cannot say, checked after each field's own bounds
    /// and ``rules``.
    func validateCombination(path: String) throws {
        try imageSize.validate(path: path)
        if let minHeight, let maxHeight, minHeight > maxHeight {
            throw ModelError(field: fieldPath(path, "minHeight"), problem: "\(minHeight) is more than maxHeight \(maxHeight)")
        }
        try resolvedFont.validate(field: fieldPath(path, "font"))
        if placeholderFont != nil { try resolvedPlaceholderFont.validate(field: fieldPath(path, "placeholderFont")) }
        try validateTexts(path: path)
        let lineWidth = frames.lineArea.width
        try paragraphStyle.validateIndents(width: lineWidth, path: fieldPath(path, "paragraphStyle"))
        try placeholderParagraphStyle?.validateIndents(width: lineWidth, path: fieldPath(path, "placeholderParagraphStyle"))
        try attributedText?.validateParagraphStyles(field: fieldPath(path, "attributedText"), width: lineWidth)
        try attributedPlaceholder?.validateParagraphStyles(field: fieldPath(path, "attributedPlaceholder"), width: lineWidth)
        try attributedText?.validateFonts(field: fieldPath(path, "attributedText"), base: font, category: contentSizeCategory)
        try attributedPlaceholder?.validateFonts(field: fieldPath(path, "attributedPlaceholder"), base: effectivePlaceholderFont, category: contentSizeCategory)
        try validateExpansion()
        try IgnoreRegions.validate(ignoreRegions, width: width, height: heightSpec == .auto ? nil : height, kind: "view", path: path)
    }
}

extension SpecBounds where Value == [TextRun] {
    /// Runs of at most ``PlaceholderTextView/maximumTextLength`` UTF-16 code units in all.
    static var totalTextLength: SpecBounds {
        SpecBounds(problem: { runs in
            let count = runs.reduce(0) { $0 + $1.text.utf16.count }
            return count <= PlaceholderTextView.maximumTextLength ? nil : SpecBounds<String>.textLengthProblem(count)
        }, schema: { [] }, summary: { "at most \(grouped(PlaceholderTextView.maximumTextLength)) UTF-16 code units in all" })
    }
}

extension SpecBounds where Value == [String: Localization] {
    /// Localizations keyed by BCP 47 language tags ICU reads whole.
    static var languageTagKeys: SpecBounds {
        SpecBounds(problem: { localizations in
            localizations.keys.sorted().lazy.compactMap(SpecBounds<String>.languageTag.problem).first
        }, schema: { [("propertyNames", .object(JSONValue.members(SpecBounds<String>.languageTag.schema())))] },
        summary: { "keys are well-formed BCP 47 tags (RFC 5646)" })
    }
}
