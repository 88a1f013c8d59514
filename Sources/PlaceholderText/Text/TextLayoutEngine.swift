import PlaceholderImage
import FoundationEssentials
import PlaceholderModel

/// Lays out text the way a serious text stack does: fonts from ``FontLibrary`` with per-cluster
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
    ///   - text: the text, in `style`'s font.
    ///   - style: the font, alignment, language and paragraph style.
    ///   - width: the widest a line may be, in points.
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
    /// sizes never share a shaping item; runs that differ only in paint, such as colour or
    /// underline, are shaped as one and their glyphs painted by cluster:
    /// `TextAttributes.shapingKey`), a line as tall as the tallest font on it. `style`
    /// gives the alignment, the language, and the font of a text with no characters.
    ///
    /// - Parameters:
    ///   - runs: the text, run by run with its attributes.
    ///   - style: the alignment, the language, and the font of a text with no characters.
    ///   - width: the widest a line may be, in points.
    ///   - maxLines: at most this many lines (0: no limit).
    ///   - maxHeight: lines that do not fit in this height are dropped (the first line is
    ///     always kept).
    ///   - truncates: when lines are dropped, end the last kept one with "…" in the style
    ///     of the character before it.
    ///
    /// Each paragraph follows the paragraph style of the run holding its first character,
    /// or `style`'s: its spacing, line heights, indents, alignment (else `style`'s),
    /// direction and line-break mode.
    /// - Throws: ``FontError`` when a font file does not exist or cannot be read;
    ///   ``LayoutError`` when an ICU call fails.
    public func layout(_ runs: [StyledRun], style: TextStyle, width: Double, maxLines: Int = 0,
                       maxHeight: Double = .infinity, truncates: Bool = true) throws -> TextLayout {
        // Styles that shape alike (one `TextAttributes.shapingKey`) share the index of
        // the first of them, which their text is shaped with.
        var shapingIndex: [TextAttributes.ShapingKey: Int] = [:]
        func resolved(_ attributes: TextAttributes, index: Int) throws -> (style: RunStyle, warning: String?) {
            let (primary, warning) = try fonts.resolve(attributes.font)
            let shaping = shapingIndex[attributes.shapingKey, default: index]
            shapingIndex[attributes.shapingKey] = shaping
            return (RunStyle(fallback: fallback(for: primary, font: attributes.font, language: style.language), attributes: attributes,
                             shaping: shaping), warning)
        }
        // Style 0 is `style`'s font, for a text with no characters; then one per distinct
        // attributes of the runs. Neighbouring runs of equal attributes make one span.
        let base = try resolved(TextAttributes(font: style.font), index: 0)
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
                index = styles.count
                let made = try resolved(run.attributes, index: index)
                if let warning = made.warning, !warnings.contains(warning) { warnings.append(warning) }
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
        // Each paragraph's style is that of the run holding its first character, as in
        // UIKit; runs without one (and a text of no runs) follow `style`'s.
        let runEnds = runs.filter { !$0.text.isEmpty }.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.text.utf16.count) }
        let runParagraphStyles = runs.filter { !$0.text.isEmpty }.map(\.paragraphStyle)
        let hasRunStyles = runParagraphStyles.contains { $0 != nil }
        func paragraphStyle(at offset: Int) -> ParagraphStyle {
            guard hasRunStyles else { return style.paragraph }
            let index = min(runEnds.partitionPoint { $0 > offset }, runEnds.count - 1)
            return runParagraphStyles[index] ?? style.paragraph
        }
        let textMetrics = styles[0].primary.metrics(size: styles[0].size)
        let below = textMetrics.descent + textMetrics.lineGap
        // Lines are built in order and only as far as they can be kept: the line after the
        // last one `maxLines` or `maxHeight` keeps ends the work, so a long placeholder of
        // which a few lines show costs those lines (and the paragraphs up to them).
        var keep = maxLines > 0 ? maxLines : Int.max
        var lines: [PlacedLine] = []
        // The sources of the last two lines built: the one truncation rebuilds is one of
        // them, and earlier paragraphs are freed as the layout goes on.
        var recent: (previous: LineSource?, last: LineSource?)
        var height = 0.0
        var heightExceeded = false
        var linesLeft = false
        // The empty paragraph after a final paragraph separator is TextKit's extra line
        // fragment: it holds no glyphs (only a caret), so dropping it drops no text and
        // truncates nothing. Its line, when built, is the last one.
        func isExtraLineFragment(_ paragraph: Range<Int>) -> Bool { paragraph.isEmpty && paragraph.lowerBound == source.count && !source.isEmpty }
        var builtExtraLineFragment = false
        building: for paragraphRange in UTF16Text.paragraphs(source) {
            if lines.count >= keep {
                linesLeft = !isExtraLineFragment(paragraphRange)
                break
            }
            let paragraphStyle = paragraphStyle(at: paragraphRange.lowerBound)
            let paragraph = try Paragraph(units: Array(source[paragraphRange]), styles: styles, spans: spans.slice(paragraphRange),
                                          emptyStyle: spans.style(at: paragraphRange.lowerBound, fallback: 0),
                                          shaper: shaper, language: style.language, direction: paragraphStyle.baseWritingDirection.forced)
            let builder = LineBuilder(paragraph: paragraph)
            let mode = paragraphStyle.lineBreakMode
            // Hyphenation needs a dictionary of the language (English without one); a
            // paragraph that asks for it without one is laid out unhyphenated, with a warning
            // naming the language and the file looked for.
            var hyphenation: LineBreaker.Hyphenation?
            if paragraphStyle.hyphenationFactor > 0 && mode == .byWordWrapping {
                let language = style.language ?? "en"
                if let hyphenator = Hyphenator.forLanguage(language) {
                    hyphenation = LineBreaker.Hyphenation(factor: paragraphStyle.hyphenationFactor, hyphenator: hyphenator)
                } else if let warning = Hyphenator.missingDictionary(language), !warnings.contains(warning) {
                    warnings.append(warning)
                }
            }
            let (ranges, hyphenated) = try LineBreaker.lines(of: paragraph, width: paragraphStyle.lineExtent(width: width, isFirst: false).width,
                                                             firstWidth: paragraphStyle.lineExtent(width: width, isFirst: true).width,
                                                             language: style.language, mode: mode, hyphenation: hyphenation)
            for (i, range) in ranges.enumerated() {
                if lines.count >= keep { linesLeft = true; break building }
                let lineWidth = paragraphStyle.lineExtent(width: width, isFirst: i == 0).width
                var built: TextLine
                if let truncation = mode.truncation, !LineBreaker.fits(paragraph, range.lowerBound, range.upperBound, width: lineWidth) {
                    built = try truncatedLine(paragraph, segment(of: paragraph, from: range.lowerBound), at: truncation,
                                              sourceOffset: paragraphRange.lowerBound, width: lineWidth)
                } else if hyphenated.contains(range.upperBound) {
                    let line = try paragraph.appending(LineBreaker.hyphen, after: range)
                    built = try LineBuilder(paragraph: line).line(0..<line.units.count, sourceOffset: 0)
                    built.sourceRange = (paragraphRange.lowerBound + range.lowerBound)..<(paragraphRange.lowerBound + range.upperBound)
                } else {
                    built = try builder.line(range, sourceOffset: paragraphRange.lowerBound)
                }
                let endsWithHardBreak = range.upperBound > range.lowerBound && UTF16Text.isLineSeparator(paragraph.units[range.upperBound - 1])
                let line = PlacedLine(line: Self.sized(built, paragraphStyle, below: below), style: paragraphStyle,
                                      startsParagraph: i == 0, endsParagraph: i == ranges.count - 1 || endsWithHardBreak)
                height = Self.stack(line, at: lines.count, under: height).bottom
                lines.append(line)
                recent = (recent.last, LineSource(paragraph: paragraph, range: range, offset: paragraphRange.lowerBound))
                builtExtraLineFragment = isExtraLineFragment(paragraphRange)
                if !heightExceeded, height > maxHeight + 1e-9 {
                    heightExceeded = true
                    keep = min(keep, max(1, lines.count - 1))
                }
            }
        }
        // The extra line fragment alone past `keep` (past `maxHeight`) is dropped as it is.
        if builtExtraLineFragment, lines.count - 1 == keep, !linesLeft {
            lines.removeLast()
        }
        // Built past `keep`, or stopped with lines left: either way lines were dropped.
        let truncated = linesLeft || lines.count > keep
        if truncated, truncates, let last = lines.count > keep ? recent.previous : recent.last {
            let kept = lines[keep - 1]
            let extent = kept.style.lineExtent(width: width, isFirst: kept.startsParagraph)
            var ellipsized = try truncatedLine(last.paragraph, segment(of: last.paragraph, from: last.range.lowerBound),
                                               at: .tail, sourceOffset: last.offset, width: extent.width)
            // The line keeps the place of the line it shortens, as TextKit 1 truncates inside
            // a line fragment: the same height and baseline, so the lines that fit are the
            // lines placed (a cut taller run does not leave a shorter last line).
            ellipsized.offset(dx: 0, dy: kept.line.baseline - ellipsized.baseline)
            ellipsized.top = kept.line.top
            ellipsized.height = kept.line.height
            lines[keep - 1].line = ellipsized
        }
        if lines.count > keep { lines.removeSubrange(keep...) }

        // Placed by the stacking that chose which lines fit, over the lines as they are now
        // (the ellipsis line too), so the layout's height is the one its lines take.
        var bottom = 0.0
        for i in lines.indices {
            let placed = lines[i]
            let isLast = placed.endsParagraph || (truncated && i == lines.count - 1)
            let extent = placed.style.lineExtent(width: width, isFirst: placed.startsParagraph)
            // A clipped line wider than its area shows its start, whatever the alignment.
            let overflows = placed.style.lineBreakMode == .byClipping && placed.line.width > extent.width + LineBreaker.tolerance
            Self.align(&lines[i].line, alignment: overflows ? .natural : placed.style.alignment ?? style.alignment, width: extent.width,
                       isLastOfParagraph: isLast)
            let (top, next) = Self.stack(placed, at: i, under: bottom)
            // The indent is from the leading edge: the right one in a right-to-left paragraph.
            let areaX = placed.line.isRightToLeft ? width - extent.indent - extent.width : extent.indent
            lines[i].line.offset(dx: areaX, dy: top)
            if overflows { lines[i].line.clip = areaX...(areaX + extent.width) }
            bottom = next
        }
        return TextLayout(lines: lines.map(\.line), isTruncated: truncated, warnings: warnings, height: bottom)
    }

    /// A line of a layout before it is placed: the line, its paragraph's style, and whether
    /// it starts or ends its paragraph (what its spacing and justification depend on).
    struct PlacedLine {
        var line: TextLine
        var style: ParagraphStyle
        var startsParagraph: Bool
        var endsParagraph: Bool
    }

    /// Where line `index` of a layout goes when the lines above it end at `bottom`: its top
    /// (after the spacing its style puts above it, ``spacing(before:startsParagraph:_:)``)
    /// and its bottom. The one stacking rule: it decides which lines fit `maxHeight` as
    /// they are built and places them afterwards.
    static func stack(_ placed: PlacedLine, at index: Int, under bottom: Double) -> (top: Double, bottom: Double) {
        let top = bottom + spacing(before: index, startsParagraph: placed.startsParagraph, placed.style)
        return (top, top + placed.line.height)
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

    /// `paragraph` from `start` to its end or its first hard line separator after `start`
    /// (not included): what one line of it may show.
    private func segment(of paragraph: Paragraph, from start: Int) -> Range<Int> {
        let units = paragraph.units
        var end = start
        while end < units.count, !UTF16Text.isLineSeparator(units[end]) { end += 1 }
        return start..<end
    }

    /// `segment` of `paragraph` as one line that fits in `width` as drawn, "…" standing for
    /// what is left out (in the face it is drawn in, in the style of the character before
    /// it, or after it when there is none): the end left out (`.tail`), the start (`.head`),
    /// or the middle (`.middle`, as many grapheme clusters kept from the start as from the
    /// end, or one more). The paragraph's direction is kept; only "…" is drawn when nothing
    /// else fits. The line's source range is what it keeps before the ellipsis for `.tail`,
    /// and the whole segment for the others.
    private func truncatedLine(_ paragraph: Paragraph, _ segment: Range<Int>, at truncation: LineBreakMode.Truncation,
                               sourceOffset: Int, width: Double) throws -> TextLine {
        let units = paragraph.units
        let direction: BidiParagraph.Direction = paragraph.isRightToLeft ? .rightToLeft : .leftToRight
        // The cluster boundaries of the segment, both ends included.
        let all = paragraph.clusterBoundaries
        var boundaries = [segment.lowerBound]
        if !segment.isEmpty {
            let inside = all.partitionPoint { $0 > segment.lowerBound }
            boundaries += all[inside..<max(inside, all.partitionPoint { $0 >= segment.upperBound })]
            boundaries.append(segment.upperBound)
        }
        let clusters = boundaries.count - 1
        // What is kept with `kept` clusters: a stretch before the ellipsis and one after.
        func parts(_ kept: Int) -> (head: Range<Int>, tail: Range<Int>) {
            let start = segment.lowerBound, end = LineBreaker.contentEnd(units, start, segment.upperBound)
            let headCount: Int
            switch truncation {
            case .tail: headCount = kept
            case .head: headCount = 0
            case .middle: headCount = (kept + 1) / 2
            }
            let headEnd = LineBreaker.contentEnd(units, start, boundaries[headCount])
            let tailStart = min(max(boundaries[clusters - (kept - headCount)], headEnd), end)
            return (start..<headEnd, kept - headCount > 0 ? tailStart..<end : end..<end)
        }
        func truncated(_ kept: Int) throws -> Paragraph {
            let (head, tail) = parts(kept)
            var spans = paragraph.spans.slice(head)
            let ellipsisStyle = spans.last?.style ?? paragraph.spans.style(at: tail.isEmpty ? head.lowerBound : tail.lowerBound,
                                                                           fallback: paragraph.emptyStyle)
            spans.append(StyleSpan(range: head.count..<(head.count + 1), style: ellipsisStyle))
            spans += paragraph.spans.slice(tail).map { StyleSpan(range: ($0.range.lowerBound + head.count + 1)..<($0.range.upperBound + head.count + 1), style: $0.style) }
            return try Paragraph(units: Array(units[head]) + [0x2026] + Array(units[tail]), styles: paragraph.styles, spans: spans,
                                 emptyStyle: ellipsisStyle, shaper: shaper, language: paragraph.language, direction: direction)
        }
        func fits(_ kept: Int) throws -> Bool {
            let (head, tail) = parts(kept)
            if paragraph.estimatedWidth(head) + paragraph.estimatedWidth(tail) > width * 1.5 + paragraph.largestSize * 4 { return false }
            let candidate = try truncated(kept)
            return candidate.width(0..<candidate.units.count) <= width + LineBreaker.tolerance
        }
        // The most clusters that fit with the ellipsis: fewer always fit when more do.
        let kept = clusters == 0 ? 0 : try Array(1...clusters).partitionPoint { try !fits($0) }
        let line = try truncated(kept)
        var built = try LineBuilder(paragraph: line).line(0..<line.units.count, sourceOffset: 0)
        let head = parts(kept).head
        built.sourceRange = truncation == .tail ? (sourceOffset + head.lowerBound)..<(sourceOffset + head.upperBound)
            : (sourceOffset + segment.lowerBound)..<(sourceOffset + LineBreaker.contentEnd(units, segment.lowerBound, segment.upperBound))
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
