/// A coding key for any string, used to spot keys a type does not know.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Throws a `ModelError` naming the first key of this object that `Keys` does not know,
    /// so that a misspelt property in a spec file is an error rather than silently ignored.
    func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        let known = Set(Keys.allCases.map(\.stringValue))
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
            throw ModelError(field: ModelError.path(codingPath + [key]), problem: "unknown key")
        }
    }
}
