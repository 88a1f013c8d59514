import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderKitCLI

/// Walks every flag `render` declares and checks that it reaches the model and changes
/// exactly the fields it names, nothing else.
@Suite struct DeclaredFlagTests {
    /// A spec with its own placeholder font (bold italic 13 pt), so font flags can be seen
    /// to change only the field they name, in both fonts.
    static let base: PlaceholderTextView = {
        var view = PlaceholderTextView(width: 100, height: 40)
        view.placeholderFont = FontDescriptor(family: "Inter", size: 13, weight: .bold, italic: true)
        return view
    }()

    /// flag → (value, the model fields it must change and their new JSON values, a check
    /// of anything outside the model).
    static let expectations: [String: (value: String, changes: [String: String], check: @Sendable (RenderCommand.Settings) -> Bool)] = [
        "--width": ("320", ["width": "320"], { _ in true }),
        "--height": ("90", ["height": "90"], { _ in true }),
        "--min-height": ("40", ["minHeight": "40"], { _ in true }),
        "--max-height": ("200", ["maxHeight": "200"], { _ in true }),
        "--scale": ("3", ["scale": "3"], { _ in true }),
        "--text": ("Hi", ["text": "Hi"], { _ in true }),
        "--placeholder": ("Write here", ["placeholder": "Write here"], { _ in true }),
        "--font-family": ("DejaVu Sans", ["font.family": "DejaVu Sans", "placeholderFont.family": "DejaVu Sans"], { _ in true }),
        "--font-size": ("20", ["font.size": "20", "placeholderFont.size": "20"], { _ in true }),
        "--font-weight": ("semibold", ["font.weight": "semibold", "placeholderFont.weight": "semibold"], { _ in true }),
        "--font-file": ("/fonts/A.ttf", ["font.file": "/fonts/A.ttf", "placeholderFont.file": "/fonts/A.ttf"], { _ in true }),
        "--text-color": ("#112233", ["textColor": "#112233"], { _ in true }),
        "--placeholder-color": ("red", ["placeholderColor": "red"], { _ in true }),
        "--background-color": ("#FFFFFF80", ["backgroundColor": "#FFFFFF80"], { _ in true }),
        "--border-color": ("blue", ["borderColor": "blue"], { _ in true }),
        "--tint-color": ("systemRed", ["tintColor": "systemRed"], { _ in true }),
        "--alignment": ("right", ["textAlignment": "right"], { _ in true }),
        "--placeholder-alignment": ("center", ["placeholderTextAlignment": "center"], { _ in true }),
        "--vertical-alignment": ("bottom", ["placeholderVerticalAlignment": "bottom"], { _ in true }),
        "--lines": ("2", ["placeholderNumberOfLines": "2"], { _ in true }),
        "--inset": ("1,2,3,4", ["textContainerInset.top": "1", "textContainerInset.left": "2", "textContainerInset.bottom": "3",
                                "textContainerInset.right": "4"], { _ in true }),
        "--padding": ("6", ["lineFragmentPadding": "6"], { _ in true }),
        "--corner-radius": ("3", ["cornerRadius": "3"], { _ in true }),
        "--border-width": ("2", ["borderWidth": "2"], { _ in true }),
        "--no-clip": ("", ["masksToBounds": "false"], { _ in true }),
        "--appearance": ("dark", ["appearance": "dark"], { _ in true }),
        "--editing": ("", ["isEditing": "true"], { _ in true }),
        "--hide-placeholder-while-editing": ("", ["hidesPlaceholderWhileEditing": "true"], { _ in true }),
        "--language": ("ja", ["language": "ja"], { _ in true }),
        "--content-size-category": ("AX3", ["contentSizeCategory": "accessibilityExtraLarge"], { _ in true }),
        "--font-dir": ("/opt/fonts", [:], { $0.specs.allSatisfy { $0.fontDirectories == ["/opt/fonts"] } }),
        "--output": ("out.svg", [:], { $0.output == "out.svg" }),
        "--format": ("pdf", [:], { $0.format == .pdf }),
        "--compression": ("9", [:], { $0.compression == 9 }),
        "--jobs": ("3", [:], { $0.jobs == 3 }),
        "--contact-sheet": ("", [:], { $0.contactSheet }),
    ]

    @Test func everyDeclaredFlagIsCovered() {
        #expect(Set(RenderCommand.options.map(\.name)) == Set(Self.expectations.keys))
        #expect(RenderCommand.options.count == Self.expectations.count, "a flag is declared twice")
    }

    @Test(arguments: RenderCommand.options.map(\.name))
    func flagChangesExactlyWhatItNames(flag: String) throws {
        let expectation = try #require(Self.expectations[flag])
        let option = try #require(RenderCommand.options.first { $0.name == flag })
        let arguments = option.valueName == nil ? [flag] : [flag, expectation.value]
        let parsed = try ArgumentParser.parse(arguments, options: RenderCommand.options, positionals: RenderCommand.positionals)
        // Two specs, as in a batch: every flag reaches both.
        var settings = RenderCommand.Settings(specs: [ViewSettings(view: Self.base), ViewSettings(view: Self.base)])
        try parsed.apply(to: &settings)
        let before = try Self.fields(of: Self.base)
        for spec in settings.specs {
            let after = try Self.fields(of: spec.view)
            let changed = after.filter { before[$0.key] != $0.value }
            let removed = before.keys.filter { after[$0] == nil }
            #expect(changed == expectation.changes)
            #expect(removed.isEmpty)
        }
        #expect(expectation.check(settings))
    }

    /// The view's JSON as dotted paths and their values as text.
    static func fields(of view: PlaceholderTextView) throws -> [String: String] {
        let json = try JSONDecoder().decode(JSONValue.self, from: view.jsonData())
        var fields: [String: String] = [:]
        func walk(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let members): for (key, member) in members { walk(member, path.isEmpty ? key : "\(path).\(key)") }
            case .array(let elements): for (index, element) in elements.enumerated() { walk(element, "\(path)[\(index)]") }
            case .leaf(let text): fields[path] = text
            }
        }
        walk(json, "")
        return fields
    }

    enum JSONValue: Decodable {
        case object([String: JSONValue])
        case array([JSONValue])
        case leaf(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let members = try? container.decode([String: JSONValue].self) {
                self = .object(members)
            } else if let elements = try? container.decode([JSONValue].self) {
                self = .array(elements)
            } else if let flag = try? container.decode(Bool.self) {
                self = .leaf(String(flag))
            } else if let number = try? container.decode(Double.self) {
                self = .leaf(number == number.rounded() ? String(Int(number)) : String(number))
            } else {
                self = .leaf(try container.decode(String.self))
            }
        }
    }
}
