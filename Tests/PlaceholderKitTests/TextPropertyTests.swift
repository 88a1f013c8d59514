import Foundation
import Testing
import TestSupport
import PlaceholderKit
@testable import PlaceholderGeometry
@testable import PlaceholderRendering
@testable import PlaceholderModel

/// Every string is input: generated strings over ``HostileAlphabet`` crossed with every kind
/// (text view, text field, label, and a form's children) × line-break mode × line count
/// (0, 1, 2) × alignment × width (1 pt up), each decoded from a spec, validated, laid out and
/// drawn without a trap or an error, with the same layout and bytes from a cold engine as
/// from a warm one. Seeded: `PLACEHOLDERKIT_PROPERTY_SEED` and `PLACEHOLDERKIT_PROPERTY_ROUNDS`
/// change the seed and how many times the cross is walked (default 1, bounded in time by the
/// cross's size). The case in flight is written to `.build/property-test/case.json` first, so
/// a trap (which ends the process) leaves its input behind.
@Suite struct TextPropertyTests {
    enum Kind: CaseIterable { case textView, textField, label, formChildren }
    static let modes = ["byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingMiddle", "byTruncatingTail"]
    static let alignments = ["left", "center", "right", "natural", "justified"]
    static let directions = ["natural", "leftToRight", "rightToLeft"]
    static let widths = [1.0, 9, 44, 230]
    static let formats: [OutputFormat] = [.png, .svg, .pdf]

    typealias Generator = SeededGenerator

    /// A string of up to 14 atoms, a line break about one time in four, so strings that
    /// are, start with, end with or consist only of separators all come up.
    static func string(_ random: inout Generator) -> String {
        let count = Int.random(in: 0...14, using: &random)
        return (0..<count).map { _ in
            let group = Int.random(in: 0..<4, using: &random) == 0 ? HostileAlphabet.lineBreaks
                : HostileAlphabet.groups.randomElement(using: &random)!
            return group.randomElement(using: &random)!
        }.joined()
    }

    /// `text` as one to three runs of different sizes, each run's paragraph style given.
    static func runs(_ text: String, style: String, _ random: inout Generator) -> String {
        let scalars = Array(text.unicodeScalars)
        var cuts = [0, scalars.count]
        for _ in 0..<Int.random(in: 0...2, using: &random) { cuts.append(Int.random(in: 0...scalars.count, using: &random)) }
        cuts.sort()
        let sizes = [11, 17, 34]
        let parts = zip(cuts, cuts.dropFirst()).enumerated().map { index, cut in
            let piece = String(String.UnicodeScalarView(scalars[cut.0..<cut.1]))
            return #"{"text": \#(json(piece)), "font": {"size": \#(sizes[index % 3])}, "paragraphStyle": \#(style)}"#
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// A JSON string literal of `text`.
    static func json(_ text: String) -> String { "\"" + HostileAlphabet.jsonEscaped(text) + "\"" }

    /// The spec of one case: `kind` with `text` (as typed text, placeholder or runs) in the
    /// given mode, line count, alignment, direction and width.
    static func spec(_ kind: Kind, mode: String, lines: Int, alignment: String, width: Double,
                     _ random: inout Generator) -> String {
        let text = string(&random), other = string(&random)
        let direction = directions.randomElement(using: &random)!
        let hyphenation = Bool.random(using: &random) ? 1 : 0
        let style = #"{"lineBreakMode": "\#(mode)", "baseWritingDirection": "\#(direction)", "hyphenationFactor": \#(hyphenation)"#
            + #", "alignment": "\#(alignment)"}"#
        let typed = Bool.random(using: &random)
        let editing = Bool.random(using: &random)
        let language = ["en", "ar", "ja", "th", "de"].randomElement(using: &random)!
        let textView = #""textAlignment": "\#(alignment)", "placeholderNumberOfLines": \#(lines), "isEditing": \#(editing), "#
            + #""paragraphStyle": \#(style), "#
            + (Bool.random(using: &random)
                ? #""placeholder": \#(json(text)), "text": \#(json(typed ? other : ""))"#
                : #""attributedPlaceholder": \#(runs(text, style: style, &random)), "text": \#(json(typed ? other : ""))"#)
        let textField = #""textAlignment": "\#(alignment)", "isEditing": \#(editing), "#
            + #""clearButtonMode": "always", "adjustsFontSizeToFitWidth": \#(Bool.random(using: &random)), "#
            + #""borderStyle": "\#(["none", "line", "bezel", "roundedRect"].randomElement(using: &random)!)", "#
            + (Bool.random(using: &random)
                ? #""placeholder": \#(json(text)), "text": \#(json(typed ? other : ""))"#
                : #""attributedPlaceholder": \#(runs(text, style: style, &random)), "attributedText": \#(runs(typed ? other : "", style: style, &random))"#)
        let label = #""kind": "label", "textAlignment": "\#(alignment)", "numberOfLines": \#(lines), "#
            + #""attributedText": \#(runs(text, style: style, &random))"#
        let height = Bool.random(using: &random) ? "\"auto\"" : "\(Int.random(in: 1...120, using: &random))"
        switch kind {
        case .textView:
            return #"{"width": \#(width), "height": \#(height), "language": "\#(language)", \#(textView)}"#
        case .textField:
            return #"{"kind": "textField", "width": \#(width), "height": \#(height), "language": "\#(language)", \#(textField)}"#
        case .label:
            return #"{"kind": "form", "width": \#(width), "language": "\#(language)", "children": [{\#(label), "height": \#(height)}]}"#
        case .formChildren:
            return #"{"kind": "form", "width": \#(width), "language": "\#(language)", "layoutMargins": {"top": 1, "left": 0, "bottom": 1, "right": 0}, "#
                + #""children": [{\#(label)}, {"kind": "textField", \#(textField)}, {"kind": "textView", "height": \#(height), \#(textView)}]}"#
        }
    }

    /// The lines of every text a layout holds, with the most each may have.
    static func texts(of layout: MockupLayout) -> [(layout: TextLayout, most: Int)] {
        func field(_ field: TextFieldLayout) -> [(TextLayout, Int)] { [(field.text, 1), (field.placeholder, 1)] }
        func view(_ view: TextViewLayout) -> [(TextLayout, Int)] { [(view.text, 0), (view.placeholder, view.view.placeholderNumberOfLines)] }
        func label(_ label: LabelLayout) -> [(TextLayout, Int)] { [(label.text, label.label.numberOfLines)] }
        if let form = layout.layout(as: FormLayout.self) {
            return form.children.flatMap { child in
                child.layout(as: LabelLayout.self).map(label) ?? child.layout(as: TextFieldLayout.self).map(field)
                    ?? child.layout(as: TextViewLayout.self).map(view) ?? []
            }
        }
        return layout.layout(as: TextFieldLayout.self).map(field) ?? layout.layout(as: TextViewLayout.self).map(view) ?? []
    }

    static let inFlight = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/property-test/case.json")

    @Test func everyStringLaysOutAndDrawsInEveryKindModeLineCountAlignmentAndWidth() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["PLACEHOLDERKIT_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 20261205
        let rounds = environment["PLACEHOLDERKIT_PROPERTY_ROUNDS"].flatMap { Int($0) } ?? 1
        var random = Generator(state: seed)
        try FileManager.default.createDirectory(at: Self.inFlight.deletingLastPathComponent(), withIntermediateDirectories: true)
        var cases = 0, lines = 0
        let started = ContinuousClock.now
        for _ in 0..<rounds {
            for kind in Kind.allCases {
                for mode in Self.modes {
                    for lineCount in [0, 1, 2] {
                        for alignment in Self.alignments {
                            for width in Self.widths {
                                let spec = Self.spec(kind, mode: mode, lines: lineCount, alignment: alignment, width: width, &random)
                                let format = Self.formats[cases % Self.formats.count]
                                try Data(spec.utf8).write(to: Self.inFlight)
                                lines += try Self.check(spec, format: format)
                                cases += 1
                            }
                        }
                    }
                }
            }
        }
        try? FileManager.default.removeItem(at: Self.inFlight)
        print("TextPropertyTests: \(cases) cases, \(lines) lines, seed \(seed), in \(ContinuousClock.now - started)")
    }

    /// Decodes, validates, lays out and draws `spec`, and checks what holds for any text:
    /// no error, no more lines than the view allows, finite geometry, and the same layout
    /// document and bytes from a cold engine as from the shared one. Returns the lines laid out.
    static func check(_ spec: String, format: OutputFormat) throws -> Int {
        let mockup: Mockup
        do {
            mockup = try Mockup(json: Data(spec.utf8))
        } catch {
            Issue.record("a valid spec was refused: \(error)\n\(spec)")
            return 0
        }
        for (_, variant) in mockup.variantsExpanded {
            let warm: MockupLayout, cold: MockupLayout
            do {
                warm = try variant.layout(engine: .shared)
                cold = try variant.layout(engine: TextLayoutEngine(fonts: .shared))
            } catch {
                Issue.record("layout failed: \(error)\n\(spec)")
                return 0
            }
            var count = 0
            for (text, most) in texts(of: warm) {
                count += text.lines.count
                if most > 0 { #expect(text.lines.count <= most, "\(text.lines.count) lines where at most \(most) show\n\(spec)") }
                for line in text.lines {
                    let figures = [line.x, line.top, line.baseline, line.width, line.height, line.caretStartX, line.caretEndX]
                        + line.runs.flatMap(\.glyphs).flatMap { [$0.x, $0.y, $0.advance] }
                    let finite = figures.allSatisfy { $0.isFinite }
                    #expect(finite, "a figure is not finite\n\(spec)")
                }
            }
            let warmDocument = try warm.document.jsonData(), coldDocument = try cold.document.jsonData()
            #expect(warmDocument == coldDocument, "a cold engine laid it out differently\n\(spec)")
            let bytes = try warm.data(format: format)
            #expect(!bytes.isEmpty)
            let coldBytes = try cold.data(format: format)
            #expect(coldBytes == bytes, "a cold engine drew different \(format) bytes\n\(spec)")
            return count
        }
        return 0
    }
}
