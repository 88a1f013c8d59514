import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderSnapshotTesting
import Testing

/// The project's own snapshot suite: references in Snapshots/GallerySnapshotTests/.
/// scripts/test runs it with SNAPSHOT_RECORD=never, so a change that moves a pixel fails;
/// re-record on purpose with SNAPSHOT_RECORD=failed swift test --filter GallerySnapshotTests.
@Suite struct GallerySnapshotTests {
    static let english = "Tell us what you think about the new design — your feedback helps us"
    static let hebrew = "ספרו לנו מה דעתכם על העיצוב החדש"

    func view(_ width: Double = 280, _ height: Double = 110, _ configure: (inout PlaceholderTextView) -> Void) -> PlaceholderTextView {
        var view = PlaceholderTextView(width: width, height: height)
        view.placeholder = Self.english
        configure(&view)
        return view
    }

    @Test func seedArticles() {
        assertSnapshot(of: view { v in
            v.placeholder = "请输入您的反馈意见，我们会尽快回复。"
            v.placeholderColor = .rgba(RGBA(hex: "#B3B3B333")!)
            v.font.size = 16
            v.language = "zh-Hans"
        }, as: .png, named: "000-colour-and-font")
        assertSnapshot(of: view { v in
            v.placeholder = "Say something about this post…"
            v.placeholderColor = .system(.gray)
            v.font.size = 14
            v.backgroundColor = .system(.secondarySystemBackground)
        }, as: .png, named: "001-category")
        assertSnapshot(of: view(320, 120) { v in
            v.placeholder = "ご意見・ご要望をご記入ください"
            v.placeholderColor = .system(.gray)
            v.language = "ja"
            v.cornerRadius = 8
            v.borderWidth = 1
            v.borderColor = .system(.systemGray3)
            v.isEditing = true
        }, as: .png, named: "003-rounded-bordered-editing")
    }

    @Test(arguments: VerticalAlignment.allCases)
    func verticalAlignmentLeftToRightAndRightToLeft(_ alignment: VerticalAlignment) {
        assertSnapshot(of: view(280, 140) { v in
            v.placeholderVerticalAlignment = alignment
            v.backgroundColor = .system(.secondarySystemBackground)
        }, as: .png, named: "\(alignment.rawValue)-ltr")
        assertSnapshot(of: view(280, 140) { v in
            v.placeholder = Self.hebrew
            v.placeholderVerticalAlignment = alignment
            v.backgroundColor = .system(.secondarySystemBackground)
        }, as: .png, named: "\(alignment.rawValue)-rtl")
    }

    @Test(arguments: TextAlignment.allCases)
    func textAlignment(_ alignment: TextAlignment) {
        assertSnapshot(of: view { v in
            v.placeholderTextAlignment = alignment
            v.placeholder = "Every line of this placeholder is aligned the same way, paragraph by paragraph"
        }, as: .png, named: alignment.rawValue)
    }

    @Test(arguments: [("zh-Hans", "请输入您的意见，我们会尽快回复。这段文字会自动换行。"),
                      ("zh-Hant", "請輸入您的意見，我們會盡快回覆。這段文字會自動換行。"),
                      ("ja", "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。")])
    func cjk(_ language: String, _ text: String) {
        assertSnapshot(of: view { v in
            v.placeholder = text
            v.language = language
        }, as: .png, named: language)
    }

    @Test func scripts() {
        assertSnapshot(of: view { v in v.placeholder = "How was your trip? 🏖️ 👨‍👩‍👧‍👦 👍🏽 🇯🇵 ❤️ 1️⃣" }, as: .png, named: "emoji")
        assertSnapshot(of: view { v in v.placeholder = "اكتب رسالتك هنا، وسنرد عليك في أقرب وقت ممكن." }, as: .png, named: "arabic")
        assertSnapshot(of: view { v in v.placeholder = Self.hebrew + " (iOS 17)" }, as: .png, named: "hebrew-with-latin")
    }

    @Test func truncation() {
        assertSnapshot(of: view(260, 90) { v in
            v.placeholder = "A long placeholder that cannot fit in two lines is cut at the end of the second line with an ellipsis"
            v.placeholderNumberOfLines = 2
        }, as: .png, named: "two-lines")
        assertSnapshot(of: view(260, 50) { v in v.placeholder = Self.english }, as: .png, named: "container-height")
    }

    @Test func appearanceAndEditing() {
        assertSnapshot(of: view { v in
            v.appearance = .dark
            v.cornerRadius = 12
            v.borderWidth = 1
            v.borderColor = .system(.separator)
        }, as: .png, named: "dark")
        assertSnapshot(of: view { v in v.isEditing = true }, as: .png, named: "editing-empty-caret")
        assertSnapshot(of: view { v in
            v.isEditing = true
            v.text = "Typing ends here"
        }, as: .png, named: "editing-text-caret")
        assertSnapshot(of: view { v in
            v.isEditing = true
            v.hidesPlaceholderWhileEditing = true
        }, as: .png, named: "editing-hidden-placeholder")
    }

    @Test func borderAndCorners() {
        assertSnapshot(of: view { v in
            v.cornerRadius = 20
            v.borderWidth = 3
            v.borderColor = .system(.systemBlue)
            v.backgroundColor = .rgba(RGBA(hex: "#FFF8E1")!)
        }, as: .png, named: "thick-rounded")
        assertSnapshot(of: view(120, 60) { v in
            v.placeholder = "Pill"
            v.cornerRadius = 100
            v.borderWidth = 1
            v.backgroundColor = .system(.systemGray3)
        }, as: .png, named: "radius-clamped")
    }

    /// examples/attributed-placeholder.json: "Message — " in the placeholder font, then
    /// "optional" in a light italic run of it.
    @Test func attributedPlaceholder() {
        assertSnapshot(of: view(320, 110) { v in
            v.placeholder = ""
            v.attributedPlaceholder = [TextRun(text: "Message — "),
                                       TextRun(text: "optional", font: PartialFont(weight: .light, italic: true))]
            v.cornerRadius = 8
            v.borderWidth = 1
            v.borderColor = .system(.systemGray3)
        }, as: .png, named: "message-optional")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func scale(_ scale: Double) {
        assertSnapshot(of: view(200, 64) { v in
            v.scale = scale
            v.placeholder = "Rendered at @\(Int(scale))x"
            v.cornerRadius = 8
            v.borderWidth = 1
        }, as: .png, named: "\(Int(scale))x")
    }

    @Test func longTypedTextIsClipped() {
        assertSnapshot(of: view(280, 90) { v in
            v.text = String(repeating: "Typed text keeps wrapping past the bottom edge and is clipped by the view. ", count: 4)
            v.cornerRadius = 10
            v.borderWidth = 1
        }, as: .png, named: "clipped")
    }

    @Test func dynamicTypeSelfSizingAndLocalizedMatrices() {
        var type = PlaceholderTextView(width: 320, height: 60)
        type.heightSpec = .auto
        type.placeholder = "Write a message"
        type.font = FontDescriptor(textStyle: .body)
        type.cornerRadius = 10
        type.borderWidth = 1
        type.borderColor = .system(.systemGray3)
        assertSnapshot(of: type, as: .png, variants: Variants(contentSizeCategory: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]),
                       named: "dynamic-type")
        var grow = PlaceholderTextView(width: 320, height: 44)
        grow.heightSpec = .auto
        grow.minHeight = 44
        grow.maxHeight = 120
        grow.textContainerInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        grow.cornerRadius = 18
        grow.borderWidth = 1
        grow.text = "Sounds good!"
        assertSnapshot(of: grow, as: .png, named: "self-sizing-short")
        grow.text = "Sounds good! I'll bring the slides, the printed agenda and the coffee. Could you book the room on the third floor "
            + "for the whole afternoon, and send the invitation to the design team as well?"
        assertSnapshot(of: grow, as: .png, named: "self-sizing-capped")
        var localized = view(300, 96) { v in
            v.placeholder = "Tell us what you think"
            v.language = "en"
            v.localizations = ["ja": Localization(placeholder: "ご意見をお聞かせください"), "ar": Localization(placeholder: "أخبرنا برأيك")]
        }
        localized.cornerRadius = 8
        assertSnapshot(of: localized, as: .png, variants: Variants(appearance: [.light, .dark], language: ["en", "ja", "ar"]), named: "localized")
    }
}
