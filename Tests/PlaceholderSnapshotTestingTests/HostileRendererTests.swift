import Foundation
import PlaceholderImage
import PlaceholderKit
@testable import PlaceholderSnapshotTesting
import Testing

/// A `PLACEHOLDERKIT_RENDERER` that misbehaves cannot hang, flood or garble a test: it
/// answers within the timeout or is killed, it cannot make the test allocate what it
/// announces, and its words reach the failure as one line without control characters.
@Suite struct HostileRendererTests {
    /// The failure of one `.png` snapshot through the renderer `script`, with `timeout`
    /// seconds per request, and how long the check took.
    func failure(of script: String, timeout: String? = "1") throws -> (message: String, seconds: Double, folder: URL) {
        let (_, file) = try Fixture.package(testFileName: "HostileTests.swift")
        let folder = try Fixture.temporaryFolder()
        let tool = folder.appendingPathComponent("renderer.sh")
        try Fixture.writeExecutable("#!/bin/sh\ncd '\(folder.path)'\n" + script, to: tool)
        var environment = ["SNAPSHOT_RECORD": "missing", ExternalRenderer.variable: tool.path]
        environment[ExternalRenderer.timeoutVariable] = timeout
        let start = ContinuousClock.now
        let message = verifySnapshot(of: PlaceholderTextView(width: 40, height: 20), as: .png, named: "h", filePath: file,
                                     testName: "h()", environment: environment) ?? "passed"
        let elapsed = ContinuousClock.now - start
        return (message, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, folder)
    }

    /// Whether the process whose id the script wrote to `pid` in `folder` has ended.
    func ended(_ folder: URL) throws -> Bool {
        let text = try String(contentsOf: folder.appendingPathComponent("pid"), encoding: .utf8)
        let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    @Test func aRendererThatNeverAnswersIsKilledAtTheTimeout() throws {
        let result = try failure(of: "echo $$ > pid\nexec sleep 1000\n")
        #expect(result.message.contains("did not answer within 1 s (\(ExternalRenderer.timeoutVariable) sets how long); it was ended"), "\(result.message)")
        #expect(result.seconds < 4, "the check ended soon after the timeout: \(result.seconds) s")
        #expect(try ended(result.folder), "the renderer was killed and reaped")
    }

    @Test func aRendererThatClosesItsStdoutAndKeepsRunningIsEnded() throws {
        let result = try failure(of: "echo $$ > pid\nexec 0<&- 1>&-\nexec sleep 1000\n")
        #expect(result.message.contains("stopped answering; it exited with status"), "\(result.message)")
        #expect(result.seconds < 4, "\(result.seconds) s")
        #expect(try ended(result.folder))
    }

    @Test func aRendererThatFloodsItsStderrIsEndedWithItsLastLine() throws {
        let result = try failure(of: "echo $$ > pid\nexec yes 'flooding the log' >&2\n")
        #expect(result.message.contains("did not answer within 1 s"), "\(result.message)")
        #expect(result.seconds < 4 && !result.message.contains("\n"))
        #expect(try ended(result.folder))
    }

    @Test func theDefaultTimeoutIsDocumentedAndBadValuesAreNamed() throws {
        #expect(try ExternalRenderer.timeout(in: [:]) == ExternalRenderer.defaultTimeout)
        #expect(try ExternalRenderer.timeout(in: [ExternalRenderer.timeoutVariable: "2.5"]) == .milliseconds(2500))
        for bad in ["abc", "0", "-1", "nan", "inf", "1e9", "5 s"] {
            let result = try failure(of: "exec sleep 1000\n", timeout: bad)
            #expect(result.message.contains("\(ExternalRenderer.timeoutVariable)=\(bad): must be a number of seconds from 0.1 to 3600"), "\(result.message)")
            #expect(result.seconds < 2, "refused before the renderer is asked")
        }
    }

    @Test func anAnswerAnnouncingGigabytesIsRefusedBeforeItIsRead() throws {
        let result = try failure(of: "echo $$ > pid\nwhile read -r line; do echo 'ok 3000000000'; exec sleep 1000; done\n")
        #expect(result.message.contains("announced an answer of 3000000000 bytes, over the limit of \(FileReader.defaultMaxBytes)"), "\(result.message)")
        #expect(result.seconds < 4)
        #expect(try ended(result.folder))
    }

    @Test func aPNGClaimingTenGigapixelsIsRefusedBeforeItIsDecoded() throws {
        let png = Self.pngHeader(width: 100_000, height: 100_000)
        let folder = try Fixture.temporaryFolder()
        try (Data("ok \(png.count)\n".utf8) + png).write(to: folder.appendingPathComponent("answer"))
        // The snapshot asks for the renderer's environment first (for `.versions.json`).
        let environment = try JSONEncoder().encode(RenderingEnvironment.current())
        try (Data("ok \(environment.count)\n".utf8) + environment).write(to: folder.appendingPathComponent("environment"))
        let result = try failure(of: """
            while read -r line; do
              case "$line" in environment*) cat '\(folder.path)/environment' ;; *) cat '\(folder.path)/answer' ;; esac
            done

            """)
        #expect(result.message.contains("100000×100000 is over the limit of \(PNGCodec.defaultMaxPixels) pixels"), "\(result.message)")
        #expect(!result.message.contains("\n"))
    }

    @Test func theRenderersWordsReachTheFailureAsOneCleanLine() throws {
        let refusing = try failure(of: "while read -r line; do printf 'error width: \\033[2Jbad\\rvalue\\033]0;title\\007\\n'; done\n")
        #expect(refusing.message.contains("width: \\u{1B}[2Jbad\\rvalue\\u{1B}]0;title\\u{7}"), "\(refusing.message)")
        let dying = try failure(of: "printf 'fatal: \\033[31mred\\033[0m\\r\\n' >&2\nexit 3\n")
        #expect(dying.message.contains("it exited with status 3: fatal: \\u{1B}[31mred\\u{1B}[0m"), "\(dying.message)")
        for message in [refusing.message, dying.message] {
            #expect(!message.unicodeScalars.contains { $0.value == 0x1B || $0 == "\r" || $0.value == 0x07 })
            #expect(message.split(separator: "\n").count == 1, "\(message)")
        }
    }

    /// The PNG signature and an IHDR chunk (with its CRC) declaring `width` × `height`
    /// 8-bit RGBA pixels, and no pixel data.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var chunk = Data("IHDR".utf8)
        for value in [width, height] { chunk += withUnsafeBytes(of: value.bigEndian) { Data($0) } }
        chunk += Data([8, 6, 0, 0, 0])
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in chunk {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += withUnsafeBytes(of: UInt32(13).bigEndian) { Data($0) } + chunk
        png += withUnsafeBytes(of: (crc ^ 0xFFFF_FFFF).bigEndian) { Data($0) }
        return png
    }
}
