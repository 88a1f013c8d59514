import PlaceholderKit
import Testing
import XCTest

/// Fails the test when `view` — a text view, a text field, a form or any ``Mockup`` — has
/// an error-level accessibility finding at any variant of its matrix, with the messages
/// `placeholderkit audit` prints (``AuditRule``: text-contrast, placeholder-as-label,
/// target-size, clipped-text, fixed-font-size). Warnings do not fail it. Reported to Swift
/// Testing or XCTest, whichever runs the test; a view that cannot be laid out fails it too.
///
/// ```swift
/// @Test func signUpFormIsAccessible() {
///     assertAccessible(signUpForm, options: AuditOptions(placeholderContrast: .warning))
/// }
/// ```
///
/// - Parameters:
///   - variants: a matrix to audit the view over instead of its own (`nil`: its own).
///   - options: how strict the audit is (the placeholder's contrast severity).
public func assertAccessible(
    _ view: @autoclosure () throws -> some MockupConvertible,
    variants: Variants? = nil,
    options: AuditOptions = AuditOptions(),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifyAccessible(try view(), variants: variants, options: options) else { return }
    if Test.current != nil {
        Issue.record(SnapshotFailure(description: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// The check behind ``assertAccessible(_:variants:options:fileID:filePath:line:column:)``,
/// for any test framework: nil when no finding is an error, else a message with a line per
/// error-level finding (`[variant] rule: message`).
public func verifyAccessible(_ view: @autoclosure () throws -> some MockupConvertible, variants: Variants? = nil,
                             options: AuditOptions = AuditOptions()) -> String? {
    do {
        var mockup = try view().mockup
        if let variants { mockup.variants = variants }
        let errors = try mockup.audit(named: "view", options: options).findings.filter { $0.severity == .error }
        guard !errors.isEmpty else { return nil }
        let lines = errors.map { finding in
            let variant = finding.variant.isEmpty ? "" : "[\(finding.variant)] "
            return "  \(variant)\(finding.rule.rawValue): \(finding.message)"
        }
        return "\(errors.count) accessibility error\(errors.count == 1 ? "" : "s"):\n" + lines.joined(separator: "\n")
    } catch {
        return "the view cannot be audited: \(error)"
    }
}
