extension PlaceholderTextView {
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
