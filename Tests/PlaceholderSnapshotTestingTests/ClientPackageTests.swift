import Foundation
import PlaceholderImage
import PlaceholderKit
import TestSupport
import Testing

/// A client package (`ClientPackage/`: a test target with three `assertSnapshot`s over
/// Latin, CJK, Arabic and emoji text, and the references recorded for them on Debian 12
/// with the pinned stack; `ClientReferencesOfTheDebian12Stack/`, the same references as the
/// Debian 12 stack drew them, before the stack moved to Debian 13's sources)
/// built and tested from a plain `swift test`, as a user's package is: no environment
/// variable, no bundle. .ci/run runs it on the host and in a fresh Debian 13 root, so
/// "record here, verify there" is checked across releases.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PLACEHOLDERKIT_CLIENT_TEST"] == "1",
                "set PLACEHOLDERKIT_CLIENT_TEST=1 to build a client package and run its snapshot tests (.ci/run does)"),
       .serialized)
struct ClientPackageTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ClientPackage")
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// One build folder for every run, so a second run builds only the client's target.
    static let scratch = checkout.appendingPathComponent(".build/client-package")

    /// A copy of the fixture whose dependency is this checkout, with this checkout's
    /// dependency mirrors (scripts/lib/mirrors.bash) when it has them.
    static func client() throws -> URL {
        let client = try ScratchFolder.make("client")
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: fixture.path) {
            try manager.copyItem(at: fixture.appendingPathComponent(name), to: client.appendingPathComponent(name))
        }
        let manifest = client.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "@PLACEHOLDERKIT@", with: checkout.path)
            .replacingOccurrences(of: "@PACKAGE@", with: checkout.lastPathComponent)
        try Data(text.utf8).write(to: manifest)
        let mirrors = checkout.appendingPathComponent(".swiftpm/configuration/mirrors.json")
        if manager.fileExists(atPath: mirrors.path) {
            let configuration = client.appendingPathComponent(".swiftpm/configuration")
            try manager.createDirectory(at: configuration, withIntermediateDirectories: true)
            try manager.copyItem(at: mirrors, to: configuration.appendingPathComponent("mirrors.json"))
        }
        return client
    }

    /// `swift test` in `client`, with record mode `never` (as in CI); its status and output.
    static func swiftTest(_ client: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", client.path, "--scratch-path", scratch.path]
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_RECORD"] = "never"
        process.environment = environment
        let log = client.appendingPathComponent("swift-test.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }

    @Test func referencesRecordedOnDebian12PassFromAPlainSwiftTest() throws {
        let run = try Self.swiftTest(try Self.client())
        #expect(run.status == 0, "swift test of the client failed:\n\(run.output.suffix(4000))")
        #expect(run.output.contains("Test run with 3 tests"), "\(run.output.suffix(2000))")
    }

    /// The same run fails, naming the test, when a reference differs: the check above
    /// compares pixels, it does not just build.
    @Test func aReferenceThatDiffersFailsTheClientsRun() throws {
        let client = try Self.client()
        let references = client.appendingPathComponent("Snapshots/PlaceholderTests")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: references.path)
            .first { $0.hasPrefix("feedbackBoxInJapanese") && $0.hasSuffix(".png") })
        var image = try PNGCodec.read(references.appendingPathComponent(name))
        for y in 0..<10 { for x in 0..<10 { image[x, y] = (255, 0, 0, 255) } }
        try PNGCodec.encode(image).write(to: references.appendingPathComponent(name))
        let run = try Self.swiftTest(client)
        #expect(run.status != 0, "\(run.output.suffix(2000))")
        #expect(run.output.contains("feedbackBoxInJapanese"), "\(run.output.suffix(2000))")
        #expect(!run.output.contains("arabicWithAnEmoji()\" failed") && !run.output.contains("signUpForm()\" failed"))
    }

    /// References the previous pinned stack (Debian 12's cairo 1.16, HarfBuzz 6) recorded,
    /// as a client upgrading PlaceholderKit has them: the run fails, and the failure says
    /// that the stack changed and how to re-record, not only how many pixels differ.
    @Test func referencesOfThePreviousStackFailSayingTheStackChanged() throws {
        let client = try Self.client()
        let references = client.appendingPathComponent("Snapshots")
        try FileManager.default.removeItem(at: references)
        try FileManager.default.copyItem(at: Self.fixture.deletingLastPathComponent().appendingPathComponent("ClientReferencesOfTheDebian12Stack/Snapshots"),
                                         to: references)
        let run = try Self.swiftTest(client)
        #expect(run.status != 0, "\(run.output.suffix(2000))")
        #expect(run.output.contains("The reference was recorded with an unnamed stack from before stacks were named (cairo 1.16.0"),
                "\(run.output.suffix(3000))")
        #expect(run.output.contains("this run renders with the rendering stack \(PinnedStack.name)")
                && run.output.contains("the stack changed") && run.output.contains("SNAPSHOT_RECORD=all"), "\(run.output.suffix(3000))")
    }
}
