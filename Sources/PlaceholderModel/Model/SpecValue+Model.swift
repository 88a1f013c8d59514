import FoundationEssentials

// How the model's value types appear in a spec and its JSON Schema: each conforms to
// `SpecValue` here (and the plain words `SpecWord`), the model's side of the spec
// layer's declarations.

extension TextAlignment: SpecWord {}
extension VerticalAlignment: SpecWord {}
extension Appearance: SpecWord {}

extension TextAlignment {
    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}

extension VerticalAlignment {
    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}

extension Appearance {
    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}

extension TextAlignment: SpecValue {}
extension VerticalAlignment: SpecValue {}
extension Appearance: SpecValue {}
extension FontTextStyle: SpecValue {}

extension ContentSizeCategory: SpecValue {
    static var schema: SchemaMembers {
        [("type", .string("string")), ("enum", .array(allCases.flatMap { [JSONValue.string($0.rawValue), .string($0.shortName)] }))]
    }
}

extension Color: SpecValue {
    static var schema: SchemaMembers { [("$ref", .string("#/$defs/color"))] }
}

extension FontWeight: SpecValue {
    /// A number, or a string ``init(parsing:)`` takes: UIKit's names as words (an editor
    /// offers them), and every spelling it reads as a pattern (``spellings``).
    static var schema: SchemaMembers {
        [("anyOf", .array([
            .object([.init("type", .string("integer")), .init("minimum", .number(Double(range.lowerBound))),
                     .init("maximum", .number(Double(range.upperBound)))]),
            .object([.init("type", .string("string")), .init("enum", .array(names.map { .string($0.0) }))]),
            .object(JSONValue.members([("type", .string("string"))] + SchemaPattern.whole(spellings))),
        ]))]
    }

    /// The strings ``init(parsing:)`` takes, as a regular expression without anchors: a name
    /// as `lowercased()` makes it equal to one (in any case; the Kelvin sign, U+212A,
    /// lowercases to k), or what `Int(_:)` reads as a number of ``range`` (a + sign and
    /// leading zeros allowed).
    static var spellings: String {
        precondition(range == 1...1000, "the pattern's numbers are 1 to 1000")
        let words = names.map { SchemaPattern.anyCase($0.0, more: ["k": #"\u212A"#]) }
        return words.joined(separator: "|") + #"|\+?0*(?:1000|[1-9][0-9]{0,2})"#
    }
}

extension SpecHeight: SpecValue {
    static var schema: SchemaMembers {
        [("anyOf", .array([
            .object(JSONValue.members(Double.schema.refined(by: SpecBounds<Double>.side.schema()))),
            .object([.init("type", .string("string")), .init("enum", .array([.string("auto")]))]),
        ]))]
    }
}
extension SystemColor: SpecWord, SpecValue {}

extension TextFieldBorderStyle: SpecValue {}
extension TextFieldViewMode: SpecValue {}
extension ContentVerticalAlignment: SpecValue {}
extension LineBreakMode: SpecValue {}
extension WritingDirection: SpecValue {}
extension DecorationStyle: SpecValue {}
extension DecorationPattern: SpecValue {}
extension OpticalSize: SpecValue {}

extension FontTracking: SpecValue {
    static var schema: SchemaMembers {
        [("anyOf", .array([
            .object(JSONValue.members(Double.schema.refined(by: [("minimum", .number(-maximum)), ("maximum", .number(maximum))]))),
            .object([.init("type", .string("string")), .init("enum", .array([.string("auto"), .string("none")]))]),
        ]))]
    }
}
