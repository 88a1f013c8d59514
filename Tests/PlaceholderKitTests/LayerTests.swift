import Foundation
import Testing

/// The compiler keeps the arrows between modules one way: PlaceholderRendering uses
/// PlaceholderAudit, which uses PlaceholderGeometry, which uses PlaceholderText, which uses
/// PlaceholderModel; none sees one above it. What it cannot say is checked here: inside
/// PlaceholderModel and PlaceholderText the folders depend one way too, in the order
/// docs/ARCHITECTURE.md gives (a file may name the types of its own folder and of the
/// folders below it, never of one above; read from the sources, a type's name in code,
/// comments and string literals left out, is a use of it); the umbrella declares nothing;
/// and the model's closure holds no C.
@Suite struct LayerTests {
    /// Each module's folders, bottom first.
    static let modules: [(name: String, layers: [String])] = [
        ("PlaceholderModel", ["Errors", "Spec", "Model", "Schema"]),
        ("PlaceholderText", ["Errors", "Unicode", "Fonts", "Text"]),
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// `source` without its comments and string literals.
    static func code(_ source: String) -> String {
        var result = "", index = source.startIndex
        func starts(_ prefix: String) -> Bool { source[index...].hasPrefix(prefix) }
        while index < source.endIndex {
            if starts("//") {
                index = source[index...].firstIndex(of: "\n") ?? source.endIndex
            } else if starts("/*") {
                index = source[index...].range(of: "*/").map(\.upperBound) ?? source.endIndex
            } else if starts("\"\"\"") {
                let after = source.index(index, offsetBy: 3)
                index = source[after...].range(of: "\"\"\"").map(\.upperBound) ?? source.endIndex
                result += "\"\""
            } else if source[index] == "\"" {
                var cursor = source.index(after: index)
                while cursor < source.endIndex, source[cursor] != "\"", source[cursor] != "\n" {
                    cursor = source.index(cursor, offsetBy: source[cursor] == "\\" ? 2 : 1, limitedBy: source.endIndex) ?? source.endIndex
                }
                index = cursor < source.endIndex ? source.index(after: cursor) : cursor
                result += "\"\""
            } else {
                result.append(source[index])
                index = source.index(after: index)
            }
        }
        return result
    }

    @Test(arguments: modules.map(\.name))
    func foldersDependOneWay(module: String) throws {
        let layers = try #require(Self.modules.first { $0.name == module }).layers
        let root = Self.sources.appendingPathComponent(module)
        var declared: [String: String] = [:]
        var files: [(folder: String, name: String, code: String)] = []
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasSuffix(".docc") && !$0.hasSuffix(".swift") }
        #expect(Set(folders) == Set(layers), "a folder of \(module) is not in the order: \(Set(folders).symmetricDifference(layers))")
        let declaration = try Regex(#"(?m)^(?:(?:public|package|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"#)
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path) where name.hasSuffix(".swift") {
                let code = Self.code(try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8))
                files.append((folder, name, code))
                for match in code.matches(of: declaration) {
                    if let type = match.output[1].substring { declared[String(type)] = declared[String(type)] ?? folder }
                }
            }
        }
        #expect(declared.count > 30)
        var wrong: [String] = []
        for file in files {
            guard let rank = layers.firstIndex(of: file.folder) else { continue }
            let words = Set(file.code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for word in words {
                guard let folder = declared[word], let other = layers.firstIndex(of: folder), other > rank else { continue }
                wrong.append("\(file.folder)/\(file.name) uses \(word) of \(folder)")
            }
        }
        #expect(wrong.sorted() == [], "arrows pointing up")
    }

    /// The scan sees a use in code and none in a comment or a string.
    @Test func theScanReadsCodeOnly() {
        let code = Self.code(#"let a = Mockup() // TextLayout"# + "\n" + #"let b = "Rendering \(x)" /* Face */ + TextLine.x"#)
        #expect(code.contains("Mockup") && code.contains("TextLine"))
        #expect(!code.contains("TextLayout") && !code.contains("Rendering") && !code.contains("Face"))
    }

    /// `PlaceholderKit` is re-exports only: every line of its sources is a comment, blank or
    /// an `@_exported import`.
    @Test func theUmbrellaOnlyReExports() throws {
        let root = Self.sources.appendingPathComponent("PlaceholderKit")
        let files = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        #expect(files == ["Exports.swift"])
        var exported: [String] = []
        for file in files {
            for line in try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.isEmpty || text.hasPrefix("//") { continue }
                #expect(text.hasPrefix("@_exported import "), "\(file): \(text)")
                exported.append(String(text.dropFirst("@_exported import ".count)))
            }
        }
        // Every layer a client of the umbrella uses, and the umbrella's dependencies exactly.
        let manifest = try PackageManifest.read()
        #expect(Set(exported) == Set(try #require(manifest.target("PlaceholderKit")).dependencies))
        #expect(Set(exported) == ["PlaceholderModel", "PlaceholderText", "PlaceholderGeometry", "PlaceholderAudit", "PlaceholderRendering"])
    }

    /// The model is plain Swift: nothing it depends on, directly or not, is C.
    @Test func theModelsClosureHoldsNoC() throws {
        let manifest = try PackageManifest.read()
        let closure = manifest.closure(of: "PlaceholderModel")
        #expect(closure.contains("PlaceholderFormat"))
        #expect(closure.filter(manifest.isC).sorted() == [])
        // And the reader sees C where it is.
        #expect(manifest.closure(of: "PlaceholderImage").filter(manifest.isC).sorted() == ["CLibPNG", "CPNG", "CZlib"])
    }

    /// Each layer sees only the layers below it: the geometry no audit and no cairo, the
    /// audit no cairo.
    @Test func theLayersDependOneWay() throws {
        let manifest = try PackageManifest.read()
        let geometry = manifest.closure(of: "PlaceholderGeometry"), audit = manifest.closure(of: "PlaceholderAudit")
        #expect(!geometry.contains("PlaceholderAudit") && !geometry.contains("PlaceholderRendering") && !geometry.contains("CCairo"))
        #expect(!audit.contains("PlaceholderRendering") && !audit.contains("CCairo"))
        #expect(audit.contains("PlaceholderGeometry"))
        #expect(manifest.closure(of: "PlaceholderRendering").isSuperset(of: ["PlaceholderAudit", "CCairo"]))
    }

    /// Where a switch over kinds may stand: the decoder's one, which says which type a
    /// kind's word is. Everything else reads a kind through its layer's protocol (the
    /// AddingAKind article), so a new switch over kinds anywhere else fails here. The figure
    /// is the most case lines over kinds the file may hold.
    static let kindSwitches: [String: Int] = [
        "PlaceholderModel/Model/KindSpec.swift": 4,  // MockupKind.specType, the decoder's
    ]

    /// The lines of `code` that are a case over kinds (`case .textView`, `case .label(…)`).
    static func kindCases(_ code: String) -> Int {
        code.split(separator: "\n").filter { $0.contains(/case \.(textView|textField|form|label)\b/) }.count
    }

    @Test func switchesOverKindsStandOnlyWhereEachLayerSaysWhichTypeACaseHolds() throws {
        let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String } ?? []
        var found: [String: Int] = [:]
        for file in files where file.hasSuffix(".swift") && file.hasPrefix("Placeholder")
            && file != "PlaceholderModel/Model/SystemColor.swift" {  // `.label` there is a colour
            let count = Self.kindCases(Self.code(try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)))
            if count > 0 { found[file] = count }
        }
        for (file, count) in found.sorted(by: { $0.key < $1.key }) {
            let allowed = Self.kindSwitches[file] ?? 0
            #expect(count <= allowed, "\(file) has \(count) case lines over kinds (\(allowed) allowed): read the kind through its layer's protocol (AddingAKind)")
        }
        #expect(found.values.reduce(0, +) <= Self.kindSwitches.values.reduce(0, +))
        #expect(Self.kindCases("switch kind {\ncase .textView: a\ncase .labelled: b\ncase .form(let f): c\n}") == 2)
    }
}
