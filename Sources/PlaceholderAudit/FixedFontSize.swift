import PlaceholderModel
/// fixed-font-size: a spec whose matrix varies `contentSizeCategory` while one of its
/// fonts keeps its size — no `textStyle`, no `relativeTo` — so the matrix never shows that
/// text grow. Judged by the model's own rule (`FontDescriptor/resolved(for:)`) at the
/// matrix's smallest and largest category.
enum FixedFontSize {
    static func findings(in mockup: Mockup, spec: String) -> [AuditFinding] {
        let categories = Set(mockup.variants?.contentSizeCategory ?? [])
        guard categories.count > 1, let smallest = categories.min(by: { $0.position < $1.position }),
              let largest = categories.max(by: { $0.position < $1.position }) else { return [] }
        return fonts(of: mockup).compactMap { key, font in
            let size = font.resolved(for: smallest).size
            guard size == font.resolved(for: largest).size else { return nil }
            return AuditFinding(spec: spec, variant: "*", rule: .fixedFontSize, severity: .error, element: key,
                                message: "\(key): stays \(Auditor.format(size)) pt from \(smallest.shortName) to \(largest.shortName) while the matrix "
                                    + "varies contentSizeCategory; give it a textStyle, or relativeTo, so it scales with Dynamic Type")
        }
    }

    /// Every font the spec draws with, by its key: the view's, the placeholder's, and each
    /// attributed run's over the font it refines; a form's children's by their path.
    static func fonts(of mockup: Mockup) -> [(String, FontDescriptor)] {
        switch mockup {
        case .textView(let view): return fonts(of: view, path: "")
        case .textField(let field): return fonts(of: field, path: "")
        case .form(let form):
            return form.children.enumerated().flatMap { index, child -> [(String, FontDescriptor)] in
                let path = "children[\(index)]."
                switch child {
                case .label(let label): return [(path + "font", label.font)] + runs(label.attributedText, "attributedText", over: label.font, path)
                case .textField(let field): return fonts(of: field, path: path)
                case .textView(let view): return fonts(of: view, path: path)
                }
            }
        }
    }

    private static func fonts(of view: PlaceholderTextView, path: String) -> [(String, FontDescriptor)] {
        var fonts = [(path + "font", view.font)]
        if let placeholderFont = view.placeholderFont { fonts.append((path + "placeholderFont", placeholderFont)) }
        return fonts + runs(view.attributedText, "attributedText", over: view.font, path)
            + runs(view.attributedPlaceholder, "attributedPlaceholder", over: view.effectivePlaceholderFont, path)
    }

    private static func fonts(of field: PlaceholderTextField, path: String) -> [(String, FontDescriptor)] {
        [(path + "font", field.font)] + runs(field.attributedText, "attributedText", over: field.font, path)
            + runs(field.attributedPlaceholder, "attributedPlaceholder", over: field.font, path)
    }

    /// The fonts of attributed runs that give one of their own.
    private static func runs(_ runs: [TextRun]?, _ key: String, over base: FontDescriptor, _ path: String) -> [(String, FontDescriptor)] {
        (runs ?? []).enumerated().compactMap { index, run in
            run.font.isEmpty ? nil : ("\(path)\(key)[\(index)].font", run.font.applied(to: base))
        }
    }
}
