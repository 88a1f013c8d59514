import Foundation
import PlaceholderImage

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

    enum CodingKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        top = try container.decodeIfPresent(Double.self, forKey: .top) ?? 0
        left = try container.decodeIfPresent(Double.self, forKey: .left) ?? 0
        bottom = try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0
        right = try container.decodeIfPresent(Double.self, forKey: .right) ?? 0
    }

    /// Parses `T,L,B,R` (the command line's form).
    public init(parsing text: String) throws {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let top = parts[0], let left = parts[1], let bottom = parts[2], let right = parts[3] else {
            throw ModelError(field: "", problem: "\(Quoting.quoted(text)) is not four numbers T,L,B,R")
        }
        self.init(top: top, left: left, bottom: bottom, right: right)
    }

    /// Throws unless every inset is a length from 0 to ``PlaceholderTextView/maximumLength``.
    func validate(field: String) throws {
        for (name, value) in [("top", top), ("left", left), ("bottom", bottom), ("right", right)] {
            try PlaceholderTextView.validateLength(value, field: "\(field).\(name)")
        }
    }
}
