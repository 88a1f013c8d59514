/// A coding key for any string: how ``SpecObject``s read their keys and spot those they
/// do not know.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    /// The position in an array, for field paths (`items[2]`).
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }
}
