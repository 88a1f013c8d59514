import Foundation
import Testing

/// The docs that cannot drift: docs/ARCHITECTURE.md stays a map of at most 250 lines whose
/// module table is Package.swift's, and every code block of the DocC articles is code the
/// build compiles (a copy of a source or test file's lines), so a renamed API breaks the
/// build, not the reader.
@Suite struct ArticleTests {
    static let root = PackageManifest.root

    /// The how-to articles of the DocC catalogs (every .md but a catalog's landing page).
    static func articles() throws -> [URL] {
        let sources = root.appendingPathComponent("Sources")
        var found: [URL] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            found += names.filter { $0.hasSuffix(".md") && $0 != "\(module).md" }.sorted().map { catalog.appendingPathComponent($0) }
        }
        return found
    }

    /// The fenced ```swift blocks of `text`, each with its fence's indentation removed.
    static func swiftBlocks(_ text: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?, indent = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current == nil, trimmed == "```swift" {
                current = []
                indent = line.count - trimmed.count
            } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current!.append(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
            }
        }
        return blocks
    }

    /// `code` with every run of white space one space: a block matches its source however
    /// it is indented or wrapped.
    static func normalized(_ code: String) -> String {
        code.split { $0 == " " || $0 == "\n" || $0 == "\t" }.joined(separator: " ")
    }

    /// Every .swift file under Sources/ and Tests/ (vendored trees hold none), normalized.
    static func compiledCode() throws -> [String] {
        var code: [String] = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") && !file.contains("/ClientPackage/") {
                code.append(normalized(try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)))
            }
        }
        return code
    }

    @Test func everyArticlesCodeIsCompiledCode() throws {
        let articles = try Self.articles()
        let names = Set(articles.map(\.lastPathComponent))
        #expect(names.isSuperset(of: ["AddingASpecProperty.md", "AddingAFlag.md", "AddingACommand.md", "AddingAKind.md", "AddingASnapshotStrategy.md"]))
        let code = try Self.compiledCode()
        var blocks = 0
        for article in articles {
            for block in Self.swiftBlocks(try String(contentsOf: article, encoding: .utf8)) {
                blocks += 1
                let text = Self.normalized(block)
                #expect(code.contains { $0.contains(text) }, "\(article.lastPathComponent): a code block no source or test holds:\n\(block)")
            }
        }
        #expect(blocks >= 6)
    }

    /// The reader of blocks and the comparison: indentation and wrapping do not matter, a
    /// changed name does.
    @Test func aBlockMatchesItsSourceOnlyWhileTheCodeIsTheSame() {
        let article = "1. A step:\n\n   ```swift\n   let a = f(1,\n             2)\n   ```\n\n```\nnot swift\n```\n"
        let blocks = Self.swiftBlocks(article)
        #expect(blocks == ["let a = f(1,\n          2)"])
        #expect(Self.normalized("func g() {\n    let a = f(1, 2)\n}").contains(Self.normalized(blocks[0])))
        #expect(!Self.normalized("let a = h(1, 2)").contains(Self.normalized(blocks[0])))
    }

    @Test func theArchitectureMapIsAtMost250Lines() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= 250, "docs/ARCHITECTURE.md has \(lines) lines: move how-tos into DocC articles")
    }

    /// The rows of the table under "## Modules": each module and the modules it names as
    /// its dependencies.
    static func moduleTable(_ text: String) -> [String: Set<String>] {
        guard let start = text.range(of: "## Modules\n") else { return [:] }
        var rows: [String: Set<String>] = [:]
        for line in text[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1].hasPrefix("`") else { continue }
            let names = { (cell: String) in Set(cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }) }
            rows[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = names(cells[2])
        }
        return rows
    }

    @Test func theModuleTableIsPackageSwift() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let table = Self.moduleTable(text)
        let manifest = try PackageManifest.read()
        let modules = manifest.targets.filter { $0.kind != "testTarget" && !["BrowserSupport", "TestSupport"].contains($0.name) && !$0.name.hasSuffix("System") }
        #expect(modules.count > 25)
        for target in modules {
            #expect(table[target.name] == Set(target.dependencies), "docs/ARCHITECTURE.md's row of \(target.name): \(table[target.name].map { $0.sorted().description } ?? "missing"), Package.swift: \(target.dependencies.sorted())")
        }
        #expect(Set(table.keys) == Set(modules.map(\.name)), "rows naming no target of Package.swift")
    }
}
