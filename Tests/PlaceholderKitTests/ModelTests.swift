import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderGeometry
@testable import PlaceholderModel

@Suite struct ModelTests {
    func decode(_ json: String) throws -> PlaceholderTextView { try SpecJSON.decode(json) }
    func error(_ json: String) -> String? { SpecJSON.error(json) }

    @Test func minimalSpecGetsEveryIOSDefault() throws {
        let view = try decode(#"{"width": 320, "height": 120}"#)
        #expect(view.scale == 2)
        #expect(view.appearance == .light)
        #expect(view.text == "" && view.placeholder == "")
        #expect(view.font == FontDescriptor(family: "system", size: 17, weight: .regular))
        #expect(view.effectivePlaceholderFont == view.font)
        #expect(view.textColor == .system(.label))
        #expect(view.placeholderColor == .system(.placeholderText))
        #expect(view.backgroundColor == .system(.systemBackground))
        #expect(view.textAlignment == .natural && view.effectivePlaceholderTextAlignment == .natural)
        #expect(view.placeholderVerticalAlignment == .top)
        #expect(view.placeholderNumberOfLines == 0)
        #expect(view.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.lineFragmentPadding == 5)
        #expect(view.cornerRadius == 0 && view.borderWidth == 0 && view.borderColor == .system(.black))
        #expect(view.masksToBounds)
        #expect(!view.isEditing && !view.hidesPlaceholderWhileEditing)
        #expect(view.tintColor == .system(.systemBlue))
        #expect(view.language == nil)
    }

    @Test func encodingAndDecodingRoundTrips() throws {
        var view = PlaceholderTextView(width: 300, height: 90)
        view.placeholder = "Hi"
        view.font = FontDescriptor(family: "Inter", size: 15, weight: .semibold, italic: true)
        view.placeholderColor = .rgba(RGBA(hex: "#B3B3B333")!)
        view.textContainerInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.placeholderVerticalAlignment = .bottom
        view.language = "zh-Hant"
        #expect(try PlaceholderTextView(json: view.jsonData()) == view)
    }

    @Test func namedColoursResolvePerAppearance() {
        #expect(Color.system(.label).resolved(for: .light) == RGBA(red: 0, green: 0, blue: 0))
        #expect(Color.system(.label).resolved(for: .dark) == RGBA(red: 1, green: 1, blue: 1))
        let placeholder = Color.system(.placeholderText).resolved(for: .dark)
        #expect(placeholder.hex == "#EBEBF54D")
        #expect(Color.system(.systemBlue).resolved(for: .dark).hex == "#0A84FF")
        #expect(Color.system(.separator).resolved(for: .light).hex == "#3C3C434A")
        #expect(RGBA(hex: "#abc") == RGBA(hex: "#AABBCC"))
        #expect(RGBA(hex: "#12345") == nil)
    }

    /// Specs the model rejects, and the error each gets. `SpecSchemaTests` checks that the
    /// JSON Schema rejects them too.
    static let invalidSpecs = [
        (#"{"width": -1, "height": 10}"#, "width: must be a finite number greater than 0"),
        (#"{"width": 10, "height": 0}"#, "height: must be a finite number greater than 0"),
        (#"{"width": 10, "height": 10, "scale": 5}"#, "scale: must be between 1 and 4"),
        (#"{"width": 10000, "height": 10000, "scale": 1}"#, "width: width × height × scale² is 100000000 pixels, over the limit of 64 megapixels"),
        (##"{"width": 10, "height": 10, "textColor": "#12"}"##, "textColor: \"#12\" is not a colour (use #RGB, #RRGGBB, #RRGGBBAA or a system colour name)"),
        (#"{"width": 10, "height": 10, "textAlignment": "diagonal"}"#, "textAlignment: \"diagonal\" is not one of left, center, right, natural, justified"),
        (#"{"width": 10, "height": 10, "placeholderVerticalAlignment": "center"}"#, "placeholderVerticalAlignment: \"center\" is not one of top, middle, bottom"),
        (#"{"width": 10, "height": 10, "appearance": "sepia"}"#, "appearance: \"sepia\" is not one of light, dark"),
        (#"{"width": 10, "height": 10, "placholder": "typo"}"#, "placholder: unknown key"),
        (#"{"width": 10, "height": 10, "font": {"size": 12, "colour": "red"}}"#, "font.colour: unknown key"),
        (#"{"width": 10, "height": 10, "font": {"size": 0}}"#, "font.size: must be a number greater than 0 and at most 1000"),
        (#"{"width": 10, "height": 10, "font": {"weight": "chunky"}}"#, "font.weight: \"chunky\" is not a weight (use 1-1000 or ultraLight, thin, light, regular, medium, semibold, bold, heavy, black)"),
        (#"{"height": 10}"#, "width: is required"),
        (#"{"width": "wide", "height": 10}"#, "width: expected a number"),
        (#"{"width": 10, "height": 10, "textContainerInset": {"top": -1}}"#, "textContainerInset.top: must be a number from 0 to 32767"),
        (#"{"width": 10, "height": 10, "lineFragmentPadding": -2}"#, "lineFragmentPadding: must be a number from 0 to 32767"),
        (#"{"width": 1e19, "height": 10, "scale": 1}"#, "width: makes an image side over 32767 pixels at scale 1.0"),
        (#"{"width": 1e308, "height": 10}"#, "width: makes an image side over 32767 pixels at scale 2.0"),
        (#"{"width": 10, "height": 1e40}"#, "height: makes an image side over 32767 pixels at scale 2.0"),
        (#"{"width": 10, "height": 10, "textContainerInset": {"top": 1e308, "left": 1e308}}"#, "textContainerInset.top: must be a number from 0 to 32767"),
        (#"{"width": 10, "height": 10, "borderWidth": 32768}"#, "borderWidth: must be a number from 0 to 32767"),
        (#"{"width": 10, "height": 10, "cornerRadius": 1e300}"#, "cornerRadius: must be a number from 0 to 32767"),
        (#"{"width": 10, "height": 10, "font": {"index": 4294967296}}"#, "font.index: must be 0 to 65535, not 4294967296"),
        (#"{"width": 10, "height": 10, "placeholderFont": {"index": -1}}"#, "placeholderFont.index: must be 0 to 65535, not -1"),
        (#"{"width": 10, "height": 10, "font": {"family": "Inter\nBold"}}"#, #"font.family: "Inter\nBold" holds a control character or line break"#),
        (#"{"width": 10, "height": 10, "textColor": "a\nb"}"#, #"textColor: "a\nb" is not a colour (use #RGB, #RRGGBB, #RRGGBBAA or a system colour name)"#),
        (#"{"width": 10, "height": 10, "textAlignment": "left\u2028"}"#, #"textAlignment: "left\u{2028}" is not one of left, center, right, natural, justified"#),
        (#"{"width": 10, "height": 10, "font": {"weight": "bold\r"}}"#, #"font.weight: "bold\r" is not a weight (use 1-1000 or ultraLight, thin, light, regular, medium, semibold, bold, heavy, black)"#),
        (#"{"width": 10, "height": 10, "a\nb": 1}"#, #"a\nb: unknown key"#),
        (#"{"width": 10, "height": 10, "language": "en\nUS"}"#, #"language: "en\nUS" is not a BCP 47 language tag"#),
        (#"{"width": 10, "height": 10, "placeholderNumberOfLines": -1}"#, "placeholderNumberOfLines: must be 0 (no limit) or more"),
        (#"{"width": 10, "height": 10, "language": "en US"}"#, "language: \"en US\" is not a BCP 47 language tag"),
        (#"{"width": 10, "height": 10, "font": {"$schema": "spec.schema.json"}}"#, "font.$schema: unknown key"),
    ]

    @Test(arguments: Self.invalidSpecs)
    func invalidValuesNameTheField(json: String, message: String) {
        #expect(error(json) == message)
    }

    @Test func schemaAndCommentKeysAreAcceptedAndIgnored() throws {
        let view = try decode(#"{"$schema": "../docs/spec.schema.json", "$comment": "faint on purpose", "width": 10, "height": 10}"#)
        #expect(view == PlaceholderTextView(width: 10, height: 10))
        let json = String(decoding: try view.jsonData(), as: UTF8.self)
        #expect(!json.contains("$schema") && !json.contains("$comment"))
    }

    @Test func nonFiniteValuesAreRejected() {
        var view = PlaceholderTextView(width: .nan, height: 10)
        #expect(throws: ModelError(field: "width", problem: "must be a finite number greater than 0")) { try view.validate() }
        view = PlaceholderTextView(width: 10, height: 10)
        view.cornerRadius = .infinity
        #expect(throws: ModelError(field: "cornerRadius", problem: "must be a number from 0 to 32767")) { try view.validate() }
    }

    @Test func pixelSizesNeverTrapOnSizesValidationRejects() {
        for (width, scale) in [(1e19, 1.0), (1e308, 4), (.infinity, 2), (.nan, 2), (-5, 2), (10, .nan)] {
            var view = PlaceholderTextView(width: width, height: 10)
            view.scale = scale
            #expect(view.pixelWidth >= 0)
            #expect(throws: ModelError.self) { try view.validate() }
        }
        var view = PlaceholderTextView(width: 16383.5, height: 1)
        #expect(view.pixelWidth == 32767)
        #expect(throws: Never.self) { try view.validate() }
        view.width = 16383.6
        #expect(throws: ModelError(field: "width", problem: "makes an image side over 32767 pixels at scale 2.0")) { try view.validate() }
    }

    @Test func textAndPlaceholderAreLimitedToAMillionUTF16Units() throws {
        var view = PlaceholderTextView(width: 100, height: 40)
        view.text = String(repeating: "a", count: PlaceholderTextView.maximumTextLength)
        #expect(throws: Never.self) { try view.validate() }
        view.text += "a"
        #expect(throws: ModelError(field: "text", problem: "is 1000001 UTF-16 code units long, over the limit of 1,000,000")) { try view.validate() }
        view.text = ""
        // Counted in UTF-16 units: an emoji outside the BMP counts twice.
        view.placeholder = String(repeating: "😀", count: 500_001)
        #expect(throws: ModelError(field: "placeholder", problem: "is 1000002 UTF-16 code units long, over the limit of 1,000,000")) { try view.validate() }
    }

    @Test func theLargestValidLengthsLayOutToFiniteJSON() throws {
        var view = PlaceholderTextView(width: 100, height: 40)
        view.textContainerInset = EdgeInsets(top: 32767, left: 32767, bottom: 32767, right: 32767)
        view.lineFragmentPadding = 32767
        view.cornerRadius = 32767
        view.borderWidth = 32767
        view.placeholder = "far away"
        view.isEditing = true
        let layout = try view.layout()
        let json = try LayoutDocument(view: view, layout: layout).jsonData()
        #expect(!json.isEmpty)
        #expect(try view.renderImage().width == 200)
    }

    @Test func invalidJSONSaysWhere() {
        #expect(error("{\"width\": 10,") == "is not valid JSON (line 1, column 14): end of input where a key should be")
        #expect(error("{\"width\" 10}") == #"is not valid JSON (line 1, column 10): "1" where ":" should follow a key"#)
        #expect(error("") == "is not valid JSON (line 1, column 1): end of input where a value should be")
        #expect(error("{\"width\": 10, \"height\": 10, \"placeholder\": \"x\",}") == "is not valid JSON (line 1, column 47): trailing comma")
    }

    @Test func oddButValidValuesRender() throws {
        var view = PlaceholderTextView(width: 40, height: 20)
        view.textContainerInset = EdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        view.placeholder = "Insets larger than the view"
        #expect(try view.renderImage().width == 80)

        view = PlaceholderTextView(width: 200, height: 60)
        view.text = "\u{202E}override\u{202C} \u{0001}\u{0007}\t tab \u{200F}mark \u{FEFF}"
        #expect(try view.renderImage().height == 120)

        view.text = String(repeating: "long text ", count: 5000)
        #expect(try view.layout().text.lines.count > 100)

        view = PlaceholderTextView(width: 1, height: 1)
        view.scale = 1
        #expect(try view.renderImage().pixels.count == 4)
    }
}
