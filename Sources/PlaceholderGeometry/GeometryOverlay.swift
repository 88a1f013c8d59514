import PlaceholderModel
import PlaceholderText
/// What `render --overlay` draws over a mockup, so a person sees at a glance why text sits
/// where it sits: each rectangle of the layout, in a fixed colour per kind (``Kind``).
public struct GeometryOverlay: Sendable, Equatable {
    /// A kind of rectangle, with its colour in the legend.
    public enum Kind: String, CaseIterable, Sendable {
        /// The view's bounds (a form child's frame).
        case bounds
        /// The text container: the bounds inset by `textContainerInset` (a field's text rect).
        case textContainer
        /// The line area: the container narrowed by `lineFragmentPadding`.
        case lineArea
        /// Each line's box: its content's width, its line height.
        case lineBox
        /// Each line's baseline, across the line area (a rectangle of no height).
        case baseline
        /// The placeholder block, where the vertical alignment put it.
        case placeholderBlock
        /// The caret while editing.
        case caret

        /// The legend's colour, opaque sRGB: fixed, so overlays compare across images.
        public var color: RGBA {
            switch self {
            case .bounds: return RGBA(red: 1, green: 0, blue: 0)
            case .textContainer: return RGBA(red: 1, green: 0.58, blue: 0)
            case .lineArea: return RGBA(red: 0.2, green: 0.7, blue: 0.2)
            case .lineBox: return RGBA(red: 0, green: 0.48, blue: 1)
            case .baseline: return RGBA(red: 1, green: 0, blue: 1)
            case .placeholderBlock: return RGBA(red: 0.55, green: 0.35, blue: 0.9)
            case .caret: return RGBA(red: 0, green: 0.75, blue: 0.85)
            }
        }
    }

    /// One rectangle of the overlay, in the mockup's points.
    public struct Mark: Sendable, Equatable {
        public var kind: Kind
        public var rect: Rect
    }

    /// The marks, drawn in order.
    public var marks: [Mark]

    /// The overlay of `layout`: for a text view its bounds, container, line area, the shown
    /// text's (or placeholder's) line boxes and baselines, the placeholder block and the
    /// caret; for a text field the same with its text rect as the container; for a form
    /// each child's, moved to its frame.
    public init(_ layout: MockupLayout) { marks = layout.layout.overlayMarks }

    /// Each line's box and its baseline across `area`.
    static func lines(_ lines: [TextLine], in area: Rect) -> [Mark] {
        lines.flatMap { line in
            [Mark(kind: .lineBox, rect: Rect(x: line.x, y: line.top, width: line.width, height: line.height)),
             Mark(kind: .baseline, rect: Rect(x: area.x, y: line.baseline, width: area.width, height: 0))]
        }
    }
}

extension TextViewLayout {
    var overlayMarks: [GeometryOverlay.Mark] {
        var marks = [GeometryOverlay.Mark(kind: .bounds, rect: bounds), .init(kind: .textContainer, rect: textContainer), .init(kind: .lineArea, rect: lineArea)]
        marks += GeometryOverlay.lines((placeholderVisible ? placeholder : text).lines, in: lineArea)
        if placeholderVisible { marks.append(.init(kind: .placeholderBlock, rect: placeholderFrame)) }
        if let caret { marks.append(.init(kind: .caret, rect: caret)) }
        return marks
    }
}

extension TextFieldLayout {
    var overlayMarks: [GeometryOverlay.Mark] {
        var marks = [GeometryOverlay.Mark(kind: .bounds, rect: bounds), .init(kind: .textContainer, rect: textRect)]
        marks += GeometryOverlay.lines((placeholderVisible ? placeholder : text).lines, in: textRect)
        if let caret { marks.append(.init(kind: .caret, rect: caret)) }
        return marks
    }
}

extension LabelLayout {
    var overlayMarks: [GeometryOverlay.Mark] { [.init(kind: .bounds, rect: bounds)] + GeometryOverlay.lines(text.lines, in: bounds) }
}

extension FormLayout {
    /// The form's bounds, then each child's marks moved to its frame.
    var overlayMarks: [GeometryOverlay.Mark] {
        [.init(kind: .bounds, rect: bounds)] + children.flatMap { child in
            child.layout.overlayMarks.map { .init(kind: $0.kind, rect: $0.rect.offsetBy(dx: child.frame.x, dy: child.frame.y)) }
        }
    }
}
