import PlaceholderKit
import PlaceholderSnapshotTesting
import Testing

/// `assertAccessible` fails a test on error-level findings only, with audit's messages,
/// over the view's own matrix or one given.
@Suite struct AssertAccessibleTests {
    static var labelled: PlaceholderForm {
        var name = PlaceholderTextField(width: 0)
        name.borderStyle = .roundedRect
        name.heightSpec = .points(44)
        name.placeholder = "Jane Appleseed"
        name.placeholderColor = .rgba(RGBA(gray: 0x59))
        var label = PlaceholderLabel()
        label.text = "Name"
        return PlaceholderForm(width: 320, children: [.label(label), .textField(name)])
    }

    @Test func aLabelledWellContrastedFormPasses() {
        #expect(verifyAccessible(Self.labelled) == nil)
        assertAccessible(Self.labelled)
    }

    @Test func anErrorFailsTheTestWithAuditsMessage() throws {
        var form = Self.labelled
        form.children.removeFirst()
        let message = try #require(verifyAccessible(form))
        #expect(message.hasPrefix("1 accessibility error:\n"))
        #expect(message.contains("placeholder-as-label: children[0]: only its placeholder \"Jane Appleseed\""))
        withKnownIssue { assertAccessible(form) }
    }

    @Test func warningsPassAndThePlaceholderSeverityIsTheCallersChoice() throws {
        var field = PlaceholderTextField(width: 320)
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        // 34 pt tall is a warning (44 pt); UIKit's placeholder colour is an error by default.
        let message = try #require(verifyAccessible(field))
        #expect(message.contains("text-contrast: placeholder: contrast 1.73:1") && !message.contains("target-size"))
        #expect(verifyAccessible(field, options: AuditOptions(placeholderContrast: .warning)) == nil)
    }

    @Test func aMatrixGivenIsAuditedAtEveryVariant() throws {
        var field = PlaceholderTextField(width: 320)
        field.borderStyle = .roundedRect
        field.heightSpec = .points(44)
        field.text = "Jane"
        field.font = FontDescriptor(textStyle: .body)
        #expect(verifyAccessible(field) == nil)
        let message = try #require(verifyAccessible(field, variants: Variants(contentSizeCategory: [.large, .accessibilityExtraExtraExtraLarge])))
        #expect(message.contains("[AX5] clipped-text: text is cut at AX5"))
    }
}
