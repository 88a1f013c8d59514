import FoundationEssentials
import PlaceholderImage
import PlaceholderFormat
import PlaceholderModel

extension LayoutDocument {
    /// What a failure message says before the changes of ``changes(from:limit:)``.
    public static let changesHeading = "Lines that changed"
    /// What it says when nothing ``changes(from:limit:)`` compares changed: the pixels
    /// differ in what the layout document does not hold.
    public static let unchangedNote = "No frame, line, font, glyph or colour changed: "
        + "the same glyphs are drawn differently (decorations, antialiasing, rendering)"

    /// A document read back from its JSON (``jsonData()``, `placeholderkit layout` of one
    /// view, a `.layoutJSON` reference, a `NAME.layout.json` beside an image reference).
    /// Errors are `ModelError`s naming the field.
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
    /// reads a failing snapshot. Every geometric fact the document holds is compared: the
    /// kind, the view's size and scale, the text container, the line area, the caret, a
    /// field's clear button and left and right views; for the placeholder and the text
    /// whether the block is shown, its frame and truncation, and each line (paired by
    /// index, numbered from 1) whose text, position (`x`, `baseline`) or size (`width`,
    /// `ascent`, `descent`) changed, or that was added or removed; then each line's runs:
    /// their fonts, directions and colours, and their glyphs (which glyphs, and how many
    /// moved and by how much); a form's children likewise. Numbers have as many decimals
    /// as tell the two apart (`11 → 11.02`, `0 → 0.000001`):
    /// `placeholder line 1: text "Two" → "Changed"; width 27.9 → 58.3 pt`. Empty when
    /// nothing changed; at most `limit` lines, the last saying how many more there are.
    public func changes(from reference: LayoutDocument, limit: Int = 20) -> [String] {
        var changes: [String] = []
        if reference.kind != kind { changes.append("kind \(reference.kind ?? "textView") → \(kind ?? "textView")") }
        if reference.size.width != size.width || reference.size.height != size.height {
            changes.append("view size \(Self.size(reference.size.width, reference.size.height, size.width, size.height))")
        }
        if reference.scale != scale {
            let (a, b) = Self.numbers(reference.scale, scale)
            changes.append("scale @\(a)x → @\(b)x")
        }
        changes += Self.change(of: "text container", from: reference.textContainer, to: textContainer)
        changes += Self.change(of: "line area", from: reference.lineArea, to: lineArea)
        for (name, old, new) in [("caret", reference.caret, caret), ("clear button", reference.clearButton, clearButton),
                                 ("left view", reference.leftView, leftView), ("right view", reference.rightView, rightView)] {
            changes += Self.change(of: name, from: old, to: new)
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
    /// documents (``changes(from:limit:)``). Throws a `ModelError` when either is not one.
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
            changes += Self.change(of: "\(label): frame", from: old.frame, to: new.frame)
            changes += new.document.changes(from: old.document, limit: .max).map { "\(label) \($0)" }
        }
        return changes
    }

    private static func changes(of name: String, from old: Block, to new: Block) -> [String] {
        var changes: [String] = []
        var block: [String] = []
        if old.visible != new.visible { block.append(new.visible ? "now shown" : "now hidden") }
        if old.frame != new.frame { block.append("frame \(rects(old.frame, new.frame)) pt") }
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
            parts += runChanges(from: a.runs, to: b.runs, sameText: a.text == b.text)
            if !parts.isEmpty { changes.append("\(label): " + parts.joined(separator: "; ")) }
        }
        return changes
    }

    /// A line's runs, paired by index: how many, and each one's font, direction, colours
    /// and glyphs (`run 2 font Inter-Regular.otf 17 pt → Inter-Bold.otf 17 pt`); the
    /// glyphs only of the `sameText` (other text has other glyphs, said already).
    private static func runChanges(from old: [Run], to new: [Run], sameText: Bool) -> [String] {
        guard old.count == new.count else { return sameText ? ["runs \(old.count) → \(new.count)"] : [] }
        var parts: [String] = []
        for (index, (a, b)) in zip(old, new).enumerated() {
            let label = old.count == 1 ? "" : "run \(index + 1) "
            if a.font.file != b.font.file || a.font.index != b.font.index || a.font.size != b.font.size
                || a.font.weight != b.font.weight || a.font.italic != b.font.italic {
                parts.append("\(label)font \(font(a.font, beside: b.font)) → \(font(b.font, beside: a.font))")
            }
            if a.direction != b.direction { parts.append("\(label)direction \(a.direction) → \(b.direction)") }
            if a.color != b.color { parts.append("\(label)colour \(a.color) → \(b.color)") }
            if a.backgroundColor != b.backgroundColor {
                parts.append("\(label)background \(a.backgroundColor ?? "none") → \(b.backgroundColor ?? "none")")
            }
            if sameText { parts += glyphChanges(from: a.glyphs, to: b.glyphs).map { label + $0 } }
        }
        return parts
    }

    /// Other glyphs (`glyphs 12 → 13`, `glyphs changed`), or the same glyphs placed
    /// elsewhere: how many moved and the largest move (`3 of 12 glyphs moved, at most 0.02 pt`).
    private static func glyphChanges(from old: [Glyph], to new: [Glyph]) -> [String] {
        guard old.count == new.count else { return ["glyphs \(old.count) → \(new.count)"] }
        if zip(old, new).contains(where: { $0.id != $1.id || $0.cluster != $1.cluster }) { return ["glyphs changed"] }
        var moved = 0
        var largest = 0.0
        for (a, b) in zip(old, new) where a.x != b.x || a.y != b.y || a.advance != b.advance {
            moved += 1
            largest = max(largest, abs(a.x - b.x), abs(a.y - b.y), abs(a.advance - b.advance))
        }
        guard moved > 0 else { return [] }
        return ["\(moved) of \(old.count) glyphs moved, at most \(numbers(0, largest).1) pt"]
    }

    /// `Inter-Regular.otf 17 pt`, with the face index, weight and slant only where they
    /// differ from `other`'s.
    private static func font(_ font: Font, beside other: Font) -> String {
        var text = font.file + (font.index != other.index ? " #\(font.index)" : "")
        text += " " + numbers(font.size, other.size).0 + " pt"
        if font.weight != other.weight { text += " weight \(font.weight)" }
        if font.italic != other.italic { text += font.italic ? " italic" : " upright" }
        return text
    }

    /// A rectangle that may be absent (the caret, a clear button): shown, hidden or moved.
    private static func change(of name: String, from old: Rect?, to new: Rect?) -> [String] {
        switch (old, new) {
        case (nil, nil): return []
        case (nil, let new?): return ["\(name) now shown: \(rect(new)) pt"]
        case (let old?, nil): return ["\(name) now hidden (was \(rect(old)) pt)"]
        case (let old?, let new?): return old == new ? [] : ["\(name) \(rects(old, new)) pt"]
        }
    }

    /// A line's text as the message shows it: quoted and escaped, and cut to 60
    /// characters so one long line does not fill the message.
    private static func quoted(_ text: String) -> String {
        let cut = text.count > 60 ? String(text.prefix(59)) + "…" : text
        return Quoting.quoted(cut)
    }

    /// `(16, 11) 2×20.57`: one rectangle, to three decimals.
    private static func rect(_ r: Rect) -> String {
        let v = [r.x, r.y, r.width, r.height].map { CFormat.short($0, decimals: 3) }
        return "(\(v[0]), \(v[1])) \(v[2])×\(v[3])"
    }

    /// `(16, 11) 288×22 → (16, 11.02) 288×22`: each coordinate with as many decimals as
    /// tell its two values apart.
    private static func rects(_ a: Rect, _ b: Rect) -> String {
        let pairs = [numbers(a.x, b.x), numbers(a.y, b.y), numbers(a.width, b.width), numbers(a.height, b.height)]
        func rect(_ side: (String, String) -> String) -> String {
            let v = pairs.map { side($0.0, $0.1) }
            return "(\(v[0]), \(v[1])) \(v[2])×\(v[3])"
        }
        return "\(rect { a, _ in a }) → \(rect { _, b in b })"
    }

    /// `320×44 → 320×66 pt`.
    private static func size(_ w0: Double, _ h0: Double, _ w1: Double, _ h1: Double) -> String {
        let (a, b) = numbers(w0, w1), (c, d) = numbers(h0, h1)
        return "\(a)×\(c) → \(b)×\(d) pt"
    }

    /// Two numbers shown with as few decimals (one to six) as tell them apart, or, when
    /// six do not, in full (the shortest text that reads back as each).
    private static func numbers(_ a: Double, _ b: Double) -> (String, String) {
        if a == b { return (CFormat.short(a, decimals: 1), CFormat.short(b, decimals: 1)) }
        for decimals in 1...6 {
            let pair = (CFormat.short(a, decimals: decimals), CFormat.short(b, decimals: decimals))
            if pair.0 != pair.1 { return pair }
        }
        return (CFormat.short(a), CFormat.short(b))
    }
}
