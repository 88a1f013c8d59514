import FoundationEssentials
import PlaceholderFormat
import PlaceholderModel
import PlaceholderText
import PlaceholderGeometry

/// What the audit rules look at in one laid-out variant, in its image's points: every text
/// shown with the colour behind it and the area it may show in, every touch target, and
/// each text field or text view of a form with whether a label comes before it.
struct AuditedElements {
    /// A text that is drawn: a view's text or placeholder, a label's, an accessory's.
    struct Text {
        enum Role: String { case text, placeholder, label }
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

    /// Where a view's elements go: its path (`children[2].`, or empty for the spec's own
    /// view), its origin in the image's points, where its glyphs may show (its bounds cut
    /// by its form's), and the opaque colour behind it.
    struct Place {
        var path: String
        var dx = 0.0, dy = 0.0
        var within: Rect
        var background: RGBA

        /// `rect`, in the view's points, in the image's.
        func moved(_ rect: Rect) -> Rect { rect.offsetBy(dx: dx, dy: dy) }
        /// `layout`, in the view's points, in the image's.
        func moved(_ layout: TextLayout) -> TextLayout { layout.offsetBy(dx: dx, dy: dy) }
        /// The view's element name: its path, or its kind's word for the spec's own view.
        func element(kind: MockupKind) -> String { path.isEmpty ? kind.rawValue : specKey }
        /// The view's key in the spec: its path without the dot, empty for the spec's own view.
        var specKey: String { String(path.dropLast()) }
    }

    /// The elements of `layout` under its appearance.
    init(_ layout: MockupLayout) {
        appearance = layout.appearance
        let place = Place(path: "", within: layout.bounds, background: SystemColor.systemBackground.resolved(for: appearance))
        kindConformance(of: layout.kindLayout, to: (any AuditedLayout).self).addElements(to: &self, at: place)
    }

    /// Adds a view's typed text or placeholder (its `role`) when it is `shown`, with the
    /// runs of its attributed form (`attributedText`) when the spec gives them.
    mutating func addViewText(_ role: Text.Role, _ layout: TextLayout, shown: Bool, runs: [TextRun]?, at place: Place, visible: Rect,
                              background: RGBA, scrolls: Bool = false) {
        guard shown else { return }
        let key = role.rawValue, attributedKey = place.path + "attributed" + key.initialCapital
        texts.append(Text(element: place.path + key, role: role, layout: place.moved(layout), visible: visible, background: background,
                          scrolls: scrolls, attributed: runs.map { (attributedKey, $0) }))
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
