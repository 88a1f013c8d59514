import CCairo

/// Draws a laid-out text view on a cairo context in view points, as UIKit composes it:
/// background inside the rounded bounds, content clipped to them when `masksToBounds`,
/// the placeholder or the text, the caret, and the border inside the bounds on top.
struct TextViewPainter {
    let view: PlaceholderTextView
    let layout: TextViewLayout

    func paint(on context: CairoContext) throws {
        let cr = context.pointer
        let appearance = view.appearance
        let options = cairo_font_options_create()
        // Unhinted outlines and grayscale anti-aliasing: the same pixels on every machine
        // with the same packages, whatever its FreeType or fontconfig settings say.
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)

        cairo_save(cr)
        context.roundedRectangle(layout.bounds, radius: view.cornerRadius)
        context.setColor(view.backgroundColor.resolved(for: appearance))
        if view.masksToBounds {
            cairo_fill_preserve(cr)
            cairo_clip(cr)
        } else {
            cairo_fill(cr)
        }
        if layout.placeholderVisible {
            drawLines(layout.placeholder.lines, context: context)
        }
        if layout.textVisible {
            drawLines(layout.text.lines, context: context)
        }
        if let caret = layout.caret {
            context.setColor(view.tintColor.resolved(for: appearance))
            context.roundedRectangle(caret, radius: caret.width / 2)
            cairo_fill(cr)
        }
        cairo_restore(cr)

        if view.borderWidth > 0 {
            let inset = min(view.borderWidth, view.width / 2, view.height / 2) / 2
            let path = layout.bounds.inset(by: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
            context.roundedRectangle(path, radius: max(0, view.cornerRadius - inset))
            cairo_set_line_width(cr, inset * 2)
            context.setColor(view.borderColor.resolved(for: appearance))
            cairo_stroke(cr)
        }
        try context.check()
    }

    /// Draws each line: the runs' backgrounds, then their glyphs, then their underlines
    /// and strikethroughs, each in the run's colours.
    private func drawLines(_ lines: [TextLine], context: CairoContext) {
        let cr = context.pointer
        let appearance = view.appearance
        func fill(_ rect: Rect?, _ color: Color) {
            guard let rect else { return }
            context.setColor(color.resolved(for: appearance))
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            cairo_fill(cr)
        }
        for line in lines {
            for run in line.runs {
                if let background = run.attributes.backgroundColor { fill(run.backgroundRect(on: line), background) }
            }
            for run in line.runs where !run.glyphs.isEmpty {
                context.setColor(run.attributes.color.resolved(for: appearance))
                cairo_set_font_face(cr, run.face.cairoFace)
                cairo_set_font_size(cr, run.size)
                var glyphs = run.glyphs.map { glyph in
                    cairo_glyph_t(index: UInt(glyph.id), x: glyph.x, y: glyph.y)
                }
                cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
            }
            for run in line.runs {
                if run.attributes.underline { fill(run.underlineRect(on: line), run.attributes.underlineColor ?? run.attributes.color) }
                if run.attributes.strikethrough { fill(run.strikethroughRect(on: line), run.attributes.strikethroughColor ?? run.attributes.color) }
            }
        }
    }
}
