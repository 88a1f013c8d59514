extension PinnedFonts {
    /// The faces of the pinned set's files at `folder` as the catalog lists them, by path,
    /// when `folder` is where the set is found and holds it (`state`); else none. The files
    /// are the pin's bytes (their hashes were checked when the set was put there), so their
    /// faces are too: a render need not open 45 faces with FreeType at its start, which was
    /// most of a small render's time.
    static func knownFaces(in folder: String, state: State) -> [String: [CatalogFace]] {
        guard case .pinned(let pinned) = state, pinned == folder else { return [:] }
        var known: [String: [CatalogFace]] = [:]
        for face in faces {
            var placed = face
            placed.file = folder + "/" + face.file
            known[placed.file, default: []].append(placed)
        }
        return known
    }

    /// Every face of the set, file by file (by name) in index order, as FreeType reads it
    /// (``CatalogFace/init(face:file:index:)``); `PinnedFontsTests` read the files again
    /// and require these values, printing the table anew when they differ.
    static let faces: [CatalogFace] = [
        CatalogFace(file: "DejaVuSans-Bold.ttf", index: 0, families: ["DejaVu Sans"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 155320),
        CatalogFace(file: "DejaVuSans.ttf", index: 0, families: ["DejaVu Sans"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 155320),
        CatalogFace(file: "Inter-Black.otf", index: 0, families: ["Inter", "Inter Black"], slant: 0, weight: 210.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-BlackItalic.otf", index: 0, families: ["Inter", "Inter Black"], slant: 100, weight: 210.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-Bold.otf", index: 0, families: ["Inter"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-BoldItalic.otf", index: 0, families: ["Inter"], slant: 100, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-ExtraBold.otf", index: 0, families: ["Inter", "Inter Extra Bold"], slant: 0, weight: 205.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-ExtraBoldItalic.otf", index: 0, families: ["Inter", "Inter Extra Bold"], slant: 100, weight: 205.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-ExtraLight.otf", index: 0, families: ["Inter", "Inter Extra Light"], slant: 0, weight: 40.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-ExtraLightItalic.otf", index: 0, families: ["Inter", "Inter Extra Light"], slant: 100, weight: 40.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-Italic.otf", index: 0, families: ["Inter"], slant: 100, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-Light.otf", index: 0, families: ["Inter", "Inter Light"], slant: 0, weight: 50.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-LightItalic.otf", index: 0, families: ["Inter", "Inter Light"], slant: 100, weight: 50.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-Medium.otf", index: 0, families: ["Inter", "Inter Medium"], slant: 0, weight: 100.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-MediumItalic.otf", index: 0, families: ["Inter", "Inter Medium"], slant: 100, weight: 100.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-Regular.otf", index: 0, families: ["Inter"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-SemiBold.otf", index: 0, families: ["Inter", "Inter Semi Bold"], slant: 0, weight: 180.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-SemiBoldItalic.otf", index: 0, families: ["Inter", "Inter Semi Bold"], slant: 100, weight: 180.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-Thin.otf", index: 0, families: ["Inter", "Inter Thin"], slant: 0, weight: 0.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "Inter-ThinItalic.otf", index: 0, families: ["Inter", "Inter Thin"], slant: 100, weight: 0.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "InterDisplay-Bold.otf", index: 0, families: ["Inter Display"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "InterDisplay-Medium.otf", index: 0, families: ["Inter Display", "Inter Display Medium"], slant: 0, weight: 100.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "InterDisplay-Regular.otf", index: 0, families: ["Inter Display"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "InterDisplay-SemiBold.otf", index: 0, families: ["Inter Display", "Inter Display Semi Bold"], slant: 0, weight: 180.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 197853),
        CatalogFace(file: "NotoColorEmoji.ttf", index: 0, families: ["Noto Color Emoji"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [109.0], isSymbol: false, isDecorative: false, fontRevision: 133825),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 0, families: ["Noto Sans CJK JP"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 1, families: ["Noto Sans CJK KR"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 2, families: ["Noto Sans CJK SC"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 3, families: ["Noto Sans CJK TC"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 4, families: ["Noto Sans CJK HK"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 5, families: ["Noto Sans Mono CJK JP"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 6, families: ["Noto Sans Mono CJK KR"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 7, families: ["Noto Sans Mono CJK SC"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 8, families: ["Noto Sans Mono CJK TC"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Bold.ttc", index: 9, families: ["Noto Sans Mono CJK HK"], slant: 0, weight: 200.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 0, families: ["Noto Sans CJK JP"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 1, families: ["Noto Sans CJK KR"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 2, families: ["Noto Sans CJK SC"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 3, families: ["Noto Sans CJK TC"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 4, families: ["Noto Sans CJK HK"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 5, families: ["Noto Sans Mono CJK JP"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 6, families: ["Noto Sans Mono CJK KR"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 7, families: ["Noto Sans Mono CJK SC"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 8, families: ["Noto Sans Mono CJK TC"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
        CatalogFace(file: "NotoSansCJK-Regular.ttc", index: 9, families: ["Noto Sans Mono CJK HK"], slant: 0, weight: 80.0, width: 100.0, opticalSizes: nil, pixelSizes: [], isSymbol: false, isDecorative: false, fontRevision: 131334),
    ]
}
