import CICU

/// A text-engine call that failed: ICU's bidi or break iteration, named by the call and
/// ICU's error code. Never a silently empty or unbroken line.
public struct LayoutError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The library call, such as `ubidi_setPara`.
    public var call: String
    /// The library's name for the failure, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    public var code: String

    /// An error for `call` failing with `code`.
    public init(call: String, code: String) {
        self.call = call
        self.code = code
    }

    /// `ICU ubidi_setPara failed: U_MEMORY_ALLOCATION_ERROR`.
    public var description: String { "ICU \(call) failed: \(code)" }

    /// `count` as the 32-bit length ICU and HarfBuzz take, or an error naming `call`: a text
    /// longer than that is refused, never cut short or trapped on.
    static func length(_ count: Int, for call: String) throws -> Int32 {
        guard let length = Int32(exactly: count) else { throw LayoutError(call: call, code: "a length of \(count), past 32 bits") }
        return length
    }

    /// Throws when ICU's `status` is a failure (positive); warnings pass.
    static func checkICU(_ status: Int32, _ call: String) throws {
        guard status <= 0 else { throw LayoutError(call: call, code: String(cString: cicu_error_name(status))) }
    }
}
