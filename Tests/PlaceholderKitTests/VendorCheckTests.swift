import Foundation
import TestSupport
import Testing
import PlaceholderKit
@testable import PlaceholderRendering

/// `scripts/vendor --check`, the alarm for a stack behind Debian, and `scripts/package`,
/// which refuses a stale stack: run offline against stand-ins for apt (an index that lists
/// the revisions a test chooses, and a pool that serves a changelog), so what is checked is
/// the scripts' judgement, not what Debian published today.
@Suite(.serialized) struct VendorCheckTests {
    /// A folder of stand-ins for `apt-get`, `apt-cache` and `apt-helper` whose index lists,
    /// for each vendored source package, the vendored revision and those in `newer`
    /// (package → revision), and whose pool serves for each newer revision a Debian tarball
    /// with `changelog` (package → changelog text).
    static func standIns(newer: [String: String], changelog: [String: String]) throws -> URL {
        let folder = try ScratchFolder.make("apt-stand-ins")
        var records = ""
        for source in PinnedStack.sources {
            for version in [source.version] + (newer[source.package].map { [$0] } ?? []) {
                let tarball = "\(source.package)_\(version.split(separator: ":").last!).debian.tar.xz"
                records += "Package: \(source.package)\nBinary: lib\(source.package)-test\nVersion: \(version)\n"
                    + "Directory: pool/main/\(source.package.prefix(1))/\(source.package)\nChecksums-Sha256:\n"
                    + " \(String(repeating: "0", count: 64)) 1 \(tarball)\n\n"
            }
        }
        try Data(records.utf8).write(to: folder.appendingPathComponent("records"))
        for (package, text) in changelog {
            let tree = folder.appendingPathComponent("changelogs/\(package)/debian")
            try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: tree.appendingPathComponent("changelog"))
        }
        let scripts = [
            // apt-get update succeeds; nothing can be downloaded.
            "apt-get": #"for a in "$@"; do [ "$a" = update ] && exit 0; done; exit 100"#,
            // apt-cache showsrc PACKAGE: that package's records.
            "apt-cache": #"awk -v p="${@: -1}" 'BEGIN { RS = ""; ORS = "\n\n" } $2 == p' "$(dirname "$0")/records""#,
            // apt-helper download-file URL FILE: a Debian tarball with the package's changelog
            // (gzip inside, which tar reads by its content whatever the name says: a minimal
            // Debian root has no xz).
            "apt-helper": #"""
                name="${2##*/}"; package="${name%%_*}"; tree="$(dirname "$0")/changelogs/$package"
                [ -d "$tree" ] && tar -czf "$3" -C "$tree" debian
                """#,
        ]
        for (name, script) in scripts {
            let file = folder.appendingPathComponent(name)
            try Data("#!/bin/bash\n\(script)\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return folder
    }

    /// Runs `script` (relative to the checkout) with the stand-ins first on PATH.
    static func run(_ script: [String], standIns: URL) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = standIns.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["PLACEHOLDERKIT_VENDOR_CHECK_STATE"] = standIns.appendingPathComponent("state").path
        let run = try ProgramRun("/bin/bash", script, environment: environment, in: PinnedFontsTests.repository, mergingStderr: true)
        return (run.status, run.text)
    }

    static var zlib: PinnedStack.Source { PinnedStack.sources.first { $0.library == "zlib" }! }

    /// A changelog whose newest entry names `cves`, above the vendored revision's entry.
    static func changelog(newer: String, cves: [String]) -> String {
        """
        zlib (\(newer)) trixie-security; urgency=high

          * Non-maintainer upload by the Security Team.
        \(cves.map { "  * Fix an overflow (\($0))" }.joined(separator: "\n"))

         -- Someone <someone@example.org>  Sun, 01 Nov 2026 06:57:53 +0100

        zlib (\(zlib.version)) unstable; urgency=low

          * New upstream release (CVE-2000-0001, fixed before the vendored revision).

         -- Someone <someone@example.org>  Fri, 10 May 2024 10:32:36 +0100

        """
    }

    @Test func aCurrentStackPasses() throws {
        let run = try Self.run(["scripts/vendor", "--check"], standIns: try Self.standIns(newer: [:], changelog: [:]))
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("vendor --check: current"), "\(run.output)")
    }

    @Test func aNewerRevisionIsNamedWithItsCVEsAndFails() throws {
        let newer = Self.zlib.version + "+deb13u9"
        let triaged = try String(contentsOf: PinnedFontsTests.repository.appendingPathComponent("docs/cve-triage.md"), encoding: .utf8)
        let listed = try #require(triaged.firstMatch(of: /CVE-\d{4}-\d+/).map { String($0.output) })
        let standIns = try Self.standIns(newer: ["zlib": newer], changelog: ["zlib": Self.changelog(newer: newer, cves: [listed, "CVE-2099-12345"])])
        let run = try Self.run(["scripts/vendor", "--check"], standIns: standIns)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("zlib: zlib \(Self.zlib.version) is vendored; trixie has \(newer)"), "\(run.output)")
        #expect(run.output.contains("Fix an overflow (CVE-2099-12345)") && run.output.contains("Fix an overflow (\(listed))"), "\(run.output)")
        // Only the entries newer than the vendored revision count.
        #expect(!run.output.contains("CVE-2000-0001"), "\(run.output)")
        // A CVE the triage file does not list is named as such; a listed one is not.
        #expect(run.output.contains("CVE-2099-12345 is not in docs/cve-triage.md"), "\(run.output)")
        #expect(!run.output.contains("\(listed) is not in docs/cve-triage.md"), "\(run.output)")
        #expect(run.output.contains("STALE: 1 behind Debian"), "\(run.output)")
        // --quiet keeps the verdict alone.
        let quiet = try Self.run(["scripts/vendor", "--check", "--quiet"], standIns: standIns)
        #expect(quiet.status == 1 && quiet.output.split(separator: "\n").count == 1, "\(quiet.output)")
    }

    @Test func packagingAStaleStackIsRefusedUnlessAllowed() throws {
        let newer = Self.zlib.version + "+deb13u9"
        let standIns = try Self.standIns(newer: ["zlib": newer], changelog: [:])
        let refused = try Self.run(["scripts/package"], standIns: standIns)
        #expect(refused.status == 1, "\(refused.output)")
        #expect(refused.output.contains("package: the vendored stack is behind Debian") && refused.output.contains("--allow-stale"),
                "\(refused.output)")
        let wrong = try Self.run(["scripts/package", "--allow-stal"], standIns: standIns)
        #expect(wrong.status == 2 && wrong.output.contains("unknown argument --allow-stal"), "\(wrong.output)")
    }
}
