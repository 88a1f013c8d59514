import Foundation
@testable import PlaceholderKit

/// Spec files in tests: JSON text decoded (and validated) as a spec does, or the one-line
/// error it gives.
enum SpecJSON {
    static func decode(_ json: String) throws -> PlaceholderTextView {
        try PlaceholderTextView(json: Data(json.utf8))
    }

    static func error(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
