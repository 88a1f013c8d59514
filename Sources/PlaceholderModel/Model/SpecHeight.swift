/// A view's height as a spec gives it: a number of points, or `"auto"`, as tall as its
/// content (a growing text view's `sizeThatFits`).
public enum SpecHeight: Equatable, Hashable, Sendable, Codable {
    case points(Double)
    case auto

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            self = .points(points)
        } else if let word = try? container.decode(String.self), word == "auto" {
            self = .auto
        } else {
            throw ModelError(field: ModelError.path(decoder.codingPath), problem: "must be a number of points or \"auto\"")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .points(let points): try container.encode(points)
        case .auto: try container.encode("auto")
        }
    }
}
