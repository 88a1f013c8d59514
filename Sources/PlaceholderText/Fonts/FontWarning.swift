import PlaceholderImage
import PlaceholderModel

/// The warnings of `FontLibrary.resolve(_:)`, one line each: what it draws instead of the
/// font asked for.
enum FontWarning {
    /// The weights from which a face is bold, on the OpenType scale: UIKit's semibold and
    /// heavier, the weights from which CSS calls for a bold face.
    static let bold = FontWeight.semibold

    /// Nil when `found`, the face of `family` closest to `weight` and `italic`, has the
    /// style asked; else that the family has no face of it, the style asked and how it is
    /// drawn instead, in which file: italic asked of an upright face is drawn upright, bold
    /// asked of a face lighter than ``bold`` lighter. Nothing is slanted or emboldened.
    static func missingStyle(family: String, weight: FontWeight, italic: Bool, found: CatalogFace) -> String? {
        let noItalic = italic && found.slant == 0
        let noBold = weight.value >= bold.value && found.weight < FontMatch.weight(openType: Double(bold.value))
        guard noItalic || noBold else { return nil }
        let missing = [noBold ? "bold" : nil, noItalic ? "italic" : nil].compactMap { $0 }.joined(separator: " ")
        let weightName = FontWeight.names.first { $0.1 == weight }?.0 ?? "weight \(weight.value)"
        let asked = [weight == .regular ? nil : weightName, italic ? "italic" : nil].compactMap { $0 }.joined(separator: " ")
        let drawn = [noItalic ? "upright" : nil, noBold ? "lighter" : nil].compactMap { $0 }.joined(separator: " and ")
        let face = Quoting.escaped(FontLibrary.recordedPath(found.file)) + (found.index == 0 ? "" : " (face \(found.index))")
        return "font family \(Quoting.quoted(family)) has no \(missing) face: \(asked) is drawn \(drawn), in \(face)"
    }
}
