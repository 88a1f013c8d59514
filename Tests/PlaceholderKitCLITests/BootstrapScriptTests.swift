import Foundation
import PlaceholderKit
import Testing

/// scripts/bootstrap, run as a user who is not root (`nobody`, through setpriv, when the
/// tests run as root) with a PATH of stand-ins: `dpkg-query` reports installed every
/// package but those named in `MISSING`, and, where a test gives them, `sudo` runs its
/// command, `apt-get` logs its arguments (failing when `APT_FAILS` is set; installing gcc
/// makes the GCC installation `GCC_APPEARS` names), `apt-cache` logs its arguments and
/// knows every package but those in `APT_LACKS`, and `apt-helper` fails to fetch anything.
/// The pinned font set and the pinned hyphenation dictionaries are taken from a cache folder
/// of the test's own (`PLACEHOLDERKIT_FONT_CACHE`), holding each set's stamp unless
/// `fonts: false` or `dictionaries: false`, and the GCC installations from a tree of the
/// test's own (`GCC_FOR_CLANG_ROOT`: GCC 14 unless the test gives one; with no clang on
/// PATH, the newest is the one). Nothing is installed and the machine's packages and
/// compilers do not matter.
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
                if [ -n "$GCC_APPEARS" ] && [ "$*" = "-q install -y --no-install-recommends gcc" ]; then
                  mkdir -p "$GCC_APPEARS" && : > "$GCC_APPEARS/crtbegin.o"
                fi
                """#
            scripts["apt-cache"] = #"""
                echo "apt-cache $*" >> "$APT_LOG"
                for package; do :; done
                case " $APT_LACKS " in *" $package "*) echo "E: No packages found" >&2; exit 100;; esac
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
        let gcc = try GCCForClangTests.tree(["14"])
        let variables = ["PATH": path.folder.path, PinnedFonts.cacheVariable: cache.folder.path, "GCC_FOR_CLANG_ROOT": gcc.folder.path]
            .merging(environment) { $1 }
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

    /// HarfBuzz's C++ library is the libstdc++-N-dev of the GCC Swift's clang picks (here 16,
    /// though the tree's newest is 17): named, with how N was found.
    @Test func theLibstdcxxOfTheGCCClangPicksIsNamed() throws {
        let path = try Self.commands(sudo: false)
        let clang = try GCCForClangTests.clang(in: path, selecting: "16")
        let result = try Self.run([], path: path, environment: ["MISSING": "libstdc++-16-dev",
                                                                "GCC_FOR_CLANG_ROOT": GCCForClangTests.tree(["16", "17"]).folder.path])
        #expect(result.status == 1)
        #expect(result.stderr == """
            bootstrap: missing libstdc++-16-dev (the C++ library HarfBuzz builds with: clang picks GCC 16 (/usr/lib/gcc/x86_64-linux-gnu/16; asked \(clang)))
            bootstrap: cannot install without root or sudo; as root, run:
              apt-get update && apt-get install -y --no-install-recommends libstdc++-16-dev

            """)
    }

    /// A libstdc++ apt does not have (a GCC newer than the package lists, or one from
    /// elsewhere) is one line after the update, and nothing is installed.
    @Test func aLibstdcxxAptLacksIsOneLine() throws {
        let path = try Self.commands(sudo: true)
        let clang = try GCCForClangTests.clang(in: path, selecting: "16")
        let log = path.path("apt.log")
        let result = try Self.run(["hyphen-de"], path: path, environment: ["MISSING": "libstdc++-16-dev hyphen-de", "APT_LOG": log,
                                                                           "APT_LACKS": "libstdc++-16-dev"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map { $0.replacingOccurrences(of: #"\d+ s$"#, with: "N s", options: .regularExpression) }
        #expect(lines == [
            "bootstrap: updating the package lists (apt-get update)… done in N s",
            "bootstrap: clang picks GCC 16 (/usr/lib/gcc/x86_64-linux-gnu/16; asked \(clang)), but apt has no libstdc++-16-dev, which HarfBuzz needs to build",
        ])
        #expect(try String(contentsOfFile: log, encoding: .utf8) == """
            apt-get -q update
            apt-cache show --no-all-versions libstdc++-16-dev

            """)
    }

    /// With no GCC installation at all, gcc comes first, then the libstdc++ of the GCC it
    /// brought (no clang here: the newest installation).
    @Test func withoutAGCCInstallationGCCComesFirstThenItsLibstdcxx() throws {
        let path = try Self.commands(sudo: true)
        let log = path.path("apt.log")
        let root = try GCCForClangTests.tree([])
        chmod(root.folder.path, 0o777)  // nobody's apt-get makes the installation here
        let result = try Self.run([], path: path, environment: ["MISSING": "gcc libstdc++-16-dev", "APT_LOG": log,
                                                                "GCC_FOR_CLANG_ROOT": root.folder.path,
                                                                "GCC_APPEARS": root.path("usr/lib/gcc/x86_64-linux-gnu/16")])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map { $0.replacingOccurrences(of: #"\d+ s$"#, with: "N s", options: .regularExpression) }
        #expect(lines == [
            "bootstrap: updating the package lists (apt-get update)… done in N s",
            "bootstrap: installing gcc (a GCC installation for Swift's clang to compile and link with: there is none)… done in N s",
            "bootstrap: installing libstdc++-16-dev (the C++ library HarfBuzz builds with: no clang beside swift or on PATH to ask: taking the newest GCC, 16 (/usr/lib/gcc/x86_64-linux-gnu/16))… done in N s",
        ])
        #expect(try String(contentsOfFile: log, encoding: .utf8) == """
            apt-get -q update
            apt-get -q install -y --no-install-recommends gcc
            apt-cache show --no-all-versions libstdc++-16-dev
            apt-get -q install -y --no-install-recommends libstdc++-16-dev

            """)
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
