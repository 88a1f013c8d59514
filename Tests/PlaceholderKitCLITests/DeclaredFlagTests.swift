import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderKitCLI

/// Walks every flag `render` declares (as swift-argument-parser describes the command) and
/// checks that, parsed by the library, it reaches the model and changes exactly the fields
/// it names, nothing else.
@Suite struct DeclaredFlagTests {
    /// A spec with its own placeholder font (bold italic 13 pt) and paragraph style, so font
    /// and paragraph flags can be seen to change only the field they name, in both.
    static let base: PlaceholderTextView = {
        var view = PlaceholderTextView(width: 100, height: 40)
        view.placeholderFont = FontDescriptor(family: "Inter", size: 13, weight: .bold, italic: true)
        view.placeholderParagraphStyle = ParagraphStyle()
        view.placeholderParagraphStyle?.headIndent = 4
        return view
    }()

    /// flag → (value, the model fields it must change and their new JSON values, a check
    /// of anything outside the model).
    static let expectations: [String: (value: String, changes: [String: String], check: @Sendable (RenderCommand, [ViewSettings]) -> Bool)] = [
        "--width": ("320", ["width": "320"], { _, _ in true }),
        "--height": ("90", ["height": "90"], { _, _ in true }),
        "--min-height": ("40", ["minHeight": "40"], { _, _ in true }),
        "--max-height": ("200", ["maxHeight": "200"], { _, _ in true }),
        "--scale": ("3", ["scale": "3"], { _, _ in true }),
        "--text": ("Hi", ["text": "Hi"], { _, _ in true }),
        "--placeholder": ("Write here", ["placeholder": "Write here"], { _, _ in true }),
        "--font-family": ("DejaVu Sans", ["font.family": "DejaVu Sans", "placeholderFont.family": "DejaVu Sans"], { _, _ in true }),
        "--font-size": ("20", ["font.size": "20", "placeholderFont.size": "20"], { _, _ in true }),
        "--font-weight": ("semibold", ["font.weight": "semibold", "placeholderFont.weight": "semibold"], { _, _ in true }),
        "--font-file": ("/fonts/A.ttf", ["font.file": "/fonts/A.ttf", "placeholderFont.file": "/fonts/A.ttf"], { _, _ in true }),
        "--kern": ("0.5", ["font.tracking": "0.5", "placeholderFont.tracking": "0.5"], { _, _ in true }),
        "--text-color": ("#112233", ["textColor": "#112233"], { _, _ in true }),
        "--border-style": ("bezel", ["borderStyle": "bezel"], { _, _ in true }),
        "--placeholder-color": ("red", ["placeholderColor": "red"], { _, _ in true }),
        "--background-color": ("#FFFFFF80", ["backgroundColor": "#FFFFFF80"], { _, _ in true }),
        "--border-color": ("blue", ["borderColor": "blue"], { _, _ in true }),
        "--tint-color": ("systemRed", ["tintColor": "systemRed"], { _, _ in true }),
        "--alignment": ("right", ["textAlignment": "right"], { _, _ in true }),
        "--placeholder-alignment": ("center", ["placeholderTextAlignment": "center"], { _, _ in true }),
        "--vertical-alignment": ("bottom", ["placeholderVerticalAlignment": "bottom"], { _, _ in true }),
        "--lines": ("2", ["placeholderNumberOfLines": "2"], { _, _ in true }),
        "--inset": ("1,2,3,4", ["textContainerInset.top": "1", "textContainerInset.left": "2", "textContainerInset.bottom": "3",
                                "textContainerInset.right": "4"], { _, _ in true }),
        "--padding": ("6", ["lineFragmentPadding": "6"], { _, _ in true }),
        "--line-spacing": ("3", ["paragraphStyle.lineSpacing": "3", "placeholderParagraphStyle.lineSpacing": "3"], { _, _ in true }),
        "--paragraph-spacing": ("8", ["paragraphStyle.paragraphSpacing": "8", "placeholderParagraphStyle.paragraphSpacing": "8"], { _, _ in true }),
        "--line-height-multiple": ("1.5", ["paragraphStyle.lineHeightMultiple": "1.5", "placeholderParagraphStyle.lineHeightMultiple": "1.5"],
                                   { _, _ in true }),
        "--line-break-mode": ("byTruncatingMiddle", ["paragraphStyle.lineBreakMode": "byTruncatingMiddle",
                                                     "placeholderParagraphStyle.lineBreakMode": "byTruncatingMiddle"], { _, _ in true }),
        "--corner-radius": ("3", ["cornerRadius": "3"], { _, _ in true }),
        "--border-width": ("2", ["borderWidth": "2"], { _, _ in true }),
        "--no-clip": ("", ["masksToBounds": "false"], { _, _ in true }),
        "--appearance": ("dark", ["appearance": "dark"], { _, _ in true }),
        "--editing": ("", ["isEditing": "true"], { _, _ in true }),
        "--hide-placeholder-while-editing": ("", ["hidesPlaceholderWhileEditing": "true"], { _, _ in true }),
        "--language": ("ja", ["language": "ja"], { _, _ in true }),
        "--content-size-category": ("AX3", ["contentSizeCategory": "accessibilityExtraLarge"], { _, _ in true }),
        "--font-dir": ("/opt/fonts", [:], { $1.allSatisfy { $0.fontDirectories == ["/opt/fonts"] } }),
        "--output": ("out.svg", [:], { render, _ in render.output == "out.svg" }),
        "--format": ("pdf", [:], { render, _ in render.format == .pdf }),
        "--compression": ("9", [:], { render, _ in render.compression == 9 }),
        "--jobs": ("3", [:], { render, _ in render.jobs == 3 }),
        "--contact-sheet": ("", [:], { render, _ in render.contactSheet }),
        "--shard": ("2/3", [:], { render, _ in render.shard?.description == "2/3" }),
        "--incremental": ("", [:], { render, _ in render.incremental }),
        "--prune": ("", [:], { render, _ in render.prune }),
        "--overlay": ("", [:], { render, _ in render.overlay }),
    ]

    /// `render`'s options and flags as the library describes them: long name, takes a value.
    static let declared: [(name: String, takesValue: Bool)] = {
        let render = ManPage.commands().first { $0.path == "render" }!.info
        return (render.arguments ?? []).filter { $0.kind != "positional" && !$0.isHelp }.map { argument in
            let long = argument.names!.first { $0.kind == "long" }!
            return (long.written, argument.kind == "option")
        }
    }()

    @Test func everyDeclaredFlagIsCovered() {
        #expect(Set(Self.declared.map(\.name)) == Set(Self.expectations.keys))
        #expect(Self.declared.count == Self.expectations.count, "a flag is declared twice")
    }

    /// The flags of `render` that set no spec property: they say where and how to write.
    static let commandLineOnly: Set<String> = ["--font-dir", "--output", "--format", "--compression", "--jobs", "--contact-sheet", "--shard", "--incremental", "--prune", "--overlay"]

    /// Every flag a spec property declares is one of `render`'s and `layout`'s, with the
    /// property's words as its help and the declared value name; every other flag of theirs
    /// is one that sets no property. A flag added to the model without its option, an
    /// option without its declaration, or help written apart from the declaration fails.
    @Test(arguments: ["render", "layout"])
    func flagsAreTheDeclaredOnes(command: String) throws {
        let info = try #require(ManPage.commands().first { $0.path == command }).info
        let options = (info.arguments ?? []).filter { $0.kind != "positional" && !$0.isHelp }
        var seen: Set<String> = []
        for option in options {
            let name = try #require(option.names?.first { $0.kind == "long" }).name
            seen.insert(name)
            guard let declared = SpecSchema.declaredFlag(name) else {
                #expect(Self.commandLineOnly.contains("--" + name), "--\(name) of \(command) sets no declared property")
                continue
            }
            #expect(option.abstract?.contains(declared.description) == true, "--\(name)'s help is not its property's: \(option.abstract ?? "")")
            #expect(option.valueName == declared.flag.valueName ?? option.valueName)
            #expect((option.kind == "option") == (declared.flag.valueName != nil), "--\(name) takes a value exactly when its declaration names one")
        }
        let missing = SpecSchema.declaredFlags.map(\.flag.name).filter { !seen.contains($0) }
        #expect(missing.isEmpty, "declared but not flags of \(command): \(missing)")
    }

    @Test(arguments: declared.map(\.name))
    func flagChangesExactlyWhatItNames(flag: String) throws {
        let expectation = try #require(Self.expectations[flag])
        let takesValue = try #require(Self.declared.first { $0.name == flag }).takesValue
        let render = try RenderCommand.parse(takesValue ? [flag, expectation.value] : [flag])
        if let declared = SpecSchema.declaredFlag(String(flag.dropFirst(2))), !SpecSchema.kind(.textView, takes: declared) {
            // A flag of another kind's property (a text field's --border-style): a text view
            // refuses it, naming it; the kinds' test checks what it changes where it is taken.
            var settings = ViewSettings(mockup: .textView(Self.base))
            #expect(throws: CommandLineError.self) { try settings.apply(render.flags) }
            return
        }
        // Two specs, as in a batch: every flag reaches both.
        var specs = [ViewSettings(mockup: .textView(Self.base)), ViewSettings(mockup: .textView(Self.base))]
        for index in specs.indices { try specs[index].apply(render.flags) }
        let before = try Self.fields(of: Self.base)
        for spec in specs {
            let after = try Self.fields(of: try #require(spec.mockup.textView))
            let changed = after.filter { before[$0.key] != $0.value }
            let removed = before.keys.filter { after[$0] == nil }
            #expect(changed == expectation.changes)
            #expect(removed.isEmpty)
        }
        #expect(expectation.check(render, specs))
        // An incremental batch finds a spec's images from its file's bytes only when no flag
        // changes a view: every flag that sets a property counts, none other does.
        #expect(render.flags.changesNoView == expectation.changes.isEmpty, "\(flag)")
    }

    /// A text field and a form take a view flag exactly when their kind has the property
    /// it sets (as the schema lists the kind's properties), and then it changes that
    /// property and no other; a flag of a property the kind lacks is refused, naming it. So
    /// the lists of flags each kind refuses cannot drift from the model, nor a flag be taken
    /// and silently do nothing.
    @Test(arguments: [("view", #"{"width": 100, "height": 40}"#), ("textField", #"{"kind": "textField", "width": 100}"#),
                      ("form", #"{"kind": "form", "width": 300, "children": [{"kind": "label", "text": "A"}]}"#)])
    func aKindTakesTheFlagsOfItsPropertiesAndRefusesTheRest(kind: String, spec: String) throws {
        let properties = Set(try #require(SpecSchema.document["$defs"]?[kind]?["properties"]).keys)
        let base = try Mockup(json: Data(spec.utf8), validate: false)
        for (flag, takesValue) in Self.declared {
            guard let declared = SpecSchema.declaredFlag(String(flag.dropFirst(2))) else { continue }
            let expectation = try #require(Self.expectations[flag])
            let property = String(declared.key.prefix { $0 != "." })
            let render = try RenderCommand.parse(takesValue ? [flag, expectation.value] : [flag])
            var settings = ViewSettings(mockup: base)
            do {
                try settings.apply(render.flags)
            } catch let error as CommandLineError {
                #expect(!properties.contains(property), "\(flag) is refused, but a \(kind) has \(property)")
                #expect(error.flag == flag && error.problem.contains("a \(kind == "view" ? "textView" : kind) spec does not have"), "\(error)")
                continue
            }
            #expect(properties.contains(property), "\(flag) is taken, but a \(kind) has no \(property)")
            let before = try Self.topLevelJSON(base), after = try Self.topLevelJSON(settings.mockup)
            let changed = Set(after.keys.filter { after[$0] != before[$0] } + before.keys.filter { after[$0] == nil })
            #expect(changed == [property], "\(flag) changed \(changed.sorted()) of a \(kind)")
        }
    }

    /// A mockup's JSON, each top-level property's value as JSON text.
    static func topLevelJSON(_ mockup: Mockup) throws -> [String: String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try JSONDecoder().decode([String: JSONValueText].self, from: encoder.encode(mockup))
        return json.mapValues(\.text)
    }

    /// Any JSON value, kept as its text with sorted keys.
    struct JSONValueText: Decodable {
        var text: String
        init(from decoder: Decoder) throws {
            let value = try decoder.singleValueContainer().decode(PlaceholderKit.JSONValue.self)
            text = value.compact
        }
    }

    /// The font flags given together change each field they name, whatever their order:
    /// `--font-family` clears the spec's font file, `--font-file` given with it sets one.
    @Test(arguments: [["--font-file", "/f/A.ttf", "--font-family", "Inter"], ["--font-family", "Inter", "--font-file", "/f/A.ttf"]])
    func fontFamilyAndFileTogether(arguments: [String]) throws {
        var base = Self.base
        base.font.file = "/old.ttf"
        var settings = ViewSettings(mockup: .textView(base))
        try settings.apply(try RenderCommand.parse(arguments).flags)
        let view = try #require(settings.mockup.textView)
        #expect(view.font.family == "Inter" && view.font.file == "/f/A.ttf")
        #expect(view.placeholderFont?.family == "Inter" && view.placeholderFont?.file == "/f/A.ttf")
        #expect(view.placeholderFont?.weight == .bold && view.placeholderFont?.size == 13)
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
