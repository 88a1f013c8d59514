import FoundationEssentials
import PlaceholderModel
import PlaceholderText
import PlaceholderGeometry

/// What the audit rules look at in one laid-out variant, in its image's points: every text
/// shown with the colour behind it and the area it may show in, every touch target, and
/// each text field or text view of a form with whether a label comes before it.
struct AuditedElements {
    /// A text that is drawn: a view's text or placeholder, a label's, an accessory's.
    struct Text {
        enum Role { case text, placeholder, label }
        var element: String
        var role: Role
        var layout: TextLayout
        /// Where its glyphs may show: its view's bounds or text rect, cut by its form's.
        var visible: Rect
        /// The opaque colour behind it: the appearance's background, the form's, the view's.
        var background: RGBA
        /// An editing field's text, moved so its end shows: its start is off to the left
        /// on purpose, as UIKit scrolls to the caret.
        var scrolls = false
        /// The spec's runs when the text is attributed, and their key
        /// (`children[1].attributedPlaceholder`), so a finding can point at one run.
        var attributed: (key: String, runs: [TextRun])?
    }

    /// Something a finger taps.
    struct Target {
        var element: String
        var specKey: String
        var what: String
        var rect: Rect
        /// A control whose size UIKit decides (the clear button): WCAG 2.5.8 exempts it.
        var isSystemControl = false
    }

    /// A text field or text view of a form, and what describes it.
    struct Input {
        var element: String
        var frame: Rect
        var placeholder: String
        var hasLabelBefore: Bool
    }

    /// Light or dark: what system colours resolve to.
    var appearance: Appearance
    var texts: [Text] = []
    var targets: [Target] = []
    var inputs: [Input] = []

    /// The elements of `layout` under `appearance`.
    init(_ layout: MockupLayout) {
        let appearance = layout.appearance
        self.appearance = appearance
        let base = SystemColor.systemBackground.resolved(for: appearance)
        switch layout {
        case .textView(let view): add(view, path: "", kind: "textView", at: (0, 0), within: view.bounds, over: base, appearance)
        case .textField(let field): add(field, path: "", kind: "textField", at: (0, 0), within: field.bounds, over: base, appearance)
        case .form(let form):
            let background = form.form.backgroundColor.resolved(for: appearance).composited(over: base)
            var previousIsLabel = false
            for (index, child) in form.children.enumerated() {
                let path = "children[\(index)]."
                let origin = (child.frame.x, child.frame.y)
                let within = Self.intersection(child.frame, form.bounds)
                switch child.layout {
                case .label(let label):
                    let own = label.label.backgroundColor.resolved(for: appearance).composited(over: background)
                    texts.append(Text(element: path + "text", role: .label, layout: label.text.offsetBy(dx: origin.0, dy: origin.1),
                                      visible: within, background: own))
                    previousIsLabel = Self.saysSomething(label.label.textRuns.joinedText)
                    continue
                case .textView(let view):
                    add(view, path: path, kind: "textView", at: origin, within: within, over: background, appearance)
                    inputs.append(Input(element: String(path.dropLast()), frame: child.frame, placeholder: view.view.placeholderRuns.joinedText,
                                        hasLabelBefore: previousIsLabel))
                case .textField(let field):
                    add(field, path: path, kind: "textField", at: origin, within: within, over: background, appearance)
                    inputs.append(Input(element: String(path.dropLast()), frame: child.frame, placeholder: field.field.placeholderRuns.joinedText,
                                        hasLabelBefore: previousIsLabel))
                }
                previousIsLabel = false
            }
        }
    }

    /// The element named `path` (`children[2].`, or empty for the spec's own view), `kind` when empty.
    private static func name(_ path: String, kind: String) -> String { path.isEmpty ? kind : String(path.dropLast()) }

    private mutating func add(_ view: TextViewLayout, path: String, kind: String, at origin: (Double, Double), within: Rect,
                              over base: RGBA, _ appearance: Appearance) {
        let background = view.view.backgroundColor.resolved(for: appearance).composited(over: base)
        let bounds = view.bounds.offsetBy(dx: origin.0, dy: origin.1)
        let visible = Self.intersection(bounds, within)
        if view.textVisible {
            texts.append(Text(element: path + "text", role: .text, layout: view.text.offsetBy(dx: origin.0, dy: origin.1),
                              visible: visible, background: background,
                              attributed: view.view.attributedText.map { (path + "attributedText", $0) }))
        }
        if view.placeholderVisible {
            texts.append(Text(element: path + "placeholder", role: .placeholder, layout: view.placeholder.offsetBy(dx: origin.0, dy: origin.1),
                              visible: visible, background: background,
                              attributed: view.view.attributedPlaceholder.map { (path + "attributedPlaceholder", $0) }))
        }
        targets.append(Target(element: Self.name(path, kind: kind), specKey: Self.name(path, kind: ""), what: "text view", rect: bounds))
    }

    private mutating func add(_ field: TextFieldLayout, path: String, kind: String, at origin: (Double, Double), within: Rect,
                              over base: RGBA, _ appearance: Appearance) {
        let background = field.field.effectiveBackgroundColor.resolved(for: appearance).composited(over: base)
        func moved(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.0, dy: origin.1) }
        let bounds = moved(field.bounds)
        let textRect = Self.intersection(moved(field.textRect), within)
        if field.textVisible {
            texts.append(Text(element: path + "text", role: .text, layout: field.text.offsetBy(dx: origin.0, dy: origin.1),
                              visible: textRect, background: background, scrolls: field.field.isEditing,
                              attributed: field.field.attributedText.map { (path + "attributedText", $0) }))
        }
        if field.placeholderVisible {
            texts.append(Text(element: path + "placeholder", role: .placeholder, layout: field.placeholder.offsetBy(dx: origin.0, dy: origin.1),
                              visible: textRect, background: background,
                              attributed: field.field.attributedPlaceholder.map { (path + "attributedPlaceholder", $0) }))
        }
        for (name, label, rect) in [("leftView", field.leftLabel, field.leftView), ("rightView", field.rightLabel, field.rightView)] {
            guard let label, let rect else { continue }
            texts.append(Text(element: path + name, role: .label, layout: label.offsetBy(dx: origin.0, dy: origin.1),
                              visible: Self.intersection(moved(rect), within), background: background))
        }
        targets.append(Target(element: Self.name(path, kind: kind), specKey: Self.name(path, kind: ""), what: "text field", rect: bounds))
        if let button = field.clearButton {
            targets.append(Target(element: path + "clearButton", specKey: path + "clearButtonMode", what: "clear button", rect: moved(button),
                                  isSystemControl: true))
        }
    }

    /// Whether `text` has a character that is not white space: a label of spaces is no label.
    static func saysSomething(_ text: String) -> Bool {
        text.unicodeScalars.contains { !$0.properties.isWhitespace && $0.properties.generalCategory != .format }
    }

    /// The part of `a` inside `b` (a rectangle of no size where they do not meet).
    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.minX, b.minX), y = max(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
    }
}
