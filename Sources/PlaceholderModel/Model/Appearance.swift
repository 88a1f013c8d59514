/// Light or dark interface style; resolves the named system colours.
public enum Appearance: String, Codable, CaseIterable, Sendable {
    case light, dark
}
