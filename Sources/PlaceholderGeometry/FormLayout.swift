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
        /// The child's layout of whichever kind it is: everything the kinds share is read
        /// through it.
        let layout: any ChildKindLayout
        /// The child's own layout, for the layers above to read through their protocols.
        package var kindLayout: any Sendable { layout }

        /// The child's layout as `type` when it is one (`layout(as: LabelLayout.self)`).
        public func layout<Layout>(as type: Layout.Type) -> Layout? { layout as? Layout }
    }

    /// The form laid out, its height resolved when it sizes to fit.
    public var form: PlaceholderForm
    public var bounds: Rect
    public var children: [Child]

    public var warnings: [String] { Array(Set(children.flatMap(\.layout.warnings))).sorted() }

    /// Lays out `form` with `engine`, each child as it would be alone.
    public init(form: PlaceholderForm, engine: TextLayoutEngine = .shared) throws {
        try form.validate()
        let placed = form.localized()
        let width = form.childWidth
        var y = form.layoutMargins.top
        var children: [Child] = []
        for (index, child) in placed.children.enumerated() {
            let layout: any ChildKindLayout
            do {
                layout = try kindConformance(of: child.spec, to: (any LaidOutInForm).self).childLayout(in: form, width: width, engine: engine)
            } catch let error as ModelError {
                throw ModelError(field: fieldPath("children[\(index)]", error.field), problem: error.problem)
            }
            if index > 0 { y += form.spacing }
            y = PixelGrid.ceil(y, scale: form.scale)
            let height = layout.bounds.height
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
