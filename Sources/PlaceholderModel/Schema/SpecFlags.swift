import FoundationEssentials

/// A command-line flag as the spec property it sets declares it: the flag, the property's
/// path in a spec, and the property's line of documentation with its bounds. `render` and
/// `layout` take their flags' help from these, so a property's words are written once.
public struct DeclaredFlag: Sendable, Equatable {
    /// The flag: its long name and the value's name in help.
    public let flag: SpecFlag
    /// The property's path in a spec: `width`, `font.size`.
    public let key: String
    /// The property's line of documentation, then its bounds in a few words, then the
    /// values its type takes when the schema lists a few (an enum's words, a colour's forms).
    public let description: String
}

extension SpecSchema {
    /// Every flag the spec's properties declare, once each: a text view's, a text field's
    /// and a form's own, then the font's (which set the fields of both `font` and
    /// `placeholderFont`) and the paragraph style's. Made once: the command line asks for
    /// each of its flags' help every time it makes its options. It holds plain strings only,
    /// so LeakSanitizer follows it (no enum payloads, whose tagged pointers it cannot).
    public static let declaredFlags: [DeclaredFlag] = {
        let all = declaredFlags(PlaceholderTextView.self, path: "") + declaredFlags(PlaceholderTextField.self, path: "")
            + declaredFlags(PlaceholderForm.self, path: "") + declaredFlags(FontDescriptor.self, path: "font.")
            + declaredFlags(ParagraphStyle.self, path: "paragraphStyle.")
        var seen: Set<String> = []
        return all.filter { seen.insert($0.flag.name).inserted }
    }()

    /// The properties a spec of `kind` has, by key (`font`, `paragraphStyle`, `borderStyle`).
    static func propertyKeys(of kind: MockupKind) -> Set<String> { Set(kind.specType.keys) }

    /// Whether a spec of `kind` has the property `flag` sets (`font.size` needs a `font`):
    /// the command line takes the flag for that kind exactly then, and refuses it otherwise.
    public static func kind(_ kind: MockupKind, takes flag: DeclaredFlag) -> Bool {
        propertyKeys(of: kind).contains(String(flag.key.prefix { $0 != "." }))
    }

    /// The flag declared as `--name`, if a property declares it.
    public static func declaredFlag(_ name: String) -> DeclaredFlag? {
        declaredFlags.first { $0.flag.name == name }
    }

    private static func declaredFlags<Object: SpecObject>(_ type: Object.Type, path: String) -> [DeclaredFlag] {
        Object.fields.compactMap { field in
            field.flag.map { flag in
                let values = valueWords(field.schema()).map { "; \($0)" } ?? ""
                return DeclaredFlag(flag: flag, key: path + field.key, description: description(of: field) + values)
            }
        }
    }

    /// The values a schema allows, in words, when that is short: an enum of at most
    /// `maximumWords` words, or a colour's forms.
    private static func valueWords(_ schema: SchemaMembers, maximumWords: Int = 8) -> String? {
        for (keyword, value) in schema {
            switch (keyword, value) {
            case ("enum", .array(let words)?) where words.count <= maximumWords:
                return "one of " + words.map { word in
                    if case .string(let text) = word { return text }
                    return word.compact
                }.joined(separator: ", ")
            case ("$ref", .string("#/$defs/color")?):
                return colorDescription
            default:
                continue
            }
        }
        return nil
    }
}
