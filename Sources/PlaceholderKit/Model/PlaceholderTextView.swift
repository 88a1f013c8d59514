import Foundation

/// A `UITextView` with a placeholder, as one value: UIKit's property names and iOS's
/// defaults. Decode it from a spec file with ``init(json:)``, lay it out with
/// ``layout(fonts:)`` and draw it with ``pngData(compression:)`` or ``write(to:format:)``.
public struct PlaceholderTextView: Equatable, Sendable, Codable {
    /// Size of the view in points.
    public var width: Double
    public var height: Double
    /// Pixels per point, 1…4 (iOS screens are @1x, @2x, @3x).
    public var scale: Double = 2
    /// Resolves the named system colours.
    public var appearance: Appearance = .light
    /// The typed text; while it is non-empty the placeholder is hidden.
    public var text: String = ""
    public var placeholder: String = ""
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

    /// A view of the given size with every other property at its iOS default.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The largest image PlaceholderKit will allocate, in pixels.
    public static let maximumPixelCount = 64_000_000

    /// The placeholder's font after applying the "follows `font`" default.
    public var effectivePlaceholderFont: FontDescriptor { placeholderFont ?? font }
    /// The placeholder's alignment after applying the "follows `textAlignment`" default.
    public var effectivePlaceholderTextAlignment: TextAlignment { placeholderTextAlignment ?? textAlignment }

    /// Whether the placeholder is drawn: the text is empty and editing has not hidden it.
    public var isPlaceholderVisible: Bool {
        text.isEmpty && !placeholder.isEmpty && !(isEditing && hidesPlaceholderWhileEditing)
    }

    /// Pixel size of the rendered image.
    public var pixelWidth: Int { Int((width * scale).rounded(.up)) }
    public var pixelHeight: Int { Int((height * scale).rounded(.up)) }

    /// Throws a ``ModelError`` naming the first property whose value cannot be rendered.
    public func validate() throws {
        for (name, value) in [("width", width), ("height", height)] {
            guard value.isFinite, value > 0 else { throw ModelError(field: name, problem: "must be a finite number greater than 0") }
        }
        guard scale.isFinite, (1...4).contains(scale) else { throw ModelError(field: "scale", problem: "must be between 1 and 4") }
        guard pixelWidth <= 32767, pixelHeight <= 32767 else {
            throw ModelError(field: pixelWidth > 32767 ? "width" : "height", problem: "makes an image side over 32767 pixels at scale \(scale)")
        }
        guard pixelWidth * pixelHeight <= Self.maximumPixelCount else {
            throw ModelError(field: "width", problem: "width × height × scale² is \(pixelWidth * pixelHeight) pixels, over the limit of 64 megapixels")
        }
        try font.validate(field: "font")
        try placeholderFont?.validate(field: "placeholderFont")
        try textContainerInset.validate(field: "textContainerInset")
        for (name, value) in [("lineFragmentPadding", lineFragmentPadding), ("cornerRadius", cornerRadius), ("borderWidth", borderWidth)] {
            guard value.isFinite, value >= 0 else { throw ModelError(field: name, problem: "must be a finite number, 0 or more") }
        }
        guard placeholderNumberOfLines >= 0 else {
            throw ModelError(field: "placeholderNumberOfLines", problem: "must be 0 (no limit) or more")
        }
        if let language, LanguageTag(language) == nil {
            throw ModelError(field: "language", problem: "\"\(language)\" is not a BCP 47 language tag")
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height, scale, appearance, text, placeholder, font, placeholderFont
        case textColor, placeholderColor, backgroundColor, textAlignment, placeholderTextAlignment
        case placeholderVerticalAlignment, placeholderNumberOfLines, textContainerInset, lineFragmentPadding
        case cornerRadius, borderWidth, borderColor, masksToBounds, isEditing, hidesPlaceholderWhileEditing
        case tintColor, language
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.decode(Double.self, forKey: .width)
        height = try c.decode(Double.self, forKey: .height)
        func value<T: Decodable>(_ key: CodingKeys, _ fallback: T) throws -> T {
            try c.decodeIfPresent(T.self, forKey: key) ?? fallback
        }
        scale = try value(.scale, scale)
        appearance = try value(.appearance, appearance)
        text = try value(.text, text)
        placeholder = try value(.placeholder, placeholder)
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
    }

    /// Decodes a spec file's JSON and, unless told not to (to apply overrides first),
    /// validates it; errors are ``ModelError``s naming the field.
    public init(json data: Data, validate: Bool = true) throws {
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            // JSONDecoder only says "not valid JSON"; JSONSerialization says where.
            var detail = "is not valid JSON"
            do {
                _ = try JSONSerialization.jsonObject(with: data)
            } catch let error as NSError {
                if let reason = error.userInfo[NSDebugDescriptionErrorKey] as? String { detail += ": \(reason)" }
            }
            throw ModelError(field: "", problem: detail)
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
