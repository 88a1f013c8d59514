/// Where the placeholder block sits inside the text container.
public enum VerticalAlignment: String, Codable, CaseIterable, Sendable {
    case top, middle, bottom
}
