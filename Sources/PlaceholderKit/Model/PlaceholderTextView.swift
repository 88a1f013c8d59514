import Foundation
import PlaceholderImage

/// A `UITextView` with a placeholder, as one value: UIKit's property names and iOS's
/// defaults. Decode it from a spec file with ``init(json:)``, lay it out with
/// ``layout(fonts:)`` and draw it with ``pngData(compression:)`` or ``write(to:format:)``.
public struct PlaceholderTextView: Equatable, Sendable, Codable {
    /// Size of the view in points.
    public var width: Double
    /// The height as the spec gives it: points, or `auto` (``sizedToFit(engine:)``).
    public var heightSpec: SpecHeight
    /// With `auto` height: the least and the most height, in points; past `maxHeight` the
    /// content is clipped, as a scrolling text view shows it.
    public var minHeight: Double?
    public var maxHeight: Double?
    /// Pixels per point, 1…4 (iOS screens are @1x, @2x, @3x).
    public var scale: Double = 2
    /// Resolves the named system colours.
    public var appearance: Appearance = .light
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
    public var textColor: Color = .system(.label)
    public var placeholderColor: Color = .system(.placeholderText)
    public var backgroundColor: Color = .system(.systemBackground)
    public var textAlignment: TextAlignment = .natural
    /// The placeholder's alignment; `nil` follows `textAlignment`.
    public var placeholderTextAlignment: TextAlignment?
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
    public var tintColor: Color = .system(.systemBlue)
    /// A BCP 47 tag; chooses the CJK glyph variant (zh-Hans, zh-Hant, ja, ko) and the line
    /// breaking rules.
    public var language: String?
    /// The axes this spec multiplies into a matrix (``variantsExpanded``).
    public var variants: Variants?
    /// Translated placeholder and text by language tag: with `language` equal to a key
    /// (directly or through a variant), they replace the spec's.
    public var localizations: [String: Localization] = [:]
    /// The user's preferred text size: fonts with a `textStyle` or `relativeTo` follow it.
    public var contentSizeCategory: ContentSizeCategory = .large
    /// Regions, in points, that snapshot comparisons leave out (`verify`, `assertSnapshot`):
    /// their pixels count as equal and are hatched in the diff image. They must lie inside
    /// the view.
    public var ignoreRegions: [Rect] = []

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

    /// The pixels of the rendered image that `rect` (in points) touches.
    public func pixelBounds(of rect: Rect) -> (x: Int, y: Int, width: Int, height: Int) {
        rect.pixelBounds(scale: scale)
    }

    /// The text's font at the view's content size category (Dynamic Type applied).
    public var resolvedFont: FontDescriptor { font.resolved(for: contentSizeCategory) }
    /// The placeholder's font at the view's content size category.
    public var resolvedPlaceholderFont: FontDescriptor { effectivePlaceholderFont.resolved(for: contentSizeCategory) }

    /// The placeholder's font after applying the "follows `font`" default.
    public var effectivePlaceholderFont: FontDescriptor { placeholderFont ?? font }
    /// The placeholder's alignment after applying the "follows `textAlignment`" default.
    public var effectivePlaceholderTextAlignment: TextAlignment { placeholderTextAlignment ?? textAlignment }

    /// The height in points. With `auto` height, until ``sizedToFit(engine:)`` gives it one,
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

    /// Pixel size of the rendered image: ⌈width × scale⌉ × ⌈height × scale⌉. Sizes that
    /// ``validate()`` rejects (not finite, or too large for an `Int`) are clamped, never trapped on.
    public var pixelWidth: Int { Self.pixels(width * scale) }
    public var pixelHeight: Int { Self.pixels(height * scale) }

    private static func pixels(_ points: Double) -> Int {
        let rounded = points.rounded(.up)
        guard rounded > 0 else { return 0 }  // also NaN
        return rounded < 0x1p62 ? Int(rounded) : 1 << 62
    }

    /// Throws a ``ModelError`` naming the first property whose value cannot be rendered.
    /// Every size is checked as a `Double` before it becomes a pixel count, and every
    /// length is bounded, so each position derived from a valid view is finite.
    public func validate() throws {
        for (name, value) in [("width", width), ("height", height)] {
            guard value.isFinite, value > 0 else { throw ModelError(field: name, problem: "must be a finite number greater than 0") }
        }
        guard scale.isFinite, Self.scaleRange.contains(scale) else {
            throw ModelError(field: "scale", problem: "must be between \(Int(Self.scaleRange.lowerBound)) and \(Int(Self.scaleRange.upperBound))")
        }
        for (name, value) in [("width", width), ("height", height)] where (value * scale).rounded(.up) > Double(Self.maximumPixelsPerSide) {
            throw ModelError(field: name, problem: "makes an image side over \(Self.maximumPixelsPerSide) pixels at scale \(scale)")
        }
        guard pixelWidth * pixelHeight <= Self.maximumPixelCount else {
            throw ModelError(field: "width", problem: "width × height × scale² is \(pixelWidth * pixelHeight) pixels, over the limit of 64 megapixels")
        }
        for (name, string) in [("text", text), ("placeholder", placeholder)] {
            try Self.validateTextLength(string.utf16.count, field: name)
        }
        for (name, value) in [("minHeight", minHeight), ("maxHeight", maxHeight)] {
            if let value { try Self.validateLength(value, field: name) }
        }
        if let minHeight, let maxHeight, minHeight > maxHeight {
            throw ModelError(field: "minHeight", problem: "\(minHeight) is more than maxHeight \(maxHeight)")
        }
        if heightSpec != .auto, minHeight != nil || maxHeight != nil {
            throw ModelError(field: minHeight != nil ? "minHeight" : "maxHeight", problem: "applies only when height is \"auto\"")
        }
        try resolvedFont.validate(field: "font")
        if placeholderFont != nil { try resolvedPlaceholderFont.validate(field: "placeholderFont") }
        for (name, plain, runs) in [("Text", text, attributedText), ("Placeholder", placeholder, attributedPlaceholder)] where runs != nil {
            guard plain.isEmpty else {
                throw ModelError(field: "attributed\(name)", problem: "cannot be used together with \(name.lowercased()); give one of them")
            }
        }
        try attributedText?.validate(field: "attributedText", base: resolvedFont)
        try attributedPlaceholder?.validate(field: "attributedPlaceholder", base: resolvedPlaceholderFont)
        try textContainerInset.validate(field: "textContainerInset")
        for (name, value) in [("lineFragmentPadding", lineFragmentPadding), ("cornerRadius", cornerRadius), ("borderWidth", borderWidth)] {
            try Self.validateLength(value, field: name)
        }
        guard placeholderNumberOfLines >= 0 else {
            throw ModelError(field: "placeholderNumberOfLines", problem: "must be 0 (no limit) or more")
        }
        if let language, LanguageTag(language) == nil {
            throw ModelError(field: "language", problem: "\(Quoting.quoted(language)) is not a BCP 47 language tag")
        }
        try variants?.validate(field: "variants")
        try validateExpansion()
        for tag in localizations.keys.sorted() where LanguageTag(tag) == nil {
            throw ModelError(field: "localizations", problem: "\(Quoting.quoted(tag)) is not a BCP 47 language tag")
        }
        for (tag, localization) in localizations.sorted(by: { $0.key < $1.key }) {
            for (name, string) in [("placeholder", localization.placeholder), ("text", localization.text)] {
                if let string, string.utf16.count > Self.maximumTextLength {
                    throw ModelError(field: "localizations.\(tag).\(name)", problem: "is over the limit of 1,000,000 UTF-16 code units")
                }
            }
        }
        for (index, region) in ignoreRegions.enumerated() {
            let values = [region.x, region.y, region.width, region.height]
            guard values.allSatisfy(\.isFinite), region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
                  region.maxX <= width, region.maxY <= height else {
                throw ModelError(field: "ignoreRegions[\(index)]", problem: "must have a size greater than 0 and lie inside the \(width)×\(height) view")
            }
        }
    }

    /// Throws unless `count` UTF-16 code units are at most ``maximumTextLength``.
    static func validateTextLength(_ count: Int, field: String) throws {
        guard count <= maximumTextLength else {
            throw ModelError(field: field, problem: "is \(count) UTF-16 code units long, over the limit of 1,000,000")
        }
    }

    /// Throws unless `value` is a length in points from 0 to ``maximumLength``.
    static func validateLength(_ value: Double, field: String) throws {
        guard value.isFinite, (0...maximumLength).contains(value) else {
            throw ModelError(field: field, problem: "must be a number from 0 to 32767")
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case width, heightSpec = "height", minHeight, maxHeight, scale, appearance, text, placeholder, attributedText, attributedPlaceholder
        case font, placeholderFont
        case textColor, placeholderColor, backgroundColor, textAlignment, placeholderTextAlignment
        case placeholderVerticalAlignment, placeholderNumberOfLines, textContainerInset, lineFragmentPadding
        case cornerRadius, borderWidth, borderColor, masksToBounds, isEditing, hidesPlaceholderWhileEditing
        case tintColor, language, contentSizeCategory, ignoreRegions, variants, localizations
    }

    /// Keys a spec may hold that the model ignores: `$schema`, with which a spec names its
    /// JSON Schema for editors (see ``SpecSchema``).
    public static let ignoredKeys = ["$schema"]

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self, ignoring: Self.ignoredKeys)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.decode(Double.self, forKey: .width)
        heightSpec = try c.decode(SpecHeight.self, forKey: .heightSpec)
        minHeight = try c.field(Double.self, .minHeight)
        maxHeight = try c.field(Double.self, .maxHeight)
        func value<T: Decodable>(_ key: CodingKeys, _ fallback: T) throws -> T {
            try c.field(T.self, key) ?? fallback
        }
        scale = try value(.scale, scale)
        appearance = try value(.appearance, appearance)
        text = try value(.text, text)
        placeholder = try value(.placeholder, placeholder)
        attributedText = try c.decodeIfPresent([TextRun].self, forKey: .attributedText)
        attributedPlaceholder = try c.decodeIfPresent([TextRun].self, forKey: .attributedPlaceholder)
        font = try value(.font, font)
        placeholderFont = try c.decodeIfPresent(FontDescriptor.self, forKey: .placeholderFont)
        textColor = try value(.textColor, textColor)
        placeholderColor = try value(.placeholderColor, placeholderColor)
        backgroundColor = try value(.backgroundColor, backgroundColor)
        textAlignment = try value(.textAlignment, textAlignment)
        placeholderTextAlignment = try c.decodeIfPresent(TextAlignment.self, forKey: .placeholderTextAlignment)
        placeholderVerticalAlignment = try value(.placeholderVerticalAlignment, placeholderVerticalAlignment)
        placeholderNumberOfLines = try value(.placeholderNumberOfLines, placeholderNumberOfLines)
        textContainerInset = try value(.textContainerInset, textContainerInset)
        lineFragmentPadding = try value(.lineFragmentPadding, lineFragmentPadding)
        cornerRadius = try value(.cornerRadius, cornerRadius)
        borderWidth = try value(.borderWidth, borderWidth)
        borderColor = try value(.borderColor, borderColor)
        masksToBounds = try value(.masksToBounds, masksToBounds)
        isEditing = try value(.isEditing, isEditing)
        hidesPlaceholderWhileEditing = try value(.hidesPlaceholderWhileEditing, hidesPlaceholderWhileEditing)
        tintColor = try value(.tintColor, tintColor)
        language = try c.decodeIfPresent(String.self, forKey: .language)
        contentSizeCategory = try value(.contentSizeCategory, contentSizeCategory)
        ignoreRegions = try value(.ignoreRegions, ignoreRegions)
        variants = try c.field(Variants.self, .variants)
        localizations = try value(.localizations, localizations)
    }

    /// Decodes a spec file's JSON (RFC 8259, checked strictly first: see ``JSONSyntax``)
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
