import FoundationEssentials
import PlaceholderFormat

/// Which cut of the system font a size is drawn in: iOS switches from SF Pro Text to SF Pro
/// Display at 20 points (`auto`); Inter has the same pair (Inter, Inter Display). Used only
/// when the family is `system` and the display cut is installed.
public enum OpticalSize: String, Codable, CaseIterable, Sendable, SpecWord {
    case auto, text, display

    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }

    /// The size from which `auto` draws the display cut.
    public static let displayFrom = 20.0

    /// Whether a font of `size` points is drawn in the display cut.
    package func usesDisplay(size: Double) -> Bool {
        switch self {
        case .auto: return size >= Self.displayFrom
        case .text: return false
        case .display: return true
        }
    }
}

/// Space added after each character of a font: `auto` is what iOS does to the system font
/// (`SystemFontTracking`: San Francisco's size-specific table, Inter's dynamic metrics,
/// none for other faces or for a family named outright), `none` adds nothing, and a value
/// adds that many points (negative tightens). Unlike a run's `kern`, tracking keeps the
/// font's ligatures, as a font's own tracking table does in Core Text; a run's `kern`
/// other than 0 replaces it.
public enum FontTracking: Equatable, Hashable, Sendable, Codable {
    case auto
    case none
    case points(Double)

    /// The most points a tracking value may add or take: a run's `kern` limit.
    public static let maximum = TextRun.maximumKern

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            guard points.isFinite, abs(points) <= Self.maximum else {
                throw ModelError(field: ModelError.path(decoder.codingPath), problem: "must be between \(-Self.maximum) and \(Self.maximum) points")
            }
            self = .points(points)
        } else if let word = try? container.decode(String.self), word == "auto" || word == "none" {
            self = word == "auto" ? .auto : .none
        } else {
            throw ModelError(field: ModelError.path(decoder.codingPath), problem: "must be \"auto\", \"none\" or a number of points")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .auto: try container.encode("auto")
        case .none: try container.encode("none")
        case .points(let points): try container.encode(points)
        }
    }
}

extension FontTracking {
    /// `auto`, `none`, or a number of points.
    public init(parsing text: String) throws {
        switch text {
        case "auto": self = .auto
        case "none": self = .none
        default:
            guard let points = Double(text), points.isFinite, abs(points) <= Self.maximum else {
                throw ModelError(field: "", problem: "\(Quoting.quoted(text)) is not auto, none or a number of points between \(-Self.maximum) and \(Self.maximum)")
            }
            self = .points(points)
        }
    }
}
