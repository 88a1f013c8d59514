import FoundationEssentials
import PlaceholderFormat

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
    /// The rendering stack's name: the pinned stack's (`debian13-2026.1`, PlaceholderKit's
    /// `PinnedStack.name`) or `system` (a build with the `SystemLibraries` trait). Nil in
    /// files recorded before it was kept, which were all rendered by the Debian 12 stack
    /// (cairo 1.16) or the system's libraries.
    public var stack: String?

    /// An environment with the given versions and fonts, rendered by `renderer` with `stack`.
    public init(libraries: [String: String], fonts: [String: String], renderer: String? = nil, stack: String? = nil) {
        self.libraries = libraries
        self.fonts = fonts
        self.renderer = renderer
        self.stack = stack
    }

    /// The stack, for a person: `the rendering stack debian13-2026.1`, or for a file
    /// recorded before stacks were named, the stack its library versions describe.
    public var stackDescription: String {
        if let stack { return stack == Self.systemStack ? "the system's libraries" : "the rendering stack \(stack)" }
        let versions = ["cairo", "FreeType", "HarfBuzz"].compactMap { name in libraries[name].map { "\(name) \($0)" } }
        return "an unnamed stack from before stacks were named" + (versions.isEmpty ? "" : " (\(versions.joined(separator: ", ")))")
    }

    /// The ``stack`` of a build with the `SystemLibraries` trait.
    public static let systemStack = "system"

    /// What rendered, for a person: `the bundle 0.1.0` or `the host's libraries`.
    public var rendererDescription: String {
        guard let renderer, renderer.hasPrefix("bundle ") else { return "the host's libraries" }
        return "the bundle \(renderer.dropFirst("bundle ".count))"
    }

    /// `renderer: …`, `stack: …`, then `name version` for every library, then `role: file`
    /// for every font, sorted.
    public var lines: [String] {
        ["renderer: \(renderer ?? "host")", "stack: \(stack ?? "unnamed")"] + libraries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
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

    /// This environment as `.versions.json` holds it (`ReferenceProvenance` in
    /// PlaceholderImageDiff): keys sorted, two spaces a level.
    public func jsonData() throws -> Data {
        try JSONDocument.data(self)
    }

    /// A sentence for the failure message of a reference `recorded` elsewhere, or nil when
    /// it was recorded here. When another rendering stack drew it (the Debian 12 stack and
    /// this one, or the pinned stack and the system's libraries), it says that first, with
    /// how to re-record; then when another renderer made it (the bundle and the host's
    /// libraries, or two versions of the bundle), with how to render as it was.
    public func explanation(comparedWith recorded: RenderingEnvironment) -> String? {
        let differences = differences(from: recorded)
        var sentences: [String] = []
        if recorded.stack != stack {
            let changes = differences.isEmpty ? "" : " (\(differences.joined(separator: "; ")))"
            sentences.append("The reference was recorded with \(recorded.stackDescription) and this run renders with \(stackDescription)\(changes): "
                + "the stack changed, and that alone moves pixels. If this run's stack is the one you mean to keep, re-record on purpose "
                + "(SNAPSHOT_RECORD=all swift test, or placeholderkit verify --record all) and commit the reference with its .versions.json.")
        }
        if (recorded.renderer ?? "host") != (renderer ?? "host") {
            sentences.append("The reference was rendered by \(recorded.rendererDescription) and this run by \(rendererDescription): "
                + "its pixels can differ for that alone. Render with the bundle on both sides (placeholderkit from the bundle; "
                + "for assertSnapshot, PLACEHOLDERKIT_RENDERER=/path/to/placeholderkit/bin/placeholderkit), or re-record on purpose "
                + "with it (SNAPSHOT_RECORD=all, or verify --record all).")
        }
        if !differences.isEmpty && recorded.stack == stack {
            // (A changed stack's sentence above already lists them.)
            sentences.append("The reference was recorded with other libraries or fonts (\(differences.joined(separator: "; "))): "
                + "that alone can move pixels; re-record on purpose if the change is expected.")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
