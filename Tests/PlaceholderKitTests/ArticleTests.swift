import Foundation
import Testing

/// The docs that cannot drift: docs/ARCHITECTURE.md stays a map of at most 250 lines whose
/// module table is Package.swift's, and every code block of the DocC articles is code the
/// build compiles (a copy of a source or test file's lines), and every name in their prose
/// (`MockupKind.specType`, `Caret`, `SpecTables.swift`) is still declared, so a renamed
/// API fails a test, not the reader.
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

    /// The code spans of `text` outside its fenced blocks that name Swift: a type, a module
    /// or a `.swift` file (`Caret`, `SpecTables.swift`), or a type's member, with its
    /// argument labels when it is called (`MockupKind.specType`, `Mockup.layout(engine:)`).
    static func namedSymbols(_ text: String) -> [(type: String, member: String?, labels: [String]?)] {
        var prose = "", fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " }).hasPrefix("```") { fenced.toggle(); continue }
            if !fenced { prose += line + "\n" }
        }
        let spans = prose.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        return spans.compactMap { span in
            guard let match = span.wholeMatch(of: /([A-Z][A-Za-z0-9]*)(?:\.([a-z][A-Za-z0-9]*)(?:\(((?:[a-z_][A-Za-z0-9]*:)*)\))?)?/) else { return nil }
            let labels = match.3.map { $0.split(separator: ":").map(String.init) }
            return (String(match.1), match.2.map(String.init), labels)
        }
    }

    /// Every .swift file under Sources/ and Tests/ without its comment lines, joined: where
    /// a name must still stand.
    static func codeWithoutComments() throws -> String {
        var code: [Substring] = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") && !file.contains("/ClientPackage/") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                code += text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }
            }
        }
        return code.joined(separator: "\n")
    }

    /// Whether `name` is a module or stands as a word in the code (`words`): a type of ours
    /// or another package's (`CommandConfiguration`).
    static func knows(_ name: String, words: Set<Substring>, modules: Set<String>) -> Bool {
        modules.contains(name) || words.contains(Substring(name))
    }

    /// The identifiers of `code`.
    static func words(_ code: String) -> Set<Substring> {
        Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    }

    /// The argument labels of every `func name(…)` and `func name<…>(…)` in `code`: `_` for
    /// an unlabelled one.
    static func labels(ofFunction name: String, in code: String) -> [[String]] {
        code.ranges(of: "func \(name)").compactMap { range -> Substring? in
            var rest = code[range.upperBound...]
            if rest.first == "<" {
                var depth = 0
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if character == "<" { depth += 1 } else if character == ">" { depth -= 1; if depth == 0 { break } }
                }
            }
            return rest.first == "(" ? rest.dropFirst() : nil
        }.map { opened in
            var depth = 1, signature = ""
            for character in opened {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                if depth == 0 { break }
                signature.append(character)
            }
            var parameters: [String] = [], current = "", nesting = 0
            for character in signature {
                if "([<".contains(character) { nesting += 1 } else if ")]>".contains(character) { nesting -= 1 }
                if character == ",", nesting == 0 { parameters.append(current); current = "" } else { current.append(character) }
            }
            if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parameters.append(current) }
            return parameters.map { String($0.trimmingCharacters(in: .whitespacesAndNewlines).prefix { $0 != " " && $0 != ":" }) }
        }
    }

    /// The names `code` declares as properties, cases and functions.
    static func declaredMembers(_ code: String) -> Set<Substring> {
        let tokens = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return Set(zip(tokens, tokens.dropFirst()).filter { ["var", "let", "case", "func"].contains($0.0) }.map(\.1))
    }

    /// Whether `code` declares a member `name` (among `members`): a property or a case, or
    /// a function taking exactly the argument `labels` when they are given.
    static func declares(member name: String, labels: [String]?, members: Set<Substring>, in code: String) -> Bool {
        guard let labels else { return members.contains(Substring(name)) }
        return Self.labels(ofFunction: name, in: code).contains(labels)
    }

    @Test func everyNameInTheArticlesProseIsDeclared() throws {
        let code = try Self.codeWithoutComments()
        let words = Self.words(code), members = Self.declaredMembers(code)
        let sources = Self.root.appendingPathComponent("Sources")
        let modules = Set(try FileManager.default.contentsOfDirectory(atPath: sources.path))
        let files = Set((FileManager.default.enumerator(atPath: Self.root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") && ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")) }.map { ($0 as NSString).lastPathComponent })
        var checked = 0
        for article in try Self.articles() {
            for (type, member, labels) in Self.namedSymbols(try String(contentsOf: article, encoding: .utf8)) {
                checked += 1
                if member == "swift" {
                    #expect(files.contains("\(type).swift"), "\(article.lastPathComponent) names \(type).swift, which no longer exists")
                    continue
                }
                let known = Self.knows(type, words: words, modules: modules)
                #expect(known, "\(article.lastPathComponent) names \(type), which nothing declares")
                if let member {
                    let declared = Self.declares(member: member, labels: labels, members: members, in: code)
                    #expect(declared, "\(article.lastPathComponent) names \(type).\(member)\(labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""), which nothing declares")
                }
            }
        }
        #expect(checked >= 60)
    }

    /// The check itself: a renamed member or changed labels are caught.
    @Test func aRenamedNameIsCaught() {
        let code = "enum Caret {\n    static func rect(on line: TextLine?, at x: Double, within area: Rect) -> Rect\n}\nvar specType: Int"
        let members = Self.declaredMembers(code)
        let named = Self.namedSymbols("Use `Caret.rect(on:at:within:)`, `Caret.width(of:)` and `Caret`.\n```swift\n`Nope`\n```\n")
        #expect(named.map(\.type) == ["Caret", "Caret", "Caret"])
        #expect(Self.declares(member: "rect", labels: ["on", "at", "within"], members: members, in: code))
        #expect(!Self.declares(member: "rect", labels: ["on", "at"], members: members, in: code))
        #expect(!Self.declares(member: "width", labels: ["of"], members: members, in: code))
        #expect(Self.declares(member: "specType", labels: nil, members: members, in: code))
        #expect(!Self.declares(member: "kind", labels: nil, members: members, in: code))
        #expect(!Self.knows("Gone", words: Self.words(code), modules: []))
        #expect(Self.knows("Caret", words: Self.words(code), modules: []))
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
