import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// `index.html` of a batch (`render --contact-sheet`, `demo`) or of several batch folders
/// (`contact-sheet DIR...`, a sharded render's): the images of each spec together, on a
/// neutral backdrop (a dark one for dark views) with no frame of their own, each captioned
/// with its variant and its size in points and pixels; a click shows a PNG at its actual
/// pixels. A spec whose matrix has two axes or more shows its images as a table: the axis
/// with the fewest values as columns, the others' combinations as rows. Above them the
/// spec's `"$comment"`, below them the spec itself in a collapsed panel. Images load lazily
/// with their sizes given, and a filter box narrows the page by name, so a sheet of
/// thousands of images stays usable. Self-contained, as ``HTMLPage`` is. Made from
/// ``ContactSheetIndex`` values, the page's data, which a batch writes beside it.
package struct ContactSheet {
    /// One spec and its images, from every folder that holds some.
    struct Spec {
        var name: String
        var order: Int
        var json: String
        var images: [Image]
    }

    /// One image: where the page finds it, and what its index says of it.
    struct Image {
        var href: String
        var name: String
        var format: OutputFormat
        var variant: Int
        var axes: [VariantAxisValue]
        var frame: BatchRenderer.Frame
        var findings: ContactSheetIndex.Findings?
    }

    var specs: [Spec]
    /// What the page says above the specs: shards missing from the folders given.
    var notes: [String] = []
    /// The page's title.
    var title = "PlaceholderKit gallery"

    /// The sheet of one batch folder's index, the page beside the images.
    package init(_ index: ContactSheetIndex, title: String = "PlaceholderKit gallery") throws {
        try self.init(folders: [(path: "", name: ".", index: index)])
        self.title = title
    }

    /// The sheet of several folders' indexes, each folder's images found at its `path`
    /// (relative to the page, empty for the page's own folder; errors call it `name`): one spec's images from all
    /// of them together, specs in their batch's order. Throws a ``CommandLineError`` when two
    /// folders hold one image, or a spec of one name with different JSON.
    package init(folders: [(path: String, name: String, index: ContactSheetIndex)]) throws {
        var byName: [String: (spec: Spec, folder: String, variants: [Int: String])] = [:]
        for (path, folder, index) in folders {
            let prefix = path.isEmpty || path.hasSuffix("/") ? path : path + "/"
            for spec in index.specs {
                var merged = byName[spec.name] ?? (Spec(name: spec.name, order: spec.order, json: spec.json, images: []), folder, [:])
                guard merged.spec.json == spec.json else {
                    throw CommandLineError("the spec \(Quoting.quoted(spec.name)) differs between \(Quoting.quoted(merged.folder)) and \(Quoting.quoted(folder))")
                }
                for image in spec.images {
                    let file = image.file(of: spec, format: index.format)
                    if let other = merged.variants.updateValue(folder, forKey: image.variant) {
                        throw CommandLineError("\(Quoting.quoted(file)) is in both \(Quoting.quoted(other)) and \(Quoting.quoted(folder))")
                    }
                    merged.spec.images.append(Image(href: HTMLPage.source(prefix + file), name: spec.name + image.axes.suffix, format: index.format,
                                                    variant: image.variant, axes: image.axes, frame: image.frame, findings: image.findings))
                }
                byName[spec.name] = merged
            }
        }
        specs = byName.values.map(\.spec).sorted { ($0.order, $0.name) < ($1.order, $1.name) }
        for index in specs.indices { specs[index].images.sort { $0.variant < $1.variant } }
        notes = Self.missingShards(folders.map(\.index.shard))
    }

    /// How many missing shards ``missingShards(_:)`` names before it counts the rest.
    static let missingShardsNamed = 8

    /// What the folders' shards leave out: `shards 3/4 and 4/4 are not among the folders`.
    static func missingShards(_ shards: [String?]) -> [String] {
        let parsed = shards.compactMap { $0.flatMap { try? Shard(parsing: $0) } }
        guard !parsed.isEmpty else { return [] }
        let counts = Set(parsed.map(\.count))
        guard counts.count == 1, let count = counts.first else {
            return ["The folders hold shards of different splits (\(Set(parsed.map(\.description)).sorted().joined(separator: ", "))): some images may be missing."]
        }
        // N comes from the folders' files: the missing shards are counted, and the first few
        // named, without walking 1...N.
        let present = Set(parsed.map(\.index))
        let missingCount = count - present.count
        guard missingCount > 0 else { return [] }
        var named: [String] = []
        var index = 1
        while named.count < min(missingCount, Self.missingShardsNamed), index <= count {
            if !present.contains(index) { named.append("\(index)/\(count)") }
            index += 1
        }
        let rest = missingCount - named.count
        let list = rest > 0 ? named.joined(separator: ", ") + " and \(rest) more"
            : named.joinedAsProse()
        return ["Shard\(missingCount == 1 ? "" : "s") \(list) \(missingCount == 1 ? "is" : "are") not among the folders: \(missingCount == 1 ? "its" : "their") images are missing."]
    }

    /// Writes the page to `url`.
    func write(to url: URL) throws {
        try AtomicFile.write(Data(page().html.utf8), to: url)
    }

    /// The page: a count, the filter box, then one section per spec in the batch's order, in
    /// a grid whose cells hold a spec with one small image; a spec with variants spans a row.
    package func page() -> HTMLPage {
        let count = specs.reduce(0) { $0 + $1.images.count }
        let toolbar = """
        <div class=toolbar><input type=search id=filter placeholder="Filter by name" aria-label="Filter images by name"> \
        <span id=shown>\(count) image\(count == 1 ? "" : "s") of \(specs.count) spec\(specs.count == 1 ? "" : "s"), \
        rendered by placeholderkit \(HTMLPage.escape(PlaceholderKitTool.version))</span></div>
        """
        let notes = notes.map { "<p class=\"note missing\">\(HTMLPage.escape($0))</p>" }
        let sections = specs.map(section).joined(separator: "\n")
        return HTMLPage(title: title, blocks: [toolbar] + notes + ["<div class=specs>\n\(sections)\n</div>"],
                        style: Self.style, script: Self.script)
    }

    /// One spec: its name, its comment, its images, its JSON.
    private func section(_ spec: Spec) -> String {
        var comment: String?
        if case .string(let text)? = (try? JSONDecoder().decode(JSONValue.self, from: Data(spec.json.utf8)))?["$comment"] { comment = text }
        let wide = spec.images.count > 1 || spec.images.contains { $0.frame.width > Self.narrowWidth }
        return """
        <section class="spec\(wide ? " wide" : "")"><h2>\(HTMLPage.escape(spec.name))</h2>\(comment.map { "<p class=note>\(HTMLPage.escape($0))</p>" } ?? "")
        \(images(of: spec))
        <details><summary>Spec</summary><pre dir=ltr>\(Self.isolatedJSON(spec.json))</pre></details></section>
        """
    }

    /// A spec's images: a table when its matrix has two axes or more (the axis with the
    /// fewest values as columns, ties to the earlier axis), else cards in a row.
    private func images(of spec: Spec) -> String {
        let axes = spec.images.first?.axes.map(\.axis) ?? []
        guard axes.count >= 2, spec.images.allSatisfy({ $0.axes.map(\.axis) == axes }) else {
            return "<div class=cards>\(spec.images.map { card($0, label: true) }.joined())</div>"
        }
        func distinct(_ labels: [String]) -> [String] {
            var seen: Set<String> = []
            return labels.filter { seen.insert($0).inserted }
        }
        let values = axes.indices.map { position in distinct(spec.images.map { $0.axes[position].label }) }
        let column = values.indices.min { (values[$0].count, $0) < (values[$1].count, $1) }!
        func rowLabel(_ image: Image) -> String { image.axes.enumerated().filter { $0.offset != column }.map(\.element.label).joined(separator: " · ") }
        let columns = values[column], rows = distinct(spec.images.map(rowLabel))
        var cells: [String: Image] = [:]
        for image in spec.images { cells[rowLabel(image) + "\n" + image.axes[column].label] = image }
        let head = "<tr><th></th>" + columns.map { "<th scope=col>\(HTMLPage.escape($0))</th>" }.joined() + "</tr>"
        let body = rows.map { row in
            "<tr><th scope=row>\(HTMLPage.escape(row))</th>"
                + columns.map { "<td>\(cells[row + "\n" + $0].map { card($0, label: false) } ?? "")</td>" }.joined() + "</tr>"
        }
        return "<div class=matrix><table><thead>\(head)</thead><tbody>\(body.joined())</tbody></table></div>"
    }

    /// One image: on its appearance's backdrop, at its size in points (its own height when
    /// it sizes to fit), captioned with its variant (unless a table's headers say it) and its
    /// size.
    private func card(_ image: Image, label: Bool) -> String {
        let view = image.frame
        let width = Self.number(view.width), height = Self.number(view.height)
        var size = "\(width) × \(height) pt"
        var classes = "card"
        switch image.format {
        case .png:
            size += " @\(Self.number(view.scale))x · \(view.pixelWidth) × \(view.pixelHeight) px"
            if view.pixelWidth != Int(view.width.rounded(.up)) { classes += " zoomable" }
        case .svg, .pdf:
            size += " · \(image.format.rawValue.uppercased())"
        }
        let backdrop = view.appearance == .dark ? "backdrop dark" : "backdrop"
        let picture = image.format == .pdf
            ? "<a class=\"\(backdrop) file\" href=\"\(image.href)\">\(HTMLPage.escape(image.name)).pdf</a>"
            : "<img class=\"\(backdrop)\" src=\"\(image.href)\" width=\"\(Int(view.width.rounded(.up)))\" height=\"\(Int(view.height.rounded(.up)))\" "
                + "loading=lazy decoding=async alt=\"\(HTMLPage.escape(image.name))\">"
        let caption = label && !image.axes.isEmpty ? "<span class=label>\(HTMLPage.escape(String(image.axes.suffix.drop { $0 == "." })))</span> " : ""
        return "<figure class=\"\(classes)\" data-name=\"\(HTMLPage.escape(image.name.lowercased()))\">\(picture)"
            + "<figcaption>\(caption)<span class=size>\(size)</span>\(Self.findings(image.findings))</figcaption></figure>"
    }

    /// The audit's count under an overlaid image: `2 errors · 1 warning`, `no findings`.
    private static func findings(_ count: ContactSheetIndex.Findings?) -> String {
        guard let count else { return "" }
        var parts: [String] = []
        if count.errors > 0 { parts.append("\(count.errors) error\(count.errors == 1 ? "" : "s")") }
        if count.warnings > 0 { parts.append("\(count.warnings) warning\(count.warnings == 1 ? "" : "s")") }
        let kind = count.errors > 0 ? "errors" : count.warnings > 0 ? "warnings" : "clean"
        let summary = "<span class=\"findings \(kind)\">\(parts.isEmpty ? "no findings" : parts.joined(separator: " · "))</span>"
        guard !count.lines.isEmpty else { return " " + summary }
        let items = count.lines.map { "<li>\(HTMLPage.escape($0))</li>" }.joined()
        return " <details class=findings-list><summary>\(summary)</summary><ul>\(items)</ul></details>"
    }

    /// The widest image, in points, that leaves its spec one cell of the grid.
    static let narrowWidth = 360.0

    /// `320`, `120.5`: a size without trailing zeros, to two decimals at most.
    static func number(_ value: Double) -> String { CFormat.short(value, decimals: 2) }

    /// JSON text as HTML for a `<pre dir=ltr>`: escaped, each string's content isolated in a
    /// `<bdi>` inside its quotes, so right-to-left text cannot carry the JSON's punctuation
    /// with it (an Arabic placeholder's final period stays inside its quotes). Read by
    /// Unicode scalars, so no character can merge with a quote.
    static func isolatedJSON(_ json: String) -> String {
        var html = "", string: String.UnicodeScalarView?, escaped = false
        for scalar in json.unicodeScalars {
            guard var content = string else {
                if scalar == "\"" { string = String.UnicodeScalarView() } else { html += HTMLPage.escape(String(scalar)) }
                continue
            }
            if scalar == "\"" && !escaped {
                html += "\"<bdi>\(HTMLPage.escape(String(content)))</bdi>\""
                string = nil
                continue
            }
            escaped = !escaped && scalar == "\\"
            content.append(scalar)
            string = content
        }
        if let string { html += "\"" + HTMLPage.escape(String(string)) }
        return html
    }

    /// The toolbar sticks to the top, a soft shadow under it (the specs' rules divide the
    /// rest); cards wrap in rows; an image wider than its card shrinks to fit, within the
    /// backdrop's padding (16 px a side); a zoomable image shows its actual pixels when its
    /// card has `actual`, its card scrolling sideways when they are wider than the page.
    static let style = """
    .toolbar { position: sticky; top: 0; z-index: 1; display: flex; gap: 1em; align-items: center;
               background: #fafafa; padding: .6em 0; box-shadow: 0 8px 6px -8px rgba(0, 0, 0, .2); color: #555; }
    .toolbar input { font: inherit; width: 18em; padding: .35em .6em; border: 1px solid #ccc; border-radius: 6px; }
    .specs { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(420px, 100%), 1fr)); column-gap: 2.5em; margin-top: 1em; }
    .specs > .wide { grid-column: 1 / -1; }
    h2 { font-size: 1.15em; margin: 0 0 .6em; }
    .cards { display: flex; flex-wrap: wrap; gap: 1.5em 2em; align-items: flex-start; margin-bottom: .8em; }
    .card { margin: 0; max-width: 100%; overflow-x: auto; }
    .card img { display: block; max-width: calc(100% - 32px); height: auto; }
    .card.zoomable img { cursor: zoom-in; }
    .card.actual img { width: auto; max-width: none; cursor: zoom-out; }
    .card .file { display: block; }
    figcaption { font-size: 12px; color: #666; margin-top: .45em; font-variant-numeric: tabular-nums; }
    figcaption .label { font-weight: 600; color: #222; margin-right: .3em; }
    figcaption .findings { font-weight: 600; }
    figcaption details.findings-list { margin-top: .3em; }
    figcaption details.findings-list ul { margin: .3em 0 0; padding-left: 1.2em; max-width: 40em; text-align: left; }
    figcaption details.findings-list li { margin: .15em 0; }
    figcaption .findings.errors { color: #C4221A; }
    figcaption .findings.warnings { color: #9A5B00; }
    figcaption .findings.clean { color: #1E7B34; }
    .note { max-width: 48em; margin: 0 0 .8em; padding: .45em .8em; background: #fff6d6; border-left: 3px solid #d9a400; color: #4a3b00; }
    .matrix { overflow-x: auto; margin-bottom: .8em; }
    .matrix table { border-collapse: collapse; }
    .matrix th { font-size: 12px; font-weight: 600; color: #222; text-align: left; padding: 0 1.5em .4em 0; white-space: nowrap; }
    .matrix th[scope=row] { vertical-align: top; padding-top: .2em; }
    .matrix td { vertical-align: top; padding: 0 2em 1.5em 0; }
    summary { cursor: pointer; color: #555; }
    details pre { margin-top: .5em; }
    [hidden] { display: none !important; }
    """

    /// The filter box hides the cards whose name lacks any of its words (and the table rows
    /// and specs left with none); a click on a zoomable image switches its card between points and pixels.
    static let script = """
    var filter = document.getElementById('filter'), shown = document.getElementById('shown'), total = shown.textContent;
    var cards = Array.prototype.slice.call(document.querySelectorAll('.card'));
    var sections = Array.prototype.slice.call(document.querySelectorAll('section.spec'));
    var rows = Array.prototype.slice.call(document.querySelectorAll('.matrix tbody tr'));
    filter.addEventListener('input', function () {
      var words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean), count = 0;
      cards.forEach(function (card) {
        card.hidden = !words.every(function (word) { return card.dataset.name.indexOf(word) >= 0; });
        if (!card.hidden) count += 1;
      });
      rows.forEach(function (row) { row.hidden = !row.querySelector('.card:not([hidden])'); });
      sections.forEach(function (section) { section.hidden = !section.querySelector('.card:not([hidden])'); });
      shown.textContent = words.length ? count + ' of ' + cards.length + ' images' : total;
    });
    document.addEventListener('click', function (event) {
      var card = event.target.closest('.card.zoomable');
      if (card && event.target.tagName === 'IMG') card.classList.toggle('actual');
    });
    """
}
