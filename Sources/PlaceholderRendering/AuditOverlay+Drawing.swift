import CCairo
import FoundationEssentials
import PlaceholderImage
import PlaceholderModel
import PlaceholderGeometry
import PlaceholderAudit

extension MockupLayout {
    /// The mockup with each finding's frame drawn over it (`audit --overlay`): errors in
    /// solid red, warnings in dashed orange, two device pixels wide, inside the frame so an
    /// edge at the image's border shows.
    public func data(format: OutputFormat, compression: Int = PNGCodec.defaultCompression, findings: [AuditFinding]) throws -> Data {
        try AuditOverlayPainting(painting: painting, findings: findings).data(format: format, compression: compression)
    }
}

/// A painting with audit findings marked over it.
struct AuditOverlayPainting: Painting {
    let painting: any Painting
    let findings: [AuditFinding]
    var width: Double { painting.width }
    var height: Double { painting.height }
    var scale: Double { painting.scale }

    /// The marks' colours: iOS's systemRed and systemOrange.
    static let errorColor = RGBA(red: 1, green: 0.231, blue: 0.188)
    static let warningColor = RGBA(red: 1, green: 0.584, blue: 0)

    func paint(on context: CairoContext) throws {
        try painting.paint(on: context)
        let cr = context.pointer
        let line = 2 / scale
        cairo_save(cr)
        cairo_set_line_width(cr, line)
        // Warnings first, so an error over the same frame shows.
        for finding in findings.sorted(by: { $0.severity < $1.severity }) {
            guard let frame = finding.frame, frame.width > 0, frame.height > 0 else { continue }
            let inset = min(line / 2, frame.width / 2, frame.height / 2)
            cairo_rectangle(cr, frame.x + inset, frame.y + inset, max(0, frame.width - 2 * inset), max(0, frame.height - 2 * inset))
            if finding.severity == .error {
                context.setColor(Self.errorColor)
                cairo_set_dash(cr, nil, 0, 0)
            } else {
                context.setColor(Self.warningColor)
                var dashes = [4 / scale, 3 / scale]
                cairo_set_dash(cr, &dashes, 2, 0)
            }
            cairo_stroke(cr)
        }
        cairo_restore(cr)
        try context.check()
    }
}
