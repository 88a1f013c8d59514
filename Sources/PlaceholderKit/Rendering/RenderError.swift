import CCairo

/// Why a view could not be drawn or written: cairo failed, or the output was asked for
/// in a form PlaceholderKit does not write.
public struct RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What failed, on one line.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }

    /// The error for cairo `status` while `doing` something ("creating a surface").
    init(_ status: cairo_status_t, while doing: String) {
        description = "cairo failed while \(doing): \(String(cString: cairo_status_to_string(status)))"
    }

    /// Throws when `status` is not success.
    static func check(_ status: cairo_status_t, while doing: String) throws {
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError(status, while: doing) }
    }
}
