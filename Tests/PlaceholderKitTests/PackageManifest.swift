import Foundation

/// The targets of Package.swift and the targets each depends on, read from its text (a
/// test cannot ask SwiftPM while `swift test` holds the build folder's lock).
///
/// A target is each `.target(`, `.executableTarget(`, `.testTarget(` or `.systemLibrary(`
/// call; its dependencies are the quoted names of other targets and products inside that
/// call, with `pinnedOrSystem("X")` read as X (the pinned target; its `XSystem` twin is the
/// SystemLibraries trait's).
struct PackageManifest {
    struct Target: Equatable {
        var name: String
        var kind: String
        var dependencies: [String]
    }

    var targets: [Target]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read() throws -> PackageManifest {
        try PackageManifest(text: String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    init(text: String) throws {
        let call = try Regex(#"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"(\w+)""#)
        var found: [(name: String, kind: String, body: Substring)] = []
        for match in text.matches(of: call) {
            let kind = String(match.output[1].substring ?? ""), name = String(match.output[2].substring ?? "")
            found.append((name, kind, Self.call(in: text, from: match.range.lowerBound)))
        }
        let names = Set(found.map(\.name))
        let product = try Regex(#"\.product\(\s*name:\s*"(\w+)""#)
        let quoted = try Regex(#""(\w+)""#)
        targets = found.map { target in
            var dependencies: [String] = []
            let body = target.body.drop { $0 != "," }  // past the target's own name
            for match in body.matches(of: product) { dependencies.append(String(match.output[1].substring ?? "")) }
            for match in body.matches(of: quoted) {
                let word = String(match.output[1].substring ?? "")
                if names.contains(word), !word.hasSuffix("System") || !names.contains(String(word.dropLast(6))), !dependencies.contains(word) {
                    dependencies.append(word)
                }
            }
            return Target(name: target.name, kind: target.kind, dependencies: dependencies)
        }
    }

    /// The text of the call that starts at `start` (`.target(` …), to its closing parenthesis.
    private static func call(in text: String, from start: String.Index) -> Substring {
        var depth = 0, index = start
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return text[start...index] }
            default: break
            }
            index = text.index(after: index)
        }
        return text[start...]
    }

    func target(_ name: String) -> Target? { targets.first { $0.name == name } }

    /// `name` and every target it depends on, directly or not (products left out).
    func closure(of name: String) -> Set<String> {
        var seen: Set<String> = [], queue = [name]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let target = target(next) else { continue }
            queue += target.dependencies
        }
        return seen.filter { target($0) != nil }
    }

    /// Whether `name` is C: a system library, or a target whose folder holds no Swift.
    func isC(_ name: String) -> Bool {
        guard let target = target(name) else { return false }
        if target.kind == "systemLibrary" { return true }
        let folder = Self.root.appendingPathComponent("Sources").appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: folder.path) else { return false }  // Tests/…: Swift
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return !files.contains { $0.hasSuffix(".swift") }
    }
}
