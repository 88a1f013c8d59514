import Foundation
import PlaceholderImage

/// The JSON Schema (draft 2020-12) of spec files, made from the declarations the decoder
/// and ``PlaceholderTextView/validate()`` use: every model type's coding keys (switched
/// over, so a key without a schema does not compile), the enums' cases, the limit
/// constants, and the values a new view has as defaults. `placeholderkit schema` prints
/// it; `docs/spec.schema.json` is a copy that a test keeps equal to it.
///
/// What the schema cannot say is in the descriptions: the 64-megapixel limit of
/// width × height × scale², text lengths counted in UTF-16 units, regions inside the view,
/// and the language tag's check by ICU.
public enum SpecSchema {
    /// The schema as JSON text, two spaces of indentation a level, no final newline.
    public static var text: String { document.prettyPrinted }

    /// The schema.
    public static var document: JSONValue {
        let view = PlaceholderTextView.CodingKeys.allCases.map { ($0.stringValue, property($0)) }
        let ignored = PlaceholderTextView.ignoredKeys.map { key in
            (key, Property(object([("description", .string("Ignored by placeholderkit: the JSON Schema an editor checks this spec with")),
                                   ("type", .string("string"))])))
        }
        return objectSchema(ignored + view, description: """
            A UIKit text view with a placeholder, as placeholderkit renders it: UIKit's property names and iOS's \
            defaults. Made by `placeholderkit schema`.
            """, heading: [("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("title", .string("PlaceholderKit spec"))],
            trailing: [("$defs", object([
                ("color", color), ("font", font), ("partialFont", partialFont), ("textRun", textRun), ("edgeInsets", edgeInsets), ("rect", rect),
                ("variants", variants), ("localization", localization),
            ]))])
    }

    /// An object's members, in order; those without a value are left out.
    typealias Members = [(String, JSONValue?)]

    /// A property's schema, and whether the decoder requires it.
    struct Property {
        var schema: JSONValue
        var isRequired = false

        init(_ schema: JSONValue, isRequired: Bool = false) {
            self.schema = schema
            self.isRequired = isRequired
        }
    }

    // MARK: The text view

    private static let textLength = """
        at most \(PlaceholderTextView.maximumTextLength) UTF-16 code units (maxLength counts code points, so \
        text of characters outside the BMP, such as emoji, can pass it and still be too long)
        """

    /// The largest width or height: a side of the image at the smallest scale.
    private static let maximumSide = Double(PlaceholderTextView.maximumPixelsPerSide) / PlaceholderTextView.scaleRange.lowerBound

    private static func property(_ key: PlaceholderTextView.CodingKeys) -> Property {
        let viewDefaults = encoded(PlaceholderTextView(width: 1, height: 1))
        func with(_ description: String, _ schema: Members) -> Property {
            Property(object([("description", .string(description))] + schema + [("default", viewDefaults[key.stringValue])]))
        }
        switch key {
        case .width:
            return Property(object([("description", .string("Width of the view in points, greater than 0; width × scale is at most \(PlaceholderTextView.maximumPixelsPerSide) pixels, and width × height × scale² at most \(PlaceholderTextView.maximumPixelCount / 1_000_000) megapixels"))]
                + number(exclusiveMinimum: 0, maximum: maximumSide)), isRequired: true)
        case .heightSpec:
            return Property(object([
                ("description", .string("Height of the view in points, greater than 0 (height × scale is at most \(PlaceholderTextView.maximumPixelsPerSide) pixels), or \"auto\": as tall as the content needs, within minHeight and maxHeight")),
                ("anyOf", .array([object(number(exclusiveMinimum: 0, maximum: maximumSide)), object([("type", .string("string")), ("enum", .array([.string("auto")]))])])),
            ]), isRequired: true)
        case .minHeight:
            return with("With height auto: the least height, in points", length)
        case .maxHeight:
            return with("With height auto: the most height, in points; past it the content is clipped, as a scrolling text view shows it", length)
        case .scale:
            return with("Pixels per point (iOS screens are @1x, @2x, @3x)", number(minimum: PlaceholderTextView.scaleRange.lowerBound, maximum: PlaceholderTextView.scaleRange.upperBound))
        case .appearance:
            return with("Light or dark: resolves the named colours", words(Appearance.self))
        case .text:
            return with("The typed text; while it is not empty the placeholder is hidden; \(textLength)", string(maxLength: PlaceholderTextView.maximumTextLength))
        case .placeholder:
            return with("The placeholder, shown while text is empty; \(textLength)", string(maxLength: PlaceholderTextView.maximumTextLength))
        case .attributedText:
            return with("The typed text as runs of their own font, colour and decorations, instead of text (which must then be empty); \(textLength) in all",
                        runs)
        case .attributedPlaceholder:
            return with("The placeholder as runs of their own font, colour and decorations, instead of placeholder (which must then be empty); \(textLength) in all",
                        runs)
        case .font:
            return with("Font of the text, and of the placeholder unless placeholderFont is set", reference("font"))
        case .placeholderFont:
            return with("Font of the placeholder; absent: font", reference("font"))
        case .textColor:
            return with("Colour of the typed text", reference("color"))
        case .placeholderColor:
            return with("Colour of the placeholder", reference("color"))
        case .backgroundColor:
            return with("Colour of the background", reference("color"))
        case .textAlignment:
            return with("Alignment of the text's lines: natural is left or right by the paragraph's direction, justified stretches all but a paragraph's last line", words(TextAlignment.self))
        case .placeholderTextAlignment:
            return with("Alignment of the placeholder's lines; absent: textAlignment", words(TextAlignment.self))
        case .placeholderVerticalAlignment:
            return with("Where the placeholder block sits in the text container", words(VerticalAlignment.self))
        case .placeholderNumberOfLines:
            return with("At most this many placeholder lines, the last kept one ending in …; 0: as many as fit", [("type", .string("integer")), ("minimum", .number(0))])
        case .textContainerInset:
            return with("Insets of the text container from the bounds, in points", reference("edgeInsets"))
        case .lineFragmentPadding:
            return with("Space kept free at both ends of every line, in points", length)
        case .cornerRadius:
            return with("Radius of the rounded corners, in points", length)
        case .borderWidth:
            return with("Width of the border, drawn inside the bounds over the content, in points", length)
        case .borderColor:
            return with("Colour of the border", reference("color"))
        case .masksToBounds:
            return with("Whether content is clipped to the rounded bounds", boolean)
        case .isEditing:
            return with("Whether the view is editing: a 2 pt caret in tintColor marks the insertion point", boolean)
        case .hidesPlaceholderWhileEditing:
            return with("Whether editing hides the placeholder", boolean)
        case .tintColor:
            return with("Colour of the caret", reference("color"))
        case .language:
            return with("""
                BCP 47 language tag, checked by ICU: CJK glyph variant (zh-Hans, zh-Hant, zh-HK, ja, ko), line-breaking rules, \
                direction of neutral text
                """, string(maxLength: LanguageTag.maximumLength, pattern: "^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$"))
        case .contentSizeCategory:
            return with("The preferred text size (Dynamic Type): UIKit's name or its short form", [
                ("type", .string("string")),
                ("enum", .array(ContentSizeCategory.allCases.flatMap { [JSONValue.string($0.rawValue), .string($0.shortName)] })),
            ])
        case .variants:
            return with("""
                Axes the spec multiplies into a matrix of images, every combination of the values listed; output names gain \
                .appearance, .category (short form), .language and @scale parts, in that order
                """, reference("variants"))
        case .localizations:
            return with("Placeholder and text by BCP 47 tag, replacing the spec's when language (directly or through a variant) is that tag",
                        [("type", .string("object")), ("additionalProperties", object(reference("localization")))])
        case .ignoreRegions:
            return with("Regions in points, inside the view, that verify leaves out of its comparison", [
                ("type", .string("array")), ("items", object(reference("rect"))),
            ])
        }
    }

    // MARK: The value types

    private static var color: JSONValue {
        let digits = RGBA.hexDigitCounts.map { "[0-9A-Fa-f]{\($0)}" }.joined(separator: "|")
        return object([
            ("description", .string("#RGB, #RRGGBB or #RRGGBBAA in hex digits, or a UIKit colour name (its value follows appearance)")),
            ("type", .string("string")),
            ("anyOf", .array([object([("pattern", .string("^#(\(digits))$"))]), object(words(SystemColor.self))])),
        ])
    }

    private static var runs: Members { [("type", .string("array")), ("items", object(reference("textRun")))] }

    private static var textRun: JSONValue {
        let properties = TextRun.CodingKeys.allCases.map { key -> (String, Property) in
            let property: Property = switch key {
            case .text: Property(object([("description", .string("The characters of the run"))] + string()), isRequired: true)
            case .font: Property(object([("description", .string("Font fields that replace the view's font (placeholderFont or font) one by one"))]
                                        + reference("partialFont")))
            case .color: Property(object([("description", .string("Colour of the run; absent: placeholderColor or textColor"))] + reference("color")))
            case .backgroundColor: Property(object([("description", .string("Colour filled behind the run, the height of its line; absent: none"))]
                                                   + reference("color")))
            case .underline: Property(object([("description", .string("Underline at the font's own position and thickness"))] + boolean
                                             + [("default", .bool(false))]))
            case .strikethrough: Property(object([("description", .string("Strikethrough at the font's own strikeout position and size"))] + boolean
                                                 + [("default", .bool(false))]))
            }
            return (key.stringValue, property)
        }
        return objectSchema(properties, description: "A run of attributed text: its characters and what it changes from the view")
    }

    /// A font (`defaults`: a font's defaults) or, without defaults, a run's partial font.
    private static var font: JSONValue { fontSchema(defaults: encoded(FontDescriptor.system)) }
    private static var partialFont: JSONValue { fontSchema(defaults: nil) }

    private static func fontSchema(defaults: JSONValue?) -> JSONValue {
        let properties = FontDescriptor.CodingKeys.allCases.map { key -> (String, Property) in
            func with(_ description: String, _ schema: Members) -> Property {
                Property(object([("description", .string(description))] + schema + [("default", defaults?[key.stringValue])]))
            }
            let property: Property = switch key {
            case .family:
                with("Family name, or system (SF Pro Text if installed, else Inter, else DejaVu Sans); not empty unless file is set; ignored when it is",
                     string(pattern: "^[^\(Quoting.escapedScalars.map { String(format: "\\u%04X-\\u%04X", $0.lowerBound, $0.upperBound) }.joined())]*$"))
            case .size:
                with("Size in points", number(exclusiveMinimum: 0, maximum: FontDescriptor.maximumSize))
            case .weight:
                with("Weight: \(FontWeight.range.lowerBound) to \(FontWeight.range.upperBound) (400 regular, 700 bold) or UIKit's name for it", [
                    ("anyOf", .array([
                        object([("type", .string("integer")), ("minimum", .number(Double(FontWeight.range.lowerBound))),
                                ("maximum", .number(Double(FontWeight.range.upperBound)))]),
                        object([("type", .string("string")), ("enum", .array(FontWeight.names.map { .string($0.0) }))]),
                    ])),
                ])
            case .italic:
                with("Whether to use the italic or oblique style", boolean)
            case .file:
                with("A font file (.ttf, .otf, .ttc) to use instead of looking up family", string(minLength: 1))
            case .index:
                with("The face index inside a collection file", [("type", .string("integer")), ("minimum", .number(0)),
                                                                  ("maximum", .number(Double(FontDescriptor.maximumIndex)))])
            case .textStyle:
                with("A UIKit text style: the system font at the size the content size category gives (headline semibold); not with size or relativeTo",
                     words(FontTextStyle.self))
            case .relativeTo:
                with("A UIKit text style whose growth scales size with the content size category, as UIFontMetrics does",
                     words(FontTextStyle.self))
            }
            return (key.stringValue, property)
        }
        return objectSchema(properties, description: defaults == nil
                            ? "Font fields that replace those of the view's font; a field left out keeps the view's value"
                            : "A font: a family with size, weight and slant, or a font file")
    }

    private static var variants: JSONValue {
        func list(_ description: String, _ items: Members) -> Property {
            Property(object([("description", .string(description)), ("type", .string("array")), ("items", object(items))]))
        }
        let properties = Variants.CodingKeys.allCases.map { key -> (String, Property) in
            let property: Property = switch key {
            case .appearance: list("Appearances, at least one", words(Appearance.self))
            case .contentSizeCategory: list("Content size categories, at least one", [
                ("type", .string("string")),
                ("enum", .array(ContentSizeCategory.allCases.flatMap { [JSONValue.string($0.rawValue), .string($0.shortName)] })),
            ])
            case .language: list("BCP 47 language tags, at least one", string(maxLength: LanguageTag.maximumLength))
            case .scale: list("Scales, at least one", number(minimum: PlaceholderTextView.scaleRange.lowerBound, maximum: PlaceholderTextView.scaleRange.upperBound))
            }
            return (key.stringValue, property)
        }
        return objectSchema(properties, description: "The axes of a matrix of images")
    }

    private static var localization: JSONValue {
        let properties = Localization.CodingKeys.allCases.map { key -> (String, Property) in
            let property: Property = switch key {
            case .placeholder:
                Property(object([("description", .string("The placeholder in this language; \(textLength)"))] + string(maxLength: PlaceholderTextView.maximumTextLength)))
            case .text:
                Property(object([("description", .string("The typed text in this language; \(textLength)"))] + string(maxLength: PlaceholderTextView.maximumTextLength)))
            case .attributedPlaceholder:
                Property(object([("description", .string("The placeholder in this language, as runs")), ("type", .string("array")), ("items", object(reference("textRun")))]))
            case .attributedText:
                Property(object([("description", .string("The typed text in this language, as runs")), ("type", .string("array")), ("items", object(reference("textRun")))]))
            }
            return (key.stringValue, property)
        }
        return objectSchema(properties, description: "What a language replaces in the spec")
    }

    private static var edgeInsets: JSONValue {
        let defaults = encoded(EdgeInsets())
        let properties = EdgeInsets.CodingKeys.allCases.map { key -> (String, Property) in
            let side = switch key {
            case .top: "top"
            case .left: "left"
            case .bottom: "bottom"
            case .right: "right"
            }
            return (key.stringValue, Property(object([("description", .string("Inset at the \(side), in points"))] + length + [("default", defaults[key.stringValue])])))
        }
        return objectSchema(properties, description: "UIKit's UIEdgeInsets in points; a side left out is 0")
    }

    private static var rect: JSONValue {
        let properties = Rect.CodingKeys.allCases.map { key -> (String, Property) in
            let schema: Members = switch key {
            case .x: [("description", .string("Left edge, in points from the view's left"))] + number(minimum: 0, maximum: maximumSide)
            case .y: [("description", .string("Top edge, in points from the view's top"))] + number(minimum: 0, maximum: maximumSide)
            case .width: [("description", .string("Width in points"))] + number(exclusiveMinimum: 0, maximum: maximumSide)
            case .height: [("description", .string("Height in points"))] + number(exclusiveMinimum: 0, maximum: maximumSide)
            }
            return (key.stringValue, Property(object(schema), isRequired: true))
        }
        return objectSchema(properties, description: "A rectangle in points, origin top-left, inside the view")
    }

    // MARK: Building blocks

    /// An object with exactly `properties`, those the decoder requires listed as required.
    private static func objectSchema(_ properties: [(String, Property)], description: String,
                                     heading: Members = [], trailing: Members = []) -> JSONValue {
        let required = properties.filter(\.1.isRequired).map { JSONValue.string($0.0) }
        return object(heading + [
            ("description", .string(description)),
            ("type", .string("object")),
            ("required", required.isEmpty ? nil : .array(required)),
            ("additionalProperties", .bool(false)),
            ("properties", .object(properties.map { JSONValue.Member($0.0, $0.1.schema) })),
        ] + trailing)
    }

    /// An object of the members that have a value.
    private static func object(_ members: Members) -> JSONValue {
        .object(members.compactMap { key, value in value.map { JSONValue.Member(key, $0) } })
    }

    private static func reference(_ definition: String) -> Members {
        [("$ref", .string("#/$defs/\(definition)"))]
    }

    private static func words<Word: RawRepresentable & CaseIterable>(_ type: Word.Type) -> Members where Word.RawValue == String {
        [("type", .string("string")), ("enum", .array(Word.allCases.map { .string($0.rawValue) }))]
    }

    private static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double) -> Members {
        [("type", .string("number")), ("minimum", minimum.map(JSONValue.number)), ("exclusiveMinimum", exclusiveMinimum.map(JSONValue.number)),
         ("maximum", .number(maximum))]
    }

    private static func string(minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil) -> Members {
        [("type", .string("string")), ("minLength", minLength.map { .number(Double($0)) }), ("maxLength", maxLength.map { .number(Double($0)) }),
         ("pattern", pattern.map(JSONValue.string))]
    }

    // Computed, not stored: an indirect JSONValue kept in a global is reached only through
    // a pointer carrying enum tag bits, which LeakSanitizer does not follow, so
    // scripts/sanitize would report its boxes as leaked at exit.
    private static var boolean: Members { [("type", .string("boolean"))] }

    /// A length in points: 0 to ``PlaceholderTextView/maximumLength``.
    private static var length: Members { number(minimum: 0, maximum: PlaceholderTextView.maximumLength) }

    /// `value` as JSON, as a spec would write it.
    private static func encoded<T: Encodable>(_ value: T) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        } catch {
            preconditionFailure("\(T.self) does not encode: \(error)")
        }
    }
}
