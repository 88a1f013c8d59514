import Foundation
import FuzzDriver
import PlaceholderImage
import PlaceholderKit

/// What must hold for any bytes given as a spec, checked by the fuzzer (and by its
/// replay mode), for specs of every kind (text view, text field, form): decoding and
/// validation either give a valid mockup or throw one error of
/// the model's kind on one line; a valid view survives encoding and decoding unchanged;
/// laying it out either works or fails with a one-line error; its layout document
/// always encodes (every number in it is finite); and its accessibility audit over its
/// matrix gives findings of one line each, ratios between 1 and 21, finite frames. Anything else stops the process, which
/// libFuzzer records as a crash with the input that caused it.
enum SpecProperties {
    static func check(_ data: Data) {
        let view: Mockup
        do {
            view = try Mockup(json: data)
        } catch {
            expectOneLine(error, from: "decoding", kinds: [ModelError.self])
            return
        }
        do {
            let again = try Mockup(json: view.jsonData())
            guard again == view else { fail("the spec changed on encoding and decoding again: \(again) != \(view)") }
        } catch {
            fail("a valid spec did not survive encoding and decoding: \(error)")
        }
        let layout: MockupLayout
        do {
            layout = try view.layout()
        } catch {
            expectOneLine(error, from: "layout", kinds: [FontError.self, RenderError.self, ModelError.self])
            return
        }
        do {
            _ = try layout.document.jsonData()
        } catch {
            fail("the layout document of a valid view does not encode: \(error)")
        }
        checkAudit(of: view)
    }

    /// The audit of a view that lays out: every variant lays out too, or fails on one line.
    private static func checkAudit(of view: Mockup) {
        let audit: SpecAudit
        do {
            audit = try view.audit(named: "fuzz")
        } catch {
            expectOneLine(error, from: "audit", kinds: [FontError.self, RenderError.self, ModelError.self])
            return
        }
        guard audit.variants.count == view.variantCount else { fail("the audit saw \(audit.variants.count) of \(view.variantCount) variants") }
        for finding in audit.findings {
            if finding.message.contains(where: \.isNewline) { fail("a finding of \(finding.rule.rawValue) is not one line: \(finding.message)") }
            if let ratio = finding.figures["ratio"], !(1...21).contains(ratio) { fail("a contrast ratio of \(ratio)") }
            if let frame = finding.frame, ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) { fail("a finding's frame \(frame)") }
        }
        do {
            _ = try JSONEncoder().encode(audit.findings)
        } catch {
            fail("the findings do not encode: \(error)")
        }
    }

    private static func expectOneLine(_ error: Error, from stage: String, kinds: [any Error.Type]) {
        FuzzDriver.expectOneLine("PlaceholderFuzz", error, from: stage, kinds: kinds)
    }

    private static func fail(_ message: String) -> Never {
        FuzzDriver.fail("PlaceholderFuzz", message)
    }
}
