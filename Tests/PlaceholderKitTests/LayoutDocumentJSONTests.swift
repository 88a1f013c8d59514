import Foundation
import Testing
@testable import PlaceholderKit

/// The layout document's own JSON writer (issue 17: JSONEncoder's tree of boxed values
/// cost 1 KB and 8 µs a glyph) writes exactly what JSONEncoder wrote.
@Suite struct LayoutDocumentJSONTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test(arguments: names)
    func everyExampleWritesWhatJSONEncoderWrote(name: String) throws {
        let view = try PlaceholderTextView(json: Data(contentsOf: Self.examples.appendingPathComponent(name)))
        var documents: [String: LayoutDocument] = [:]
        for variant in view.variantsExpanded {
            let document = LayoutDocument(view: variant.view, layout: try variant.view.layout())
            #expect(try document.jsonData() == document.encoderData(), "\(name)\(variant.suffix)")
            documents[variant.suffix.isEmpty ? "view" : variant.suffix] = document
        }
        #expect(try LayoutDocument.jsonData(documents) == LayoutDocument.encoderData(documents))
    }

    @Test func stringsNumbersAndOptionalsAreWrittenAsJSONEncoderWritesThem() throws {
        var view = PlaceholderTextView(width: 120, height: 80)
        view.text = "a/\"\\\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}\u{2028}é😀 שלום ab\u{0301}"
        view.isEditing = true
        view.attributedPlaceholder = nil
        view.attributedText = [TextRun(text: "x\u{1}y", backgroundColor: "#ff804080"),
                               TextRun(text: " z", font: PartialFont(size: 33.3333333), underline: true)]
        view.text = ""
        var document = LayoutDocument(view: view, layout: try view.layout())
        document.warnings = ["w\n\"1\"", "", "é/ü"]
        #expect(try document.jsonData() == document.encoderData())
        document.caret = nil
        document.warnings = []
        document.size.width = 1e21
        document.scale = -0.0
        #expect(try document.jsonData() == document.encoderData())
        #expect(try LayoutDocument.jsonData(["B": document, "a": document, "é": document, "ab": document])
                == LayoutDocument.encoderData(["B": document, "a": document, "é": document, "ab": document]))
        document.size.height = .nan
        #expect(throws: (any Error).self) { try document.jsonData() }
    }
}
