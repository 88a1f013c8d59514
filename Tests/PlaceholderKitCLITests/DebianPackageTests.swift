import Foundation
import Testing
import PlaceholderKit

/// When ``DebianPackageTests`` run.
enum PackageTestConditions {
    static let wanted = ProcessInfo.processInfo.environment["PLACEHOLDERKIT_PACKAGE_TEST"] == "1"
    static let hasDpkgDeb = FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-deb")
}

/// scripts/package's .deb, built once (a release build in .build/package-build of its own)
/// and unpacked with `dpkg-deb -x` into a temporary root, whose binary must run with the
/// Swift toolchain out of reach: `ldd` resolves nothing into it, and its `render` and
/// `diff` run with an empty environment (LD_LIBRARY_PATH empty) and, as root, in a mount
/// namespace of their own where the toolchain's runtime folder is an empty tmpfs.
///
/// Slow (about a minute more than the suite on two idle cores), so it runs only with
/// PLACEHOLDERKIT_PACKAGE_TEST=1, which .ci/run sets.
@Suite(.enabled(if: PackageTestConditions.wanted, "set PLACEHOLDERKIT_PACKAGE_TEST=1 to build and check the .deb (.ci/run does)"),
       .enabled(if: PackageTestConditions.hasDpkgDeb, "dpkg-deb is not installed, so there is no .deb to check"))
struct DebianPackageTests {
    /// The package, built and unpacked.
    struct Built: Sendable {
        var deb: String
        var root: CLIHarness
        var binary: String { root.path("root/usr/bin/placeholderkit") }

        static func make() throws -> Built {
            let root = try CLIHarness()
            let script = CLIHarness.packageRoot.appendingPathComponent("scripts/package").path
            let built = try root.runProgram("/bin/bash", [script], environment: ProcessInfo.processInfo.environment)
            guard built.status == 0, let path = built.text.split(separator: "\n").last else {
                throw PackageFailure(description: "scripts/package failed (\(built.status)): \(built.stderr.suffix(2000))")
            }
            let deb = CLIHarness.packageRoot.appendingPathComponent(String(path)).path
            let unpacked = try root.runProgram("/usr/bin/dpkg-deb", ["-x", deb, root.path("root")], environment: [:])
            guard unpacked.status == 0 else { throw PackageFailure(description: "dpkg-deb -x failed: \(unpacked.stderr)") }
            return Built(deb: deb, root: root)
        }

        /// Runs `program arguments…` and returns its stdout, failing on a non-zero status.
        func output(_ program: String, _ arguments: [String]) throws -> String {
            let result = try root.runProgram(program, arguments, environment: ["PATH": "/usr/bin:/bin"])
            guard result.status == 0 else { throw PackageFailure(description: "\(program) \(arguments) failed: \(result.stderr)") }
            return result.text
        }
    }

    struct PackageFailure: Error, CustomStringConvertible {
        var description: String
    }

    static let built = Result { try Built.make() }

    /// The folder this test process loaded `libswiftCore.so` from: the toolchain's runtime.
    static let toolchainLibraries: String? = {
        // Read to its end: /proc files have no size for String(contentsOfFile:) to go by.
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        let path = maps.split(separator: "\n").compactMap { $0.split(separator: " ").last }.first { $0.hasSuffix("/libswiftCore.so") }
        return path.map { URL(fileURLWithPath: String($0)).deletingLastPathComponent().path }
    }()

    /// Whether the toolchain's runtime folder can be covered: as root, with mount namespaces.
    static let canHideToolchain: Bool = {
        guard geteuid() == 0, toolchainLibraries != nil, let harness = try? CLIHarness() else { return false }
        return (try? harness.runProgram("/usr/bin/unshare", ["--mount", "--propagation", "private", "/bin/true"], environment: [:]).status) == 0
    }()

    /// Runs `binary arguments…` with the toolchain out of reach: an empty environment but
    /// PATH, in a mount namespace where the toolchain's runtime folder is an empty tmpfs.
    static func runWithoutToolchain(_ binary: String, _ arguments: [String], in folder: CLIHarness) throws -> CLIHarness.Result {
        guard canHideToolchain, let libraries = toolchainLibraries else {
            throw PackageFailure(description: "cannot hide the Swift toolchain here: that takes root and mount namespaces (unshare --mount)")
        }
        let command = ["/usr/bin/unshare", "--mount", "--propagation", "private", "--", "/bin/sh", "-c",
                       #"mount -t tmpfs -o size=1m tmpfs "$1" && ! test -e "$1/libswiftCore.so" && shift && exec "$@""#, "sh", libraries,
                       "/usr/bin/env", "-i", "PATH=/usr/bin:/bin", "LD_LIBRARY_PATH=", binary] + arguments
        return try folder.runProgram(command[0], Array(command.dropFirst()), environment: [:])
    }

    /// The same hiding stops this build's own tool, which loads Swift's runtime from the
    /// toolchain.
    @Test func theToolchainIsOutOfReach() throws {
        let hidden = try Self.runWithoutToolchain(CLIHarness.binary.path, ["--help"], in: CLIHarness())
        #expect(hidden.status == 127 && hidden.stderr.contains("error while loading shared libraries: libswift"), "\(hidden.status) \(hidden.stderr)")
    }

    @Test func theControlFileIsComplete() throws {
        let built = try Self.built.get()
        var fields: [String: String] = [:]
        for line in try built.output("/usr/bin/dpkg-deb", ["-f", built.deb]).split(separator: "\n") where !line.hasPrefix(" ") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        let versionLine = try built.output(built.binary, ["--version"]).split(separator: "\n").first ?? ""
        #expect(fields["Package"] == "placeholderkit")
        #expect(fields["Version"].map { versionLine.split(separator: " ").dropFirst().first == Substring($0) } == true, "\(versionLine)")
        #expect(fields["Architecture"] == (try built.output("/usr/bin/dpkg", ["--print-architecture"])).trimmingCharacters(in: .newlines))
        for field in ["Maintainer", "Description", "Section", "Priority"] { #expect(fields[field]?.isEmpty == false, "no \(field)") }
        let binarySize = try FileManager.default.attributesOfItem(atPath: built.binary)[.size] as? Int ?? 0
        #expect(Int(fields["Installed-Size"] ?? "").map { $0 >= binarySize / 1024 } == true)

        let depends = (fields["Depends"] ?? "").components(separatedBy: ", ").map { String($0.prefix { $0 != " " && $0 != "(" }) }
        for package in ["libcairo2", "libfreetype6", "libfontconfig1", "libharfbuzz0b", "libpng16-16",
                        "fonts-dejavu-core", "fonts-inter", "fonts-noto-cjk", "fonts-noto-color-emoji"] {
            #expect(depends.contains(package), "Depends lacks \(package): \(fields["Depends"] ?? "")")
        }
        #expect(depends.contains { $0.hasPrefix("libicu") })
        for package in depends {
            #expect(try built.output("/usr/bin/dpkg-query", ["-W", "-f=${Status}", package]) == "install ok installed", "\(package) is no installed package")
        }
    }

    /// The libc6 minimum in Depends is no older than the newest glibc version the binary
    /// asks the loader for, GLIBC_ABI_DT_RELR (packed relocations) counting as 2.36: an
    /// older glibc would install the package and then refuse to load the tool.
    @Test func theLibcMinimumCoversEveryGlibcVersionTheBinaryNeeds() throws {
        let built = try Self.built.get()
        let needs = try built.output("/usr/bin/readelf", ["--version-info", "--wide", built.binary])
            .split(separator: "\n").compactMap { line -> String? in
                guard let name = line.split(separator: " ").drop(while: { $0 != "Name:" }).dropFirst().first else { return nil }
                if name == "GLIBC_ABI_DT_RELR" { return "2.36" }
                return name.hasPrefix("GLIBC_2.") ? String(name.dropFirst("GLIBC_".count)) : nil
            }
        #expect(!needs.isEmpty, "readelf lists no glibc version")
        let control = try built.output("/usr/bin/dpkg-deb", ["-f", built.deb, "Depends"])
        let minimum = try #require(control.firstMatch(of: /libc6 \(>= ([0-9.]+)\)/)?.1, "no libc6 minimum in \(control)")
        for need in Set(needs) {
            let covered = try built.root.runProgram("/usr/bin/dpkg", ["--compare-versions", String(minimum), "ge", need], environment: [:])
            #expect(covered.status == 0, "Depends has libc6 (>= \(minimum)) but the binary needs glibc \(need)")
        }
    }

    @Test func theFilesAreRootsAndInDebianPlaces() throws {
        let built = try Self.built.get()
        let listing = try built.output("/usr/bin/dpkg-deb", ["-c", built.deb])
        #expect(listing.split(separator: "\n").contains { $0.hasPrefix("-rwxr-xr-x root/root") && $0.hasSuffix(" ./usr/bin/placeholderkit") })
        #expect(listing.split(separator: "\n").allSatisfy { $0.contains(" root/root ") }, "not everything belongs to root: \(listing)")
        // The man page and completions are there exactly when the tool can print them.
        let places = [
            (["help", "--man"], "usr/share/man/man1/placeholderkit.1.gz"),
            (["completions", "bash"], "usr/share/bash-completion/completions/placeholderkit"),
            (["completions", "zsh"], "usr/share/zsh/vendor-completions/_placeholderkit"),
            (["completions", "fish"], "usr/share/fish/vendor_completions.d/placeholderkit.fish"),
        ]
        for (arguments, place) in places {
            let printed = try built.root.runProgram(built.binary, arguments, environment: [:])
            let prints = printed.status == 0 && !printed.stdout.isEmpty && (arguments[0] != "help" || printed.text.contains("\n.TH ") || printed.text.hasPrefix(".TH "))
            #expect(FileManager.default.fileExists(atPath: built.root.path("root/\(place)")) == prints, "\(place)")
        }
    }

    @Test func theBinaryLoadsNothingFromTheToolchain() throws {
        let built = try Self.built.get()
        let ldd = try built.output("/usr/bin/ldd", [built.binary])
        #expect(ldd.contains("libcairo.so.2"), "\(ldd)")
        for line in ldd.split(separator: "\n") {
            #expect(!line.contains("not found"), "\(line)")
            #expect(line.range(of: "libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime", options: .regularExpression) == nil, "\(line)")
            if let libraries = Self.toolchainLibraries { #expect(!line.contains(libraries), "\(line)") }
        }
    }

    @Test func theUnpackedToolRendersAndDiffsWithoutTheToolchain() throws {
        let built = try Self.built.get()
        let spec = CLIHarness.examples + "/seed002-middle.json"
        let rendered = try Self.runWithoutToolchain(built.binary, ["render", spec, "-o", built.root.path("packaged.png")], in: built.root)
        #expect(rendered.status == 0 && rendered.stderr.isEmpty, "\(rendered.stderr)")
        let changed = try Self.runWithoutToolchain(built.binary, ["render", spec, "--placeholder", "Something else", "-o", built.root.path("changed.png")], in: built.root)
        #expect(changed.status == 0, "\(changed.stderr)")
        try PlaceholderTextView(json: Data(contentsOf: URL(fileURLWithPath: spec))).pngData().write(to: URL(fileURLWithPath: built.root.path("expected.png")))

        let same = try Self.runWithoutToolchain(built.binary, ["diff", built.root.path("packaged.png"), built.root.path("expected.png")], in: built.root)
        #expect(same.status == 0, "the packaged render differs from this build's: \(same.text) \(same.stderr)")
        let different = try Self.runWithoutToolchain(built.binary, ["diff", built.root.path("packaged.png"), built.root.path("changed.png")], in: built.root)
        #expect(different.status == 1, "\(different.text) \(different.stderr)")
    }
}
