import Foundation
import Testing
import PlaceholderKit
@testable import PlaceholderModel

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

    /// Records an issue unless the text view spec `json` fails with a one-line
    /// ``ModelError`` naming `field`.
    static func expectError(_ json: String, field: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try decode(json)
            Issue.record("\(json) was accepted", sourceLocation: sourceLocation)
        } catch let error as ModelError {
            #expect(error.field == field, "\(json): \(error)", sourceLocation: sourceLocation)
            #expect(!"\(error)".contains("\n"), sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(json): \(error)", sourceLocation: sourceLocation)
        }
    }
}
