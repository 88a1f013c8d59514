import Foundation
import PlaceholderKit
import Testing

/// scripts/bootstrap, run as a user who is not root (`nobody`, through setpriv, when the
/// tests run as root) with a PATH of stand-ins: `dpkg-query` reports installed every
/// package but those named in `MISSING`, and, where a test gives them, `sudo` runs its
/// command and `apt-get` logs its arguments (failing when `APT_FAILS` is set), and
/// `apt-helper` fails to fetch anything. The pinned font set and the pinned hyphenation
/// dictionaries are taken from a cache folder of the test's own (`PLACEHOLDERKIT_FONT_CACHE`),
/// holding each set's stamp unless `fonts: false` or `dictionaries: false`.
/// Nothing is installed and the machine's packages do not matter.
@Suite struct BootstrapScriptTests {
    static let script = CLIHarness.packageRoot.appendingPathComponent("scripts/bootstrap").path

    /// A folder of stand-ins for PATH, open to anyone.
    static func commands(sudo: Bool) throws -> CLIHarness {
        let folder = try CLIHarness()
        chmod(folder.folder.path, 0o777)  // nobody writes apt.log here
        var scripts = [
            "dpkg-query": #"""
                for package; do :; done
                case " $MISSING " in *" $package "*) echo "dpkg-query: no packages found matching $package" >&2; exit 1;; esac
                printf 'install ok installed'
                """#,
        ]
        // What reading the pinned set's table takes.
        for tool in ["sed", "cat", "awk", "wc", "mkdir", "mktemp", "rm"] {
            try FileManager.default.createSymbolicLink(atPath: folder.path(tool), withDestinationPath: "/usr/bin/\(tool)")
        }
        if sudo {
            scripts["sudo"] = #"if [ "$1" = -v ]; then exit 0; fi; exec "$@""#
            scripts["apt-get"] = #"""
                echo "apt-get $*" >> "$APT_LOG"
                if [ -n "$APT_FAILS" ]; then echo "E: Unable to locate package" >&2; exit 100; fi
                """#
            for tool in ["env"] {
                try FileManager.default.createSymbolicLink(atPath: folder.path(tool), withDestinationPath: "/usr/bin/\(tool)")
            }
        }
        for (name, body) in scripts {
            let path = try folder.write(name, "#!/bin/sh\n" + body + "\n")
            chmod(path, 0o755)
        }
        return folder
    }

    /// Runs bootstrap with `arguments` as a user who is not root, with only `path` on PATH.
    static func run(_ arguments: [String], path: CLIHarness, environment: [String: String] = [:], fonts: Bool = true,
                    dictionaries: Bool = true) throws -> CLIHarness.Result {
        let cache = try CLIHarness()
        chmod(cache.folder.path, 0o777)  // nobody makes its folders here
        for (name, stamp) in [(PinnedFonts.name, PinnedFonts.stamp)].filter({ _ in fonts })
            + [(PinnedDictionaries.name, PinnedDictionaries.stamp)].filter({ _ in dictionaries }) {
            try FileManager.default.createDirectory(atPath: cache.path(name), withIntermediateDirectories: true)
            _ = try cache.write("\(name)/\(PinnedFonts.stampName)", stamp)
        }
        let variables = ["PATH": path.folder.path, PinnedFonts.cacheVariable: cache.folder.path].merging(environment) { $1 }
        let command = ["/usr/bin/env", "-i"] + variables.map { "\($0)=\($1)" } + ["/bin/bash", script] + arguments
        // As root, bootstrap would install: drop to nobody, who has no sudo on this PATH.
        let asUser = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] + command : command
        return try path.runProgram(asUser[0], Array(asUser.dropFirst()), environment: [:])
    }

    @Test func quietWhenNothingIsMissing() throws {
        let result = try Self.run([], path: Self.commands(sudo: false))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty && result.stdout.isEmpty, "\(result.stderr)")
    }

    @Test func withoutRootOrSudoItPrintsTheAptLineAndInstallsNothing() throws {
        let result = try Self.run(["--why", "for a test", "placeholderkit-test-tool"], path: Self.commands(sudo: false),
                                  environment: ["MISSING": "fonts-noto-cjk fonts-inter placeholderkit-test-tool"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            bootstrap: missing fonts-inter (font files some tests open by path (renders use the pinned set))
            bootstrap: missing placeholderkit-test-tool (for a test)
            bootstrap: cannot install without root or sudo; as root, run:
              apt-get update && apt-get install -y --no-install-recommends fonts-inter placeholderkit-test-tool

            """)
        #expect(!result.stderr.contains("installing"))
    }

    @Test func withSudoItPrintsOneLinePerStep() throws {
        let path = try Self.commands(sudo: true)
        let log = path.path("apt.log")
        let result = try Self.run(["--why", "for a test", "placeholderkit-test-tool", "fonts-inter"], path: path,
                                  environment: ["MISSING": "fonts-inter placeholderkit-test-tool", "APT_LOG": log])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map { $0.replacingOccurrences(of: #"\d+ s$"#, with: "N s", options: .regularExpression) }
        #expect(lines == [
            "bootstrap: updating the package lists (apt-get update)… done in N s",
            "bootstrap: installing fonts-inter (font files some tests open by path (renders use the pinned set))… done in N s",
            "bootstrap: installing placeholderkit-test-tool (for a test)… done in N s",
        ])
        #expect(try String(contentsOfFile: log, encoding: .utf8) == """
            apt-get -q update
            apt-get -q install -y --no-install-recommends fonts-inter
            apt-get -q install -y --no-install-recommends placeholderkit-test-tool

            """)
    }

    /// Without the pinned set, bootstrap fetches it (no root needed: into the user's cache)
    /// before anything else; a mirror that does not have the pinned .deb is one clear line.
    @Test func aMissingFontSetIsFetchedFirstAndAFailedFetchIsNamed() throws {
        let path = try Self.commands(sudo: false)
        let helper = try path.write("apt-helper", "#!/bin/sh\necho \"E: Failed to fetch $2  404  Not Found\" >&2\nexit 100\n")
        chmod(helper, 0o755)
        let result = try Self.run([], path: path, fonts: false)
        #expect(result.status == 1)
        let first = try #require(PinnedFonts.packages.first)
        #expect(result.stderr.hasPrefix("bootstrap: fetching the pinned font set \(PinnedFonts.name) into "), "\(result.stderr)")
        #expect(result.stderr.contains("pinned fonts: \(first.pool) could not be fetched with SHA-256 \(first.sha256) from any Debian mirror"), "\(result.stderr)")
        #expect(!result.stderr.contains("apt-get"), "no package step after a failed font step")
    }

    /// Without the pinned dictionaries, bootstrap fetches them as it fetches the font set,
    /// into the same cache, before any package; a failed fetch is one clear line. No
    /// hyphen-* package is installed: the host's dictionaries are never read.
    @Test func missingDictionariesAreFetchedAndAFailedFetchIsNamed() throws {
        let path = try Self.commands(sudo: false)
        let helper = try path.write("apt-helper", "#!/bin/sh\necho \"E: Failed to fetch $2  404  Not Found\" >&2\nexit 100\n")
        chmod(helper, 0o755)
        let result = try Self.run([], path: path, environment: ["MISSING": "hyphen-en-us hyphen-de hyphen-fr"], dictionaries: false)
        #expect(result.status == 1)
        let first = try #require(PinnedDictionaries.packages.first)
        #expect(result.stderr.hasPrefix("bootstrap: fetching the pinned hyphenation dictionaries \(PinnedDictionaries.name) into "), "\(result.stderr)")
        #expect(result.stderr.contains("/\(PinnedDictionaries.name) (the files every build hyphenates with, checked by SHA-256)… failed after "))
        #expect(result.stderr.contains("pinned dictionaries: \(first.pool) could not be fetched with SHA-256 \(first.sha256) from any Debian mirror"), "\(result.stderr)")
        #expect(!result.stderr.contains("installing") && !result.stderr.contains("apt-get"), "\(result.stderr)")
    }

    @Test func aFailedStepShowsWhatAptSaid() throws {
        let path = try Self.commands(sudo: true)
        let result = try Self.run(["placeholderkit-test-tool"], path: path,
                                  environment: ["MISSING": "placeholderkit-test-tool", "APT_LOG": path.path("apt.log"), "APT_FAILS": "1"])
        #expect(result.status == 100)
        #expect(result.stderr.hasPrefix("bootstrap: updating the package lists (apt-get update)… failed after "))
        #expect(result.stderr.hasSuffix("s (exit 100):\nE: Unable to locate package\n"))
    }
}
