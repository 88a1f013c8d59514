import PlaceholderImage

extension PlaceholderTextView {
    /// The most views one spec's `variants` may multiply into (each is an output file).
    public static let maximumVariantCount = 10_000
    /// The most UTF-16 code units of placeholder and text all the views of one spec's
    /// matrix may hold together (each variant's own, localized, counted): the layout work
    /// a spec may ask for, checked before anything is expanded. As much as one view's text
    /// and placeholder may hold (2 × ``maximumTextLength``), so a matrix never costs more
    /// than the largest single view: a batch lays out every view of a spec before it
    /// renders them (10 views of a 1,000,000-character text, which the limit of 20,000,000
    /// let in, took 7.3 s and 980 MB).
    public static let maximumExpandedTextLength = 2 * maximumTextLength

    /// How many views ``variantsExpanded`` makes: the product of the axes' lengths
    /// (saturating rather than overflowing).
    public var variantCount: Int {
        var count = 1
        for axis in [variants?.appearance?.count, variants?.contentSizeCategory?.count, variants?.language?.count, variants?.scale?.count] {
            guard let axis else { continue }
            let (product, overflow) = count.multipliedReportingOverflow(by: axis)
            count = overflow ? .max : product
        }
        return count
    }

    /// Throws a ``ModelError`` naming `variants` when the matrix has more than
    /// ``maximumVariantCount`` views, or its views hold more than
    /// ``maximumExpandedTextLength`` code units together; called by ``validate()``, so
    /// before anything is expanded.
    func validateExpansion() throws {
        let count = variantCount
        guard count <= Self.maximumVariantCount else {
            throw ModelError(field: "variants", problem: "makes \(grouped(count)) views, over the limit of \(grouped(Self.maximumVariantCount)) a spec may make")
        }
        func length(language: String?) -> Int {
            var view = self
            view.language = language
            view = view.localized()
            return (view.placeholderRuns + view.textRuns).reduce(0) { $0 + $1.text.utf16.count }
        }
        let total: Int
        if let languages = variants?.language {
            total = languages.reduce(0) { $0 + length(language: $1) } * (count / languages.count)
        } else {
            total = length(language: language) * count
        }
        guard total <= Self.maximumExpandedTextLength else {
            throw ModelError(field: "variants", problem: "makes \(grouped(count)) views holding \(grouped(total)) UTF-16 code units of text in all, over the limit of \(grouped(Self.maximumExpandedTextLength))")
        }
        for (tag, localization) in localizations.sorted(by: { $0.key < $1.key }) {
            for (name, runs) in [("attributedPlaceholder", localization.attributedPlaceholder), ("attributedText", localization.attributedText)] {
                if let runs { try runs.validateCount(field: "localizations.\(Quoting.escaped(tag)).\(name)") }
            }
        }
    }

    /// One view of a spec's matrix and the suffix of its output name.
    public struct Variant: Sendable {
        /// `[.appearance][.category short form][.language][@scale x]`, each part present only
        /// for the axes the spec's `variants` list, in that order: `.dark.AX3.ja@3x`.
        public var suffix: String
        public var view: PlaceholderTextView
    }

    /// Every combination of the spec's `variants` (one, with an empty suffix, when it has
    /// none), each with its language's localization applied and no variants of its own.
    public var variantsExpanded: [Variant] {
        var base = self
        base.variants = nil
        var expanded = [Variant(suffix: "", view: base)]
        func multiply<T>(_ values: [T]?, _ apply: (inout PlaceholderTextView, T) -> String) {
            guard let values else { return }
            expanded = expanded.flatMap { variant in
                values.map { value in
                    var view = variant.view
                    let part = apply(&view, value)
                    return Variant(suffix: variant.suffix + part, view: view)
                }
            }
        }
        multiply(variants?.appearance) { view, value in view.appearance = value; return ".\(value.rawValue)" }
        multiply(variants?.contentSizeCategory) { view, value in view.contentSizeCategory = value; return ".\(value.shortName)" }
        multiply(variants?.language) { view, value in view.language = value; return ".\(value)" }
        multiply(variants?.scale) { view, value in
            view.scale = value
            return value == value.rounded() ? "@\(Int(value))x" : "@\(value)x"
        }
        return expanded.map { variant in
            var variant = variant
            variant.view = variant.view.localized()
            return variant
        }
    }

    /// The view with its language's localization applied and the localizations dropped.
    func localized() -> PlaceholderTextView {
        var view = self
        view.localizations = [:]
        guard let language, let localization = localizations[language] else { return view }
        // A translation replaces the field in either form, plain or runs.
        if let placeholder = localization.placeholder { (view.placeholder, view.attributedPlaceholder) = (placeholder, nil) }
        if let runs = localization.attributedPlaceholder { (view.placeholder, view.attributedPlaceholder) = ("", runs) }
        if let text = localization.text { (view.text, view.attributedText) = (text, nil) }
        if let runs = localization.attributedText { (view.text, view.attributedText) = ("", runs) }
        return view
    }
}
