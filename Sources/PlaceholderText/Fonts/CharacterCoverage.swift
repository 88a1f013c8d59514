import CHarfBuzz

/// The characters a face's `cmap` maps, as a HarfBuzz set, owned: what the last step of
/// fallback asks of every face without loading each for drawing.
final class CharacterCoverage: @unchecked Sendable {
    // @unchecked: the set is filled in init and only read afterwards.
    private let set: OpaquePointer

    /// The characters of face `index` of the font file `blob` holds.
    init(blob: OpaquePointer, index: Int) throws {
        guard let faceIndex = UInt32(exactly: index) else { throw FontError(.fontSystem, problem: "face index \(index) is out of range") }
        // hb_set_create never returns NULL: on failure it gives the empty set, whose
        // allocation is marked unsuccessful.
        guard let set = hb_set_create(), hb_set_allocation_successful(set) != 0 else {
            throw FontError(.fontSystem, problem: "HarfBuzz could not allocate a character set")
        }
        let face = hb_face_create(blob, faceIndex)
        hb_face_collect_unicodes(face, set)
        hb_face_destroy(face)
        guard hb_set_allocation_successful(set) != 0 else {
            hb_set_destroy(set)
            throw FontError(.fontSystem, problem: "HarfBuzz could not allocate a character set")
        }
        self.set = set
    }

    deinit { hb_set_destroy(set) }

    /// Whether the face maps `scalar`.
    func contains(_ scalar: UInt32) -> Bool { hb_set_has(set, scalar) != 0 }
}
