/// A coding key for any string, used to spot keys a type does not know.
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

extension Decoder {
    /// Throws a `ModelError` naming the first key of this object that neither `Keys` nor
    /// `ignored` holds, so that a misspelt property in a spec file is an error rather than
    /// silently ignored.
    func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type, ignoring ignored: [String] = []) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        let known = Set(Keys.allCases.map(\.stringValue) + ignored)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
            throw ModelError(field: ModelError.path(codingPath + [key]), problem: "unknown key")
        }
    }
}

extension KeyedDecodingContainer {
    /// `decodeIfPresent`, except that a number Foundation cannot hold in `T` (1.5 or
    /// 1e20 for an integer), which it reports without the field, is a ``ModelError`` naming
    /// the field.
    func field<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch let error as DecodingError {
            throw error
        } catch let error as ModelError {
            throw error
        } catch {
            throw ModelError(field: ModelError.path(codingPath + [key]), problem: "expected \(ModelError.typeName(T.self))")
        }
    }
}
