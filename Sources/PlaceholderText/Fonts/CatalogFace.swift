import CFreeType

/// One face of one font file as ``FontCatalog`` lists it: where it is, the names it is
/// found by, and what Fontconfig read from it to rank it (``FontMatch``), from the same
/// tables in the same way (`FcFreeTypeQueryFaceInternal` of Fontconfig 2.14).
struct CatalogFace: Sendable {
    /// The font file and the face's index in it (a collection's faces count from 0).
    var file: String
    var index: Int
    /// Every family name of the face (``SfntNames/familyIDs``; else FreeType's family
    /// name; else the file's name without its extension).
    var families: [String]
    /// Slant, weight and width on Fontconfig's scales: slant 0 roman, 100 italic, 110
    /// oblique; weight ``FontMatch/weight(openType:)`` of the OS/2 table's class; width
    /// 50 to 200, 100 normal.
    var slant: Int
    var weight: Double
    var width: Double
    /// The optical sizes the face is made for, in points (OS/2 version 5), if it says.
    var opticalSizes: ClosedRange<Double>?
    /// The pixel sizes of a face of bitmaps alone (none for an outline font).
    var pixelSizes: [Double]
    /// Whether the face maps characters through a Microsoft symbol `cmap`.
    var isSymbol: Bool
    /// Whether a style name marks the face as decorative ("Caps", "Shadow"…).
    var isDecorative: Bool
    /// The `head` table's font revision (16.16), 0 without one.
    var fontRevision: Int

    /// The face FreeType opened as `face`, face `index` of `file`.
    init(face: FT_Face, file: String, index: Int) {
        self.file = file
        self.index = index
        var families = SfntNames.strings(of: face, ids: SfntNames.familyIDs)
        if families.isEmpty, let name = face.pointee.family_name.map({ String(cString: $0) }), !FontNames.key(name).isEmpty {
            families = [name]
        }
        if families.isEmpty {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            families = [name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name]
        }
        self.families = families
        var styles = SfntNames.strings(of: face, ids: SfntNames.styleIDs)
        if styles.isEmpty {
            let name = face.pointee.style_name.map { String(cString: $0) } ?? ""
            styles = [FontNames.key(name).isEmpty ? "Regular" : name]
        }

        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        var weight: Double?, width: Double?
        if let os2, os2.version != 0xFFFF {
            weight = FontMatch.weight(openType: Double(os2.usWeightClass))
            width = FontMatch.widthClasses[Int(os2.usWidthClass)]
        }
        opticalSizes = nil
        if let os2, os2.version >= 5, os2.version != 0xFFFF {
            let lower = Double(os2.usLowerOpticalPointSize) / 20, upper = Double(os2.usUpperOpticalPointSize) / 20
            opticalSizes = min(lower, upper)...max(lower, upper)
        }
        var slant: Int?, decorative = false
        for style in styles {
            weight = weight ?? FontNames.value(in: style, table: FontNames.weights)
            width = width ?? FontNames.value(in: style, table: FontNames.widths)
            slant = slant ?? FontNames.value(in: style, table: FontNames.slants)
            decorative = decorative || FontNames.value(in: style, table: FontNames.decorative) ?? false
        }
        let styleFlags = face.pointee.style_flags
        self.slant = slant ?? (styleFlags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0 ? 100 : 0)
        self.weight = weight ?? (styleFlags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 200 : 100)
        self.width = width ?? 100
        isDecorative = decorative

        let scalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        pixelSizes = scalable ? [] : (0..<Int(face.pointee.num_fixed_sizes)).compactMap { face.pointee.available_sizes?[$0].y_ppem }
            .map { Double($0) / 64 }
        // FT_ENCODING_MS_SYMBOL, 'symb' (its macro-made enumerator does not reach Swift).
        isSymbol = (0..<Int(face.pointee.num_charmaps)).contains { face.pointee.charmaps?[$0]?.pointee.encoding.rawValue == 0x7379_6D62 }
        let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        fontRevision = head.map { Int($0.Font_Revision) } ?? 0
    }

    /// Whether one of the face's family names is `family`, ignoring spaces and case.
    func isNamed(_ family: String) -> Bool {
        let key = FontNames.key(family)
        return families.contains { FontNames.key($0) == key }
    }
}

extension CatalogFace: Equatable {
    /// A face as ``PinnedFonts/faces`` records it, read from its file once.
    init(file: String, index: Int, families: [String], slant: Int, weight: Double, width: Double, opticalSizes: ClosedRange<Double>?,
         pixelSizes: [Double], isSymbol: Bool, isDecorative: Bool, fontRevision: Int) {
        (self.file, self.index, self.families, self.slant, self.weight, self.width) = (file, index, families, slant, weight, width)
        (self.opticalSizes, self.pixelSizes, self.isSymbol, self.isDecorative, self.fontRevision) = (opticalSizes, pixelSizes, isSymbol, isDecorative, fontRevision)
    }

    /// The face as Swift source for ``PinnedFonts/faces``, its file named by `name`.
    func source(name: String) -> String {
        let optical = opticalSizes.map { "\($0.lowerBound)...\($0.upperBound)" } ?? "nil"
        return "CatalogFace(file: \"\(name)\", index: \(index), families: \(families), slant: \(slant), weight: \(weight), width: \(width), "
            + "opticalSizes: \(optical), pixelSizes: \(pixelSizes), isSymbol: \(isSymbol), isDecorative: \(isDecorative), fontRevision: \(fontRevision))"
    }
}
