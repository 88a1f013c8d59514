/// UIKit's default tab stops (`NSParagraphStyle.defaultTabInterval`): every 28 points
/// from the start of the line.
enum TabStops {
    static let interval = 28.0

    /// Where a tab that starts at `pen` (points from the line start) ends: the next stop
    /// strictly after it.
    static func next(after pen: Double) -> Double {
        ((pen / interval + 1e-9).rounded(.down) + 1) * interval
    }
}
