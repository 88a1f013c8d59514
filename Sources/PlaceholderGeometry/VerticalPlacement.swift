import PlaceholderModel

extension VerticalAlignment {
    /// The top of a block `height` tall placed in `area`: the one rule of vertical placement,
    /// for a text view's placeholder, a text field's line (`ContentVerticalAlignment.placement`),
    /// a label's lines and an accessory's (both `middle`, as UIKit centres them).
    func top(of height: Double, in area: Rect) -> Double {
        switch self {
        case .top: return area.y
        case .middle: return area.y + (area.height - height) / 2
        case .bottom: return area.maxY - height
        }
    }
}

extension ContentVerticalAlignment {
    /// Where the line goes: `fill` draws text as `center` does.
    var placement: VerticalAlignment {
        switch self {
        case .top: return .top
        case .center, .fill: return .middle
        case .bottom: return .bottom
        }
    }
}
