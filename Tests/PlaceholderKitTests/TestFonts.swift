import Foundation
import PlaceholderKit
@testable import PlaceholderModel

/// Fonts the tests rely on: files of the pinned set (``PinnedFonts``), which
/// scripts/bootstrap puts where the font library finds it.
enum TestFonts {
    /// The pinned set's folder this process renders with.
    static let folder = FontLibrary.systemDirectories[0]
    static let inter = folder + "/Inter-Regular.otf"
    static let dejaVu = folder + "/DejaVuSans.ttf"
    static let engine = TextLayoutEngine.shared

    /// Lays `text` out in the system font (Inter here) at 17 pt.
    static func lines(_ text: String, width: Double, alignment: TextAlignment = .natural, language: String? = nil,
                      maxLines: Int = 0, font: FontDescriptor = .system) throws -> [TextLine] {
        try engine.layout(text, style: TextStyle(font: font, alignment: alignment, language: language), width: width,
                          maxLines: maxLines).lines
    }

    static func texts(_ lines: [TextLine]) -> [String] { lines.map(\.text) }
}
