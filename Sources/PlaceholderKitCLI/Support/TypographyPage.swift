import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit

/// `typography.html` of the demo gallery: each typography example (`examples/typography-*.json`:
/// the paragraph-style properties, the line-break modes, a run's typography) beside the
/// same image with its geometry overlay (``GeometryOverlay``: `NAME.overlay.png`, written
/// here), under the overlay's legend, so a reader sees why each line sits where it sits.
/// Self-contained, as ``HTMLPage`` is.
struct TypographyPage {
    /// One example: its name, its `"$comment"`, and its size in points.
    struct Example {
        var name: String
        var comment: String?
        var width: Double
        var height: Double
    }

    /// The file name prefix of the examples the page shows.
    static let prefix = "typography-"
    /// The page's file name, beside `index.html`.
    static let fileName = "typography.html"

    var examples: [Example]

    /// The files ``write(_:into:)`` writes for `specs`: each shown example's overlay, and
    /// the page when there is one; checked with the batch's outputs before anything is written.
    static func files(for specs: [ViewSettings]) -> [String] {
        let shown = specs.filter { $0.name.hasPrefix(prefix) }.map { overlayFile(of: $0) }
        return shown.isEmpty ? [] : shown + [fileName]
    }

    private static func overlayFile(of spec: ViewSettings) -> String { "\(spec.name).overlay.png" }

    /// Writes `NAME.overlay.png` for each spec of `specs` whose name starts with ``prefix``
    /// (its first variant), and the page, into `folder`; nothing when there is none.
    static func write(_ specs: [ViewSettings], into folder: URL) throws {
        var examples: [Example] = []
        for spec in specs where spec.name.hasPrefix(prefix) {
            let layout = try spec.resolvedMockup().variantsExpanded[0].mockup.layout()
            try AtomicFile.write(layout.data(format: .png, overlay: true), to: folder.appendingPathComponent(overlayFile(of: spec)))
            examples.append(Example(name: spec.name, comment: comment(of: spec), width: layout.bounds.width, height: layout.bounds.height))
        }
        guard !examples.isEmpty else { return }
        try AtomicFile.write(Data(TypographyPage(examples: examples).page().html.utf8), to: folder.appendingPathComponent(fileName))
    }

    /// The spec file's `"$comment"`, read again (with the spec's size limit).
    private static func comment(of spec: ViewSettings) -> String? {
        guard let source = spec.source, source != "stdin",
              let data = try? FileReader.read(URL(fileURLWithPath: source), maxBytes: PlaceholderTextView.maximumSpecSize),
              case .string(let text)? = (try? JSONDecoder().decode(JSONValue.self, from: data))?["$comment"] else { return nil }
        return text
    }

    /// The page: the legend, then one section per example, plain and overlaid side by side.
    func page() -> HTMLPage {
        let legend = GeometryOverlay.Kind.allCases.map { kind in
            "<li><span class=swatch style=\"background:\(kind.color.hex)\"></span>\(HTMLPage.escape(Self.words(kind)))</li>"
        }.joined()
        let sections = examples.map { example in
            let size = "width=\(ContactSheet.number(example.width)) height=\(ContactSheet.number(example.height))"
            func figure(_ file: String, _ caption: String) -> String {
                "<figure><img src=\"\(HTMLPage.source(file))\" \(size) loading=lazy decoding=async alt=\"\(HTMLPage.escape(example.name)), \(caption)\">"
                    + "<figcaption>\(caption)</figcaption></figure>"
            }
            return """
            <section><h2>\(HTMLPage.escape(example.name))</h2>\(example.comment.map { "<p class=note>\(HTMLPage.escape($0))</p>" } ?? "")
            <div class="row backdrop">\(figure("\(example.name).png", "as drawn"))\(figure("\(example.name).overlay.png", "with the geometry overlay"))</div></section>
            """
        }.joined(separator: "\n")
        return HTMLPage(title: "PlaceholderKit typography", blocks: [
            "<p><a href=\"index.html\">All examples</a></p>", "<ul class=legend>\(legend)</ul>", sections,
        ], style: Self.style)
    }

    /// What a kind of mark is, for the legend.
    static func words(_ kind: GeometryOverlay.Kind) -> String {
        switch kind {
        case .bounds: return "bounds"
        case .textContainer: return "text container (textContainerInset)"
        case .lineArea: return "line area (lineFragmentPadding)"
        case .lineBox: return "line box"
        case .baseline: return "baseline"
        case .placeholderBlock: return "placeholder block"
        case .caret: return "caret"
        }
    }

    static let style = """
    .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1em; }
    .swatch { display: inline-block; width: 1em; height: 1em; margin-right: .4em; vertical-align: -.15em; border-radius: 2px; }
    figure { margin: 0; }
    figcaption { color: #555; margin-top: .4em; }
    .note { color: #555; max-width: 48em; }
    """
}
