import PlaceholderFormat

/// Formats ratios for people.
public enum Percent {
    /// A ratio as a percentage with enough digits to tell small ratios apart: two
    /// decimals at most, four below 1 %, no trailing zeros (`0.35%`, `0.0012%`, `12%`).
    public static func format(_ ratio: Double) -> String {
        let percent = ratio * 100
        return CFormat.short(percent, decimals: percent == 0 || percent >= 1 ? 2 : 4) + "%"
    }
}
