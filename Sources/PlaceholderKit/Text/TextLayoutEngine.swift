import FoundationEssentials
import Synchronization

/// Lays out text the way a serious text stack does: Fontconfig fonts with per-cluster
/// fallback, ICU bidi and UAX #14 line breaking, HarfBuzz shaping, font metrics for line
/// heights, alignment and tail truncation. Thread-safe; caches faces, fallback choices
/// and shaped runs.
public final class TextLayoutEngine: Sendable {
    /// The engine over ``FontLibrary/shared``.
    public static let shared = TextLayoutEngine(fonts: .shared)

    /// Where fonts are found.
    public let fonts: FontLibrary
    let shaper = Shaper()
    private let fallbacks = Mutex<[FallbackKey: FontFallback]>([:])

    /// What a fallback chain depends on. The face is named by identity: the cached chain
    /// holds it, so its identifier cannot be reused while the entry exists.
    private struct FallbackKey: Hashable {
        var primary: ObjectIdentifier
        var generation: Int
        var language: String?
        var weight: Int
        var italic: Bool
    }

    /// An engine over `fonts`, with its own shaping and fallback caches.
    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// Lays out `text` in lines no wider than `width` points.
    ///
    /// - Parameters:
    ///   - maxLines: at most this many lines (0: no limit).
    ///   - maxHeight: lines that do not fit in this height are dropped (the first line is
    ///     always kept).
    ///   - truncates: when lines are dropped, end the last kept one with "…".
    /// - Throws: ``FontError`` when the font file does not exist or cannot be read;
    ///   ``LayoutError`` when an ICU call fails.
    public func layout(_ text: String, style: TextStyle, width: Double, maxLines: Int = 0,
                       maxHeight: Double = .infinity, truncates: Bool = true) throws -> TextLayout {
        try layout([StyledRun(text: text, attributes: TextAttributes(font: style.font))], style: style, width: width,
                   maxLines: maxLines, maxHeight: maxHeight, truncates: truncates)
    }

    /// Lays out `runs`, one after another, as one text in lines no wider than `width`
    /// points: each run shaped and measured in its own font (runs of different fonts or
    /// sizes never share a shaping item), a line as tall as the tallest font on it. `style`
    /// gives the alignment, the language, and the font of a text with no characters.
    ///
    /// - Parameters:
    ///   - maxLines: at most this many lines (0: no limit).
    ///   - maxHeight: lines that do not fit in this height are dropped (the first line is
    ///     always kept).
    ///   - truncates: when lines are dropped, end the last kept one with "…" in the style
    ///     of the character before it.
    /// - Throws: ``FontError`` when a font file does not exist or cannot be read;
    ///   ``LayoutError`` when an ICU call fails.
    public func layout(_ runs: [StyledRun], style: TextStyle, width: Double, maxLines: Int = 0,
                       maxHeight: Double = .infinity, truncates: Bool = true) throws -> TextLayout {
        func resolved(_ attributes: TextAttributes) throws -> (style: RunStyle, warning: String?) {
            let (primary, warning) = try fonts.resolve(attributes.font)
            return (RunStyle(fallback: fallback(for: primary, font: attributes.font, language: style.language), attributes: attributes), warning)
        }
        // Style 0 is `style`'s font, for a text with no characters; then one per distinct
        // attributes of the runs. Neighbouring runs of equal attributes make one span.
        let base = try resolved(TextAttributes(font: style.font))
        var styles = [base.style]
        var warnings = runs.allSatisfy(\.text.isEmpty) ? base.warning.map { [$0] } ?? [] : []
        var styleIndex: [TextAttributes: Int] = [:]
        var spans: [StyleSpan] = []
        var source: [UInt16] = []
        for run in runs where !run.text.isEmpty {
            let index: Int
            if let known = styleIndex[run.attributes] {
                index = known
            } else {
                let made = try resolved(run.attributes)
                if let warning = made.warning, !warnings.contains(warning) { warnings.append(warning) }
                index = styles.count
                styleIndex[run.attributes] = index
                styles.append(made.style)
            }
            let end = source.count + run.text.utf16.count
            if let last = spans.last, last.style == index {
                spans[spans.count - 1].range = last.range.lowerBound..<end
            } else {
                spans.append(StyleSpan(range: source.count..<end, style: index))
            }
            source += run.text.utf16
        }
        let width = max(0, width)
        let paragraphStyle = style.paragraph
        let textMetrics = styles[0].primary.metrics(size: styles[0].size)
        let below = textMetrics.descent + textMetrics.lineGap
        // Lines are built in order and only as far as they can be kept: the line after the
        // last one `maxLines` or `maxHeight` keeps ends the work, so a long placeholder of
        // which a few lines show costs those lines (and the paragraphs up to them).
        var keep = maxLines > 0 ? maxLines : Int.max
        var lines: [TextLine] = []
        var endsParagraph: [Bool] = []
        var startsParagraph: [Bool] = []
        // The sources of the last two lines built: the one truncation rebuilds is one of
        // them, and earlier paragraphs are freed as the layout goes on.
        var recent: (previous: LineSource?, last: LineSource?)
        var height = 0.0
        var heightExceeded = false
        var linesLeft = false
        building: for paragraphRange in UTF16Text.paragraphs(source) {
            if lines.count >= keep { linesLeft = true; break }
            let paragraph = try Paragraph(units: Array(source[paragraphRange]), styles: styles, spans: spans.slice(paragraphRange),
                                          emptyStyle: spans.style(at: paragraphRange.lowerBound, fallback: 0),
                                          shaper: shaper, language: style.language)
            let builder = LineBuilder(paragraph: paragraph)
            let ranges = try LineBreaker.lines(of: paragraph, width: paragraphStyle.lineExtent(width: width, isFirst: false).width,
                                               firstWidth: paragraphStyle.lineExtent(width: width, isFirst: true).width, language: style.language)
            for (i, range) in ranges.enumerated() {
                if lines.count >= keep { linesLeft = true; break building }
                let line = Self.sized(try builder.line(range, sourceOffset: paragraphRange.lowerBound), paragraphStyle, below: below)
                height += Self.spacing(before: lines.count, startsParagraph: i == 0, paragraphStyle) + line.height
                lines.append(line)
                let endsWithHardBreak = range.upperBound > range.lowerBound && UTF16Text.isLineSeparator(paragraph.units[range.upperBound - 1])
                endsParagraph.append(i == ranges.count - 1 || endsWithHardBreak)
                startsParagraph.append(i == 0)
                recent = (recent.last, LineSource(paragraph: paragraph, range: range, offset: paragraphRange.lowerBound))
                if !heightExceeded, height > maxHeight + 1e-9 {
                    heightExceeded = true
                    keep = min(keep, max(1, lines.count - 1))
                }
            }
        }
        // Built past `keep`, or stopped with lines left: either way lines were dropped.
        let truncated = linesLeft || lines.count > keep
        if truncated, truncates, let last = lines.count > keep ? recent.previous : recent.last {
            let extent = paragraphStyle.lineExtent(width: width, isFirst: last.range.lowerBound == 0)
            lines[keep - 1] = Self.sized(try truncatedLine(last.paragraph, from: last.range.lowerBound, sourceOffset: last.offset, width: extent.width),
                                         paragraphStyle, below: below)
        }
        if lines.count > keep { lines.removeSubrange(keep...) }

        var top = 0.0
        for i in lines.indices {
            let isLast = endsParagraph[i] || (truncated && i == lines.count - 1)
            let extent = paragraphStyle.lineExtent(width: width, isFirst: startsParagraph[i])
            Self.align(&lines[i], alignment: style.alignment, width: extent.width, isLastOfParagraph: isLast)
            top += Self.spacing(before: i, startsParagraph: startsParagraph[i], paragraphStyle)
            // The indent is from the leading edge: the right one in a right-to-left paragraph.
            lines[i].offset(dx: lines[i].isRightToLeft ? width - extent.indent - extent.width : extent.indent, dy: top)
            top += lines[i].height
        }
        return TextLayout(lines: lines, isTruncated: truncated, warnings: warnings, height: top)
    }

    /// `line` at the height `style` gives it: what it adds (or takes) goes above the glyphs,
    /// as TextKit 1 places them. The baseline keeps its distance to the line's bottom (the
    /// descent and leading of the tallest font on the line), or, when a limit decided the
    /// height, sits `below` (the text font's descent and leading) above it, so that lines
    /// of one fixed height step evenly.
    static func sized(_ line: TextLine, _ style: ParagraphStyle, below: Double) -> TextLine {
        let (height, isLimited) = style.lineHeight(natural: line.height)
        guard height != line.height else { return line }
        var line = line
        let baseline = height - (isLimited ? below : line.height - line.baseline)
        line.offset(dx: 0, dy: baseline - line.baseline)
        line.top = 0
        line.height = height
        return line
    }

    /// The space `style` puts above line `index` of a layout: before a paragraph its
    /// `paragraphSpacingBefore` (the first too), after one its `paragraphSpacing`, between
    /// lines its `lineSpacing` (after a paragraph's last line too, as TextKit 1 adds it to
    /// every line fragment but the text's last).
    static func spacing(before index: Int, startsParagraph: Bool, _ style: ParagraphStyle) -> Double {
        var space = index > 0 ? style.lineSpacing : 0
        if startsParagraph {
            if index > 0 { space += style.paragraphSpacing }
            space += style.paragraphSpacingBefore
        }
        return space
    }

    /// Where a line came from: its paragraph, its range there and the paragraph's offset
    /// in the text.
    private struct LineSource {
        var paragraph: Paragraph
        var range: Range<Int>
        var offset: Int
    }

    private func fallback(for primary: Face, font: FontDescriptor, language: String?) -> FontFallback {
        let key = FallbackKey(primary: ObjectIdentifier(primary), generation: fonts.generation, language: language,
                              weight: font.weight.value, italic: font.italic)
        return fallbacks.withLock { cache in
            if let hit = cache[key] { return hit }
            let made = FontFallback(primary: primary, library: fonts, language: language,
                                    weight: font.weight, italic: font.italic)
            cache[key] = made
            return made
        }
    }

    /// The rest of `paragraph` from `start`, cut at a grapheme boundary so that it and "…"
    /// fit in `width` as drawn (the ellipsis in the face it is drawn in, in the style of
    /// the character before it), as one line. The paragraph's direction is kept; only "…"
    /// is drawn when nothing else fits.
    private func truncatedLine(_ paragraph: Paragraph, from start: Int, sourceOffset: Int, width: Double) throws -> TextLine {
        let units = paragraph.units
        let direction: BidiParagraph.Direction = paragraph.isRightToLeft ? .rightToLeft : .leftToRight
        func truncated(at end: Int) throws -> Paragraph {
            let content = start..<LineBreaker.contentEnd(units, start, end)
            var spans = paragraph.spans.slice(content)
            let ellipsisStyle = spans.last?.style ?? paragraph.spans.style(at: start, fallback: paragraph.emptyStyle)
            spans.append(StyleSpan(range: content.count..<(content.count + 1), style: ellipsisStyle))
            return try Paragraph(units: Array(units[content]) + [0x2026], styles: paragraph.styles, spans: spans,
                                 emptyStyle: ellipsisStyle, shaper: shaper, language: paragraph.language, direction: direction)
        }
        func fits(_ end: Int) throws -> Bool {
            let content = start..<LineBreaker.contentEnd(units, start, end)
            if LineBreaker.isSurelyWider(paragraph, content, than: width) { return false }
            let candidate = try truncated(at: end)
            return candidate.width(0..<candidate.units.count) <= width + LineBreaker.tolerance
        }
        // Candidates: cluster boundaries after `start`, up to the first hard line separator.
        let boundaries = paragraph.clusterBoundaries
        let first = boundaries.partitionPoint { $0 > start }
        var last = first
        while last < boundaries.count, !UTF16Text.isLineSeparator(units[boundaries[last] - 1]) { last += 1 }
        let low = try boundaries.partitionPoint(in: first..<last) { try !fits($0) }
        let end = low > first ? boundaries[low - 1] : start
        let line = try truncated(at: end)
        var built = try LineBuilder(paragraph: line).line(0..<line.units.count, sourceOffset: 0)
        built.sourceRange = (sourceOffset + start)..<(sourceOffset + LineBreaker.contentEnd(units, start, end))
        return built
    }

    /// Moves a line built at x = 0 to its place for `alignment` in a line area `width`
    /// wide; a justified line (not the last of its paragraph) is stretched to the width.
    static func align(_ line: inout TextLine, alignment: TextAlignment, width: Double, isLastOfParagraph: Bool) {
        let natural: TextAlignment = line.isRightToLeft ? .right : .left
        var effective = alignment == .natural ? natural : alignment
        if alignment == .justified {
            effective = natural
            if !isLastOfParagraph, line.width < width { line = justified(line, width: width) }
        }
        let target: Double
        switch effective {
        case .center: target = (width - line.width) / 2
        case .right: target = width - line.width
        default: target = 0
        }
        line.offset(dx: target - line.x, dy: 0)
    }

    /// Spreads the spare width over the spaces of the line's content, or between its
    /// grapheme clusters when it has none (CJK).
    static func justified(_ line: TextLine, width: Double) -> TextLine {
        var line = line
        let utf16 = Array(line.text.utf16)
        let contentEnd = LineBreaker.contentEnd(utf16, 0, utf16.count)
        func isSpace(_ cluster: Int) -> Bool { cluster < utf16.count && (utf16[cluster] == 0x20 || utf16[cluster] == 0x3000) }
        let contentGlyphs = line.runs.flatMap(\.glyphs).filter { $0.cluster < contentEnd }
        let spaces = Set(contentGlyphs.map(\.cluster).filter(isSpace)).count
        let clusters = Set(contentGlyphs.map(\.cluster)).count
        let useSpaces = spaces > 0
        let gaps = useSpaces ? spaces : clusters - 1
        guard gaps > 0 else { return line }
        let step = (width - line.width) / Double(gaps)
        var shift = 0.0
        var lastCluster: Int?
        for r in line.runs.indices {
            for g in line.runs[r].glyphs.indices {
                let cluster = line.runs[r].glyphs[g].cluster
                if !useSpaces, cluster < contentEnd, let last = lastCluster, last != cluster { shift += step }
                line.runs[r].glyphs[g].x += shift
                if useSpaces, isSpace(cluster), cluster < contentEnd { shift += step }
                if cluster < contentEnd { lastCluster = cluster }
            }
        }
        line.width = width
        line.caretEndX += line.isRightToLeft ? 0 : shift
        line.caretStartX += line.isRightToLeft ? shift : 0
        return line
    }
}
