/// A coding key for any string: how ``SpecObject``s read their keys and spot those they
/// do not know.
package struct AnyCodingKey: CodingKey {
    package var stringValue: String
    package var intValue: Int?
    package init(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
    /// The position in an array, for field paths (`items[2]`).
    package init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }
}
