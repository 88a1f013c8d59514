extension Array where Element == String {
    /// The items as prose: `a`, `a and b`, `a, b and c`, with `conjunction` for "and"
    /// (`a, b or c`); empty for no items.
    public func joinedAsProse(_ conjunction: String = "and") -> String {
        guard let last else { return "" }
        return count == 1 ? last : dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
