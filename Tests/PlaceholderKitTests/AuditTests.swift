import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderAudit
@testable import PlaceholderModel

/// The audit as a user checks it: known contrast ratios, forms with and without labels,
/// small targets, text cut at an accessibility size, fonts that do not scale.
@Suite struct AuditTests {
    static func audit(_ json: String, options: AuditOptions = AuditOptions()) throws -> SpecAudit {
        try Mockup(json: Data(json.utf8)).audit(named: "spec", options: options)
    }

    static func findings(_ json: String, _ rule: AuditRule, options: AuditOptions = AuditOptions()) throws -> [AuditFinding] {
        try audit(json, options: options).findings.filter { $0.rule == rule }
    }

    // MARK: text-contrast

    @Test func contrastIsWCAGsRatioOfRelativeLuminances() {
        let white = RGBA(gray: 255), black = RGBA(gray: 0)
        #expect(ContrastRatio.between(black, white) == 21)
        #expect(ContrastRatio.between(white, white) == 1)
        // Known values: #777777 on white is 4.48:1, #767676 the lightest grey that passes (4.54:1).
        #expect(abs(ContrastRatio.between(RGBA(gray: 0x77), white) - 4.48) < 0.005)
        #expect(abs(ContrastRatio.between(RGBA(gray: 0x76), white) - 4.54) < 0.005)
        #expect(abs(ContrastRatio.between(RGBA(hex: "#007AFF")!, white) - 4.02) < 0.005)
        #expect(ContrastRatio.required(size: 17, weight: 400) == 4.5)
        #expect(ContrastRatio.required(size: 18, weight: 400) == 3)
        #expect(ContrastRatio.required(size: 14, weight: 700) == 3)
        #expect(ContrastRatio.required(size: 14, weight: 600) == 4.5)
    }

    @Test func greyTextBelowFourAndAHalfIsAnErrorWithItsRatio() throws {
        let found = try Self.findings(##"{"width": 200, "height": 60, "text": "Hello", "textColor": "#777777"}"##, .textContrast)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.element == "text" && finding.severity == .error && finding.variant == "")
        #expect(finding.figures["ratio"] == 4.48 && finding.figures["required"] == 4.5)
        #expect(finding.message.contains("4.48:1") && finding.message.contains("#777777") && finding.message.contains("#FFFFFF"))
        // One step darker passes.
        #expect(try Self.findings(##"{"width": 200, "height": 60, "text": "Hello", "textColor": "#767676"}"##, .textContrast).isEmpty)
    }

    @Test func largeAndBoldTextNeedsThreeToOne() throws {
        // #949494 on white is 3.03:1: enough at 18 pt and at 14 pt bold, not at 17 pt regular.
        let large = ##"{"width": 300, "height": 60, "text": "Hello", "textColor": "#949494", "font": {"size": 18}}"##
        #expect(try Self.findings(large, .textContrast).isEmpty)
        let bold = ##"{"width": 300, "height": 60, "text": "Hello", "textColor": "#949494", "font": {"size": 14, "weight": "bold"}}"##
        #expect(try Self.findings(bold, .textContrast).isEmpty)
        let regular = ##"{"width": 300, "height": 60, "text": "Hello", "textColor": "#949494", "font": {"size": 17}}"##
        #expect(try Self.findings(regular, .textContrast).first?.figures["required"] == 4.5)
    }

    @Test func translucentColoursAreCompositedOverWhatIsBehindThem() throws {
        // Black at 50 % (0x80) over white is #7F7F7F: 4.00:1, below 4.5.
        let light = try Self.findings(##"{"width": 200, "height": 60, "text": "Hello", "textColor": "#00000080"}"##, .textContrast)
        #expect(light.first?.figures["ratio"] == 4)
        let form = ##"""
        {"kind": "form", "width": 300, "backgroundColor": "#000000", "children": [
          {"kind": "label", "text": "Name", "textColor": "#FFFFFF40"},
          {"kind": "label", "text": "On a clear field", "textColor": "#FFFFFF", "backgroundColor": "#FFFFFF00"}]}
        """##
        let found = try Self.findings(form, .textContrast)
        #expect(found.map(\.element) == ["children[0].text"])
        #expect(found.first?.figures["ratio"] == 2.03, "white at 25 % (0x40) over the form's black is #404040: 2.03:1")
    }

    /// A figure never reads as the threshold it fails to reach: #6C7B67 on white is
    /// 4.49999:1, reported 4.49 (not "4.5:1 is below the 4.5:1"), and over colours near the
    /// threshold `ratio < required` exactly when there is a finding.
    @Test func aRatioJustBelowTheThresholdReadsBelowIt() throws {
        let json = ##"{"kind": "textField", "width": 200, "height": 44, "borderStyle": "roundedRect", "text": "Name", "textColor": "#6C7B67"}"##
        let finding = try #require(try Self.findings(json, .textContrast).first)
        #expect(finding.figures["ratio"] == 4.49 && finding.figures["required"] == 4.5)
        #expect(finding.message.contains("contrast 4.49:1 of #6C7B67"), "\(finding.message)")
        for grey in 0x70...0x7A {
            let hex = "#" + String(repeating: String(grey, radix: 16, uppercase: true), count: 3)
            let spec = ##"{"kind": "textField", "width": 200, "height": 44, "borderStyle": "roundedRect", "text": "Name", "textColor": "\##(hex)"}"##
            for found in try Self.findings(spec, .textContrast) {
                #expect(try #require(found.figures["ratio"]) < (try #require(found.figures["required"])), "\(hex): \(found.message)")
            }
        }
    }

    @Test func uikitsPlaceholderColourFailsAndItsSeverityIsTheTeamsChoice() throws {
        let json = ##"{"kind": "textField", "width": 200, "borderStyle": "roundedRect", "placeholder": "Name"}"##
        let strict = try Self.findings(json, .textContrast)
        let finding = try #require(strict.first)
        #expect(finding.element == "placeholder" && finding.severity == .error)
        #expect(finding.figures["ratio"] == 1.73, "placeholderText on white is 1.73:1")
        #expect(finding.message.contains("of #3C3C43 at 30% opacity on #FFFFFF"), "\(finding.message)")
        #expect(try Self.findings(json, .textContrast, options: AuditOptions(placeholderContrast: .warning)).first?.severity == .warning)
        #expect(try Self.findings(json, .textContrast, options: AuditOptions(placeholderContrast: nil)).isEmpty)
        // Typed text replaces the placeholder: only what is drawn is judged.
        let typed = ##"{"kind": "textField", "width": 200, "borderStyle": "roundedRect", "placeholder": "Name", "text": "Jane"}"##
        #expect(try Self.findings(typed, .textContrast).isEmpty)
    }

    @Test func dark_appearanceResolvesSystemColoursDark() throws {
        let json = ##"{"width": 200, "height": 60, "text": "Hello", "appearance": "dark"}"##
        #expect(try Self.findings(json, .textContrast).isEmpty, "label on systemBackground is white on black")
        let grey = ##"{"width": 200, "height": 60, "text": "Hello", "appearance": "dark", "textColor": "#444444"}"##
        #expect(try Self.findings(grey, .textContrast).first?.message.contains("#000000") == true)
    }

    // MARK: placeholder-as-label

    @Test func aFormsFieldNeedsALabelBeforeIt() throws {
        let form = ##"""
        {"kind": "form", "width": 320, "children": [
          {"kind": "label", "text": "Name"},
          {"kind": "textField", "borderStyle": "roundedRect", "placeholder": "Jane Appleseed"},
          {"kind": "textField", "borderStyle": "roundedRect", "placeholder": "E-mail"},
          {"kind": "label", "text": " "},
          {"kind": "textView", "height": 80, "placeholder": "Tell us"},
          {"kind": "label", "text": "Notes"},
          {"kind": "textView", "height": 80}]}
        """##
        let found = try Self.findings(form, .placeholderAsLabel)
        #expect(found.map(\.element) == ["children[2]", "children[4]"])
        #expect(found.allSatisfy { $0.severity == .error && $0.specKey.hasSuffix(".placeholder") })
        #expect(found.first?.message.contains("\"E-mail\"") == true)
        // A field alone is no form: nothing says whether a label sits beside it.
        #expect(try Self.findings(##"{"kind": "textField", "width": 200, "placeholder": "Name"}"##, .placeholderAsLabel).isEmpty)
    }

    // MARK: target-size

    @Test func smallTargetsAreErrorsUnder24AndWarningsUnder44() throws {
        let small = try Self.findings(##"{"kind": "textField", "width": 200, "height": 20, "borderStyle": "line"}"##, .targetSize)
        #expect(small.map(\.severity) == [.error])
        #expect(small.first?.figures == ["width": 200, "height": 20] && small.first?.element == "textField")
        let rounded = try Self.findings(##"{"kind": "textField", "width": 200, "borderStyle": "roundedRect"}"##, .targetSize)
        #expect(rounded.map(\.severity) == [.warning] && rounded.first?.figures["height"] == 34)
        let tall = try Self.findings(##"{"kind": "textField", "width": 200, "height": 44, "borderStyle": "roundedRect"}"##, .targetSize)
        #expect(tall.isEmpty)
        let view = try Self.findings(##"{"width": 40, "height": 100}"##, .targetSize)
        #expect(view.map(\.element) == ["textView"] && view.first?.severity == .warning)
    }

    @Test func theClearButtonIsAWarningItsSizeIsUIKits() throws {
        let json = ##"{"kind": "textField", "width": 200, "height": 44, "borderStyle": "roundedRect", "text": "Jane", "clearButtonMode": "always"}"##
        let found = try Self.findings(json, .targetSize)
        #expect(found.map(\.element) == ["clearButton"] && found.first?.severity == .warning)
        #expect(found.first?.specKey == "clearButtonMode" && found.first?.figures["width"] == 14)
    }

    // MARK: clipped-text

    @Test func textCutAtAnAccessibilitySizeNamesTheVariant() throws {
        let json = ##"""
        {"kind": "textField", "width": 240, "height": 34, "borderStyle": "roundedRect", "text": "Jane",
         "font": {"textStyle": "body"}, "variants": {"contentSizeCategory": ["large", "AX5"]}}
        """##
        let audit = try Self.audit(json)
        #expect(audit.variants == ["L", "AX5"])
        let clipped = audit.findings.filter { $0.rule == .clippedText }
        #expect(clipped.map(\.variant) == ["AX5"] && clipped.first?.element == "text")
        #expect(clipped.first?.message.contains("AX5") == true && clipped.first?.severity == .error)
    }

    @Test func anEllipsisAndLinesPastTheHeightAreCut() throws {
        let label = ##"""
        {"kind": "form", "width": 200, "children": [{"kind": "label", "text": "A label far too long for one line of two hundred points", "numberOfLines": 1}]}
        """##
        #expect(try Self.findings(label, .clippedText).first?.message.contains("ellipsis") == true)
        let long = String(repeating: "Many words in a row. ", count: 20)
        let view = ##"{"width": 200, "height": 60, "text": "\##(long)"}"##
        let cut = try Self.findings(view, .clippedText)
        #expect(cut.map(\.element) == ["text"] && cut.first?.message.contains("past the") == true)
        #expect(try Self.findings(##"{"width": 200, "height": "auto", "text": "\##(long)"}"##, .clippedText).isEmpty)
        let placeholder = ##"{"width": 200, "height": 60, "placeholder": "\##(long)"}"##
        #expect(try Self.findings(placeholder, .clippedText).map(\.element) == ["placeholder"])
    }

    // MARK: fixed-font-size

    @Test func aDynamicTypeMatrixOverAFixedFontIsFound() throws {
        let fixed = ##"""
        {"width": 300, "height": "auto", "placeholder": "Hi", "font": {"size": 17},
         "variants": {"contentSizeCategory": ["large", "AX3"]}}
        """##
        let found = try Self.findings(fixed, .fixedFontSize)
        #expect(found.map(\.element) == ["font"] && found.first?.variant == "*")
        let scaled = ##"{"width": 300, "height": "auto", "placeholder": "Hi", "font": {"textStyle": "body"}, "variants": {"contentSizeCategory": ["large", "AX3"]}}"##
        #expect(try Self.findings(scaled, .fixedFontSize).isEmpty)
        let relative = ##"{"width": 300, "height": "auto", "placeholder": "Hi", "font": {"size": 15, "relativeTo": "body"}, "variants": {"contentSizeCategory": ["large", "AX3"]}}"##
        #expect(try Self.findings(relative, .fixedFontSize).isEmpty)
        let noMatrix = ##"{"width": 300, "height": "auto", "placeholder": "Hi", "font": {"size": 17}}"##
        #expect(try Self.findings(noMatrix, .fixedFontSize).isEmpty)
    }

    // MARK: output

    @Test func aFindingEncodesItsFiguresBesideItsFields() throws {
        let finding = try #require(try Self.findings(##"{"width": 200, "height": 60, "text": "Hello", "textColor": "#777777"}"##, .textContrast).first)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(finding)) as? [String: Any])
        #expect(object["rule"] as? String == "text-contrast" && object["severity"] as? String == "error")
        #expect(object["ratio"] as? Double == 4.48 && object["required"] as? Double == 4.5)
        #expect(object["spec"] as? String == "spec" && object["element"] as? String == "text" && object["variant"] as? String == "")
        #expect(object["specKey"] == nil)
    }
}
