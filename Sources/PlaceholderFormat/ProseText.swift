extension Array where Element == String {
    /// The items as prose: `a`, `a and b`, `a, b and c`, with `conjunction` for "and"
    /// (`a, b or c`); empty for no items.
    public func joinedAsProse(_ conjunction: String = "and") -> String {
        guard let last else { return "" }
        return count == 1 ? last : dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

extension StringProtocol {
    /// The text with its first character upper-cased, the rest as it is: a word that
    /// joins a camel-cased name (`attributed` + `Text`) or starts a caption (`Expected`).
    public var initialCapital: String { prefix(1).uppercased() + dropFirst() }
}
