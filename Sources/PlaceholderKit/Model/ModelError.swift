import Foundation

/// A value of the text view model that cannot be used, named by its field path
/// (for example `font.size` or `textContainerInset.top`).
public struct ModelError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The dotted path of the offending field, or `""` for the document itself.
    public var field: String
    /// What is wrong with it, in a few words.
    public var problem: String

    /// An error for `field`.
    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { field.isEmpty ? problem : "\(field): \(problem)" }
}

extension ModelError {
    /// Turns Foundation's decoding errors into a one-line `ModelError` naming the field.
    static func from(_ error: Error) -> Error {
        guard let decoding = error as? DecodingError else { return error }
        switch decoding {
        case .typeMismatch(let type, let context):
            return ModelError(field: path(context.codingPath), problem: "expected \(typeName(type))")
        case .valueNotFound(let type, let context):
            return ModelError(field: path(context.codingPath), problem: "expected \(typeName(type)), found null")
        case .keyNotFound(let key, let context):
            return ModelError(field: path(context.codingPath + [key]), problem: "is required")
        case .dataCorrupted(let context):
            if let underlying = context.underlyingError as? ModelError { return underlying }
            let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            let message = context.debugDescription.isEmpty ? "invalid value" : context.debugDescription
            return ModelError(field: path(context.codingPath), problem: detail.map { "\(message) (\($0))" } ?? message)
        @unknown default:
            return ModelError(field: "", problem: "\(error)")
        }
    }

    static func path(_ codingPath: [CodingKey]) -> String {
        var result = ""
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return result
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Float.Type: return "a number"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "true or false"
        default: return "an object"
        }
    }
}

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
