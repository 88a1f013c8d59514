import Foundation
import Testing

/// When ``PortabilityTests`` run, and what they need.
enum PortabilityTestConditions {
    static let wanted = ProcessInfo.processInfo.environment["PLACEHOLDERKIT_PORTABILITY_TEST"] == "1"
    static let isRoot = geteuid() == 0
    /// debootstrap, or apt-get to install it (scripts/debian-root runs scripts/bootstrap).
    static let canDebootstrap = ["/usr/sbin/debootstrap", "/usr/bin/apt-get"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    static let hasTools = ["/usr/bin/unshare", "/usr/sbin/chroot", "/usr/bin/dpkg-deb"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Same pixels everywhere: scripts/package's bundle and .deb (built once, shared with
/// ``DebianPackageTests``), run by scripts/portability-check inside a minimal Debian 13
/// root (debootstrap minbase: no -dev package, no font package, no Swift; cached under
/// .build/debian-roots), render every example byte for byte as the bundle does on this
/// machine, and `verify` passes against Snapshots/examples there; in a Debian 11 root the
/// bundle refuses the older glibc in one line.
///
/// Slow the first time (two debootstraps, about 1½ minutes each, then cached) and needs
/// root, so it runs only with PLACEHOLDERKIT_PORTABILITY_TEST=1, which .ci/run sets.
@Suite(.enabled(if: PortabilityTestConditions.wanted, "set PLACEHOLDERKIT_PORTABILITY_TEST=1 to check the bundle and the .deb in a Debian 13 root (.ci/run does)"),
       .enabled(if: PortabilityTestConditions.isRoot, "debootstrap, mount and chroot need root"),
       .enabled(if: PortabilityTestConditions.canDebootstrap, "neither debootstrap nor apt-get to install it is here"),
       .enabled(if: PortabilityTestConditions.hasTools, "unshare, chroot or dpkg-deb is missing"))
struct PortabilityTests {
    /// The bundle unpacked here, what it renders here, and what the Debian 13 root gave.
    struct Checked: Sendable {
        var folder: CLIHarness
        var host: [String: Data]
        var bundle: [String: Data]
        var deb: [String: Data]
        func text(_ name: String) -> String {
            (try? String(contentsOfFile: folder.path("trixie/\(name)"), encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        }

        static func make() throws -> Checked {
            let built = try DebianPackageTests.built.get()
            let folder = try CLIHarness()
            let unpacked = try folder.runProgram("/bin/tar", ["xzf", built.tarball, "-C", folder.folder.path], environment: [:])
            guard unpacked.status == 0 else { throw DebianPackageTests.PackageFailure(description: "tar xzf failed: \(unpacked.stderr)") }
            let tool = folder.path("placeholderkit/bin/placeholderkit")
            let rendered = try folder.runProgram(tool, ["render", CLIHarness.examples, "-o", folder.path("host")], environment: ["PATH": "/usr/bin:/bin"])
            guard rendered.status == 0 else { throw DebianPackageTests.PackageFailure(description: "the bundle does not render here: \(rendered.stderr)") }
            let script = CLIHarness.packageRoot.appendingPathComponent("scripts/portability-check").path
            let checked = try folder.runProgram("/bin/bash", [script, built.tarball, built.deb, folder.path("trixie")],
                                                environment: ProcessInfo.processInfo.environment)
            guard checked.status == 0 else { throw DebianPackageTests.PackageFailure(description: "scripts/portability-check failed (\(checked.status)): \(checked.stderr.suffix(2000))") }
            return Checked(folder: folder, host: try ExampleGallery.images(in: folder.path("host")),
                           bundle: try ExampleGallery.images(in: folder.path("trixie/bundle")),
                           deb: try ExampleGallery.images(in: folder.path("trixie/deb")))
        }
    }

    static let checked = Result { try Checked.make() }

    @Test func theRootIsDebian13WithANewerGlibcThanThisMachine() throws {
        let checked = try Self.checked.get()
        let glibc = checked.text("glibc")
        #expect(glibc.hasPrefix("2.4"), "the root's glibc is \(glibc), not trixie's 2.41")
    }

    /// Debian 11's glibc 2.31 is older than the bundle needs: its launcher says so in one
    /// line, exit status 2, instead of the loader's "version `GLIBC_2.xx' not found".
    @Test func anOlderGlibcIsRefusedInOneLine() throws {
        let checked = try Self.checked.get()
        let minimum = try String(contentsOfFile: checked.folder.path("placeholderkit/MINIMUM_GLIBC"), encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(checked.text("old-glibc.status") == "2")
        #expect(checked.text("old-glibc.log") == "placeholderkit: this bundle needs glibc \(minimum) or newer; this system has glibc 2.31")
    }

    /// Rendering and verifying write no cache into HOME (the fonts are listed at start-up,
    /// no Fontconfig cache is made), so a read-only install and a read-only HOME work alike.
    @Test func theBundleWritesNoCacheIntoHomeAfterTarAndDpkg() throws {
        let checked = try Self.checked.get()
        #expect(checked.text("bundle.home-cache-files") == "0")
        #expect(checked.text("deb.home-cache-files") == "0")
    }

    @Test func theBundleHereRendersTheReferencesBytes() throws {
        let checked = try Self.checked.get()
        #expect(checked.host.count >= 38)
        #expect(ExampleGallery.differences(checked.host, try ExampleGallery.images(in: ExampleGallery.references)) == [])
    }

    @Test func theBundleInDebian13RendersTheSameBytes() throws {
        let checked = try Self.checked.get()
        #expect(ExampleGallery.differences(checked.bundle, checked.host) == [], "\(checked.text("bundle.render.log"))")
        #expect(checked.text("bundle.verify.status") == "0", "\(checked.text("bundle.verify.log"))")
    }

    @Test func theDebInstalledInDebian13RendersTheSameBytes() throws {
        let checked = try Self.checked.get()
        #expect(checked.text("deb.status") == "install ok installed", "\(checked.text("deb.install.log"))")
        #expect(ExampleGallery.differences(checked.deb, checked.host) == [], "\(checked.text("deb.render.log"))")
        #expect(checked.text("deb.verify.status") == "0", "\(checked.text("deb.verify.log"))")
    }
}
