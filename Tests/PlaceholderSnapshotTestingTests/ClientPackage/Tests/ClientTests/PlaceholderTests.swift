import Foundation
import PlaceholderKit
import PlaceholderSnapshotTesting
import Testing

/// A client's snapshot tests, with references recorded on Debian 12 and committed beside
/// them (Snapshots/PlaceholderTests/): they must pass from a plain `swift test` on any Linux.
/// Every font of the fallback chain draws: Latin, CJK, Arabic, emoji.
@Suite struct PlaceholderTests {
    @Test func feedbackBoxInJapanese() {
        var view = PlaceholderTextView(width: 320, height: 120)
        view.placeholder = "ご意見・ご要望をご記入ください"
        view.language = "ja"
        view.cornerRadius = 8
        view.borderWidth = 1
        view.borderColor = .system(.systemGray3)
        view.isEditing = true
        assertSnapshot(of: view, as: .png)
    }

    @Test func arabicWithAnEmoji() throws {
        let view = try PlaceholderTextView(json: Data(#"""
            {"width": 280, "height": 90, "placeholder": "اكتب رسالتك هنا 👋", "language": "ar",
             "placeholderVerticalAlignment": "middle", "backgroundColor": "#F2F2F7"}
            """#.utf8))
        assertSnapshot(of: view, as: .png)
    }

    @Test func signUpForm() throws {
        var name = PlaceholderTextField(width: 343)
        name.borderStyle = .roundedRect
        name.placeholder = "Full name"
        var note = PlaceholderTextView(width: 343, height: 100)
        note.placeholder = "Anything we should know? Wrapped over several lines when it is long enough."
        let form = PlaceholderForm(width: 375, children: [
            .label(PlaceholderLabel(text: "Name")), .textField(name),
            .label(PlaceholderLabel(text: "Note")), .textView(note),
        ])
        assertSnapshot(of: form, as: .png)
    }
}
