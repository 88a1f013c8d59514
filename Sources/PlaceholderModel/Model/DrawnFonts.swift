/// A value that draws text in fonts its spec names: every kind of mockup, and a form's
/// children.
protocol DrawsFonts {
    /// Every font the value draws with, by its key under `path` (`children[1].`, or empty
    /// at the top of a spec): its own, a text view's placeholder's, and each attributed
    /// run's that gives one, over the font it refines.
    func drawnFonts(path: String) -> [(key: String, font: FontDescriptor)]
}

extension Mockup {
    /// Every font the spec draws with, by its key (`font`, `children[2].attributedText[1].font`):
    /// what the audit's fixed-font-size rule checks.
    public var drawnFonts: [(key: String, font: FontDescriptor)] { value.drawnFonts(path: "") }
}

extension [TextRun]? {
    /// The fonts of the runs that give one of their own, over `base`, keyed `path` + `key[i].font`.
    func drawnFonts(_ key: String, over base: FontDescriptor, path: String) -> [(key: String, font: FontDescriptor)] {
        (self ?? []).enumerated().compactMap { index, run in
            run.font.isEmpty ? nil : ("\(path)\(key)[\(index)].font", run.font.applied(to: base))
        }
    }
}

extension PlaceholderTextView: DrawsFonts {
    func drawnFonts(path: String) -> [(key: String, font: FontDescriptor)] {
        [(path + "font", font)] + (placeholderFont.map { [(path + "placeholderFont", $0)] } ?? [])
            + attributedText.drawnFonts("attributedText", over: font, path: path)
            + attributedPlaceholder.drawnFonts("attributedPlaceholder", over: effectivePlaceholderFont, path: path)
    }
}

extension PlaceholderTextField: DrawsFonts {
    func drawnFonts(path: String) -> [(key: String, font: FontDescriptor)] {
        [(path + "font", font)] + attributedText.drawnFonts("attributedText", over: font, path: path)
            + attributedPlaceholder.drawnFonts("attributedPlaceholder", over: font, path: path)
    }
}

extension PlaceholderLabel: DrawsFonts {
    func drawnFonts(path: String) -> [(key: String, font: FontDescriptor)] {
        [(path + "font", font)] + attributedText.drawnFonts("attributedText", over: font, path: path)
    }
}

extension PlaceholderForm: DrawsFonts {
    /// Each child's, under its path.
    func drawnFonts(path: String) -> [(key: String, font: FontDescriptor)] {
        children.enumerated().flatMap { index, child in child.value.drawnFonts(path: "\(path)children[\(index)].") }
    }
}
