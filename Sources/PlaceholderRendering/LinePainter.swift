import CCairo
import PlaceholderModel
import PlaceholderText

extension CairoContext {
    /// Unhinted outlines and grayscale anti-aliasing: the same pixels on every machine with
    /// the same packages, whatever its FreeType or fontconfig settings say. Set once, before
    /// anything is drawn.
    func setDeterministicFontOptions() {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(pointer, options)
        cairo_font_options_destroy(options)
    }

    /// Draws each line: the runs' backgrounds, then their glyphs, then their underlines
    /// and strikethroughs, each in the run's colours resolved for `appearance`; a clipped
    /// line (`TextLine/clip`) only inside its extent. In a vector document, a face cairo
    /// cannot embed safely (`Face.subsetsSafely`) is drawn as filled outlines. Every kind
    /// of mockup draws its text with this. Throws when cairo cannot make a face's font face.
    func drawLines(_ lines: [TextLine], appearance: Appearance) throws {
        let cr = pointer
        // A PDF or SVG document embeds the faces it shows glyphs of; an image does not.
        let outlinesOnly = cairo_surface_get_type(cairo_get_target(cr)) != CAIRO_SURFACE_TYPE_IMAGE
        func fill(_ rect: Rect?, _ color: Color) {
            guard let rect else { return }
            setColor(color.resolved(for: appearance))
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            cairo_fill(cr)
        }
        for line in lines {
            if let clip = line.clip {
                cairo_save(cr)
                cairo_rectangle(cr, clip.lowerBound, line.top - 4 * line.height, clip.upperBound - clip.lowerBound, 9 * line.height)
                cairo_clip(cr)
            }
            defer { if line.clip != nil { cairo_restore(cr) } }
            for run in line.runs {
                if let background = run.attributes.backgroundColor { fill(run.backgroundRect(on: line), background) }
            }
            for run in line.runs where !run.glyphs.isEmpty {
                setColor(run.attributes.color.resolved(for: appearance))
                cairo_set_font_face(cr, try run.face.cairoFace())
                cairo_set_font_size(cr, run.size)
                var glyphs = run.glyphs.map { glyph in
                    cairo_glyph_t(index: UInt(truncatingIfNeeded: glyph.id), x: glyph.x, y: glyph.y)
                }
                // cairo counts glyphs in an int: a run is drawn in batches that fit one.
                for start in stride(from: 0, to: glyphs.count, by: Self.glyphBatch) {
                    let count = min(Self.glyphBatch, glyphs.count - start)
                    glyphs.withUnsafeMutableBufferPointer { buffer in
                        guard let base = buffer.baseAddress else { return }
                        if outlinesOnly, !run.face.subsetsSafely {
                            // cairo's font subsetting would read the face's corrupt name table.
                            cairo_glyph_path(cr, base + start, Int32(clamping: count))
                            cairo_fill(cr)
                        } else {
                            cairo_show_glyphs(cr, base + start, Int32(clamping: count))
                        }
                    }
                }
            }
            for run in line.runs {
                if run.attributes.underline {
                    for rect in run.underlineRects(on: line) { fill(rect, run.attributes.underlineColor ?? run.attributes.color) }
                }
                if run.attributes.strikethrough {
                    for rect in run.strikethroughRects(on: line) { fill(rect, run.attributes.strikethroughColor ?? run.attributes.color) }
                }
            }
        }
    }

    /// The most glyphs drawn by one cairo call.
    static let glyphBatch = 1 << 20

    /// Fills the caret: a bar with round ends, as UIKit draws it.
    func fillCaret(_ caret: Rect, color: RGBA) {
        setColor(color)
        roundedRectangle(caret, radius: caret.width / 2)
        cairo_fill(pointer)
    }

    /// Strokes a border `width` wide inside `bounds` (as `CALayer` draws it, over the
    /// content), its outer corners of `radius`.
    func strokeBorder(_ bounds: Rect, width: Double, radius: Double, color: RGBA) {
        let inset = min(width, bounds.width / 2, bounds.height / 2) / 2
        let path = bounds.inset(by: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
        roundedRectangle(path, radius: max(0, radius - inset))
        cairo_set_line_width(pointer, inset * 2)
        setColor(color)
        cairo_stroke(pointer)
    }
}
