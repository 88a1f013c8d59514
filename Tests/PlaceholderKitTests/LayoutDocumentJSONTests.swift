import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderGeometry
@testable import PlaceholderModel

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
        let mockup = try Mockup(json: Data(contentsOf: Self.examples.appendingPathComponent(name)))
        var documents: [String: LayoutDocument] = [:]
        for variant in mockup.variantsExpanded {
            let document = try variant.mockup.layout().document
            #expect(try document.jsonData() == document.encoderData(), "\(name)\(variant.suffix)")
            documents[variant.suffix.isEmpty ? "view" : variant.suffix] = document
        }
        #expect(try LayoutDocument.output(documents) == LayoutDocument.encoderOutput(documents))
        // Streamed in chunks, the same bytes.
        final class Chunks: @unchecked Sendable { var data = Data() }
        let chunks = Chunks()
        try LayoutDocument.writeOutput(documents) { chunks.data.append($0) }
        #expect(chunks.data == (try LayoutDocument.output(documents)))
    }

    @Test func roundedNumbersAreWrittenAsJSONEncoderWritesThem() throws {
        let encoder = JSONEncoder()
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, 0.001, 0.01, 0.1, 1, -1, 0.5, 12.345, 999_999_999_999.999, 1e12, 1e15, 1e20, -1e20, 0.0049]
        for magnitude in [1e-3, 1, 1e3, 1e6, 1e9, 1e11, 1e13] {
            values += (0..<2000).map { _ in Double.random(in: -magnitude...magnitude, using: &generator) }
        }
        for value in values {
            var expected = String(decoding: try encoder.encode([(value * 1000).rounded() / 1000]), as: UTF8.self)
            expected = String(expected.dropFirst().dropLast())
            #expect(try LayoutJSONWriter.text(rounding: value) == expected, "\(value)")
        }
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
        #expect(try LayoutDocument.output(["B": document, "a": document, "é": document, "ab": document])
                == LayoutDocument.encoderOutput(["B": document, "a": document, "é": document, "ab": document]))
        document.size.height = .nan
        #expect(throws: (any Error).self) { try document.jsonData() }
        // Streaming checks first: a number that is not finite writes nothing.
        var written = 0
        #expect(throws: (any Error).self) { try LayoutDocument.writeOutput(["a": document]) { written += $0.count } }
        #expect(written == 0)
    }
}
