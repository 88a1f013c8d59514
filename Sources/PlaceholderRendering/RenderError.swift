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

    /// `pointer`, once cairo's `status` of it says it is usable; otherwise `pointer` is
    /// destroyed and never adopted, and the error says what was being done.
    static func adopt(_ pointer: OpaquePointer?, status: (OpaquePointer) -> cairo_status_t,
                      destroy: (OpaquePointer) -> Void, while doing: String) throws -> OpaquePointer {
        guard let pointer else { throw RenderError("cairo returned nothing while \(doing)") }
        let result = status(pointer)
        guard result == CAIRO_STATUS_SUCCESS else {
            destroy(pointer)
            throw RenderError(result, while: doing)
        }
        return pointer
    }

    /// Throws when `status` is not success.
    static func check(_ status: cairo_status_t, while doing: String) throws {
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError(status, while: doing) }
    }
}
