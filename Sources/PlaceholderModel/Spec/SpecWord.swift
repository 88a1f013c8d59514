import PlaceholderFormat

/// The words of a spec: enums written as their raw strings.
public protocol SpecWord: RawRepresentable, CaseIterable where RawValue == String {}

extension SpecWord {
    /// The case named `text`, or a ``ModelError`` (without a field) listing the words allowed.
    public init(parsing text: String) throws {
        guard let word = Self(rawValue: text) else {
            throw ModelError(field: "", problem: "\(Quoting.quoted(text)) is not one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self = word
    }
}


extension Decoder {
    /// Decodes a spec word, with an error that names the field and lists the words allowed.
    func decodeWord<Word: SpecWord>(_ type: Word.Type) throws -> Word {
        try decodeParsed(Word.init(parsing:))
    }

    /// Decodes a string and turns it into a value with `parse`, whose ``ModelError`` gets
    /// this value's field path.
    func decodeParsed<Value>(_ parse: (String) throws -> Value) throws -> Value {
        let text = try singleValueContainer().decode(String.self)
        do {
            return try parse(text)
        } catch let error as ModelError {
            throw ModelError(field: ModelError.path(codingPath), problem: error.problem)
        }
    }
}
