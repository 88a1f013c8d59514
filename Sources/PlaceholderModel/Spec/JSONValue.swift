import FoundationEssentials

/// A JSON document as a value whose objects keep their members in order: how
/// ``SpecSchema`` is built and printed. Decoding reads any JSON (objects' members sorted
/// by key, since a decoder does not say their order).
public indirect enum JSONValue: Equatable, Sendable, Decodable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; written without a fraction when it is whole.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in order.
    case object([Member])

    /// One member of an object.
    public struct Member: Equatable, Sendable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// The member `key: value`.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members' keys of an object, in order; empty for anything else.
    public var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    public init(from decoder: Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
            self = .object(try container.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                Member($0.stringValue, try container.decode(JSONValue.self, forKey: $0))
            })
        } else if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }

    /// The JSON text: two spaces of indentation a level, arrays of scalars on one line.
    /// Numbers must be finite.
    public var prettyPrinted: String {
        var text = ""
        write(to: &text, indentation: "")
        return text
    }

    /// The JSON text on one line, a space after each comma and colon: `{"top": 8, "left": 0}`.
    public var compact: String {
        switch self {
        case .array(let elements): return "[" + elements.map(\.compact).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.map { Self.scalarText($0.key) + ": " + $0.value.compact }.joined(separator: ", ") + "}"
        default: return prettyPrinted
        }
    }

    private func write(to text: inout String, indentation: String) {
        let inner = indentation + "  "
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += Self.scalarText(value)
        case .string(let value): text += Self.scalarText(value)
        case .array(let elements) where elements.allSatisfy(\.isScalar):
            text += "[" + elements.map(\.prettyPrinted).joined(separator: ", ") + "]"
        case .array(let elements):
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(to: &text, indentation: inner)
                text += index < elements.count - 1 ? ",\n" : "\n"
            }
            text += indentation + "]"
        case .object(let members) where members.isEmpty:
            text += "{}"
        case .object(let members):
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + Self.scalarText(member.key) + ": "
                member.value.write(to: &text, indentation: inner)
                text += index < members.count - 1 ? ",\n" : "\n"
            }
            text += indentation + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// A string or number as JSONEncoder writes it (escapes, `2` for 2.0).
    private static func scalarText<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { preconditionFailure("\(value) is not a JSON scalar") }
        return String(decoding: data, as: UTF8.self)
    }
}
