/// Formats ratios for people.
public enum Percent {
    /// A ratio as a percentage with enough digits to tell small ratios apart.
    public static func format(_ ratio: Double) -> String {
        let percent = ratio * 100
        let digits = percent == 0 || percent >= 1 ? 2 : 4
        var text = String(percent.rounded(toPlaces: digits))
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text + "%"
    }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}
