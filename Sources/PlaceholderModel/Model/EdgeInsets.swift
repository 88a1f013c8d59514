import FoundationEssentials
import PlaceholderFormat

/// UIKit's `UIEdgeInsets`, in points.
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Insets in points.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `UITextView`'s default `textContainerInset`: 8 above and below.
    public static let textViewDefault = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// Parses `T,L,B,R` (the command line's form).
    public init(parsing text: String) throws {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())) }
        guard parts.count == 4, let top = parts[0], let left = parts[1], let bottom = parts[2], let right = parts[3] else {
            throw ModelError(field: "", problem: "\(Quoting.quoted(text)) is not four numbers T,L,B,R")
        }
        self.init(top: top, left: left, bottom: bottom, right: right)
    }
}

extension EdgeInsets: SpecObject {
    public init(from decoder: Decoder) throws { self = try Self.decodeSpec(from: decoder) }
    public func encode(to encoder: Encoder) throws { try encodeSpec(to: encoder) }

    static let fields: [SpecField<EdgeInsets>] = [
        .value("top", \.top, "Inset at the top, in points", bounds: .length()),
        .value("left", \.left, "Inset at the left, in points", bounds: .length()),
        .value("bottom", \.bottom, "Inset at the bottom, in points", bounds: .length()),
        .value("right", \.right, "Inset at the right, in points", bounds: .length()),
    ]
    static var specDefault: EdgeInsets { EdgeInsets() }
    static var schemaName: String { "edgeInsets" }
    static var schemaDescription: String { "UIKit's UIEdgeInsets in points; a side left out is 0" }
}
