import PlaceholderFormat

/// What every kind of mockup has that a spec's `variants` multiply (appearance, content
/// size category, language, scale) and how its language's translations apply: one
/// expansion and one set of limits for text views, text fields and forms.
protocol VariantAxes {
    var appearance: Appearance { get set }
    var contentSizeCategory: ContentSizeCategory { get set }
    var language: String? { get set }
    var scale: Double { get set }
    var variants: Variants? { get set }
    /// The value with its `language`'s localizations applied and dropped.
    func localized() -> Self
    /// UTF-16 code units of text and placeholder the value holds, as laid out.
    var textLength: Int { get }
}

extension VariantAxes {
    /// How many values the matrix of `variants` makes: the product of the axes' lengths
    /// (saturating rather than overflowing), 1 without variants.
    var combinationCount: Int { variants?.combinationCount ?? 1 }

    /// The value with `other`'s scale, appearance, content size category and language: what
    /// a form gives each of its children.
    func taking(axesOf other: some VariantAxes) -> Self {
        var value = self
        value.scale = other.scale
        value.appearance = other.appearance
        value.contentSizeCategory = other.contentSizeCategory
        value.language = other.language
        return value
    }
}

extension Variants {
    /// How many combinations the axes make (saturating rather than overflowing).
    var combinationCount: Int {
        var count = 1
        for axis in [appearance?.count, contentSizeCategory?.count, language?.count, scale?.count] {
            guard let axis else { continue }
            let (product, overflow) = count.multipliedReportingOverflow(by: axis)
            count = overflow ? .max : product
        }
        return count
    }
}

extension VariantAxes {
    /// Throws a ``ModelError`` naming `variants` when the matrix has more than
    /// ``PlaceholderTextView/maximumVariantCount`` values, or they hold more than
    /// ``PlaceholderTextView/maximumExpandedTextLength`` code units together; checked
    /// before anything is expanded.
    func validateExpansion() throws {
        let count = combinationCount
        guard count <= PlaceholderTextView.maximumVariantCount else {
            throw ModelError(field: "variants", problem: "makes \(grouped(count)) views, over the limit of \(grouped(PlaceholderTextView.maximumVariantCount)) a spec may make")
        }
        func length(language: String?) -> Int {
            var value = self
            value.language = language
            return value.localized().textLength
        }
        let total: Int
        if let languages = variants?.language {
            total = languages.reduce(0) { $0 + length(language: $1) } * (count / languages.count)
        } else {
            total = length(language: language) * count
        }
        guard total <= PlaceholderTextView.maximumExpandedTextLength else {
            throw ModelError(field: "variants", problem: "makes \(grouped(count)) views holding \(grouped(total)) UTF-16 code units of text in all, over the limit of \(grouped(PlaceholderTextView.maximumExpandedTextLength))")
        }
    }

    /// Every combination of the `variants` (one, with an empty suffix, when there are
    /// none), each localized and with no variants of its own, and the suffix of its output
    /// name: `[.appearance][.category short form][.language][@scale x]`.
    func expanded() -> [(suffix: String, value: Self)] {
        (0..<combinationCount).map { index in
            let variant = variant(at: index)
            return (variant.axes.suffix, variant.value)
        }
    }

    /// The combination `index` of the `variants` in ``expanded()``'s order (the last axis
    /// varies fastest), made alone: a batch of 10,000 outputs makes each as it needs it.
    func variant(at index: Int) -> (axes: [VariantAxisValue], value: Self) {
        let combination = variants?.combination(at: index) ?? Variants.Combination()
        var value = self
        value.variants = nil
        if let appearance = combination.appearance { value.appearance = appearance }
        if let category = combination.contentSizeCategory { value.contentSizeCategory = category }
        if let language = combination.language { value.language = language }
        if let scale = combination.scale { value.scale = scale }
        return (combination.axes, value.localized())
    }
}

extension Variants {
    /// One combination of a matrix's axes: its value on each axis the matrix has (nil on
    /// the others).
    public struct Combination: Sendable, Equatable {
        public var appearance: Appearance?
        public var contentSizeCategory: ContentSizeCategory?
        public var language: String?
        public var scale: Double?

        /// The values as output names show them, in the axes' order.
        public var axes: [VariantAxisValue] {
            var axes: [VariantAxisValue] = []
            if let appearance { axes.append(VariantAxisValue(axis: .appearance, label: appearance.rawValue)) }
            if let contentSizeCategory { axes.append(VariantAxisValue(axis: .contentSizeCategory, label: contentSizeCategory.shortName)) }
            if let language { axes.append(VariantAxisValue(axis: .language, label: language)) }
            if let scale { axes.append(VariantAxisValue(axis: .scale, label: "@\(CFormat.short(scale))x")) }
            return axes
        }
    }

    /// Combination `index` (`0..<combinationCount`): the axes in the order output names list
    /// them, the last varying fastest.
    public func combination(at index: Int) -> Combination {
        var rest = index
        func pick<T>(_ values: [T]?) -> T? {
            guard let values, !values.isEmpty else { return nil }
            let value = values[rest % values.count]
            rest /= values.count
            return value
        }
        var combination = Combination()
        combination.scale = pick(scale)
        combination.language = pick(language)
        combination.contentSizeCategory = pick(contentSizeCategory)
        combination.appearance = pick(appearance)
        return combination
    }
}

/// One axis of a spec's matrix, in the order output names list them.
public enum VariantAxis: String, Sendable, Codable, CaseIterable {
    case appearance, contentSizeCategory, language, scale
}

/// One view's value on one axis of its spec's matrix, as its output name shows it: `dark`,
/// `AX3`, `ja`, `@3x`.
public struct VariantAxisValue: Sendable, Hashable, Codable {
    public var axis: VariantAxis
    public var label: String

    public init(axis: VariantAxis, label: String) {
        self.axis = axis
        self.label = label
    }
}

extension [VariantAxisValue] {
    /// The suffix of an output name these values make: each label after a `.`, the scale's
    /// (`@3x`) as it is: `.dark.AX3.ja@3x`.
    public var suffix: String { map { ($0.axis == .scale ? "" : ".") + $0.label }.joined() }
}

/// A mockup whose placeholder and text a spec translates (`localizations`).
protocol Localizable {
    var language: String? { get }
    var placeholder: String { get set }
    var text: String { get set }
    var attributedPlaceholder: [TextRun]? { get set }
    var attributedText: [TextRun]? { get set }
    var localizations: [String: Localization] { get set }
}

extension Localizable {
    /// The value with its language's localization applied and the localizations dropped:
    /// a translation replaces the field in either form, plain or runs.
    func applyingLocalization() -> Self {
        var value = self
        value.localizations = [:]
        guard let language, let localization = localizations[language] else { return value }
        if let placeholder = localization.placeholder { (value.placeholder, value.attributedPlaceholder) = (placeholder, nil) }
        if let runs = localization.attributedPlaceholder { (value.placeholder, value.attributedPlaceholder) = ("", runs) }
        if let text = localization.text { (value.text, value.attributedText) = (text, nil) }
        if let runs = localization.attributedText { (value.text, value.attributedText) = ("", runs) }
        return value
    }

    /// UTF-16 code units of placeholder and text, plain or runs.
    var localizableLength: Int {
        let runs = (attributedPlaceholder ?? [TextRun(text: placeholder)]) + (attributedText ?? [TextRun(text: text)])
        return runs.reduce(0) { $0 + $1.text.utf16.count }
    }

    /// Throws a ``ModelError`` when a localization's runs are too many. (Plain text and runs
    /// given together are ``textRules``'.)
    func validateTexts(path: String = "") throws {
        for (tag, localization) in localizations.sorted(by: { $0.key < $1.key }) {
            for (name, runs) in [("attributedPlaceholder", localization.attributedPlaceholder), ("attributedText", localization.attributedText)] {
                if let runs { try runs.validateCount(field: fieldPath(path, "localizations.\(Quoting.escaped(tag)).\(name)")) }
            }
        }
    }

    /// Runs instead of the plain text and placeholder: both only while the plain one is empty.
    static var textRules: [SpecRule<Self>] {
        [.instead("attributedText", \.attributedText, of: "text", \.text),
         .instead("attributedPlaceholder", \.attributedPlaceholder, of: "placeholder", \.placeholder)]
    }
}

/// A mockup that multiplies into a matrix over ``Variants``: a text view, a text field or a
/// form (`assertSnapshot(of:as:variants:)` takes any of them).
public protocol VariantExpandable: Sendable {
    /// Every combination of `variants`, localized, with the suffix of its output name
    /// (`.dark.AX3.ja@3x`), replacing any variants the value had.
    func expanded(over variants: Variants) -> [(suffix: String, value: Self)]
}

extension VariantAxes {
    /// The value's matrix over `variants` instead of its own.
    func expanded(replacing variants: Variants) -> [(suffix: String, value: Self)] {
        var matrix = self
        matrix.variants = variants
        return matrix.expanded()
    }
}

extension PlaceholderTextView: VariantExpandable {
    public func expanded(over variants: Variants) -> [(suffix: String, value: Self)] { expanded(replacing: variants) }
}

extension PlaceholderTextField: VariantExpandable {
    public func expanded(over variants: Variants) -> [(suffix: String, value: Self)] { expanded(replacing: variants) }
}

extension PlaceholderForm: VariantExpandable {
    public func expanded(over variants: Variants) -> [(suffix: String, value: Self)] { expanded(replacing: variants) }
}
