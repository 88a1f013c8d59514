import Foundation
@testable import PlaceholderKit

/// Fonts the tests rely on; scripts/bootstrap installs them.
enum TestFonts {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let engine = TextLayoutEngine.shared

    /// Lays `text` out in the system font (Inter here) at 17 pt.
    static func lines(_ text: String, width: Double, alignment: TextAlignment = .natural, language: String? = nil,
                      maxLines: Int = 0, font: FontDescriptor = .system) throws -> [TextLine] {
        try engine.layout(text, style: TextStyle(font: font, alignment: alignment, language: language), width: width,
                          maxLines: maxLines).lines
    }

    static func texts(_ lines: [TextLine]) -> [String] { lines.map(\.text) }
}
