import PlaceholderModel

/// How ``FontCatalog`` ranks faces: Fontconfig 2.14's `FcFontMatch` and `FcFontSort` over
/// a pattern of a family, a weight and a slant (what PlaceholderKit asked Fontconfig for),
/// with Fontconfig's defaults for the rest (`FcDefaultSubstitute`: 12 points, 12.5 pixels,
/// normal width, not a symbol font, not decorative, the newest version). A face's score is
/// the distances in Fontconfig's order of priority — symbol, size, pixel size, slant,
/// weight, width, decoration, version — compared in turn; on a tie the face listed first
/// wins. The family is not scored: only faces of the family asked for are ranked. The
/// language of the locale, which Fontconfig ranked between the family and the symbol
/// flag, is left out, so no locale changes which face is chosen.
enum FontMatch {
    /// Fontconfig's weight for an OpenType weight class (`FcWeightFromOpenTypeDouble`):
    /// piecewise linear through thin 100 → 0, extra-light 200 → 40, light 300 → 50,
    /// demi-light 350 → 55, book 380 → 75, regular 400 → 80, medium 500 → 100, semibold
    /// 600 → 180, bold 700 → 200, extra-bold 800 → 205, black 900 → 210, extra-black
    /// 1000 → 215; −1 for a negative class.
    static func weight(openType: Double) -> Double {
        guard openType >= 0 else { return -1 }
        let value = min(openType, 1000)
        var i = 1
        while value > weightMap[i].openType { i += 1 }
        let (upper, lower) = (weightMap[i], weightMap[i - 1])
        if value == upper.openType { return upper.fontconfig }
        return lower.fontconfig + (value - lower.openType) * (upper.fontconfig - lower.fontconfig) / (upper.openType - lower.openType)
    }

    private static let weightMap: [(openType: Double, fontconfig: Double)] = [
        (0, 0), (100, 0), (200, 40), (300, 50), (350, 55), (380, 75), (400, 80), (500, 100), (600, 180),
        (700, 200), (800, 205), (900, 210), (1000, 215),
    ]

    /// Fontconfig's width for the OS/2 table's width class 1 to 9.
    static let widthClasses: [Int: Double] = [1: 50, 2: 63, 3: 75, 4: 87, 5: 100, 6: 113, 7: 125, 8: 150, 9: 200]

    /// A request: the weight on Fontconfig's scale and the slant (0 roman, 100 italic).
    struct Request: Hashable {
        var weight: Double
        var slant: Int

        /// A request for `weight` (OpenType's scale) and `italic`.
        init(weight: FontWeight, italic: Bool) {
            self.weight = FontMatch.weight(openType: Double(weight.value))
            slant = italic ? 100 : 0
        }
    }

    /// The distances of `face` from `request`, most important first.
    static func score(_ face: CatalogFace, for request: Request) -> [Double] {
        let size = 12.0, pixelSize = 12.0 * 75 / 72
        let sizeDistance = face.opticalSizes.map { $0.contains(size) ? 0 : min(abs($0.lowerBound - size), abs($0.upperBound - size)) } ?? 0
        let pixelDistance = face.pixelSizes.map { abs($0 - pixelSize) }.min() ?? 0
        return [
            face.isSymbol ? 1 : 0, sizeDistance, pixelDistance, Double(abs(face.slant - request.slant)),
            abs(face.weight - request.weight), abs(face.width - 100), face.isDecorative ? 1 : 0,
            Double(Int(Int32.max) - face.fontRevision).magnitude,
        ]
    }

    /// The index in `faces` of the best face for `request` (the first of equal ones), or nil when empty.
    static func best(of faces: [CatalogFace], for request: Request) -> Int? {
        var best: (index: Int, score: [Double])?
        for (index, face) in faces.enumerated() {
            let score = score(face, for: request)
            if best.map({ score.lexicographicallyPrecedes($0.score) }) ?? true { best = (index, score) }
        }
        return best?.index
    }
}
