import FoundationEssentials
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit

/// `index.html` of a batch (`render --contact-sheet`, `demo`): the images of each spec
/// together, on a neutral backdrop (a dark one for dark views) with no frame of their own,
/// each captioned with its variant and its size in points and pixels; a click shows a PNG at
/// its actual pixels. Above them the spec's `"$comment"`, below them the spec itself in a
/// collapsed panel. Images load lazily with their sizes given, and a filter box narrows the
/// page by name, so a sheet of thousands of images stays usable. Self-contained, as
/// ``HTMLPage`` is.
struct ContactSheet {
    var entries: [BatchRenderer.Entry]
    var format: OutputFormat

    /// Writes the page to `url`.
    func write(to url: URL) throws {
        try AtomicFile.write(Data(try page().html.utf8), to: url)
    }

    /// The page: a count, the filter box, then one section per spec in the batch's order, in
    /// a grid whose cells hold a spec with one small image; a spec with variants spans a row.
    func page() throws -> HTMLPage {
        var groups: [[BatchRenderer.Entry]] = []
        for entry in entries {
            if groups.last?.first?.group == entry.group { groups[groups.count - 1].append(entry) } else { groups.append([entry]) }
        }
        let toolbar = """
        <div class=toolbar><input type=search id=filter placeholder="Filter by name" aria-label="Filter images by name"> \
        <span id=shown>\(entries.count) image\(entries.count == 1 ? "" : "s") of \(groups.count) spec\(groups.count == 1 ? "" : "s"), \
        rendered by placeholderkit \(HTMLPage.escape(PlaceholderKitTool.version))</span></div>
        """
        let sections = try groups.map(section).joined(separator: "\n")
        return HTMLPage(title: "PlaceholderKit gallery", blocks: [toolbar, "<div class=specs>\n\(sections)\n</div>"], style: Self.style, script: Self.script)
    }

    /// One spec: its name, its comment, its images, its JSON.
    private func section(_ group: [BatchRenderer.Entry]) throws -> String {
        let first = group[0]
        let spec = try first.source.flatMap { $0 == "stdin" ? nil : String(decoding: try FileReader.read(URL(fileURLWithPath: $0), maxBytes: PlaceholderTextView.maximumSpecSize), as: UTF8.self) }
            ?? String(decoding: try first.mockup.jsonData(), as: UTF8.self)
        var comment: String?
        if case .string(let text)? = (try? JSONDecoder().decode(JSONValue.self, from: Data(spec.utf8)))?["$comment"] { comment = text }
        let wide = group.count > 1 || group.contains { $0.frame.bounds.width > Self.narrowWidth }
        return """
        <section class="spec\(wide ? " wide" : "")"><h2>\(HTMLPage.escape(first.group))</h2>\(comment.map { "<p class=note>\(HTMLPage.escape($0))</p>" } ?? "")
        <div class=cards>\(group.map(card).joined())</div>
        <details><summary>Spec</summary><pre dir=ltr>\(Self.isolatedJSON(spec))</pre></details></section>
        """
    }

    /// One image: on its appearance's backdrop, at its size in points (its own height when
    /// it sizes to fit), captioned with its variant and its size.
    private func card(_ entry: BatchRenderer.Entry) -> String {
        let view = entry.frame
        let file = HTMLPage.source("\(entry.name).\(format.rawValue)")
        let width = Self.number(view.bounds.width), height = Self.number(view.bounds.height)
        var size = "\(width) × \(height) pt"
        var classes = "card"
        switch format {
        case .png:
            size += " @\(Self.number(view.scale))x · \(view.pixelWidth) × \(view.pixelHeight) px"
            if view.pixelWidth != Int(view.bounds.width.rounded(.up)) { classes += " zoomable" }
        case .svg, .pdf:
            size += " · \(format.rawValue.uppercased())"
        }
        let backdrop = view.appearance == .dark ? "backdrop dark" : "backdrop"
        let picture = format == .pdf
            ? "<a class=\"\(backdrop) file\" href=\"\(file)\">\(HTMLPage.escape(entry.name)).pdf</a>"
            : "<img class=\"\(backdrop)\" src=\"\(file)\" width=\"\(Int(view.bounds.width.rounded(.up)))\" height=\"\(Int(view.bounds.height.rounded(.up)))\" "
                + "loading=lazy decoding=async alt=\"\(HTMLPage.escape(entry.name))\">"
        let label = entry.variant.isEmpty ? "" : "<span class=label>\(HTMLPage.escape(String(entry.variant.drop { $0 == "." })))</span> "
        return "<figure class=\"\(classes)\" data-name=\"\(HTMLPage.escape(entry.name.lowercased()))\">\(picture)"
            + "<figcaption>\(label)<span class=size>\(size)</span></figcaption></figure>"
    }

    /// The widest image, in points, that leaves its spec one cell of the grid.
    static let narrowWidth = 360.0

    /// `320`, `120.5`: a size without trailing zeros, to two decimals at most.
    static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        var text = CFormat.string("%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

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
    .note { max-width: 48em; margin: 0 0 .8em; padding: .45em .8em; background: #fff6d6; border-left: 3px solid #d9a400; color: #4a3b00; }
    summary { cursor: pointer; color: #555; }
    details pre { margin-top: .5em; }
    [hidden] { display: none !important; }
    """

    /// The filter box hides the cards whose name lacks any of its words (and the specs left
    /// with none); a click on a zoomable image switches its card between points and pixels.
    static let script = """
    var filter = document.getElementById('filter'), shown = document.getElementById('shown'), total = shown.textContent;
    var cards = Array.prototype.slice.call(document.querySelectorAll('.card'));
    var sections = Array.prototype.slice.call(document.querySelectorAll('section.spec'));
    filter.addEventListener('input', function () {
      var words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean), count = 0;
      cards.forEach(function (card) {
        card.hidden = !words.every(function (word) { return card.dataset.name.indexOf(word) >= 0; });
        if (!card.hidden) count += 1;
      });
      sections.forEach(function (section) { section.hidden = !section.querySelector('.card:not([hidden])'); });
      shown.textContent = words.length ? count + ' of ' + cards.length + ' images' : total;
    });
    document.addEventListener('click', function (event) {
      var card = event.target.closest('.card.zoomable');
      if (card && event.target.tagName === 'IMG') card.classList.toggle('actual');
    });
    """
}
