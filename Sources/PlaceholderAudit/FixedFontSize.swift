import PlaceholderModel
/// fixed-font-size: a spec whose matrix varies `contentSizeCategory` while one of its
/// fonts keeps its size — no `textStyle`, no `relativeTo` — so the matrix never shows that
/// text grow. Judged by the model's own rule (`FontDescriptor/resolved(for:)`) at the
/// matrix's smallest and largest category, for every font the spec draws with
/// (`Mockup.drawnFonts`).
enum FixedFontSize {
    static func findings(in mockup: Mockup, spec: String) -> [AuditFinding] {
        let categories = Set(mockup.variants?.contentSizeCategory ?? [])
        guard categories.count > 1, let smallest = categories.min(by: { $0.position < $1.position }),
              let largest = categories.max(by: { $0.position < $1.position }) else { return [] }
        return mockup.drawnFonts.compactMap { key, font in
            let size = font.resolved(for: smallest).size
            guard size == font.resolved(for: largest).size else { return nil }
            return AuditFinding(spec: spec, variant: "*", rule: .fixedFontSize, severity: .error, element: key,
                                message: "\(key): stays \(Auditor.format(size)) pt from \(smallest.shortName) to \(largest.shortName) while the matrix "
                                    + "varies contentSizeCategory; give it a textStyle, or relativeTo, so it scales with Dynamic Type")
        }
    }
}
