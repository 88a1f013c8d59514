
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
    public var variantCount: Int { combinationCount }

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
        expanded().map { Variant(suffix: $0.suffix, view: $0.value) }
    }
}

extension PlaceholderTextView: VariantAxes, Localizable {
    package func localized() -> PlaceholderTextView { applyingLocalization() }
    var textLength: Int { localizableLength }
}
