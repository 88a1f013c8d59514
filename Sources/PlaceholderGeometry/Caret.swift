import PlaceholderModel
import PlaceholderText

/// The insertion point while a view edits, one rule for text views and text fields: a bar
/// ``width`` points wide, centred on its x, from `line`'s ascent to its descent.
enum Caret {
    /// UIKit's caret width, in points.
    static let width = 2.0

    /// The caret on `line` at `x`, kept inside `area`; with no line (nothing laid out), at
    /// the top of `area`, `emptyHeight` tall.
    static func rect(on line: TextLine?, at x: Double, within area: Rect, emptyHeight: Double) -> Rect {
        let clampedX = min(max(x, area.minX), area.maxX)
        let top = line.map { $0.baseline - $0.ascent } ?? area.y
        let height = line.map { $0.ascent + $0.descent } ?? emptyHeight
        return Rect(x: clampedX - width / 2, y: top, width: width, height: height)
    }
}
