import FoundationEssentials

/// What pixels depend on besides the spec: the versions of the libraries that lay out,
/// draw and encode, and the font files the fallback chain resolves to. Two machines that
/// agree on all of it render the same pixels; when snapshots differ between machines,
/// this says why. `PlaceholderKit` reads this process's (`RenderingEnvironment.current()`);
/// the snapshot pipeline records it beside references and compares it on failure.
public struct RenderingEnvironment: Codable, Equatable, Sendable {
    /// Library name → version: cairo, FreeType, HarfBuzz, ICU, libpng.
    public var libraries: [String: String]
    /// Font role → file: the system font, then each fallback family that is installed.
    public var fonts: [String: String]
    /// What rendered: `bundle 0.1.0` (the self-contained bundle of that version, its own
    /// libraries and fonts) or `host` (the libraries and fonts of the machine, as a build's
    /// own tool and a test process use them). Nil in files recorded before it was kept,
    /// which were all rendered by the host.
    public var renderer: String?

    /// An environment with the given versions and fonts, rendered by `renderer`.
    public init(libraries: [String: String], fonts: [String: String], renderer: String? = nil) {
        self.libraries = libraries
        self.fonts = fonts
        self.renderer = renderer
    }

    /// What rendered, for a person: `the bundle 0.1.0` or `the host's libraries`.
    public var rendererDescription: String {
        guard let renderer, renderer.hasPrefix("bundle ") else { return "the host's libraries" }
        return "the bundle \(renderer.dropFirst("bundle ".count))"
    }

    /// `renderer: …`, then `name version` for every library, then `role: file` for every
    /// font, sorted.
    public var lines: [String] {
        ["renderer: \(renderer ?? "host")"] + libraries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            + fonts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }

    /// What differs from `other`, one item each (`cairo 1.16.0 here, 1.18.0 there`).
    public func differences(from other: RenderingEnvironment) -> [String] {
        func compare(_ mine: [String: String], _ theirs: [String: String]) -> [String] {
            Set(mine.keys).union(theirs.keys).sorted().compactMap { key in
                mine[key] == theirs[key] ? nil : "\(key) \(theirs[key] ?? "absent") when recorded, \(mine[key] ?? "absent") here"
            }
        }
        return compare(libraries, other.libraries) + compare(fonts, other.fonts)
    }

    /// The environment stored beside references when they were recorded, if any.
    public static func recorded(in folder: URL) -> RenderingEnvironment? {
        guard let data = try? FileReader.read(folder.appendingPathComponent(fileName)) else { return nil }
        return try? JSONDecoder().decode(Self.self, from: data)
    }

    /// Stores this environment beside the references in `folder` (`.versions.json`).
    public func record(in folder: URL) throws {
        try AtomicFile.write(jsonData(), to: folder.appendingPathComponent(Self.fileName))
    }

    /// This environment as `.versions.json` holds it: keys sorted, two spaces a level.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The file beside the references.
    public static let fileName = ".versions.json"

    /// A sentence for a failure message when the references were recorded elsewhere, or nil.
    /// When another renderer made them (the bundle and the host's libraries, or two
    /// versions of the bundle), it says that first, and how to render as they were.
    public func explanation(recordedIn folder: URL) -> String? {
        guard let recorded = Self.recorded(in: folder) else { return nil }
        let differences = differences(from: recorded)
        var sentences: [String] = []
        if (recorded.renderer ?? "host") != (renderer ?? "host") {
            sentences.append("The references were rendered by \(recorded.rendererDescription) and this run by \(rendererDescription): "
                + "their pixels can differ for that alone. Render with the bundle on both sides (placeholderkit from the bundle; "
                + "for assertSnapshot, PLACEHOLDERKIT_RENDERER=/path/to/placeholderkit/bin/placeholderkit), or re-record on purpose "
                + "with it (SNAPSHOT_RECORD=all, or verify --record all).")
        }
        if !differences.isEmpty {
            sentences.append("The references were recorded with other libraries or fonts (\(differences.joined(separator: "; "))): "
                + "that alone can move pixels; re-record on purpose if the change is expected.")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
