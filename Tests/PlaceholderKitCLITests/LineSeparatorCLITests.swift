import Foundation
import Testing

/// Issue 32's line-separator repros through every entry point of the built tool: `render`
/// to PNG, SVG and PDF, `layout`, and one `serve` process answering all of them. Each ran
/// into SIGILL (or exit 2 on a valid string) before; each is a separate process here, so a
/// trap is a failed status rather than a dead test run.
@Suite struct LineSeparatorCLITests {
    static let specs: [String: String] = [
        "field-newline": #"{"kind": "textField", "width": 200, "text": "\n"}"#,
        "placeholder-newline-first": #"{"width": 200, "height": 100, "placeholder": "\nabc", "placeholderNumberOfLines": 1}"#,
        "information-separator": #"{"width": 200, "height": 100, "placeholder": "a\u001Cb"}"#,
        "form-children": #"""
            {"kind": "form", "width": 240, "children": [
              {"kind": "label", "text": "\u2029", "numberOfLines": 1},
              {"kind": "textField", "placeholder": "\r\n", "text": "", "borderStyle": "roundedRect"},
              {"kind": "textField", "text": "\u0085\u2028", "isEditing": true},
              {"kind": "textView", "height": "auto", "placeholder": "\u001D\u001E\n", "placeholderNumberOfLines": 2,
               "paragraphStyle": {"lineBreakMode": "byTruncatingMiddle"}}]}
            """#,
    ]

    @Test(arguments: specs.keys.sorted())
    func aLineSeparatorRendersInEveryFormatAndLaysOut(name: String) throws {
        let harness = try CLIHarness()
        let spec = try harness.write("\(name).json", try #require(Self.specs[name]))
        for format in ["png", "svg", "pdf"] {
            let result = try harness.runBinary(["render", spec, "-o", harness.path("\(name).\(format)")])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: harness.path("\(name).\(format)")))
            #expect(!bytes.isEmpty)
        }
        let layout = try harness.runBinary(["layout", spec])
        #expect(layout.status == 0, "layout: \(layout.stderr)")
        #expect((try? JSONSerialization.jsonObject(with: layout.stdout)) != nil)
    }

    @Test func oneServeProcessAnswersEveryRepro() throws {
        let harness = try CLIHarness()
        var requests = Data()
        for name in Self.specs.keys.sorted() {
            let oneLine = try #require(Self.specs[name]).replacingOccurrences(of: "\n", with: " ")
            requests += Data("render \(oneLine)\nlayout \(oneLine)\n".utf8)
        }
        let result = try harness.runBinary(["serve"], stdin: requests)
        #expect(result.status == 0, "\(result.stderr)")
        // Every answer is `ok N`: no request failed and none was lost.
        var answers = 0, rest = result.stdout[...]
        while let newline = rest.firstIndex(of: 0x0A) {
            let header = String(decoding: rest[rest.startIndex..<newline], as: UTF8.self)
            #expect(header.hasPrefix("ok "), "\(header)")
            guard header.hasPrefix("ok "), let count = Int(header.dropFirst(3)) else { break }
            rest = rest[(newline + 1)...].dropFirst(count)
            answers += 1
        }
        #expect(answers == 2 * Self.specs.count)
    }
}
