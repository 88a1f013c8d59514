import PlaceholderImage
import PlaceholderFormat

/// A rectangle of pixels left out of a comparison (a blinking caret, a timestamp): its
/// pixels count as equal, in neither number, and are drawn hatched in the diff image.
public struct PixelRegion: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The top-left pixel and the size, in pixels.
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A region of `width` × `height` pixels from (x, y).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A region from a `(x, y, width, height)` tuple of pixels.
    public init(_ bounds: (x: Int, y: Int, width: Int, height: Int)) {
        self.init(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
    }

    /// The largest coordinate a region may name: the last pixel of the widest image a PNG
    /// can hold (2³¹ − 1 a side), so a region's width and ends are computed without overflow.
    public static let largestCoordinate = 0x7FFF_FFFE

    /// odiff's syntax: `x1:y1-x2:y2`, both corners inclusive.
    public init(parsing text: String) throws {
        let corners = text.split(separator: "-", omittingEmptySubsequences: false).map {
            $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        }
        guard corners.count == 2, corners.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0 != nil && $0! >= 0 } }),
              let x1 = corners[0][0], let y1 = corners[0][1], let x2 = corners[1][0], let y2 = corners[1][1],
              x2 >= x1, y2 >= y1 else {
            throw SnapshotError(problem: "\(Quoting.quoted(text)) is not a region x1:y1-x2:y2 (pixels, inclusive, x2 ≥ x1, y2 ≥ y1)")
        }
        guard x2 <= Self.largestCoordinate, y2 <= Self.largestCoordinate else {
            throw SnapshotError(problem: "\(Quoting.quoted(text)) reaches past the largest image a PNG can hold "
                                + "(corners at most \(Self.largestCoordinate))")
        }
        self.init(x: x1, y: y1, width: x2 - x1 + 1, height: y2 - y1 + 1)
    }

    /// Where the region is, for a person: `x 10–57, y 4–20 (pixels)`, and with
    /// `pixelsPerPoint` other than 1, first in points (`x 5–29, y 2–10.5 (points), …`).
    public func placeText(pixelsPerPoint: Double? = nil) -> String {
        let pixels = "x \(x)–\(x + width - 1), y \(y)–\(y + height - 1) (pixels)"
        guard let scale = pixelsPerPoint, scale != 1, scale > 0 else { return pixels }
        func points(_ pixel: Int) -> String { CFormat.short(Double(pixel) / scale, decimals: 2) }
        return "x \(points(x))–\(points(x + width)), y \(points(y))–\(points(y + height)) (points), " + pixels
    }

    /// `x1:y1-x2:y2`.
    public var description: String { "\(x):\(y)-\(x + width - 1):\(y + height - 1)" }

    /// Whether the region lies inside a `width` × `height` image.
    func fits(width imageWidth: Int, height imageHeight: Int) -> Bool {
        x >= 0 && y >= 0 && width > 0 && height > 0 && x <= imageWidth - width && y <= imageHeight - height
    }
}
