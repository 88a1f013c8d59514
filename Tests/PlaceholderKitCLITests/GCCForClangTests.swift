import Foundation
import Testing

/// scripts/lib/gcc-for-clang.bash, which tells scripts/bootstrap whose libstdc++-N-dev to
/// install: that of the GCC installation the Swift toolchain's clang picks (HarfBuzz is C++,
/// and no other N will do). Run with stand-ins: a `clang` that prints the line `clang -v`
/// prints, and a tree of /usr/lib/gcc/<triple>/N folders under `GCC_FOR_CLANG_ROOT`. PATH
/// holds only the stand-ins, so the machine's swift, clang and GCC do not matter.
@Suite struct GCCForClangTests {
    static let library = CLIHarness.packageRoot.appendingPathComponent("scripts/lib/gcc-for-clang.bash").path

    /// A root holding /usr/lib/gcc/x86_64-linux-gnu/N for each of `versions`, with the
    /// crtbegin.o libgcc-N-dev puts there (clang passes over a folder without one), and for
    /// each of `empty`, without.
    static func tree(_ versions: [String], empty: [String] = []) throws -> CLIHarness {
        let root = try CLIHarness()
        for version in versions + empty {
            let folder = "usr/lib/gcc/x86_64-linux-gnu/\(version)"
            try FileManager.default.createDirectory(atPath: root.path(folder), withIntermediateDirectories: true)
            if versions.contains(version) { _ = try root.write("\(folder)/crtbegin.o", "") }
        }
        return root
    }

    /// Writes a stand-in clang at `name` in `folder` that, like `clang -v`, names the GCC
    /// installation it selects on stderr; returns its path.
    @discardableResult
    static func clang(in folder: CLIHarness, at name: String = "clang", selecting version: String) throws -> String {
        let path = try folder.write(name, """
            #!/bin/sh
            echo "clang version 21.0.0" >&2
            echo "Found candidate GCC installation: /usr/lib/gcc/x86_64-linux-gnu/\(version)" >&2
            echo "Selected GCC installation: /usr/lib/gcc/x86_64-linux-gnu/\(version)" >&2

            """)
        chmod(path, 0o755)
        return path
    }

    /// Sources the library and runs `gcc_for_clang` with only `path` on PATH and the GCC
    /// folders looked for under `root`.
    static func run(path: String, root: CLIHarness) throws -> CLIHarness.Result {
        try root.runProgram("/bin/bash", ["-c", #"source "$1" && gcc_for_clang"#, "gcc-for-clang", library],
                            environment: ["PATH": path, "GCC_FOR_CLANG_ROOT": root.folder.path])
    }

    @Test func itPrintsTheVersionClangSelects() throws {
        let path = try CLIHarness()
        try Self.clang(in: path, selecting: "16")
        let result = try Self.run(path: path.folder.path, root: Self.tree(["14", "15", "16"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text == "16\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// What clang says wins over the folders: they are only a fallback.
    @Test func clangsWordBeatsTheNewestFolder() throws {
        let path = try CLIHarness()
        try Self.clang(in: path, selecting: "14")
        let result = try Self.run(path: path.folder.path, root: Self.tree(["14", "16"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text == "14\n")
    }

    /// The clang asked is the toolchain's, beside `swift` (through its symbolic link), not
    /// another clang on PATH.
    @Test func theClangBesideSwiftIsAsked() throws {
        let folder = try CLIHarness()
        for name in ["bin", "toolchain/usr/bin"] {
            try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
        }
        let swift = try folder.write("toolchain/usr/bin/swift", "#!/bin/sh\n")
        chmod(swift, 0o755)
        try FileManager.default.createSymbolicLink(atPath: folder.path("bin/swift"), withDestinationPath: swift)
        try FileManager.default.createSymbolicLink(atPath: folder.path("bin/readlink"), withDestinationPath: "/usr/bin/readlink")
        try Self.clang(in: folder, at: "toolchain/usr/bin/clang", selecting: "15")
        try Self.clang(in: folder, at: "bin/clang", selecting: "16")
        let result = try Self.run(path: folder.path("bin"), root: Self.tree(["15", "16"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text == "15\n")
    }

    /// Without a clang, the newest installation: versions compare as numbers (9 < 14), and a
    /// folder without crtbegin.o is no installation.
    @Test func withoutClangTheNewestInstallationIsTaken() throws {
        let path = try CLIHarness()
        let result = try Self.run(path: path.folder.path, root: Self.tree(["9", "14", "16"], empty: ["17"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text == "16\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func noInstallationIsOneLineAndAFailure() throws {
        let path = try CLIHarness()
        let result = try Self.run(path: path.folder.path, root: Self.tree([], empty: ["16"]))
        #expect(result.status == 1)
        #expect(result.text.isEmpty)
        #expect(result.stderr == """
            gcc-for-clang: no clang beside swift or on PATH to ask, and there is no GCC installation (no /usr/lib/gcc/<triple>/N with a crtbegin.o: install gcc)

            """)
    }
}
