import Foundation
import FuzzDriver
import PlaceholderImage
import PlaceholderKit

/// What must hold for any bytes given as a spec, checked by the fuzzer (and by its
/// replay mode), for specs of every kind (text view, text field, form): decoding and
/// validation either give a valid mockup or throw one error of
/// the model's kind on one line; a valid view survives encoding and decoding unchanged;
/// laying it out either works or fails with a one-line error; and its layout document
/// always encodes (every number in it is finite). Anything else stops the process, which
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
    }

    private static func expectOneLine(_ error: Error, from stage: String, kinds: [any Error.Type]) {
        FuzzDriver.expectOneLine("PlaceholderFuzz", error, from: stage, kinds: kinds)
    }

    private static func fail(_ message: String) -> Never {
        FuzzDriver.fail("PlaceholderFuzz", message)
    }
}
