import PlaceholderImage
import PlaceholderModel
import PlaceholderFormat

/// The warnings of `FontLibrary.resolve(_:)`, one line each: what it draws instead of the
/// font asked for, and, where it can, what to do about it.
enum FontWarning {
    /// `family`, which the library's folders lack, is drawn in `substitute`. With
    /// `hostDirectories` (a library over the pinned set) it says the set lacks the family
    /// and, when the host has it, names the file (`hostFile`) and the flag and the call
    /// that add its folder; without, that the family is not installed.
    static func missingFamily(_ family: String, using substitute: String, hostDirectories: [String], hostFile: String?) -> String {
        let name = "font family \(Quoting.quoted(family))"
        guard !hostDirectories.isEmpty else { return "\(name) is not installed; using \(substitute)" }
        guard let hostFile else {
            return "\(name) is not installed (neither in the pinned set \(PinnedFonts.name) nor in the host's fonts); using \(substitute)"
        }
        let folder = hostFile.lastIndex(of: "/").map { String(hostFile[..<$0]) } ?? "."
        return "\(name) is not in the pinned set \(PinnedFonts.name); using \(substitute); the host has it in \(Quoting.escaped(hostFile)): "
            + "add that folder with --font-dir \(Quoting.escaped(folder)) (FontLibrary.shared.addDirectory(_:) in code)"
    }

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
