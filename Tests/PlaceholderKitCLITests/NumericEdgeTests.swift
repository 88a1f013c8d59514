import Foundation
import PlaceholderImage
import PlaceholderKit
@testable import PlaceholderKitCLI
import Testing

/// Every number a user can give, at its edges: each option of each command (as
/// swift-argument-parser declares them, so a new option is covered without editing this
/// test) and each numeric property of the spec (as the spec's JSON Schema declares them,
/// made from the model's fields), given Int64's minimum and maximum, 2^63, 2^64, ±1e308,
/// 1e400, NaN, ±infinity, the least subnormal, -0 and hexadecimal. Each run ends with exit
/// status 0, 1 or 2, and on 2 with one line that starts `placeholderkit`: arithmetic on a
/// value that came from input is checked or bounded before it is done, never a trap.
///
/// All thirteen edges take a minute or two (a parse of the command line each, in this
/// process), so they run with PLACEHOLDERKIT_EDGE_TEST=1, which .ci/run sets; otherwise
/// four of them: Int64's maximum, 1e308, the least subnormal and -0.
@Suite struct NumericEdgeTests {
    static let allEdges = ["-9223372036854775808", "9223372036854775807", "9223372036854775808", "18446744073709551616",
                           "1e308", "-1e308", "1e400", "nan", "inf", "-inf", "4.9e-324", "-0", "0x10"]
    static let edges = ProcessInfo.processInfo.environment["PLACEHOLDERKIT_EDGE_TEST"] == "1"
        ? allEdges : ["9223372036854775807", "1e308", "4.9e-324", "-0"]

    /// Options whose value is a path: an edge value there is only a strange file name.
    static let pathValues: Set<String> = ["PATH", "DIR", "FILE", "DIFF.png"]

    /// One option of one command.
    struct Option: Sendable, CustomTestStringConvertible {
        var command: [String]
        var name: String
        var valueName: String
        var testDescription: String { (command + ["--" + name, valueName]).joined(separator: " ") }
    }

    /// Every option of every command that takes a value other than a path.
    static let options: [Option] = ManPage.commands().flatMap { path, _, info in
        (info.arguments ?? []).compactMap { argument -> Option? in
            guard argument.kind == "option", let valueName = argument.valueName, !pathValues.contains(valueName),
                  let name = argument.names?.first(where: { $0.kind == "long" })?.name else { return nil }
            return Option(command: path.split(separator: " ").map(String.init), name: name, valueName: valueName)
        }
    }

    /// The values to try for an option whose value reads `valueName`: the edge alone, and,
    /// for a value of several numbers (`I/N`, `T,L,B,R`, `x1:y1-x2:y2`), the edge in every
    /// place with 1 in the others, and in all of them.
    static func values(for valueName: String, edge: String) -> [String] {
        let pattern = String(valueName.split(separator: "|").first ?? "").replacingOccurrences(of: "[,…]", with: "")
        let placeholders = pattern.matches(of: /[A-Za-z][A-Za-z0-9]*/).map(\.range)
        guard placeholders.count > 1 else { return [edge] }
        func filled(_ value: (Int) -> String) -> String {
            var text = pattern
            for (index, range) in placeholders.enumerated().reversed() { text.replaceSubrange(range, with: value(index)) }
            return text
        }
        return [filled { _ in edge }] + placeholders.indices.map { place in filled { $0 == place ? edge : "1" } }
    }

    /// The inputs, made once: a spec, its reference, a PNG.
    static let inputs = Result { () throws -> CLIHarness in
        let cli = try CLIHarness()
        let spec = #"{"width": 60, "height": 24, "scale": 1, "placeholder": "Hi"}"#
        for folder in ["specs", "refs"] { try FileManager.default.createDirectory(atPath: cli.path(folder), withIntermediateDirectories: true) }
        _ = try cli.write("specs/a.json", spec)
        _ = try cli.write("spec.json", spec)
        guard cli.run(["render", cli.path("spec.json"), "-o", cli.path("a.png")]).status == 0,
              cli.run(["verify", "--specs", cli.path("specs"), "--snapshots", cli.path("refs"), "--record", "all",
                       "--report", cli.path("report")]).status == 0 else { throw CLIError.inputs }
        return cli
    }
    enum CLIError: Error { case inputs }

    /// What each command needs to get as far as using its numbers, reading the shared
    /// inputs and writing into a folder of the caller's own.
    static func fixtures() throws -> (cli: CLIHarness, base: [String: [String]]) {
        let inputs = try Self.inputs.get()
        let cli = try CLIHarness()
        func input(_ name: String) -> String { inputs.path(name) }
        let base: [String: [String]] = [
            "render": ["render", input("spec.json"), "-o", cli.path("out.png")],
            "layout": ["layout", input("spec.json")],
            "demo": ["demo", "--examples", input("specs"), "-o", cli.path("gallery")],
            "diff": ["diff", input("a.png"), input("a.png")],
            "verify": ["verify", "--specs", input("specs"), "--snapshots", input("refs"), "--record", "never", "--report", cli.path("report")],
            "validate": ["validate", input("spec.json")],
            "audit": ["audit", input("spec.json")],
            "schema": ["schema"],
        ]
        return (cli, base)
    }

    /// Commands whose numbers are only parsed here: running `bench` takes a minute whatever
    /// its `--seconds`, and its one number is checked as it is parsed.
    static let parsedOnly: [String: [String]] = ["bench": ["bench"]]

    /// What a run must end with; `what` names it in a failure.
    static func check(_ result: CLIHarness.Result, _ what: String) {
        #expect([0, 1, 2].contains(result.status), "\(what): exit status \(result.status)\n\(result.stderr.suffix(600))")
        if result.status == 2 {
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
            #expect(lines.count == 1 && lines.first?.hasPrefix("placeholderkit") == true, "\(what): \(result.stderr.prefix(600))")
        }
    }

    @Test func everyCommandWithNumbersHasABaseRun() throws {
        let (cli, base) = try Self.fixtures()
        let commands = Set(Self.options.map { $0.command.joined(separator: " ") })
        for command in commands where Self.parsedOnly[command] == nil {
            let arguments = try #require(base[command], "add a base run for `\(command)` to NumericEdgeTests.fixtures()")
            let result = cli.run(arguments)
            // 1 is a finding or a failed comparison: the command got past its numbers.
            #expect(result.status == 0 || result.status == 1, "the base run of \(command) fails: \(result.stderr)")
        }
        #expect(Self.options.count > 60, "\(Self.options.count) options")
    }

    @Test(arguments: options) func everyOptionAtItsEdges(_ option: Option) throws {
        let command = option.command.joined(separator: " ")
        if let arguments = Self.parsedOnly[command] {
            for edge in Self.edges {
                for value in Self.values(for: option.valueName, edge: edge) {
                    // Parsing either gives a command or throws an error the tool prints as one line.
                    _ = try? PlaceholderKitTool.parseAsRoot(arguments + ["--" + option.name, value])
                }
            }
            return
        }
        let (cli, base) = try Self.fixtures()
        guard let arguments = base[command] else { return }  // everyCommandWithNumbersHasABaseRun fails then
        for edge in Self.edges {
            for value in Self.values(for: option.valueName, edge: edge) {
                let run = arguments + ["--" + option.name, value]
                Self.check(cli.run(run), run.joined(separator: " "))
            }
        }
    }

    /// A numeric property of the spec: where it is, and the smallest spec that has it.
    struct Property: Sendable, CustomTestStringConvertible {
        var path: String
        /// The spec with `@EDGE@` where the number goes.
        var template: String
        var testDescription: String { path }
    }

    /// Every property the spec's schema types as a number or an integer, each placed in a
    /// minimal spec of its kind (a text view, a text field, a form) with what the objects
    /// on its way require.
    static let properties: [Property] = {
        let schema = try! JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as! [String: Any]
        let definitions = schema["$defs"] as! [String: [String: Any]]
        func resolved(_ node: [String: Any]) -> [String: Any] {
            if let reference = node["$ref"] as? String { return definitions[String(reference.split(separator: "/").last!)] ?? node }
            return node
        }
        func types(_ node: [String: Any]) -> [String] {
            let node = resolved(node)
            if let type = node["type"] as? String { return [type] }
            if let type = node["type"] as? [String] { return type }
            return ((node["oneOf"] ?? node["anyOf"]) as? [[String: Any]] ?? []).flatMap(types)
        }
        /// A value that satisfies `node`, as JSON text.
        func sample(_ node: [String: Any], depth: Int) -> String {
            let node = resolved(node)
            if let constant = node["const"] { return json(constant) }
            if let choices = node["enum"] as? [Any], let first = choices.first { return json(first) }
            let kinds = types(node)
            if kinds.contains("object"), depth < 4 { return object(node, depth: depth + 1, set: nil) }
            if kinds.contains("array") { return "[\((node["items"] as? [String: Any]).map { sample($0, depth: depth + 1) } ?? "")]" }
            if kinds.contains("number") || kinds.contains("integer") {
                let minimum = (node["minimum"] as? Double) ?? (node["exclusiveMinimum"] as? Double).map { $0 + 1 } ?? 1
                return String(Int(max(1, min(minimum, 100))))
            }
            if kinds.contains("boolean") { return "false" }
            if kinds.contains("string") { return node["pattern"] == nil ? "\"x\"" : "\"#000000\"" }
            return "null"
        }
        func json(_ value: Any) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed]), as: UTF8.self)
                .dropFirst().dropLast().description
        }
        /// The object `node` with its required properties, and `set` (key, JSON text).
        func object(_ node: [String: Any], depth: Int, set: (key: String, value: String)?) -> String {
            let properties = node["properties"] as? [String: [String: Any]] ?? [:]
            var members: [(String, String)] = (node["required"] as? [String] ?? []).sorted().compactMap { key in
                key == set?.key ? nil : properties[key].map { (key, sample($0, depth: depth)) }
            }
            if let set { members.append(set) }
            return "{" + members.map { "\(json($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        var found: [Property] = []
        /// Walks `node` (an object schema) below `path`; `wrap` puts an object at this place
        /// into a whole spec.
        func walk(_ node: [String: Any], path: String, depth: Int, seen: Set<String>, wrap: @escaping (String) -> String) {
            let properties = node["properties"] as? [String: [String: Any]] ?? [:]
            for (key, child) in properties.sorted(by: { $0.key < $1.key }) {
                let here = path.isEmpty ? key : "\(path).\(key)"
                let reference = (child["$ref"] as? String).map { String($0.split(separator: "/").last!) }
                let target = resolved(child)
                let kinds = types(child)
                if kinds.contains("number") || kinds.contains("integer") {
                    found.append(Property(path: here, template: wrap(object(node, depth: depth, set: (key, "@EDGE@")))))
                }
                guard depth < 3, !(reference.map(seen.contains) ?? false) else { continue }
                let nextSeen = seen.union(reference.map { [$0] } ?? [])
                if types(target).contains("object") {
                    walk(target, path: here, depth: depth + 1, seen: nextSeen) { inner in wrap(object(node, depth: depth, set: (key, inner))) }
                } else if types(target).contains("array"), let items = target["items"] as? [String: Any] {
                    // An array of objects, or of one of several kinds of object (a form's children).
                    for item in (items["oneOf"] as? [[String: Any]]) ?? [items] where types(item).contains("object") {
                        let itemReference = (item["$ref"] as? String).map { String($0.split(separator: "/").last!) }
                        walk(resolved(item), path: here + "[]", depth: depth + 1, seen: nextSeen.union(itemReference.map { [$0] } ?? [])) { inner in
                            wrap(object(node, depth: depth, set: (key, "[\(inner)]")))
                        }
                    }
                }
            }
        }
        for kind in ["view", "textField", "form"] {
            walk(definitions[kind]!, path: kind, depth: 0, seen: [kind]) { $0 }
        }
        return found
    }()

    @Test func theSchemaWalkFindsTheNumbers() {
        let paths = Set(Self.properties.map(\.path))
        for path in ["view.width", "view.font.size", "view.textContainerInset.top", "view.paragraphStyle.lineSpacing",
                     "textField.width", "form.spacing", "form.children[].font.size"] {
            #expect(paths.contains { $0 == path || $0.hasPrefix(path) }, "\(path) not found among \(paths.sorted())")
        }
        #expect(Self.properties.count > 50, "\(Self.properties.count) numeric properties")
    }

    /// Each property at every edge, decoded, laid out and drawn (each variant of a matrix)
    /// as `render` does after parsing its arguments, in this process: swift-argument-parser
    /// checks a command's declarations at every parse, 60 ms a run in a debug build, which
    /// for 277 properties at 14 values is most of four minutes. A spec is either drawn or
    /// refused with one error of the model's, the fonts' or the renderer's kind, on one
    /// line; the template itself (with 1) too, so the walk's specs are ones a user could write.
    @Test(arguments: properties) func everySpecNumberAtItsEdges(_ property: Property) throws {
        for edge in ["1"] + Self.edges {
            let spec = property.template.replacingOccurrences(of: "@EDGE@", with: edge)
            do {
                let mockup = try Mockup(json: Data(spec.utf8))
                for (_, variant) in mockup.variantsExpanded.prefix(4) {
                    _ = try variant.layout().renderImage()
                }
            } catch let error as ModelError {
                Self.checkOneLine(error, "\(property.path) = \(edge): \(spec)")
            } catch let error as FontError {
                Self.checkOneLine(error, "\(property.path) = \(edge): \(spec)")
            } catch let error as RenderError {
                Self.checkOneLine(error, "\(property.path) = \(edge): \(spec)")
            } catch {
                Issue.record("\(property.path) = \(edge): \(type(of: error)), not an error of the model's, the fonts' or the renderer's: \(error)")
            }
        }
    }

    static func checkOneLine(_ error: any Error, _ what: String) {
        let text = "\(error)"
        #expect(!text.isEmpty && !text.contains(where: \.isNewline), "\(what): \(text)")
    }
}
