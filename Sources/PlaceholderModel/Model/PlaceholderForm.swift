import FoundationEssentials

/// A whole screen of a form in one mockup: a vertical stack (a `UIStackView` with
/// `isLayoutMarginsRelativeArrangement`) of labels, text fields and text views, `spacing`
/// apart inside `layoutMargins`, on a background. Every child is laid out by the same
/// text engine and drawn by the same painter as it would be alone; the form's scale,
/// appearance, content size category, language and variants apply to all of them.
public struct PlaceholderForm: Equatable, Sendable, Codable {
    public var width: Double
    /// Points, or `auto`: the children's heights, their spacing and the margins.
    public var heightSpec: SpecHeight = .auto
    public var scale: Double = UIKitDefaults.scale
    public var appearance: Appearance = UIKitDefaults.appearance
    public var contentSizeCategory: ContentSizeCategory = UIKitDefaults.contentSizeCategory
    public var language: String?
    /// UIView's default `layoutMargins`: 8 pt on every side.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Space between neighbouring children (UIStackView's default: 0).
    public var spacing: Double = 0
    public var backgroundColor: Color = .system(.systemBackground)
    public var children: [FormChild] = []
    public var variants: Variants?
    public var ignoreRegions: [Rect] = []
    var specKind: MockupKind = .form

    /// The most children a form may hold.
    public static let maximumChildCount = 256

    /// A form `width` points wide holding `children`, its height `auto`.
    public init(width: Double, children: [FormChild] = []) {
        self.width = width
        self.children = children
    }

    /// The width every child is laid out at: the form's less its left and right margins.
    public var childWidth: Double { max(0, width - layoutMargins.left - layoutMargins.right) }

    /// Throws a ``ModelError`` naming the first property that cannot be rendered, a
    /// child's by its index (`children[2].placeholder`).
    public func validate() throws { try validateSpec(path: "") }
}

extension PlaceholderForm: SpecObject, VariantAxes {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<PlaceholderForm>] = [
        .value("kind", \.specKind, "form: a vertical stack of labels, text fields and text views", bounds: .only(.form), required: true),
        .value("width", \.width, "Width of the form in points", bounds: .side, required: true),
        .value("height", \.heightSpec, "Height in points, or \"auto\": layoutMargins.top + the children and the spacing between them + .bottom", bounds: .side),
        .value("scale", \.scale, "Pixels per point (iOS screens are @1x, @2x, @3x)", bounds: .between(PlaceholderTextView.scaleRange)),
        .value("appearance", \.appearance, "Light or dark, for every child"),
        .value("contentSizeCategory", \.contentSizeCategory, "The preferred text size (Dynamic Type), for every child"),
        .optional("language", \.language, "BCP 47 language tag for every child; chooses each child's localization", bounds: .languageTag),
        .value("layoutMargins", \.layoutMargins, "Space between the form's edges and its children, in points (UIView's default: 8 on every side)"),
        .value("spacing", \.spacing, "Space between neighbouring children, in points (UIStackView's default: 0)", bounds: .length()),
        .value("backgroundColor", \.backgroundColor, "Colour of the form's background"),
        .value("children", \.children, "The stacked views, top to bottom: each an object with kind label, textField or textView and that kind's properties (not \(FormChild.inheritedKeyList("or")), which the form sets); height is points or auto",
               bounds: .children, required: true),
        .optional("variants", \.variants, "Axes the spec multiplies into a matrix of images, applied to the whole form"),
        .value("ignoreRegions", \.ignoreRegions, "Regions in points, inside the form, that verify leaves out of its comparison"),
    ]

    static var specDefault: PlaceholderForm { PlaceholderForm(width: 0) }
    static var schemaName: String { "form" }
    static var schemaDescription: String { "A form: labels, text fields and text views stacked in one mockup" }
    static var ignoredKeys: [String] { PlaceholderTextView.ignoredKeys }

    func validateCombination(path: String) throws {
        try imageSize.validate(path: path)
        for (index, child) in children.enumerated() {
            try child.placed(in: self, width: childWidth).validate(path: fieldPath(path, "children[\(index)]"))
        }
        try validateExpansion()
        try IgnoreRegions.validate(ignoreRegions, width: width, height: heightSpec == .auto ? nil : height, kind: "form", path: path)
    }

    /// Each child with the form's language applied.
    package func localized() -> PlaceholderForm {
        var form = self
        form.children = children.map { $0.placed(in: self, width: childWidth).localized() }
        return form
    }

    var textLength: Int { children.reduce(0) { $0 + $1.textLength } }
}

extension SpecBounds where Value == [FormChild] {
    /// One to ``PlaceholderForm/maximumChildCount`` children.
    static var children: SpecBounds {
        SpecBounds(problem: { children in
            if children.isEmpty { return "must hold at least one child" }
            return children.count <= PlaceholderForm.maximumChildCount ? nil
                : "holds \(grouped(children.count)) children, over the limit of \(PlaceholderForm.maximumChildCount)"
        }, schema: { [("minItems", .number(1)), ("maxItems", .number(Double(PlaceholderForm.maximumChildCount)))] },
        summary: { "1 to \(PlaceholderForm.maximumChildCount) children" })
    }
}
