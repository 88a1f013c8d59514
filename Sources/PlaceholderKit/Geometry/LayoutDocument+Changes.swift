import FoundationEssentials
import PlaceholderImage

extension LayoutDocument {
    /// What a failure message says before the changes of ``changes(from:limit:)``.
    public static let changesHeading = "Lines that changed"
    /// What it says when no line changed: the pixels differ in how the same lines are drawn.
    public static let unchangedNote = "No line's text, position or size changed, nor any block's frame: "
        + "the same lines are drawn differently (fonts, colours, decorations, rendering)"

    /// A document read back from its JSON (``jsonData()``, `placeholderkit layout` of one
    /// view, a `.layoutJSON` reference, a `NAME.layout.json` beside an image reference).
    /// Errors are ``ModelError``s naming the field.
    public init(json data: Data) throws {
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            let reason = ModelError.from(error)
            throw ModelError(field: (reason as? ModelError)?.field ?? "",
                             problem: "not a layout document: \((reason as? ModelError)?.problem ?? "\(error)")")
        }
    }

    /// What changed from `reference` to this document, one short line each, as a person
    /// reads a failing snapshot: the view's size, then for the placeholder and the text
    /// whether the block is shown, its frame and truncation, and each line (paired by
    /// index, numbered from 1) whose text, position (`x`, `baseline`) or size (`width`,
    /// `ascent`, `descent`) changed, or that was added or removed:
    /// `placeholder line 1: text "Two" → "Changed"; width 27.9 → 58.3 pt`. Runs and glyphs
    /// are left out (the image diff shows how a line is drawn). Empty when nothing of that
    /// changed; at most `limit` lines, the last saying how many more there are.
    public func changes(from reference: LayoutDocument, limit: Int = 20) -> [String] {
        var changes: [String] = []
        if reference.size.width != size.width || reference.size.height != size.height {
            changes.append("view size \(Self.size(reference.size.width, reference.size.height, size.width, size.height))")
        }
        for (name, old, new) in [("placeholder", reference.placeholder, placeholder), ("text", reference.text, text)] {
            changes += Self.changes(of: name, from: old, to: new)
        }
        changes += childChanges(from: reference.children ?? [])
        guard changes.count > limit else { return changes }
        let kept = max(limit - 1, 0)
        return Array(changes.prefix(kept)) + ["… and \(changes.count - kept) more changes"]
    }

    /// The changes of the lines of `reference` and `actual`, the JSON of two layout
    /// documents (``changes(from:limit:)``). Throws a ``ModelError`` when either is not one.
    public static func changes(reference: Data, actual: Data, limit: Int = 20) throws -> [String] {
        try LayoutDocument(json: actual).changes(from: LayoutDocument(json: reference), limit: limit)
    }

    /// A form's children, paired by index and numbered from 1: added, removed, another
    /// kind, a moved frame, and each one's own changes (`child 3 placeholder line 1: …`).
    private func childChanges(from reference: [Child]) -> [String] {
        let children = children ?? []
        var changes: [String] = []
        for index in 0..<max(reference.count, children.count) {
            let label = "child \(index + 1)"
            guard index < children.count else { changes.append("\(label) removed"); continue }
            guard index < reference.count else { changes.append("\(label) added: \(children[index].document.kind ?? "textView")"); continue }
            let (old, new) = (reference[index], children[index])
            if old.document.kind != new.document.kind {
                changes.append("\(label): \(old.document.kind ?? "textView") → \(new.document.kind ?? "textView")")
                continue
            }
            if old.frame != new.frame { changes.append("\(label): frame \(Self.rect(old.frame)) → \(Self.rect(new.frame)) pt") }
            changes += new.document.changes(from: old.document, limit: .max).map { "\(label) \($0)" }
        }
        return changes
    }

    private static func changes(of name: String, from old: Block, to new: Block) -> [String] {
        var changes: [String] = []
        var block: [String] = []
        if old.visible != new.visible { block.append(new.visible ? "now shown" : "now hidden") }
        if old.frame != new.frame { block.append("frame \(rect(old.frame)) → \(rect(new.frame)) pt") }
        if old.truncated != new.truncated { block.append(new.truncated ? "now truncated" : "no longer truncated") }
        if !block.isEmpty { changes.append("\(name): " + block.joined(separator: "; ")) }
        for index in 0..<max(old.lines.count, new.lines.count) {
            let label = "\(name) line \(index + 1)"
            guard index < new.lines.count else {
                changes.append("\(label) removed: \(quoted(old.lines[index].text))")
                continue
            }
            guard index < old.lines.count else {
                changes.append("\(label) added: \(quoted(new.lines[index].text))")
                continue
            }
            let (a, b) = (old.lines[index], new.lines[index])
            var parts: [String] = []
            if a.text != b.text { parts.append("text \(quoted(a.text)) → \(quoted(b.text))") }
            for (key, from, to) in [("x", a.x, b.x), ("baseline", a.baseline, b.baseline), ("width", a.width, b.width),
                                    ("ascent", a.ascent, b.ascent), ("descent", a.descent, b.descent)] where from != to {
                let (f, t) = numbers(from, to)
                parts.append("\(key) \(f) → \(t) pt")
            }
            if !parts.isEmpty { changes.append("\(label): " + parts.joined(separator: "; ")) }
        }
        return changes
    }

    /// A line's text as the message shows it: quoted and escaped, and cut to 60
    /// characters so one long line does not fill the message.
    private static func quoted(_ text: String) -> String {
        let cut = text.count > 60 ? String(text.prefix(59)) + "…" : text
        return Quoting.quoted(cut)
    }

    /// `(16, 11) 288×22`.
    private static func rect(_ r: Rect) -> String {
        "(\(number(r.x)), \(number(r.y))) \(number(r.width))×\(number(r.height))"
    }

    /// `320×44 → 320×66 pt`.
    private static func size(_ w0: Double, _ h0: Double, _ w1: Double, _ h1: Double) -> String {
        let (a, b) = numbers(w0, w1), (c, d) = numbers(h0, h1)
        return "\(a)×\(c) → \(b)×\(d) pt"
    }

    /// Two different numbers shown with as few decimals (one to three) as tell them apart.
    private static func numbers(_ a: Double, _ b: Double) -> (String, String) {
        for decimals in 1...3 {
            let pair = (number(a, decimals: decimals), number(b, decimals: decimals))
            if pair.0 != pair.1 { return pair }
        }
        return (number(a, decimals: 3), number(b, decimals: 3))
    }

    /// `27.9`, `10`, `-0.125`: rounded to `decimals`, without trailing zeros.
    private static func number(_ value: Double, decimals: Int = 1) -> String { CFormat.short(value, decimals: decimals) }
}
