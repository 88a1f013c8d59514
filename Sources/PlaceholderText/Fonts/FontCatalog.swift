import CHarfBuzz
import PlaceholderImage

/// Every face of the font files a ``FontLibrary`` searches, read with FreeType, and the two
/// questions the library asks of them, answered as Fontconfig answered them
/// (``FontMatch``): which face of a family is closest to a weight and slant, and which face
/// has a character no font of the fallback order has.
///
/// Faces are listed in the order of the library's folders, each walked as
/// ``FontLibrary/fontFiles(in:)`` walks it, a collection's faces in index order; among
/// equal faces the one listed first wins. A file FreeType cannot open as a font is left
/// out, as is a collection's face after the first that cannot be opened. A variable
/// font is listed by its default instance (its named instances are not offered).
/// Not thread-safe: ``FontLibrary`` holds it inside its lock.
struct FontCatalog {
    /// The faces, in listing order.
    private(set) var faces: [CatalogFace] = []
    /// The characters of each face, read when the last step of fallback first needs them.
    private var coverage: [Int: CharacterCoverage] = [:]
    /// The faces in the order the last step of fallback tries them, made when first needed.
    private var fallbackOrder: [Int]?

    /// Lists the faces of each file of `files` (paths NUL-terminated); a file of `known`
    /// (by its path) is listed from there rather than opened.
    mutating func add(files: [[CChar]], library: FreeTypeLibrary, known: [String: [CatalogFace]] = [:]) {
        for file in files {
            let path = String(decoding: file.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            faces += known[path] ?? Self.faces(in: file, library: library)
        }
        fallbackOrder = nil
    }

    /// The faces of one file, read with FreeType from one mapping of it.
    static func faces(in path: [CChar], library: FreeTypeLibrary) -> [CatalogFace] {
        let file = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let blob = try? FreeTypeFace.mappedBlob(file) else { return [] }
        defer { hb_blob_destroy(blob) }
        var faces: [CatalogFace] = []
        var count = 1
        while faces.count < count {
            guard let face = try? FreeTypeFace(sharing: blob, file: file, index: faces.count, library: library) else { break }
            if faces.isEmpty { count = min(Int(face.pointer.pointee.num_faces), 0x10000) }
            faces.append(CatalogFace(face: face.pointer, file: file, index: faces.count))
        }
        return faces
    }

    /// The face of `family` closest to `request` (``FontMatch``), or nil when no face has
    /// the family. Family names compare ignoring spaces and case, as Fontconfig compared
    /// them; the face found must then have the name up to case alone.
    func face(family: String, request: FontMatch.Request) -> CatalogFace? {
        let named = faces.filter { $0.isNamed(family) }
        guard let best = FontMatch.best(of: named, for: request) else { return nil }
        let lowered = family.lowercased()
        return named[best].families.contains { $0.lowercased() == lowered } ? named[best] : nil
    }

    /// The faces that map `scalar`, in the order the last step of fallback tries them: by
    /// ``FontMatch/score(_:for:)`` for a regular roman face (Fontconfig's `FcFontSort` for
    /// a pattern of the character alone), equal ones in listing order.
    mutating func faces(mapping scalar: Unicode.Scalar) -> [CatalogFace] {
        let order = fallbackOrder ?? {
            let request = FontMatch.Request(weight: .regular, italic: false)
            let scores = faces.map { FontMatch.score($0, for: request) }
            let order = faces.indices.sorted { a, b in
                scores[a] == scores[b] ? a < b : scores[a].lexicographicallyPrecedes(scores[b])
            }
            fallbackOrder = order
            return order
        }()
        var found: [CatalogFace] = []
        var blobs: [String: OpaquePointer] = [:]
        defer { blobs.values.forEach { hb_blob_destroy($0) } }
        for index in order {
            let face = faces[index]
            if coverage[index] == nil {
                if blobs[face.file] == nil { blobs[face.file] = try? FreeTypeFace.mappedBlob(face.file) }
                guard let blob = blobs[face.file], let read = try? CharacterCoverage(blob: blob, index: face.index) else { continue }
                coverage[index] = read
            }
            guard let characters = coverage[index] else { continue }
            // A symbol font's characters U+F020 to U+F0FF stand for U+0020 to U+00FF too.
            if characters.contains(scalar.value) || (face.isSymbol && scalar.value < 0x100 && characters.contains(0xF000 + scalar.value)) {
                found.append(face)
            }
        }
        return found
    }
}
