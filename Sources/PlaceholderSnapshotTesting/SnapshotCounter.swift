import Foundation
import PlaceholderImage
import PlaceholderKit
import Testing
import XCTest

/// Numbers the unnamed snapshots of a test: 1, 2, 3… in the order they are taken, counted
/// for one run of one test (a Swift Testing case, an XCTest method) and starting again at 1
/// on its next run.
///
/// Which counter a snapshot draws from (``current``):
/// - under Swift Testing, the one the ``SnapshotsTrait`` (`.snapshots`) made for this run of
///   this test case; without the trait, one per test case for the whole process (which
///   a second run of the same case in the process then counts on from);
/// - under XCTest, one reset as each test method starts (``XCTestCounterReset``).
///
/// Every key names the test case too (``nextSuffix(filePath:test:counter:testCase:)``), so the cases of a
/// parameterized test, running in parallel, never count each other's snapshots.
final class SnapshotCounter: Sendable {
    /// Swift Testing's counters without the trait: never reset.
    static let shared = SnapshotCounter()
    /// XCTest's counter, emptied as each test method starts.
    static let xcTest = SnapshotCounter()
    /// The counter of this run of the current Swift Testing case, bound by ``SnapshotsTrait``.
    @TaskLocal static var scoped: SnapshotCounter?

    private let counts = Mutex<[String: Int]>([:])

    init() {}

    /// The next number for `key`, starting at 1.
    func next(for key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key, default: 0]
        }
    }

    /// Forgets every count: the next snapshot of any key is 1 again.
    func reset() {
        counts.withLock { $0.removeAll() }
    }

    /// The counter the running test draws from.
    static var current: SnapshotCounter {
        if Test.current != nil { return scoped ?? shared }
        XCTestCounterReset.registerOnce()
        return xcTest
    }

    /// The suffix of an unnamed snapshot of `test` (sanitized) in `filePath`: its number
    /// (`1`) in a test that is not parameterized, so such references keep their names, and
    /// the case's argument identifier then its number (`leading.1`) in a parameterized case,
    /// so each argument set has its own `.1`, `.2`… whichever order the cases ran in.
    static func nextSuffix(filePath: String, test: String, counter: SnapshotCounter = current,
                           testCase: Test.Case? = Test.Case.current) -> String {
        let arguments = testCase.flatMap(TestCaseArguments.identifier(of:))
        let key = [filePath, test, arguments ?? ""].joined(separator: "#")
        let number = String(counter.next(for: key))
        return arguments.map { "\($0).\(number)" } ?? number
    }
}

/// A trait that gives each run of each test case its own snapshot counter, so its unnamed
/// snapshots are numbered from 1 on every run, repeated runs in one process included:
/// `@Suite(.snapshots)` or `@Test(.snapshots)`. swift-snapshot-testing's trait of the
/// same name does the same.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> SnapshotsTrait? {
        // Per case: a suite's own scope would give all its tests one counter.
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotCounter.$scoped.withValue(SnapshotCounter()) { try await function() }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Numbers each test case's unnamed snapshots from 1 on each of its runs (``SnapshotsTrait``).
    public static var snapshots: SnapshotsTrait { SnapshotsTrait() }
}

/// Empties the XCTest counter as each test method starts, so a test run twice in one
/// process (`-iterations`, a second `XCTestSuite` run) names its snapshots `.1`, `.2` again.
final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
    private static let registered = Mutex(false)

    /// Adds the observer, once per process: from the first XCTest snapshot on (the counter
    /// is empty until then).
    static func registerOnce() {
        let first = registered.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset())
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        SnapshotCounter.xcTest.reset()
    }
}

/// A name for the argument set of a parameterized Swift Testing case, the same on every run.
enum TestCaseArguments {
    /// The case's arguments as a name: an argument's own description when it is one
    /// short, file-name-safe word (`leading`, `3`), else a readable start and a hash of all
    /// of them (`zh-Hans_请输入您的意见-1f0c2a9b`); nil for a case that is not parameterized.
    static func identifier(of testCase: Test.Case) -> String? {
        guard testCase.isParameterized else { return nil }
        // Plain descriptions: a string as it is, an enum by its case, a number by its digits
        // (String(describingForTest:) would quote a string).
        let descriptions = argumentValues(of: testCase)?.map { String(describing: $0) } ?? [String(describing: testCase)]
        return identifier(describing: descriptions)
    }

    /// The identifier of arguments described by `descriptions`.
    static func identifier(describing descriptions: [String]) -> String {
        let safe: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        if descriptions.count == 1, let only = descriptions.first, !only.isEmpty, only.count <= 32, only.allSatisfy(safe) {
            return only
        }
        let readable = String(descriptions.joined(separator: "_").map { safe($0) || $0.isLetter ? $0 : "_" }.prefix(24))
        return readable + "-" + fnv1a(descriptions.joined(separator: "\u{1F}"))
    }

    /// The argument values of `testCase`, read by reflection: `Test.Case.arguments` is
    /// not public API. Nil when its layout is not as expected.
    private static func argumentValues(of testCase: Test.Case) -> [Any]? {
        guard let arguments = find("arguments", in: testCase, depth: 4) else { return nil }
        let values = Mirror(reflecting: arguments).children.compactMap { argument in
            Mirror(reflecting: argument.value).children.first { $0.label == "value" }?.value
        }
        return values.isEmpty ? nil : values
    }

    /// The first descendant of `value` labelled `label`, looking `depth` levels down.
    private static func find(_ label: String, in value: Any, depth: Int) -> Any? {
        guard depth > 0 else { return nil }
        let children = Mirror(reflecting: value).children
        if let hit = children.first(where: { $0.label == label }) { return hit.value }
        for child in children {
            if let hit = find(label, in: child.value, depth: depth - 1) { return hit }
        }
        return nil
    }

    /// 32-bit FNV-1a of `text`'s UTF-8, as 8 hex digits: the same in every process.
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
