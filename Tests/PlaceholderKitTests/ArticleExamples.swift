import Foundation
import Testing
@testable import PlaceholderModel

// The code of the DocC articles (DocumentationTests finds each of their code blocks in a
// source or test file), compiled and run here so a renamed API breaks the build, not the
// reader: `AddingASpecProperty.md` of PlaceholderModel.

/// A toy spec object, as the article declares one: a badge with a text and a corner radius.
struct Badge: Equatable, Codable {
    var text = ""
    var cornerRadius = 4.0
}

extension Badge: SpecObject {
    init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<Badge>] = [
        .value("text", \.text, "The badge's words"),
        .value("cornerRadius", \.cornerRadius, "Radius of the corners in points", bounds: .length()),
    ]
    static var specDefault: Badge { Badge() }
    static var schemaName: String { "badge" }
    static var schemaDescription: String { "A small label with rounded corners" }
}

@Suite struct ArticleExampleTests {
    /// What the article promises of the declaration: defaults, strict keys, and bounds
    /// checked by validation, the error naming the field.
    @Test func aDeclaredObjectDecodesStrictly() throws {
        let badge = try JSONDecoder().decode(Badge.self, from: Data(#"{"text": "New"}"#.utf8))
        #expect(badge == Badge(text: "New", cornerRadius: 4))
        let unknown = #expect(throws: ModelError.self) { try JSONDecoder().decode(Badge.self, from: Data(#"{"txt": "New"}"#.utf8)) }
        #expect(unknown?.problem == "unknown key")
        let sharp = try JSONDecoder().decode(Badge.self, from: Data(#"{"cornerRadius": -1}"#.utf8))
        let negative = #expect(throws: ModelError.self) { try sharp.validateSpec(path: "badge") }
        #expect(negative?.field == "badge.cornerRadius")
    }
}
