import FuzzDriver
import Foundation
import PlaceholderFormat
import PlaceholderImage
import PlaceholderKitCLI

/// libFuzzer's entry point: one input, as the bytes of a farm's folder file — a contact
/// sheet's `index.json` or an incremental render's manifest.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FarmProperties.check(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
}

/// What must hold for any bytes a render farm's folder holds, since shard folders come from
/// CI artifacts and incremental folders from CI caches, both made by pull requests:
///
/// - as `index.json` (``ContactSheetIndex``), for `contact-sheet DIR...`: decoding either
///   gives an index or throws one ``CommandLineError`` on one line; every image of an index
///   that passes is one safe file name; its page adds no script of its own; the same index
///   in two folders is always an error (every image would be in both); and it survives
///   encoding and decoding;
/// - as `.placeholderkit-render-manifest` (``RenderManifest``): every image and every
///   remembered output it reads is one safe file name, and it reads back as itself.
enum FarmProperties {
    /// Checks `data` as both files; a property that fails stops the process (``fail(_:)``).
    static func check(_ data: Data) {
        checkIndex(data)
        checkManifest(data)
    }

    /// The folder an index is checked for (nothing is read from it).
    static let folder = URL(fileURLWithPath: "/fuzz")

    /// How many `<script` the page of an index of no specs holds: the page's own.
    static let emptyPageScripts: Int = {
        do { return scripts(try ContactSheet(folders: [])) } catch { fail("the sheet of no folders threw \(error)") }
    }()

    /// How many `<script` a page of `sheet` holds.
    static func scripts(_ sheet: ContactSheet) -> Int { sheet.page().html.lowercased().components(separatedBy: "<script").count - 1 }

    /// The properties of `data` as a contact sheet's `index.json`.
    static func checkIndex(_ data: Data) {
        let index: ContactSheetIndex
        do {
            index = try ContactSheetIndex.decode(data, in: folder, name: "index.json")
        } catch {
            expectOneLine(error, from: "decoding the index")
            return
        }
        for spec in index.specs {
            for image in spec.images where SafeFileName.problem(image.file(of: spec, format: index.format)) != nil {
                fail("the index passed, but its image \(Quoting.quoted(image.file(of: spec, format: index.format))) is not a safe file name")
            }
        }
        let images = index.specs.reduce(0) { $0 + $1.images.count }
        do {
            _ = try ContactSheet(folders: [(path: "a", name: "a", index: index), (path: "b", name: "b", index: index)])
            if images > 0 { fail("an index merged with itself passed") }
        } catch {
            expectOneLine(error, from: "merging twice")
        }
        do {
            if try scripts(ContactSheet(index)) != emptyPageScripts { fail("the page of the index holds a script the page does not write") }
        } catch {
            expectOneLine(error, from: "making the page")
        }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let again = try ContactSheetIndex.decode(encoder.encode(index), in: folder, name: "again.json")
            guard try encoder.encode(again) == encoder.encode(index) else { fail("the index changed on encoding and decoding again") }
        } catch {
            fail("a valid index did not survive encoding and decoding: \(error)")
        }
    }

    /// The properties of `data` as an incremental render's manifest.
    static func checkManifest(_ data: Data) {
        let manifest = RenderManifest(text: String(decoding: data, as: UTF8.self))
        for name in manifest.images.keys where SafeFileName.problem(name) != nil {
            fail("the manifest reads an image \(Quoting.quoted(name)) that is not a safe file name")
        }
        for names in manifest.memos.values {
            guard !names.isEmpty, names.allSatisfy({ SafeFileName.problem($0) == nil }) else {
                fail("the manifest remembers outputs that are not safe file names: \(names.map(Quoting.quoted))")
            }
        }
        if RenderManifest(text: manifest.text) != manifest { fail("the manifest does not read back as itself") }
    }

    private static func expectOneLine(_ error: Error, from stage: String) {
        FuzzDriver.expectOneLine("PlaceholderFarmFuzz", error, from: stage, kinds: [CommandLineError.self])
    }

    /// Stops the process with `message`, as libFuzzer records a crash.
    static func fail(_ message: String) -> Never {
        FuzzDriver.fail("PlaceholderFarmFuzz", message)
    }
}

/// The fuzzer under `scripts/fuzz`, or a replay of the files given (``FuzzDriver``).
@main
enum Entry {
    static func main() {
        FuzzDriver.run(name: "PlaceholderFarmFuzz", fuzzOneInput: fuzzOneInput, maxBytes: ContactSheetIndex.maximumSize, check: FarmProperties.check)
    }
}
