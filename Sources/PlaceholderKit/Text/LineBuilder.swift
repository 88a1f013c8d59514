import CICU

/// Turns a range of a paragraph into a positioned line: visual order by the bidi
/// algorithm (rule L1 puts trailing whitespace at the paragraph's level), glyphs from the
/// paragraph's shaping, reshaped where a line boundary cuts a run.
struct LineBuilder {
    let paragraph: Paragraph
    let shaper: Shaper
    let language: String?
    let primary: Face

    /// Builds the line for `range`, left-aligned at x = 0 with its top at y = 0.
    func line(_ range: Range<Int>, sourceOffset: Int) -> TextLine {
        let units = paragraph.units
        var visibleEnd = range.upperBound
        while visibleEnd > range.lowerBound, UTF16Text.isLineSeparator(units[visibleEnd - 1]) { visibleEnd -= 1 }
        let contentEnd = LineBreaker.contentEnd(units, range.lowerBound, visibleEnd)
        let size = paragraph.size

        var runs: [GlyphRun] = []
        var pen = 0.0
        var hangingWidth = 0.0
        for piece in visualPieces(range.lowerBound..<visibleEnd) {
            let k = size / piece.face.unitsPerEm
            var glyphs: [PositionedGlyph] = []
            for glyph in piece.glyphs {
                let advance = Double(glyph.xAdvance) * k
                let cluster = piece.start + glyph.cluster
                glyphs.append(PositionedGlyph(id: glyph.id, x: pen + Double(glyph.xOffset) * k, y: -Double(glyph.yOffset) * k,
                                              advance: advance, cluster: cluster - range.lowerBound))
                if cluster >= contentEnd { hangingWidth += advance }
                pen += advance
            }
            runs.append(GlyphRun(face: piece.face, size: size, isRightToLeft: piece.rightToLeft, glyphs: glyphs))
        }

        var faces = runs.map(\.face)
        if faces.isEmpty { faces = [primary] }
        let metrics = faces.map { $0.metrics(size: size) }
        let rtl = paragraph.isRightToLeft
        let contentWidth = pen - hangingWidth
        let contentX = rtl ? hangingWidth : 0
        let ascent = metrics.map(\.ascent).max()!
        // Glyph y is the pen position in layout coordinates: on the baseline.
        for r in runs.indices {
            for g in runs[r].glyphs.indices { runs[r].glyphs[g].y += ascent }
        }
        return TextLine(
            text: UTF16Text.string(units[range.lowerBound..<visibleEnd]),
            sourceRange: (sourceOffset + range.lowerBound)..<(sourceOffset + visibleEnd),
            x: contentX, top: 0, baseline: ascent, width: contentWidth,
            ascent: ascent, descent: metrics.map(\.descent).max()!, lineGap: metrics.map(\.lineGap).max()!,
            isRightToLeft: rtl, runs: runs,
            caretStartX: rtl ? pen : 0, caretEndX: rtl ? 0 : pen)
    }

    private struct Piece {
        var start: Int
        var face: Face
        var rightToLeft: Bool
        var glyphs: [ShapedGlyph]
    }

    /// The line's text cut into pieces of one item and one bidi run, in visual order,
    /// each with its glyphs (clusters relative to `start`).
    private func visualPieces(_ range: Range<Int>) -> [Piece] {
        guard !range.isEmpty else { return [] }
        guard let line = cicu_bidi_open() else { return [] }
        defer { cicu_bidi_close(line) }
        guard cicu_bidi_set_line(paragraph.bidi, Int32(range.lowerBound), Int32(range.upperBound), line) != 0 else { return [] }
        var pieces: [Piece] = []
        for runIndex in 0..<max(0, Int(cicu_bidi_run_count(line))) {
            var start: Int32 = 0
            var length: Int32 = 0
            let rightToLeft = cicu_bidi_visual_run(line, Int32(runIndex), &start, &length) != 0
            let run = (range.lowerBound + Int(start))..<(range.lowerBound + Int(start + length))
            var inRun: [Piece] = []
            for item in paragraph.items where item.range.overlaps(run) {
                let cut = item.range.clamped(to: run)
                // Item glyphs and reshaped glyphs both count clusters from cut.lowerBound.
                let reusable = cut == item.range && item.rightToLeft == rightToLeft
                let glyphs = reusable ? item.glyphs
                    : shaper.shape(paragraph.units[cut], face: item.face, rightToLeft: rightToLeft,
                                   script: item.script, language: language)
                inRun.append(Piece(start: cut.lowerBound, face: item.face, rightToLeft: rightToLeft, glyphs: glyphs))
            }
            pieces.append(contentsOf: rightToLeft ? inRun.reversed() : inRun)
        }
        return pieces
    }
}
