import Foundation

/// Horizontal alignment of lines, as `NSTextAlignment`.
public enum TextAlignment: String, Codable, CaseIterable, Sendable {
    case left, center, right
    /// Left in a left-to-right paragraph, right in a right-to-left one.
    case natural
    /// Every line but the last of a paragraph stretched to the full width.
    case justified
}

/// Where the placeholder block sits inside the text container.
public enum VerticalAlignment: String, Codable, CaseIterable, Sendable {
    case top, middle, bottom
}

/// UIKit's `UIEdgeInsets`, in points.
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Insets in points.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `UITextView`'s default `textContainerInset`: 8 above and below.
    public static let textViewDefault = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    enum CodingKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        top = try container.decodeIfPresent(Double.self, forKey: .top) ?? 0
        left = try container.decodeIfPresent(Double.self, forKey: .left) ?? 0
        bottom = try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0
        right = try container.decodeIfPresent(Double.self, forKey: .right) ?? 0
    }

    /// Parses `T,L,B,R` (the command line's form).
    public init(parsing text: String) throws {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let top = parts[0], let left = parts[1], let bottom = parts[2], let right = parts[3] else {
            throw ModelError(field: "", problem: "\"\(text)\" is not four numbers T,L,B,R")
        }
        self.init(top: top, left: left, bottom: bottom, right: right)
    }

    func validate(field: String) throws {
        for (name, value) in [("top", top), ("left", left), ("bottom", bottom), ("right", right)] {
            guard value.isFinite, value >= 0 else {
                throw ModelError(field: "\(field).\(name)", problem: "must be a finite number, 0 or more")
            }
        }
    }
}

/// The words of a spec: enums written as their raw strings.
public protocol SpecWord: RawRepresentable, CaseIterable where RawValue == String {}

extension SpecWord {
    /// The case named `text`, or a ``ModelError`` (without a field) listing the words allowed.
    public init(parsing text: String) throws {
        guard let word = Self(rawValue: text) else {
            throw ModelError(field: "", problem: "\"\(text)\" is not one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self = word
    }
}

extension TextAlignment: SpecWord {}
extension VerticalAlignment: SpecWord {}
extension Appearance: SpecWord {}

extension Decoder {
    /// Decodes a spec word, with an error that names the field and lists the words allowed.
    func decodeWord<Word: SpecWord>(_ type: Word.Type) throws -> Word {
        let text = try singleValueContainer().decode(String.self)
        do {
            return try Word(parsing: text)
        } catch let error as ModelError {
            throw ModelError(field: ModelError.path(codingPath), problem: error.problem)
        }
    }
}

extension TextAlignment {
    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}

extension VerticalAlignment {
    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}

extension Appearance {
    public init(from decoder: Decoder) throws { self = try decoder.decodeWord(Self.self) }
}
