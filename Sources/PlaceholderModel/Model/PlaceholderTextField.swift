import FoundationEssentials

/// A `UITextField`, as one value: UIKit's property names and iOS's defaults. One line of
/// text or placeholder in a text rect (the bounds less the border style's insets, the
/// left and right views and the clear button), never wrapped: too long, it ends in "…"
/// at the tail; while editing it is scrolled instead, as UIKit does, so the caret at its
/// end shows. A spec gives `"kind": "textField"`; ``Mockup`` reads specs of every kind.
public struct PlaceholderTextField: Equatable, Sendable, Codable {
    /// Size in points; `auto` height is what `sizeThatFits` gives (one line of the font
    /// and the border style's padding: 34 pt for a rounded field of 17 pt SF Pro Text).
    public var width: Double
    public var heightSpec: SpecHeight = .auto
    public var scale: Double = UIKitDefaults.scale
    public var appearance: Appearance = UIKitDefaults.appearance
    public var text: String = ""
    public var placeholder: String = ""
    public var attributedText: [TextRun]?
    public var attributedPlaceholder: [TextRun]?
    /// UITextField's default font is the system font at 17 pt.
    public var font: FontDescriptor = .system
    public var textColor: Color = UIKitDefaults.textColor
    public var placeholderColor: Color = UIKitDefaults.placeholderColor
    public var textAlignment: TextAlignment = .natural
    public var contentVerticalAlignment: ContentVerticalAlignment = .center
    public var borderStyle: TextFieldBorderStyle = .none
    /// The fill inside the frame; nil: the border style's (``TextFieldBorderStyle/defaultBackground``).
    public var backgroundColor: Color?
    public var clearButtonMode: TextFieldViewMode = .never
    public var leftView: TextFieldAccessory?
    public var leftViewMode: TextFieldViewMode = .never
    public var rightView: TextFieldAccessory?
    public var rightViewMode: TextFieldViewMode = .never
    /// Typed text drawn as one ● (U+25CF) per character, as iOS shows it after editing.
    public var isSecureTextEntry = false
    /// Shrinks the text's font, down to `minimumFontSize`, until the text fits the width.
    public var adjustsFontSizeToFitWidth = false
    /// The least size `adjustsFontSizeToFitWidth` shrinks to; see ``shrinkingFloor``.
    public var minimumFontSize: Double = 0
    public var isEditing = false
    public var tintColor: Color = UIKitDefaults.tintColor
    public var language: String?
    public var variants: Variants?
    public var localizations: [String: Localization] = [:]
    public var contentSizeCategory: ContentSizeCategory = UIKitDefaults.contentSizeCategory
    public var ignoreRegions: [Rect] = []
    var specKind: MockupKind = .textField

    /// A field `width` points wide, its height `auto`, everything else at iOS's defaults.
    public init(width: Double) {
        self.width = width
    }

    /// The text's font at the content size category (Dynamic Type applied).
    public var resolvedFont: FontDescriptor { font.resolved(for: contentSizeCategory) }
    /// The least size `adjustsFontSizeToFitWidth` shrinks the text to: `minimumFontSize`,
    /// but never more than ``resolvedFont``'s size, the size the text is drawn at unshrunk
    /// (after Dynamic Type). UIKit only ever shrinks: a minimum above the font's size
    /// keeps the font's size. The one place the two sizes are compared.
    public var shrinkingFloor: Double { min(minimumFontSize, resolvedFont.size) }
    /// The fill inside the frame: `backgroundColor`, else the border style's.
    public var effectiveBackgroundColor: Color { backgroundColor ?? borderStyle.defaultBackground }
    public var textRuns: [TextRun] { attributedText ?? [TextRun(text: text)] }
    public var placeholderRuns: [TextRun] { attributedPlaceholder ?? [TextRun(text: placeholder)] }
    public var hasText: Bool { textRuns.contains { !$0.text.isEmpty } }
    /// Whether the placeholder shows: no text, and a placeholder to show. (UIKit keeps it
    /// while editing until the first character is typed.)
    public var isPlaceholderVisible: Bool { !hasText && placeholderRuns.contains { !$0.text.isEmpty } }
    /// Whether the clear button shows: only over text, in the modes that show it now.
    public var isClearButtonVisible: Bool { hasText && clearButtonMode.shows(editing: isEditing) }

    /// Throws a ``ModelError`` naming the first property that cannot be rendered.
    public func validate() throws { try validateSpec(path: "") }

    /// Decodes a text field spec (strict, as ``PlaceholderTextView/init(json:validate:)``).
    public init(json data: Data, validate: Bool = true) throws {
        try JSONSyntax.check(data)
        do { self = try JSONDecoder().decode(Self.self, from: data) } catch { throw ModelError.from(error) }
        if validate { try self.validate() }
    }
}

extension PlaceholderTextField: SpecObject, VariantAxes, Localizable {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<PlaceholderTextField>] = [
        .value("kind", \.specKind, "textField: a UITextField", bounds: .only(.textField), required: true),
        .value("width", \.width, "Width of the field in points", bounds: .side, required: true),
        .value("height", \.heightSpec, "Height in points, or \"auto\": one line of the font and the border style's padding, as sizeThatFits gives it (34 for a roundedRect field of 17 pt SF Pro Text)",
               bounds: .side),
        .value("scale", \.scale, "Pixels per point (iOS screens are @1x, @2x, @3x)", bounds: .between(PlaceholderTextView.scaleRange)),
        .value("appearance", \.appearance, "Light or dark: resolves the named colours"),
        .value("text", \.text, "The typed text, on one line (a line break in it is drawn as a space); while it is not empty the placeholder is hidden", bounds: .textLength),
        .value("placeholder", \.placeholder, "The placeholder, shown while text is empty", bounds: .textLength),
        .optional("attributedText", \.attributedText, "The typed text as runs, instead of text", bounds: .totalTextLength),
        .optional("attributedPlaceholder", \.attributedPlaceholder, "The placeholder as runs, instead of placeholder", bounds: .totalTextLength),
        .value("font", \.font, "Font of the text and the placeholder (UITextField's default: the system font at 17 pt)"),
        .value("textColor", \.textColor, "Colour of the typed text"),
        .value("placeholderColor", \.placeholderColor, "Colour of the placeholder"),
        .value("textAlignment", \.textAlignment, "Alignment of the line in the text rect"),
        .value("contentVerticalAlignment", \.contentVerticalAlignment, "Where the line sits in the text rect: top, center, bottom; fill draws text as center"),
        .value("borderStyle", \.borderStyle, "none, line, bezel or roundedRect (5 pt corners, a one-pixel #CCCCCC border, text 7 pt in), with iOS's insets and heights",
               flag: SpecFlag(name: "border-style", valueName: "S")),
        .optional("backgroundColor", \.backgroundColor, "Fill inside the frame; absent: systemBackground for roundedRect and bezel, clear otherwise"),
        .value("clearButtonMode", \.clearButtonMode, "When the circled ✕ shows over typed text: never, whileEditing, unlessEditing, always"),
        .optional("leftView", \.leftView, "A view left of the text rect: padding or a short label"),
        .value("leftViewMode", \.leftViewMode, "When leftView shows (UIKit's default: never)"),
        .optional("rightView", \.rightView, "A view right of the text rect (and of the clear button): padding or a short label"),
        .value("rightViewMode", \.rightViewMode, "When rightView shows (UIKit's default: never)"),
        .value("isSecureTextEntry", \.isSecureTextEntry, "Typed text drawn as one ● per character"),
        .value("adjustsFontSizeToFitWidth", \.adjustsFontSizeToFitWidth, "Shrink the text's font, down to minimumFontSize, until it fits"),
        .value("minimumFontSize", \.minimumFontSize, "The least size adjustsFontSizeToFitWidth shrinks to, in points", bounds: .length(maximum: FontDescriptor.maximumSize)),
        .value("isEditing", \.isEditing, "Whether the field is editing: a 2 pt caret in tintColor at the insertion point, long text scrolled to it"),
        .value("tintColor", \.tintColor, "Colour of the caret"),
        .optional("language", \.language, "BCP 47 language tag: CJK glyph variant, direction of neutral text", bounds: .languageTag),
        .value("contentSizeCategory", \.contentSizeCategory, "The preferred text size (Dynamic Type)"),
        .value("ignoreRegions", \.ignoreRegions, "Regions in points, inside the field, that verify leaves out of its comparison"),
        .optional("variants", \.variants, "Axes the spec multiplies into a matrix of images, as for a text view"),
        .value("localizations", \.localizations, "Placeholder and text by BCP 47 tag", bounds: .languageTagKeys),
    ]

    static var specDefault: PlaceholderTextField { PlaceholderTextField(width: 0) }
    static var schemaName: String { "textField" }
    static var schemaDescription: String { "A UIKit text field: one line of text or placeholder, with UIKit's names and iOS's defaults" }
    static var ignoredKeys: [String] { PlaceholderTextView.ignoredKeys }
    static let rules: [SpecRule<PlaceholderTextField>] = textRules

    func validateCombination(path: String) throws {
        try imageSize.validate(path: path)
        try resolvedFont.validate(field: fieldPath(path, "font"))
        try validateTexts(path: path)
        try attributedText?.validateFonts(field: fieldPath(path, "attributedText"), base: font, category: contentSizeCategory)
        try attributedPlaceholder?.validateFonts(field: fieldPath(path, "attributedPlaceholder"), base: font, category: contentSizeCategory)
        if path.isEmpty { try validateExpansion() }
        try IgnoreRegions.validate(ignoreRegions, width: width, height: heightSpec == .auto ? nil : height, kind: "field", path: path)
    }

    package func localized() -> PlaceholderTextField { applyingLocalization() }
    var textLength: Int { localizableLength }
}
