import ArgumentParser
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
import PlaceholderFormat

/// Why the last value of this parse could not be converted, kept for the one-line message:
/// swift-argument-parser's `init?(argument:)` cannot say why, and its own wording of a
/// transform's error repeats the value. ``PlaceholderKitTool/run(_:terminal:)`` binds one
/// per parse (a task-local, so parallel runs in one process keep their own).
final class ConversionFailure: @unchecked Sendable {
    /// The problem, without the flag: `"wide" is not a number`.
    var problem: String?

    @TaskLocal static var current: ConversionFailure?

    /// `convert(text)`, or nil with the reason recorded.
    static func attempt<Value>(_ text: String, _ convert: (String) throws -> Value) -> Value? {
        do {
            return try convert(text)
        } catch {
            current?.problem = PlaceholderKitCLI.problem(of: error)
            return nil
        }
    }

    /// `convert(text)`; a failure is recorded, then thrown on (for `transform:` closures).
    static func recording<Value>(_ text: String, _ convert: (String) throws -> Value) throws -> Value {
        do {
            return try convert(text)
        } catch {
            current?.problem = PlaceholderKitCLI.problem(of: error)
            throw error
        }
    }
}

/// The problem of a domain error, without the field it names: the flag replaces it.
func problem(of error: Error) -> String {
    switch error {
    case let error as ModelError: return error.problem
    case let error as SnapshotError: return error.problem
    case let error as CommandLineError: return error.problem
    default: return "\(error)"
    }
}

/// Parsers for option values that are plain numbers or text; each throws a
/// ``CommandLineError`` saying what is wrong with the text.
enum Value {
    /// A finite decimal number (`nan` and `inf`, which `Double` would take, are not).
    @Sendable static func number(_ text: String) throws -> Double {
        try ConversionFailure.recording(text) { text in
            guard let number = Double(text), number.isFinite else { throw CommandLineError("\(Quoting.quoted(text)) is not a number") }
            return number
        }
    }

    /// A whole number.
    @Sendable static func integer(_ text: String) throws -> Int {
        try ConversionFailure.recording(text) { text in
            guard let number = Int(text) else { throw CommandLineError("\(Quoting.quoted(text)) is not a whole number") }
            return number
        }
    }

    /// A whole number in `range`.
    static func integer(in range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            let number = try integer(text)
            return try ConversionFailure.recording(text) { _ in
                guard range.contains(number) else {
                    throw CommandLineError(range.upperBound == .max ? "must be \(range.lowerBound) or more" : "must be \(range.lowerBound) to \(range.upperBound)")
                }
                return number
            }
        }
    }
}

/// A value the model parses itself with `init(parsing:)`, whose error says what is wrong:
/// swift-argument-parser converts it, and the reason of a failure reaches the one-line
/// message through ``ConversionFailure``.
public protocol ParsedArgument: ExpressibleByArgument {
    init(parsing text: String) throws
}

extension ParsedArgument {
    public init?(argument: String) { self.init(parsed: argument) }

    /// None: each option's help line names its words itself, and the completion offers
    /// them (`defaultCompletionKind`); the library would repeat them as "(values: …)".
    public static var allValueStrings: [String] { [] }

    /// The value `init(parsing:)` makes of `argument`, or nil with the reason recorded.
    init?(parsed argument: String) {
        guard let value = ConversionFailure.attempt(argument, Self.init(parsing:)) else { return nil }
        self = value
    }
}

/// A spec word (an enum written as its raw string): its words are its completions.
extension ParsedArgument where Self: SpecWord {
    public static var allValueStrings: [String] { [] }
    public static var defaultCompletionKind: CompletionKind { .list(allCases.map(\.rawValue)) }
}

extension TextAlignment: ParsedArgument {
    // Chosen over swift-argument-parser's init for raw values, which cannot say why.
    public init?(argument: String) { self.init(parsed: argument) }
}
extension VerticalAlignment: ParsedArgument {
    // Chosen over swift-argument-parser's init for raw values, which cannot say why.
    public init?(argument: String) { self.init(parsed: argument) }
}
extension Appearance: ParsedArgument {
    // Chosen over swift-argument-parser's init for raw values, which cannot say why.
    public init?(argument: String) { self.init(parsed: argument) }
}
extension TextFieldBorderStyle: ParsedArgument {
    // Chosen over swift-argument-parser's init for raw values, which cannot say why.
    public init?(argument: String) { self.init(parsed: argument) }
}
extension LineBreakMode: ParsedArgument {
    // Chosen over swift-argument-parser's init for raw values, which cannot say why.
    public init?(argument: String) { self.init(parsed: argument) }
}
extension OutputFormat: ParsedArgument {
    // Chosen over swift-argument-parser's init for raw values, which cannot say why.
    public init?(argument: String) { self.init(parsed: argument) }
}

extension Color: ParsedArgument {
    /// The system colours' names; `#RGB` and the other hex forms are typed.
    public static var defaultCompletionKind: CompletionKind { .list(SystemColor.allCases.map(\.rawValue)) }
}

extension FontWeight: ParsedArgument {
    public static var defaultCompletionKind: CompletionKind { .list(FontWeight.names.map(\.0)) }
}

extension ContentSizeCategory: ParsedArgument {
    public static var allValueStrings: [String] { [] }
    // Chosen over swift-argument-parser's init for raw values, which cannot say why.
    public init?(argument: String) { self.init(parsed: argument) }
    public static var defaultCompletionKind: CompletionKind { .list(ContentSizeCategory.allCases.map(\.shortName)) }
}

extension EdgeInsets: ParsedArgument {}
extension FontTracking: ParsedArgument {}

extension SpecHeight: ParsedArgument {
    /// `auto`, or a number of points.
    public init(parsing text: String) throws {
        self = text == "auto" ? .auto : .points(try Value.number(text))
    }

    public static var defaultCompletionKind: CompletionKind { .list(["auto"]) }
}

extension RecordMode: ParsedArgument {
    public static var allValueStrings: [String] { [] }
    // Chosen over swift-argument-parser's init for raw values, which cannot say why.
    public init?(argument: String) { self.init(parsed: argument) }
    public static var defaultCompletionKind: CompletionKind { .list(RecordMode.allCases.map(\.rawValue)) }
}

extension Shard: ParsedArgument {}
