import Foundation
import PlaceholderImage
import PlaceholderImageDiff
import PlaceholderKit
@testable import PlaceholderSnapshotTesting
import Testing

/// `PLACEHOLDERKIT_RENDERER`: the `.png` and `.layoutJSON` strategies send the view to the
/// tool it names (`placeholderkit serve`) and snapshot what it answers.
@Suite struct ExternalRendererTests {
    /// The `placeholderkit` built beside the test bundle.
    static let tool = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("placeholderkit").path

    static var view: PlaceholderTextView {
        var view = PlaceholderTextView(width: 220, height: 70)
        view.placeholder = "Tell us more — 你好 🙂"
        view.cornerRadius = 8
        view.borderWidth = 1
        return view
    }

    /// A throwaway package and the environment of a run that records missing references.
    func package() throws -> (file: String, env: [String: String]) {
        let (_, file) = try Fixture.package(testFileName: "ExternalTests.swift")
        return (file, ["SNAPSHOT_RECORD": "missing"])
    }

    @Test func theToolsPixelsAndLayoutAreTheProcesssOwn() throws {
        let renderer = try #require(ExternalRenderer.named(in: [ExternalRenderer.variable: Self.tool]))
        let png = try renderer.png(of: Self.view)
        #expect(try PNGCodec.decode(png) == Self.view.renderImage())
        let layout = try Self.view.layout()
        #expect(try renderer.layoutJSON(of: Self.view) == String(decoding: try LayoutDocument(view: Self.view, layout: layout).jsonData(), as: UTF8.self) + "\n")
        #expect(try renderer.environment() == RenderingEnvironment.current())
    }

    /// References recorded through the tool pass when checked in process, and the other
    /// way round: the same libraries here give the same pixels and geometry.
    @Test func recordedThroughTheToolVerifiedInProcess() throws {
        let (file, env) = try package()
        let external = env.merging([ExternalRenderer.variable: Self.tool]) { $1 }
        for strategy in ["png", "layout"] {
            let record = strategy == "png" ? verifySnapshot(of: Self.view, as: .png, named: strategy, filePath: file, testName: "t()", environment: external)
                : verifySnapshot(of: Self.view, as: .layoutJSON, named: strategy, filePath: file, testName: "t()", environment: external)
            #expect(record?.contains("Recorded new reference") == true)
            let never = ["SNAPSHOT_RECORD": "never"]
            #expect((strategy == "png" ? verifySnapshot(of: Self.view, as: .png, named: strategy, filePath: file, testName: "t()", environment: never)
                     : verifySnapshot(of: Self.view, as: .layoutJSON, named: strategy, filePath: file, testName: "t()", environment: never)) == nil)
        }
        var changed = Self.view
        changed.lineFragmentPadding = 9
        let failure = verifySnapshot(of: changed, as: .png, named: "png", filePath: file, testName: "t()",
                                     environment: ["SNAPSHOT_RECORD": "never", ExternalRenderer.variable: Self.tool])
        #expect(failure?.contains("png does not match its reference") == true)
    }

    /// A tool that cannot start, dies, or refuses a view fails the snapshot with its words.
    @Test func theToolsErrorsAreTheFailure() throws {
        let (file, env) = try package()
        let folder = try Fixture.temporaryFolder()
        func check(_ tool: String) -> String {
            verifySnapshot(of: Self.view, as: .png, named: "e", filePath: file, testName: "e()",
                           environment: env.merging([ExternalRenderer.variable: tool]) { $1 }) ?? "passed"
        }
        #expect(check(folder.appendingPathComponent("missing").path).contains("cannot be started"))
        let dying = folder.appendingPathComponent("dying.sh")
        try Fixture.writeExecutable("#!/bin/sh\necho 'placeholderkit: needs glibc 2.36 or later' >&2\nexit 2\n", to: dying)
        #expect(check(dying.path).contains("stopped answering; it exited with status 2: placeholderkit: needs glibc 2.36 or later"))
        let refusing = folder.appendingPathComponent("refusing.sh")
        try Fixture.writeExecutable("#!/bin/sh\nwhile read -r line; do echo 'error width: must be 3'; done\n", to: refusing)
        #expect(check(refusing.path).contains("\(ExternalRenderer.variable)=\(refusing.path): width: must be 3"))
    }

    /// A tool still held open for writing a moment (a process another thread starts inherits
    /// the descriptor until it execs) is started once it is let go, not refused as busy.
    @Test func aToolHeldOpenForWritingAMomentStillStarts() throws {
        let folder = try Fixture.temporaryFolder()
        let wrapper = folder.appendingPathComponent("tool.sh")
        try Fixture.writeExecutable("#!/bin/sh\nexec '\(Self.tool)' \"$@\"\n", to: wrapper)
        let held = open(wrapper.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        #expect(held >= 0)
        let release = Thread { usleep(200_000); close(held) }
        release.start()
        let process = try ServeProcess(path: wrapper.path)
        guard case .success(let png) = try process.ask(Data(#"render {"width": 20, "height": 10}"#.utf8 + [0x0A]), within: .seconds(30)) else {
            Issue.record("the started tool did not answer with an image")
            return
        }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// One serving process answers every snapshot of a run that takes them one at a time.
    @Test func oneProcessServesManySnapshots() throws {
        let (file, env) = try package()
        let folder = try Fixture.temporaryFolder()
        let log = folder.appendingPathComponent("starts.log")
        let wrapper = folder.appendingPathComponent("tool.sh")
        try Fixture.writeExecutable("#!/bin/sh\necho started >> '\(log.path)'\nexec '\(Self.tool)' \"$@\"\n", to: wrapper)
        let external = env.merging([ExternalRenderer.variable: wrapper.path]) { $1 }
        for index in 0..<6 {
            var view = Self.view
            view.placeholder = "Snapshot \(index)"
            let result = verifySnapshot(of: view, as: .png, named: "n\(index)", filePath: file, testName: "n()", environment: external)
            #expect(result?.contains("Recorded new reference") == true, "\(result ?? "passed")")
        }
        #expect(try String(contentsOf: log, encoding: .utf8) == "started\n")
    }
}
