import Foundation
import Testing
import PlaceholderImage

/// The demo gallery (examples/, with every variant) and its references in
/// Snapshots/examples, which PortabilityTests also verify inside a Debian 13 root.
enum ExampleGallery {
    static let references = CLIHarness.packageRoot.appendingPathComponent("Snapshots/examples").path

    /// The PNG files directly in `folder`, by name.
    static func images(in folder: String) throws -> [String: Data] {
        var images: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".png") {
            images[name] = try FileReader.read(URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
        return images
    }

    /// The names whose bytes differ between `actual` and `expected`, or that only one has.
    static func differences(_ actual: [String: Data], _ expected: [String: Data]) -> [String] {
        Set(actual.keys).union(expected.keys).filter { actual[$0] != expected[$0] }.sorted()
    }
}

/// The references of the examples hold on this machine: `verify` in record mode never
/// passes, and a render of the examples gives the references' bytes.
@Suite struct ExampleSnapshotTests {
    @Test func theExamplesVerifyAgainstTheirReferencesByteForByte() throws {
        let cli = try CLIHarness()
        let verified = cli.run(["verify", "--specs", CLIHarness.examples, "--snapshots", ExampleGallery.references,
                                "--record", "never", "--report", cli.path("report")])
        #expect(verified.status == 0, "\(verified.text) \(verified.stderr)")
        let rendered = cli.run(["render", CLIHarness.examples, "-o", cli.path("out")])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let references = try ExampleGallery.images(in: ExampleGallery.references)
        #expect(references.count >= 38)
        #expect(ExampleGallery.differences(try ExampleGallery.images(in: cli.path("out")), references) == [])
    }
}

/// Renders are the same bytes however many jobs render them and whatever the environment
/// says about locale, time zone, home, XDG folders, Fontconfig's own configuration,
/// FreeType's properties, ICU's data folder, and which CPU features pixman and glibc's
/// libm may use: the built tool renders the gallery once with `--jobs 1` and compares
/// every other run with it.
@Suite struct DeterminismTests {
    /// A Fontconfig configuration that would change every glyph if the tool read it:
    /// full hinting, no anti-aliasing, BGR subpixels, emboldening, Inter replaced.
    static let hostileFontconfig = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="antialias" mode="assign"><bool>false</bool></edit>
            <edit name="rgba" mode="assign"><const>bgr</const></edit>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
          </match>
          <alias><family>Inter</family><prefer><family>DejaVu Serif</family></prefer></alias>
        </fontconfig>
        """

    func render(_ cli: CLIHarness, into name: String, jobs: Int, environment: [String: String?] = [:]) throws -> [String: Data] {
        let result = try cli.runBinary(["render", CLIHarness.examples, "-o", cli.path(name), "--jobs", String(jobs)], environment: environment)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        return try ExampleGallery.images(in: cli.path(name))
    }

    @Test func oneJobAndEightJobsGiveTheSameBytes() throws {
        let cli = try CLIHarness()
        let one = try render(cli, into: "one", jobs: 1)
        #expect(one.count >= 38)
        #expect(ExampleGallery.differences(try render(cli, into: "eight", jobs: 8), one) == [])
    }

    @Test func anOddEnvironmentChangesNoByte() throws {
        let cli = try CLIHarness()
        let plain = try render(cli, into: "plain", jobs: 2, environment: ["FREETYPE_PROPERTIES": nil, "FONTCONFIG_FILE": nil])
        try FileManager.default.createDirectory(atPath: cli.path("config/fontconfig"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cli.path("empty"), withIntermediateDirectories: true)
        let fontsConf = try cli.write("config/fontconfig/fonts.conf", Self.hostileFontconfig)
        let odd: [String: String?] = [
            "LANG": "tr_TR.UTF-8", "LC_ALL": "ar_SA.ISO-8859-6", "LC_NUMERIC": "de_DE.UTF-8", "TZ": "Pacific/Kiritimati",
            "HOME": "/nonexistent", "XDG_CONFIG_HOME": cli.path("config"), "XDG_CACHE_HOME": "/proc/version",
            "XDG_DATA_HOME": "/nonexistent/share", "XDG_DATA_DIRS": cli.path("empty"), "XDG_CONFIG_DIRS": cli.path("config"),
            "FONTCONFIG_FILE": fontsConf, "FONTCONFIG_PATH": cli.path("config/fontconfig"),
            // Stem darkening on for every FreeType module that has it: before FreeTypeLibrary
            // pinned it off again, this alone changed 7 of the 38 images (Inter is CFF).
            "FREETYPE_PROPERTIES": "cff:no-stem-darkening=0 type1:no-stem-darkening=0 t1cid:no-stem-darkening=0 autofitter:no-stem-darkening=0",
            "ICU_DATA": cli.path("empty"),
            // pixman's and glibc's CPU-specific code paths (SIMD compositing, FMA/AVX2 libm).
            "PIXMAN_DISABLE": "mmx sse2 ssse3 avx2",
            "GLIBC_TUNABLES": "glibc.cpu.hwcaps=-AVX2,-FMA,-AVX,-AVX512F,-FMA4,-SSE4_1,-SSE4_2,-SSSE3",
        ]
        #expect(ExampleGallery.differences(try render(cli, into: "odd", jobs: 8, environment: odd), plain) == [])
    }
}
