/// A rectangle in points, origin top-left, y down.
public struct Rect: Equatable, Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle at (x, y) of the given size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    /// The vertical middle.
    public var midY: Double { y + height / 2 }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }

    /// The rectangle shrunk by `insets`; never narrower or shorter than 0.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }

    /// The pixels the rectangle touches at `scale`: its edges rounded outwards by
    /// ``PixelGrid``'s rule (an edge on a pixel edge but for float noise touches no more).
    public func pixelBounds(scale: Double) -> (x: Int, y: Int, width: Int, height: Int) {
        // Validated views have finite sides far below 2^53; any other value is kept in range
        // (NaN at 0) rather than trapped on.
        func pixel(_ value: Double) -> Int { value.isNaN ? 0 : Int(max(-0x1p52, min(0x1p52, value))) }
        let left = pixel(PixelGrid.floor(pixels: x * scale)), top = pixel(PixelGrid.floor(pixels: y * scale))
        let right = pixel(PixelGrid.ceil(pixels: maxX * scale)), bottom = pixel(PixelGrid.ceil(pixels: maxY * scale))
        return (left, top, right - left, bottom - top)
    }
}

extension Rect: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<Rect>] = [
        .value("x", \.x, "Left edge, in points from the view's left", bounds: .length(maximum: PlaceholderTextView.maximumSide), required: true),
        .value("y", \.y, "Top edge, in points from the view's top", bounds: .length(maximum: PlaceholderTextView.maximumSide), required: true),
        .value("width", \.width, "Width in points", bounds: .positive(atMost: PlaceholderTextView.maximumSide), required: true),
        .value("height", \.height, "Height in points", bounds: .positive(atMost: PlaceholderTextView.maximumSide), required: true),
    ]
    static var specDefault: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }
    static var schemaName: String { "rect" }
    static var schemaDescription: String { "A rectangle in points, origin top-left, inside the view" }
}
