/// Turns a range of a paragraph into a positioned line: glyphs from the paragraph's
/// pieces (the same ones its widths are measured from), tabs advanced to their stops,
/// visual order by the bidi algorithm (rule L1 puts trailing whitespace at the
/// paragraph's level).
struct LineBuilder {
    let paragraph: Paragraph

    /// Builds the line for `range`, left-aligned at x = 0 with its top at y = 0.
    func line(_ range: Range<Int>, sourceOffset: Int) throws -> TextLine {
        let units = paragraph.units
        var visibleEnd = range.upperBound
        while visibleEnd > range.lowerBound, UTF16Text.isLineSeparator(units[visibleEnd - 1]) { visibleEnd -= 1 }
        let contentEnd = LineBreaker.contentEnd(units, range.lowerBound, visibleEnd)

        // Logical order first: the content, then the hanging whitespace, so the content's
        // glyphs are exactly those its width was measured from; tabs find their stops.
        var logical = paragraph.pieces(range.lowerBound..<contentEnd) + paragraph.pieces(contentEnd..<visibleEnd)
        var tabAdvance: [Int: Double] = [:]
        var logicalPen = 0.0
        for piece in logical {
            if piece.isTab {
                let stop = TabStops.next(after: logicalPen)
                tabAdvance[piece.range.lowerBound] = stop - logicalPen
                logicalPen = stop
            } else {
                logicalPen += piece.advance(of: piece.glyphs)
            }
        }
        logical = try visualOrder(logical, range: range.lowerBound..<visibleEnd)

        var runs: [GlyphRun] = []
        var pen = 0.0
        var hangingWidth = 0.0
        for piece in logical {
            let k = piece.scale
            var glyphs: [PositionedGlyph] = []
            for (glyph, own) in zip(piece.glyphs, piece.advances(of: piece.glyphs)) {
                let cluster = piece.range.lowerBound + glyph.cluster
                let advance = tabAdvance[cluster] ?? own
                glyphs.append(PositionedGlyph(id: glyph.id, x: pen + Double(glyph.xOffset) * k, y: -Double(glyph.yOffset) * k,
                                              advance: advance, cluster: cluster - range.lowerBound))
                if cluster >= contentEnd { hangingWidth += advance }
                pen += advance
            }
            // Shaped across paint changes, the piece is cut into glyph runs by paint: each
            // glyph takes the style of the span holding its cluster's first character (a
            // ligature across a colour change takes its first letter's, as in Core Text).
            let paints = paragraph.spans.slice(piece.range)
            if paints.count <= 1 {
                append(glyphs, paints.first?.style ?? piece.style, of: piece, to: &runs)
            } else {
                var start = 0
                var paint = paints.style(at: piece.glyphs.first?.cluster ?? 0, fallback: piece.style)
                for (index, glyph) in piece.glyphs.enumerated() {
                    let own = paints.style(at: glyph.cluster, fallback: piece.style)
                    if own != paint {
                        append(Array(glyphs[start..<index]), paint, of: piece, to: &runs)
                        (start, paint) = (index, own)
                    }
                }
                append(Array(glyphs[start...]), paint, of: piece, to: &runs)
            }
        }

        // The tallest font on the line sets its metrics; a run raised (or lowered) by its
        // baseline offset reaches that much further up (or down), and the line grows to hold it.
        let empty = paragraph.styles[paragraph.emptyStyle]
        let metrics = runs.isEmpty ? [empty.primary.metrics(size: empty.size)] : runs.map { run in
            let own = run.face.metrics(size: run.size), offset = run.attributes.baselineOffset
            return (ascent: max(0, own.ascent + offset), descent: max(0, own.descent - offset), lineGap: own.lineGap)
        }
        let rtl = paragraph.isRightToLeft
        let ascent = metrics.map(\.ascent).max() ?? 0
        // Glyph y is the pen position in layout coordinates: on the baseline, or its run's
        // offset above it.
        for r in runs.indices {
            let y = ascent - runs[r].attributes.baselineOffset
            for g in runs[r].glyphs.indices { runs[r].glyphs[g].y += y }
        }
        let descent = metrics.map(\.descent).max() ?? 0, lineGap = metrics.map(\.lineGap).max() ?? 0
        return TextLine(
            text: UTF16Text.string(units[range.lowerBound..<visibleEnd]),
            sourceRange: (sourceOffset + range.lowerBound)..<(sourceOffset + visibleEnd),
            x: rtl ? hangingWidth : 0, top: 0, baseline: ascent, width: pen - hangingWidth,
            ascent: ascent, descent: descent, lineGap: lineGap,
            isRightToLeft: rtl, runs: runs,
            caretStartX: rtl ? pen : 0, caretEndX: rtl ? 0 : pen, height: ascent + descent + lineGap)
    }

    /// Appends `glyphs` of `piece`, painted by style `paint`, to `runs`: to the last run when
    /// it has the same face, size, direction and attributes, else as a run of their own.
    private func append(_ glyphs: [PositionedGlyph], _ paint: Int, of piece: Paragraph.Item, to runs: inout [GlyphRun]) {
        let attributes = paragraph.styles[paint].attributes
        if let last = runs.last, last.face == piece.face, last.size == piece.size, last.isRightToLeft == piece.rightToLeft,
           last.attributes == attributes {
            runs[runs.count - 1].glyphs += glyphs
        } else {
            runs.append(GlyphRun(face: piece.face, size: piece.size, isRightToLeft: piece.rightToLeft, glyphs: glyphs,
                                 attributes: attributes))
        }
    }

    /// The pieces in visual order: by the bidi runs of the line, each run's pieces
    /// reversed when it runs right to left. A piece a run boundary cuts (whitespace that
    /// rule L1 moves to the paragraph's level) is split and reshaped in the run's direction.
    private func visualOrder(_ pieces: [Paragraph.Item], range: Range<Int>) throws -> [Paragraph.Item] {
        var ordered: [Paragraph.Item] = []
        for run in try paragraph.bidi.visualRuns(range) {
            var inRun: [Paragraph.Item] = []
            for piece in pieces where piece.range.overlaps(run.range) {
                if run.range.contains(piece.range.lowerBound), piece.range.upperBound <= run.range.upperBound,
                   piece.rightToLeft == run.rightToLeft || piece.isTab {
                    inRun.append(piece)
                } else {
                    var cut = piece
                    cut.range = piece.range.clamped(to: run.range)
                    cut.rightToLeft = run.rightToLeft
                    cut.glyphs = paragraph.shape(cut.range, like: piece, rightToLeft: run.rightToLeft)
                    inRun.append(cut)
                }
            }
            ordered.append(contentsOf: run.rightToLeft ? inRun.reversed() : inRun)
        }
        return ordered
    }
}
