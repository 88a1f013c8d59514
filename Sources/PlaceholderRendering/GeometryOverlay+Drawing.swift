import CCairo
import PlaceholderModel
import PlaceholderGeometry

extension CairoContext {
    /// Strokes each mark of `overlay` in its kind's colour, one device pixel wide (`scale`
    /// pixels a point) on the pixel grid, so the lines are sharp; a baseline is a line.
    func drawOverlay(_ overlay: GeometryOverlay, scale: Double) {
        let cr = pointer
        let pixel = 1 / scale
        cairo_save(cr)
        cairo_set_line_width(cr, pixel)
        /// `value` on the centre of the pixel it falls in.
        func snapped(_ value: Double) -> Double { (PixelGrid.floor(pixels: value * scale) + 0.5) / scale }
        for mark in overlay.marks {
            setColor(mark.kind.color)
            let rect = mark.rect
            if rect.height == 0 {
                cairo_move_to(cr, rect.minX, snapped(rect.y))
                cairo_line_to(cr, rect.maxX, snapped(rect.y))
            } else {
                let left = snapped(rect.minX), top = snapped(rect.minY)
                let right = max(left, snapped(rect.maxX - pixel)), bottom = max(top, snapped(rect.maxY - pixel))
                cairo_rectangle(cr, left, top, right - left, bottom - top)
            }
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }
}

/// A painting with the geometry overlay of its layout drawn over it.
struct OverlaidPainting: Painting {
    let painting: any Painting
    let overlay: GeometryOverlay
    var width: Double { painting.width }
    var height: Double { painting.height }
    var scale: Double { painting.scale }

    func paint(on context: CairoContext) throws {
        try painting.paint(on: context)
        context.drawOverlay(overlay, scale: scale)
    }
}
