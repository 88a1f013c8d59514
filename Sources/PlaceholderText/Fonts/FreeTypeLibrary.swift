import CFreeType
import CHarfBuzz
import FoundationEssentials
import Glibc
import PlaceholderImage

/// The one `FT_Library` of a ``FontLibrary``, owned here.
///
/// FreeType requires `FT_New_Face` and `FT_Done_Face` on one library to be serialised, so
/// both happen only inside ``withLock(_:)``. Every loaded face keeps this object alive
/// (through ``FreeTypeFace``), so the library is freed only after the last face — which
/// cairo may hold in its caches after the ``FontLibrary`` is gone.
final class FreeTypeLibrary: @unchecked Sendable {
    // @unchecked: `pointer` is immutable and is only passed to FreeType inside `lock`.
    private let pointer: FT_Library
    private let lock = Mutex(())

    init() throws {
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else { throw FontError(.fontSystem, problem: "FreeType could not start (error \(status))") }
        Self.pinProperties(library)
        pointer = library
    }

    deinit { FT_Done_FreeType(pointer) }

    /// The modules whose stem darkening FreeType's `FREETYPE_PROPERTIES` variable can
    /// switch on.
    static let darkeningModules = ["cff", "type1", "t1cid", "autofitter"]

    /// `FT_Init_FreeType` applies the `FREETYPE_PROPERTIES` environment variable, and
    /// `cff:no-stem-darkening=0` there thickens every CFF outline (Inter's) even unhinted,
    /// which moved pixels in 7 of the 38 example images. Stem darkening is set back to
    /// FreeType's default, off, so no environment changes a pixel; the other properties
    /// the variable can set concern hinting, which PlaceholderKit never asks for.
    private static func pinProperties(_ library: FT_Library) {
        var off: FT_Bool = 1
        for module in darkeningModules {
            // A module FreeType was built without has nothing to darken.
            _ = FT_Property_Set(library, module, "no-stem-darkening", &off)
        }
    }

    /// Runs `body` with the library while no other thread creates or frees a face.
    func withLock<Result>(_ body: (FT_Library) throws -> Result) rethrows -> Result {
        try lock.withLock { _ in try body(pointer) }
    }
}

/// One `FT_Face`, owned: freed under its library's lock when the last owner lets go.
/// Its ``Face`` holds one reference, and cairo another, through the user data of the font
/// face PlaceholderRendering makes of it (`PlaceholderRendering/Face+Cairo.swift`).
package final class FreeTypeFace: @unchecked Sendable {
    // @unchecked: `pointer` is read by Face's initialiser and afterwards only by cairo,
    // which serialises its own use of a face; it is freed only in deinit, under the lock.
    package let pointer: FT_Face
    /// The file's bytes, which the FreeType face reads and HarfBuzz shapes from; owned.
    let blob: OpaquePointer
    private let library: FreeTypeLibrary

    /// Opens face `index` of `file`, which must be a regular file: FreeType would wait
    /// forever on a FIFO and fail late on a folder or a device. The file is opened once,
    /// without blocking, by `FileReader/openRegularFile(_:followLinks:maxBytes:)` (so
    /// the file checked is the file read: no window for a swap), and mapped from that
    /// descriptor.
    convenience init(file: String, index: Int, library: FreeTypeLibrary) throws {
        guard (0...0xFFFF).contains(index) else {
            throw FontError(.file(file), problem: "face index \(index) is not 0 to 65535")
        }
        // The file is mapped once, into a HarfBuzz blob, and FreeType reads the same pages,
        // so a font's pages are not resident twice.
        try self.init(adopting: try Self.mappedBlob(file), file: file, index: index, library: library)
    }

    /// Opens face `index` of the font file `blob` holds (``mappedBlob(_:)``), sharing the
    /// blob: the faces of one collection map its file once.
    convenience init(sharing blob: OpaquePointer, file: String, index: Int, library: FreeTypeLibrary) throws {
        try self.init(adopting: hb_blob_reference(blob), file: file, index: index, library: library)
    }

    /// Opens face `index` of `blob`, which this object then owns (destroyed on failure too).
    private init(adopting blob: OpaquePointer, file: String, index: Int, library: FreeTypeLibrary) throws {
        guard let faceIndex = FT_Long(exactly: index), (0...0xFFFF).contains(index) else {
            hb_blob_destroy(blob)
            throw FontError(.file(file), problem: "face index \(index) is not 0 to 65535")
        }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            hb_blob_destroy(blob)
            throw FontError(.file(file), problem: "cannot be read, or is empty")
        }
        var face: FT_Face?
        let status = library.withLock {
            FT_New_Memory_Face($0, UnsafeRawPointer(data).assumingMemoryBound(to: FT_Byte.self), FT_Long(length), faceIndex, &face)
        }
        guard status == 0, let face else {
            hb_blob_destroy(blob)
            throw FontError(.file(file), problem: "is not a font file FreeType can read (face \(index), error \(status))")
        }
        pointer = face
        self.blob = blob
        self.library = library
    }

    deinit {
        library.withLock { _ in _ = FT_Done_Face(pointer) }
        hb_blob_destroy(blob)
    }

    /// The largest font file read: 1 GiB (Noto Sans CJK's collections are 20 MB).
    static let maximumFileBytes = 1 << 30

    /// A read-only HarfBuzz blob over the whole of `file`, mapped from one non-blocking
    /// open; the blob owns the mapping and unmaps it when HarfBuzz lets it go.
    static func mappedBlob(_ file: String) throws -> OpaquePointer {
        let descriptor: Int32
        do {
            descriptor = try FileReader.openRegularFile(file, maxBytes: maximumFileBytes)
        } catch let error as FileError {
            throw FontError(.file(file), problem: error.reason)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0 else { throw FontError(.file(file), problem: "cannot be read, or is empty") }
        let length = Int(info.st_size)
        guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
            throw FontError(.file(file), problem: "cannot be read (\(String(cString: strerror(errno))))")
        }
        let mapping = Unmanaged.passRetained(Mapping(base: base, length: length)).toOpaque()
        // hb_blob_create calls the destroy function itself when it fails (and returns the
        // empty blob), so the mapping is never leaked nor unmapped twice.
        // At most maximumFileBytes (1 GiB): 32 bits hold it.
        let blobLength = UInt32(clamping: length)
        let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), blobLength, HB_MEMORY_MODE_READONLY, mapping) { owner in
            guard let owner else { return }
            Unmanaged<Mapping>.fromOpaque(owner).release()
        }
        guard let blob, hb_blob_get_length(blob) == blobLength, Int(blobLength) == length else {
            hb_blob_destroy(blob)
            throw FontError(.file(file), problem: "cannot be read")
        }
        return blob
    }

    /// A file's pages mapped with `mmap`, unmapped when the last owner lets go.
    private final class Mapping {
        let base: UnsafeMutableRawPointer
        let length: Int
        init(base: UnsafeMutableRawPointer, length: Int) {
            self.base = base
            self.length = length
        }
        deinit { munmap(base, length) }
    }
}
