import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
@testable import PlaceholderSnapshotTesting
import Testing
import XCTest

/// How unnamed snapshots are numbered when cases run in parallel, and when a test runs again.
@Suite struct SnapshotCounterTests {
    /// One throwaway package for every case, so their keys (file and test name) would meet.
    static let shared = try! Fixture.package(testFileName: "CounterTests.swift")

    static let arguments = ["leading", "center", "trailing", "natural", "justified", "first baseline"]

    /// The names of two unnamed snapshots taken as test `gallery(_:)` of `file`.
    static func twoUnnamed(_ argument: String, file: String) -> [String] {
        (0..<2).map { _ in
            let outcome = snapshotOutcome(of: argument, as: .lines, named: nil, record: .all, filePath: file,
                                          testName: "gallery(_:)", environment: [:])
            return outcome.reference.deletingPathExtension().lastPathComponent
        }
    }

    /// Each case, run three times at once (each run its own scope, as the `.snapshots` trait
    /// gives it), beside the other cases: every run names its two unnamed snapshots the same,
    /// `.1` and `.2` after the case's own argument, whatever the order the cases ran in.
    @Test(arguments: arguments)
    func parameterizedCasesNumberTheirOwnUnnamedSnapshotsOnEveryRun(_ argument: String) async throws {
        let file = Self.shared.testFile
        let runs = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<3 {
                group.addTask { try await Self.inFreshRun { Self.twoUnnamed(argument, file: file) } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(runs.count == 3)
        for names in runs {
            #expect(names == runs[0])
            #expect(names.count == 2 && names.first?.hasSuffix(".1") == true && names.last?.hasSuffix(".2") == true)
            if argument.contains(" ") {
                #expect(names.allSatisfy { $0.hasPrefix("gallery.first_baseline-") })
            } else {
                #expect(names == ["gallery.\(argument).1", "gallery.\(argument).2"])
            }
        }
    }

    /// Runs `body` as a new run of the current test case: in the scope the `.snapshots`
    /// trait gives each run.
    static func inFreshRun<T: Sendable>(_ body: @escaping @Sendable () -> T) async throws -> T {
        let result = Mutex<T?>(nil)
        try await SnapshotsTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
            result.withLock { $0 = body() }
        }
        return try #require(result.withLock { $0 })
    }

    /// The identifier of an argument set is its own word when it is one, else a readable
    /// start and a hash, the same in every process.
    @Test func argumentIdentifiers() {
        #expect(TestCaseArguments.identifier(describing: ["leading"]) == "leading")
        #expect(TestCaseArguments.identifier(describing: ["3"]) == "3")
        let spaced = TestCaseArguments.identifier(describing: ["first baseline"])
        #expect(spaced.hasPrefix("first_baseline-") && spaced.count == "first_baseline-".count + 8)
        #expect(spaced == TestCaseArguments.identifier(describing: ["first baseline"]))
        #expect(TestCaseArguments.identifier(describing: ["a", "b"]) != TestCaseArguments.identifier(describing: ["a_b"]))
    }

    /// An XCTest method run twice in one process numbers its unnamed snapshots `.1`, `.2`
    /// on both runs: the counter is reset as each test starts.
    @Test func anXCTestRunTwiceStartsAgainAtOne() throws {
        let file = Self.shared.testFile.replacingOccurrences(of: "CounterTests", with: "XCCounterTests")
        let names = Mutex<[String]>([])
        for _ in 0..<2 {
            nonisolated(unsafe) let testCase = XCTestCase(name: "testTwice") { _ in
                for _ in 0..<2 {
                    let message = verifySnapshot(of: "x", as: .lines, record: .all, filePath: file, testName: "testTwice()",
                                                 environment: [:])
                    let name = message?.split(separator: " ").first { $0.hasPrefix("testTwice.") }
                    names.withLock { $0.append(name.map(String.init) ?? message ?? "passed") }
                }
            }
            // On a thread of its own, outside this test's task: there Swift Testing's
            // Test.current is nil, as in an XCTest run.
            let done = DispatchSemaphore(value: 0)
            Thread { testCase.run(); done.signal() }.start()
            done.wait()
        }
        #expect(names.withLock { $0 } == ["testTwice.1", "testTwice.2", "testTwice.1", "testTwice.2"])
    }
}
