import FoundationEssentials
import PlaceholderFormat

/// A value of the text view model that cannot be used, named by its field path
/// (for example `font.size` or `textContainerInset.top`).
public struct ModelError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The dotted path of the offending field, or `""` for the document itself.
    public var field: String
    /// What is wrong with it, in a few words.
    public var problem: String
    /// The spec file the value came from, when it came from one.
    public var file: String?

    /// An error for `field`.
    public init(field: String, problem: String, file: String? = nil) {
        self.field = field
        self.problem = problem
        self.file = file
    }

    /// `FILE: FIELD: PROBLEM`, leaving out what is not known; one line, since the file
    /// name is escaped (`Quoting`) and field paths and problems quote what they show.
    public var description: String {
        [file.map(Quoting.escaped), field.isEmpty ? nil : field, problem].compactMap { $0 }.joined(separator: ": ")
    }

    /// The same error, about the spec file at `path`.
    public func inFile(_ path: String) -> ModelError {
        ModelError(field: field, problem: problem, file: path)
    }
}

extension ModelError {
    /// Turns Foundation's decoding errors into a one-line `ModelError` naming the field
    /// (other errors are returned as they are): for any JSON the tool reads.
    public static func from(_ error: Error) -> Error {
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
            let detail = (context.underlyingError as? CocoaError)?.userInfo["NSDebugDescription"] as? String
            let message = context.debugDescription.isEmpty ? "invalid value" : context.debugDescription
            return ModelError(field: path(context.codingPath), problem: detail.map { "\(message) (\($0))" } ?? message)
        @unknown default:
            return ModelError(field: "", problem: "\(error)")
        }
    }

    /// `font.size`, `items[2]`: a coding path as a field name, each key escaped
    /// (`Quoting`) so that a key holding a newline keeps the message on one line.
    static func path(_ codingPath: [CodingKey]) -> String {
        var result = ""
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                let name = Quoting.escaped(key.stringValue)
                result += result.isEmpty ? name : ".\(name)"
            }
        }
        return result
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Float.Type: return "a number"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "true or false"
        default:
            // Arrays of any element type ([String], [TextRun]…): their own word.
            return String(describing: type).hasPrefix("Array<") ? "an array" : "an object"
        }
    }
}
