import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderModel

/// Issue 35: one rule for ignore regions, judged against the height the image has. A text
/// view of `auto` height refused a region at y 10 ("must lie inside the 100.0×1.0 view":
/// the unsized stand-in) where a text field of `auto` height took it.
@Suite struct IgnoreRegionRuleTests {
    static let kinds = [
        #"{"width": 100, "height": "auto", "placeholder": "Two lines of placeholder text here", "ignoreRegions": REGIONS}"#,
        #"{"kind": "textField", "width": 100, "placeholder": "Name", "ignoreRegions": REGIONS}"#,
        #"{"kind": "form", "width": 100, "children": [{"kind": "label", "text": "Title"}, {"kind": "textField", "placeholder": "Name"}], "ignoreRegions": REGIONS}"#,
    ]

    static func mockup(_ template: String, _ regions: String) throws -> Mockup {
        try Mockup(json: Data(template.replacingOccurrences(of: "REGIONS", with: regions).utf8))
    }

    @Test(arguments: kinds)
    func aRegionInsideTheSizedViewValidatesAndLaysOut(template: String) throws {
        let mockup = try Self.mockup(template, #"[{"x": 0, "y": 10, "width": 50, "height": 5}]"#)
        try mockup.validate()
        let layout = try mockup.layout()
        #expect(layout.bounds.height >= 15)
    }

    @Test(arguments: kinds)
    func aRegionBelowTheSizedViewIsRefusedNamingTheSizedHeight(template: String) throws {
        // Inside the width, so validate() (which cannot know the height yet) takes it.
        let mockup = try Self.mockup(template, #"[{"x": 0, "y": 500, "width": 50, "height": 5}]"#)
        try mockup.validate()
        #expect {
            try mockup.layout()
        } throws: { error in
            let text = "\(error)"
            return text.contains("ignoreRegions[0]") && text.contains("must lie inside the 100.0×") && !text.contains("×1.0 ")
        }
    }

    @Test(arguments: kinds)
    func aRegionPastTheWidthIsRefusedBeforeSizing(template: String) throws {
        #expect {
            try Self.mockup(template, #"[{"x": 60, "y": 0, "width": 50, "height": 5}]"#).validate()
        } throws: { error in
            "\(error)".contains("ignoreRegions[0]: must lie inside the 100.0 points wide")
        }
    }
}
