import Foundation
import PlaceholderImage
import PlaceholderKit
@testable import PlaceholderKitCLI
@testable import PlaceholderSnapshotTesting
import Testing

/// A spec as a matrix: variants, localizations, output names, and every command's view of them.
@Suite struct VariantTests {
    static let feedback = #"""
    {"width": 200, "height": 60, "scale": 1, "placeholder": "Tell us more", "language": "en",
     "variants": {"appearance": ["light", "dark"], "contentSizeCategory": ["L", "AX3"], "language": ["en", "ja"], "scale": [2, 3]},
     "localizations": {"ja": {"placeholder": "ご意見をどうぞ"}}}
    """#

    @Test func theMatrixIsTheCartesianProductInOrderWithNamesAndLocalizations() throws {
        let view = try PlaceholderTextView(json: Data(Self.feedback.utf8))
        let variants = view.variantsExpanded
        #expect(variants.count == 16)
        #expect(variants.first?.suffix == ".light.L.en@2x")
        #expect(variants.last?.suffix == ".dark.AX3.ja@3x")
        #expect(Set(variants.map(\.suffix)).count == 16)
        let ja = try #require(variants.first { $0.suffix == ".dark.AX3.ja@3x" })
        #expect(ja.view.appearance == .dark && ja.view.contentSizeCategory == .accessibilityExtraLarge && ja.view.scale == 3)
        #expect(ja.view.placeholder == "ご意見をどうぞ")
        #expect(variants.first?.view.placeholder == "Tell us more")
        #expect(ja.view.variants == nil && ja.view.localizations.isEmpty)
        // Without variants: one view, localized for its own language.
        var plain = try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10, "placeholder": "Hi", "language": "ja", "localizations": {"ja": {"placeholder": "やあ"}}}"#.utf8))
        #expect(plain.variantsExpanded.map(\.suffix) == [""])
        #expect(plain.variantsExpanded[0].view.placeholder == "やあ")
        plain.language = "en"
        #expect(plain.variantsExpanded[0].view.placeholder == "Hi")
    }

    @Test func aLocalizationReplacesPlainTextWithRunsAndRunsWithPlainText() throws {
        let json = #"""
        {"width": 200, "height": 40, "placeholder": "Message (optional)", "language": "en",
         "variants": {"language": ["en", "ja"]},
         "localizations": {"ja": {"attributedPlaceholder": [{"text": "メッセージ "}, {"text": "（任意）", "font": {"italic": true}}]}}}
        """#
        let variants = try PlaceholderTextView(json: Data(json.utf8)).variantsExpanded
        #expect(variants[0].view.placeholder == "Message (optional)" && variants[0].view.attributedPlaceholder == nil)
        #expect(variants[1].view.placeholder.isEmpty && variants[1].view.attributedPlaceholder?.map(\.text) == ["メッセージ ", "（任意）"])
        let layout = try variants[1].view.layout()
        #expect(layout.placeholder.lines[0].text == "メッセージ （任意）")
    }

    @Test func onlyTheListedAxesNameTheOutputs() throws {
        let view = try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10, "variants": {"scale": [1, 2.5]}}"#.utf8))
        #expect(view.variantsExpanded.map(\.suffix) == ["@1x", "@2.5x"])
    }

    @Test func badVariantsAreErrorsNamingTheField() {
        for (json, field) in [(#""variants": {"appearance": []}"#, "variants.appearance"),
                              (#""variants": {"language": ["en", "not a tag"]}"#, "variants.language[1]"),
                              (#""variants": {"scale": [9]}"#, "variants.scale[0]"),
                              (#""variants": {"scale": [2, 2]}"#, "variants.scale"),
                              (#""variants": {"size": [1]}"#, "variants.size"),
                              (#""localizations": {"ja": {"title": "x"}}"#, "localizations.ja.title")] {
            #expect(throws: ModelError.self, "\(json)") { try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10, \#(json)}"#.utf8)) }
            do { _ = try PlaceholderTextView(json: Data(#"{"width": 10, "height": 10, \#(json)}"#.utf8)) } catch let error as ModelError {
                #expect(error.field == field, "\(json): \(error)")
            } catch {}
        }
    }

    @Test func renderWritesEveryVariantAndLayoutMapsNamesToDocuments() throws {
        let cli = try CLIHarness()
        let spec = try cli.write("feedback.json", Self.feedback)
        let batch = cli.run(["render", spec, "-o", cli.path("out"), "--contact-sheet"])
        #expect(batch.status == 0, "\(batch.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: cli.path("out")).filter { $0.hasSuffix(".png") }
        #expect(files.count == 16)
        #expect(files.contains("feedback.dark.AX3.ja@3x.png"))
        #expect(try PNGCodec.read(URL(fileURLWithPath: cli.path("out/feedback.light.L.en@3x.png"))).width == 600)
        let sheet = try String(contentsOfFile: cli.path("out/index.html"), encoding: .utf8)
        #expect(sheet.components(separatedBy: "<section class=\"spec wide\">").count - 1 == 1, "one section for the spec")
        // Four axes of two values: appearance (the first of the narrowest) as columns, the
        // others' eight combinations as rows.
        #expect(sheet.contains("<thead><tr><th></th><th scope=col>light</th><th scope=col>dark</th></tr></thead>"))
        #expect(sheet.components(separatedBy: "<th scope=row>").count - 1 == 8)
        #expect(sheet.contains(#"<th scope=row>AX3 · ja · @3x</th><td><figure class="card zoomable" data-name="feedback.light.ax3.ja@3x">"#))
        let one = cli.run(["render", spec, "-o", cli.path("one.png")])
        #expect(one.status == 2 && one.stderr.contains("names one image, but the spec has 16 variants"))
        let layout = cli.run(["layout", spec])
        let output = try #require(try JSONSerialization.jsonObject(with: layout.stdout) as? [String: Any])
        let documents = try #require(output["layouts"] as? [String: Any])
        #expect(documents.count == 16 && documents["feedback.dark.AX3.ja@3x"] != nil)
    }

    @Test func verifyChecksEveryVariantAsACase() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(atPath: cli.path("specs"), withIntermediateDirectories: true)
        _ = try cli.write("specs/feedback.json", Self.feedback)
        let arguments = ["verify", "--specs", cli.path("specs"), "--snapshots", cli.path("refs"), "--report", cli.path("report")]
        #expect(cli.run(arguments + ["--record", "all"]).text.contains("16 snapshots"))
        #expect(FileManager.default.fileExists(atPath: cli.path("refs/feedback.light.AX3.ja@2x.png")))
        #expect(cli.run(arguments + ["--record", "never"]).status == 0)
    }

    @Test func assertSnapshotNamesOneSnapshotPerVariant() throws {
        var view = PlaceholderTextView(width: 80, height: 30)
        view.placeholder = "Hi"
        view.localizations = ["ja": Localization(placeholder: "やあ")]
        let variants = Variants(appearance: [.light, .dark], language: ["en", "ja"])
        let named = variantSnapshots(of: view, variants: variants, named: "greeting")
        #expect(named.map(\.name) == ["greeting.light.en", "greeting.light.ja", "greeting.dark.en", "greeting.dark.ja"])
        #expect(named[1].view.placeholder == "やあ" && named[2].view.appearance == .dark)
        #expect(variantSnapshots(of: view, variants: Variants(scale: [3]), named: nil).map(\.name) == ["@3x"])
        #expect(variantSnapshots(of: view, variants: variants, named: nil).first?.name == "light.en")
    }

    @Test func assertSnapshotMultipliesAWholeForm() throws {
        var field = PlaceholderTextField(width: 0)
        field.placeholder = "Name"
        field.localizations = ["ja": Localization(placeholder: "名前")]
        let form = PlaceholderForm(width: 200, children: [.textField(field)])
        let named = variantSnapshots(of: form, variants: Variants(appearance: [.light, .dark], language: ["en", "ja"]), named: "signup")
        #expect(named.map(\.name) == ["signup.light.en", "signup.light.ja", "signup.dark.en", "signup.dark.ja"])
        guard let ja = named[3].view.children[0].spec(as: PlaceholderTextField.self) else { return #expect(Bool(false)) }
        #expect(ja.placeholder == "名前" && ja.appearance == .dark && named[3].view.appearance == .dark)
    }
}
