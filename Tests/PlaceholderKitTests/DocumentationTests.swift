import Foundation
import TestSupport
import Testing

/// The README stays a map (at most 300 lines), and every relative link and image in it and in
/// docs/*.md leads somewhere: an existing file, and an existing heading for a `#fragment`.
@Suite struct DocumentationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every docs/*.md.
    static func pages() throws -> [URL] {
        let docs = packageRoot.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [packageRoot.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
    }

    /// The lines of `text` that are not inside a fenced code block.
    static func prose(_ text: String) -> [(number: Int, line: Substring)] {
        var fence: Substring?
        var lines: [(Int, Substring)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
                continue
            }
            lines.append((index + 1, line))
        }
        return lines
    }

    /// `line` without its code spans (`` `[a](b)` `` is code, not a link).
    static func withoutCode(_ line: Substring) -> String {
        var result = "", rest = line
        while let open = rest.firstIndex(of: "`") {
            result += rest[..<open]
            let ticks = rest[open...].prefix { $0 == "`" }
            let after = rest[ticks.endIndex...]
            guard let close = after.ranges(of: ticks).first(where: { after[$0.upperBound...].first != "`" }) else {
                return result + rest[open...]
            }
            rest = after[close.upperBound...]
        }
        return result + rest
    }

    /// The destinations of the links `[text](path)` and images `![alt](path)` of a line.
    static func destinations(_ line: String) throws -> [String] {
        let link = try Regex(#"\[[^\]]*\]\(([^)\s]*)(?:\s+"[^"]*")?\)"#)
        return line.matches(of: link).compactMap { $0.output[1].substring.map(String.init) }
    }

    /// GitHub's anchor for a heading: lower case, without punctuation but `-` and `_`,
    /// spaces as `-`.
    static func slug(_ heading: String) -> String {
        String(String.UnicodeScalarView(heading.lowercased().unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            if scalar == " " { return "-" }
            let kept = scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_"
                || [.nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation].contains(scalar.properties.generalCategory)
            return kept ? scalar : nil
        }))
    }

    /// The anchors of a Markdown file's headings, duplicates numbered as GitHub numbers them.
    static func anchors(_ text: String) throws -> Set<String> {
        let heading = try Regex(#"^#{1,6}[ \t]+(.*?)[ \t#]*$"#)
        var anchors = Set<String>(), seen: [String: Int] = [:]
        for (_, line) in prose(text) {
            guard let match = try heading.wholeMatch(in: String(line)), let title = match.output[1].substring else { continue }
            let base = slug(String(title))
            let count = seen[base, default: 0]
            seen[base] = count + 1
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return anchors
    }

    /// Every relative link or image of `page` that leads nowhere, as `file:line: path (why)`;
    /// http(s) links are not followed. `found` counts the relative ones checked.
    static func brokenLinks(in page: URL, found: inout Int) throws -> [String] {
        let text = try String(contentsOf: page, encoding: .utf8)
        var problems: [String] = []
        for (number, line) in prose(text) {
            for destination in try destinations(withoutCode(line)) {
                if destination.hasPrefix("http://") || destination.hasPrefix("https://") { continue }
                found += 1
                let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let target = path.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                let place = "\(page.lastPathComponent):\(number): \(destination)"
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else {
                    problems.append("\(place) (no file \(target.path))")
                    continue
                }
                guard parts.count == 2 else { continue }
                guard !isFolder.boolValue, target.pathExtension == "md" else {
                    problems.append("\(place) (a #fragment into a file that is not Markdown)")
                    continue
                }
                if try !anchors(String(contentsOf: target, encoding: .utf8)).contains(String(parts[1])) {
                    problems.append("\(place) (\(target.lastPathComponent) has no heading #\(parts[1]))")
                }
            }
        }
        return problems
    }

    @Test func everyRelativeLinkLeadsToAFileAndHeading() throws {
        var found = 0
        var problems: [String] = []
        for page in try Self.pages() { problems += try Self.brokenLinks(in: page, found: &found) }
        #expect(problems.isEmpty, "links that lead nowhere:\n\(problems.joined(separator: "\n"))")
        #expect(found >= 30, "only \(found) relative links found: is the link reader broken?")
    }

    @Test func theReadmeIsAtMost300Lines() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - (readme.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= 300, "README.md has \(lines) lines: move detail into a page under docs/ and link it")
    }

    /// The checker itself: it finds a missing file, a missing heading and a missing image, and
    /// takes neither code nor web addresses for links.
    @Test func theLinkCheckerFindsWhatIsBroken() throws {
        let folder = try ScratchFolder.make("links")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# Other page\n\n## Installing: the bundle, the .deb, a container\n\n## Same\n\n## Same\n".utf8)
            .write(to: folder.appendingPathComponent("other.md"))
        let page = folder.appendingPathComponent("page.md")
        try Data("""
            # Page
            [ok](other.md) [ok](other.md#installing-the-bundle-the-deb-a-container) [ok](other.md#same-1) [ok](#page)
            [gone](gone.md) [no heading](other.md#nowhere) ![](missing.png) [web](https://example.com/x.md)
            `[code](code.md)` and

            ```
            [fenced](fenced.md)
            ```
            """.utf8).write(to: page)
        var found = 0
        let problems = try Self.brokenLinks(in: page, found: &found)
        #expect(found == 7)
        #expect(problems.map { $0.prefix { $0 != " " } + " " + $0.split(separator: " ")[1] } == [
            "page.md:3: gone.md", "page.md:3: other.md#nowhere", "page.md:3: missing.png",
        ])
    }
}
