import PlaceholderModel
import PlaceholderText
/// A `PlaceholderForm`'s children stacked: each laid out at the form's width less its
/// margins, in its own coordinates, with its frame in the form's; the first at
/// `layoutMargins.top`, each next one exactly `spacing` below the one before. UIKit keeps
/// frames on the screen's pixels: labels size to whole pixels, and a child that would
/// start inside a pixel (a fractional spacing or margin, a text view of `auto` height) is
/// moved down to the next one, so that its pixels are the ones it has drawn alone. Both
/// snap by `PixelGrid`'s rule, so a place that is whole pixels on paper is not moved.
public struct FormLayout: Sendable {
    /// One child: its frame in form points and its own layout, in its own points.
    public struct Child: Sendable {
        public var frame: Rect
        public var layout: ChildLayout
    }

    /// What a child's layout is, by kind.
    public enum ChildLayout: Sendable {
        case label(LabelLayout)
        case textField(TextFieldLayout)
        case textView(TextViewLayout)

        /// The child's layout of whichever kind it is: everything the kinds share is read
        /// through it, so this is the one switch over a laid-out child's kinds.
        var value: any ChildKindLayout {
            switch self {
            case .label(let layout): return layout
            case .textField(let layout): return layout
            case .textView(let layout): return layout
            }
        }
    }

    /// The form laid out, its height resolved when it sizes to fit.
    public var form: PlaceholderForm
    public var bounds: Rect
    public var children: [Child]

    public var warnings: [String] { Array(Set(children.flatMap(\.layout.value.warnings))).sorted() }

    /// Lays out `form` with `engine`, each child as it would be alone.
    public init(form: PlaceholderForm, engine: TextLayoutEngine = .shared) throws {
        try form.validate()
        let placed = form.localized()
        let width = form.childWidth
        var y = form.layoutMargins.top
        var children: [Child] = []
        for (index, child) in placed.children.enumerated() {
            let layout: ChildLayout
            do {
                switch child {
                case .label(let label): layout = .label(try LabelLayout(label: label, width: width, scale: form.scale, category: form.contentSizeCategory, engine: engine))
                case .textField(let field): layout = .textField(try field.layout(engine: engine))
                case .textView(let view): layout = .textView(try view.layout(engine: engine))
                }
            } catch let error as ModelError {
                throw ModelError(field: fieldPath("children[\(index)]", error.field), problem: error.problem)
            }
            if index > 0 { y += form.spacing }
            y = PixelGrid.ceil(y, scale: form.scale)
            let height = layout.value.bounds.height
            children.append(Child(frame: Rect(x: form.layoutMargins.left, y: y, width: width, height: height), layout: layout))
            y += height
        }
        var form = form
        if form.heightSpec == .auto {
            form.height = y + form.layoutMargins.bottom
            try ImageSize(width: form.width, height: form.height, scale: form.scale).validate()
            try IgnoreRegions.validate(form.ignoreRegions, width: form.width, height: form.height, kind: "form")
        }
        self.form = form
        self.children = children
        bounds = Rect(x: 0, y: 0, width: form.width, height: form.height)
    }
}

extension PlaceholderForm {
    /// Lays the form out with `engine`.
    public func layout(engine: TextLayoutEngine = .shared) throws -> FormLayout {
        try FormLayout(form: self, engine: engine)
    }
}
