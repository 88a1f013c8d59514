// swift-tools-version: 6.1
import PackageDescription

/// A system library reached through pkg-config; Debian's -dev package provides it.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

/// A C library of the rendering stack: the pinned build of its vendored sources (the
/// default), or the system's copy with the `SystemLibraries` trait. Both targets export
/// the same module (`name`), so the Swift code is the same either way.
func pinnedOrSystem(_ name: String) -> [Target.Dependency] {
    [.target(name: name, condition: .when(traits: ["PinnedStack"])),
     .target(name: name + "System", condition: .when(traits: ["SystemLibraries"]))]
}

/// pixman's config.h, as far as its sources read it (its meson on Debian 13), but for
/// what depends on the CPU: Sources/CPixman/config/pixman-config.h.
let pixmanDefines: [CSetting] = [
    .define("PACKAGE", to: "\"pixman\""),
    .define("SIZEOF_LONG", to: "8"),
    .define("HAVE_BUILTIN_CLZ"),
    .define("HAVE_PTHREADS"),
    .define("TLS", to: "__thread"),
    .define("TOOLCHAIN_SUPPORTS_ATTRIBUTE_CONSTRUCTOR"),
    .define("USE_GCC_INLINE_ASM"),
    // The SIMD implementations, which depend on the CPU: Sources/CPixman/config/pixman-config.h.
    .define("HAVE_CONFIG_H"),
    .headerSearchPath("config"),
]

let package = Package(
    name: "PlaceholderKit",
    products: [
        .library(name: "PlaceholderImage", targets: ["PlaceholderImage"]),
        .library(name: "PlaceholderKit", targets: ["PlaceholderKit"]),
        .library(name: "PlaceholderImageDiff", targets: ["PlaceholderImageDiff"]),
        .library(name: "PlaceholderSnapshotTesting", targets: ["PlaceholderSnapshotTesting"]),
        .executable(name: "placeholderkit", targets: ["placeholderkit"]),
    ],
    traits: [
        .trait(name: "PinnedStack", description: "Render with the vendored, pinned cairo, pixman, FreeType, HarfBuzz, "
               + "libpng and zlib (scripts/vendor): the same pixels on every Linux. The default."),
        .trait(name: "SystemLibraries", description: "Link the system's cairo, FreeType, HarfBuzz and libpng instead, "
               + "for distributors who must: pixels then follow the distribution's versions."),
        .default(enabledTraits: ["PinnedStack"]),
    ],
    dependencies: [
        // The command line: parsing, help, completions. No dependencies of its own.
        // Offline, scripts/lib/mirrors.bash points SwiftPM at a local mirror of it.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        // statfs(2)'s header, which Glibc's module leaves out; nothing to link.
        .systemLibrary(name: "CStatfs"),
        .systemLibrary(name: "CMalloc"),
        // The pinned rendering stack: upstream sources as Debian 13 ships them, with
        // Debian's patches and PlaceholderKit's own (scripts/vendor re-vendors them and
        // says which), compiled into every build so pixels depend on this commit alone.
        .target(name: "CZlib", exclude: ["upstream/LICENSE"], sources: ["upstream"]),
        .target(name: "CLibPNG", dependencies: ["CZlib"], exclude: ["upstream/LICENSE"], sources: ["upstream"],
                cSettings: [.define("PNG_ARM_NEON_OPT", to: "0"), .define("PNG_INTEL_SSE_OPT", to: "0"),
                            .define("PNG_POWERPC_VSX_OPT", to: "0"), .define("PNG_MIPS_MSA_OPT", to: "0"),
                            .define("PNG_LOONGARCH_LSX_OPT", to: "0")]),
        .target(name: "CFreeType", dependencies: ["CLibPNG"],
                sources: ["base/ftsystem.c", "base/ftinit.c", "base/ftdebug.c", "base/ftbase.c", "base/ftbbox.c",
                          "base/ftbitmap.c", "base/ftfstype.c", "base/ftgasp.c", "base/ftglyph.c", "base/ftmm.c",
                          "base/ftstroke.c", "base/ftsynth.c", "base/fttype1.c", "truetype/truetype.c", "cff/cff.c",
                          "type1/type1.c", "cid/type1cid.c", "sfnt/sfnt.c", "psaux/psaux.c", "psnames/psnames.c",
                          "pshinter/pshinter.c", "autofit/autofit.c", "smooth/smooth.c", "raster/raster.c"]
                    .map { "upstream/src/" + $0 },
                cSettings: [.define("FT2_BUILD_LIBRARY")]),
        .target(name: "CHarfBuzz", sources: ["upstream/harfbuzz.cc"],
                cxxSettings: [.define("HAVE_PTHREAD", to: "1"), .define("HAVE_ATEXIT", to: "1")]),
        // pixman-sse2.c and pixman-ssse3.c are built through x86/, which compiles them on x86 only.
        .target(name: "CPixman", exclude: ["upstream/COPYING", "upstream/pixman-region.c", "upstream/pixman-sse2.c",
                                           "upstream/pixman-ssse3.c", "config"],
                sources: ["upstream", "x86"], cSettings: pixmanDefines),
        .target(name: "CCairo", dependencies: ["CPixman", "CFreeType", "CLibPNG", "CZlib"],
                exclude: ["upstream/COPYING", "upstream/COPYING-LGPL-2.1", "upstream/COPYING-MPL-1.1"], sources: ["upstream"],
                linkerSettings: [.linkedLibrary("m"), .linkedLibrary("pthread")]),
        // The same modules from the system (the SystemLibraries trait).
        systemLibrary("CCairoSystem", pkgConfig: "cairo", apt: "libcairo2-dev"),
        systemLibrary("CFreeTypeSystem", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CHarfBuzzSystem", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        systemLibrary("CLibPNGSystem", pkgConfig: "libpng", apt: "libpng-dev"),
        // libhyphen 2.8.8 (hyphenationFactor), vendored the same way (scripts/vendor) but in
        // every build, the SystemLibraries trait's too: no build links the host's copy.
        .target(name: "CHyphen", exclude: ["upstream/COPYING", "upstream/COPYING.LGPL", "upstream/COPYING.MPL"],
                sources: ["upstream"]),
        // ICU (Debian 13's 76.1), vendored like the stack and built in every build, the
        // SystemLibraries trait's too: the units of its common library that cicu.c calls
        // need, with its data cut to what they read and linked in (cicu-data.S finds the
        // file through the "data" search path). Its symbols carry our renaming, so it never
        // clashes with Foundation's ICU: Sources/CICU/include/cicu.h.
        .target(name: "CICU", exclude: ["upstream/LICENSE", "data"], sources: ["cicu.c", "cicu-data.S", "upstream/common"],
                cSettings: [.define("UCONFIG_USE_LOCAL"), .headerSearchPath("upstream/common"), .headerSearchPath("data")],
                cxxSettings: [.define("UCONFIG_USE_LOCAL"), .headerSearchPath("upstream/common")]),
        // libpng is a C target too, so its longjmp handling compiles with warnings on: see
        // Sources/CPNG/include/cpng.h.
        .target(name: "CPNG", dependencies: pinnedOrSystem("CLibPNG")),
        // PixelDiff's compare kernel in C, for any CPU and with AVX2 (chosen at run time).
        .target(name: "CPixelDiff"),
        // The running executable's build ID, which keys an incremental render's images.
        .target(name: "CBuildID"),
        // How values are written into messages and files: quoting, C-locale numbers, the
        // layout of JSON documents. Plain Swift, nothing below it, so every module (the
        // model included) can use it.
        .target(name: "PlaceholderFormat"),
        // RGBA images, the PNG codec and atomic files: no fonts, no cairo.
        .target(name: "PlaceholderImage", dependencies: ["PlaceholderFormat", "CPNG"]),
        // The spec and its model, schema and validation: plain Swift, no C target below it.
        .target(name: "PlaceholderModel", dependencies: ["PlaceholderFormat"]),
        // Fonts and the text engine (Unicode, fallback, shaping, line breaking, hyphenation)
        // over the model; no cairo.
        .target(
            name: "PlaceholderText",
            dependencies: ["PlaceholderModel", "PlaceholderFormat", "CStatfs", "CHyphen", "CICU", "PlaceholderImage"]
                + pinnedOrSystem("CFreeType") + pinnedOrSystem("CHarfBuzz")
        ),
        // Where every line, glyph, caret and frame of a mockup goes, over the text engine;
        // no cairo.
        .target(name: "PlaceholderGeometry", dependencies: ["PlaceholderText", "PlaceholderModel", "PlaceholderFormat", "PlaceholderImage"]),
        // The accessibility audit over the geometry; no cairo.
        .target(name: "PlaceholderAudit", dependencies: ["PlaceholderGeometry", "PlaceholderText", "PlaceholderModel", "PlaceholderFormat"]),
        // Drawing with cairo to images, PNG, SVG and PDF, and what the drawing is made of
        // (the pinned stack, the bill of materials).
        .target(
            name: "PlaceholderRendering",
            dependencies: ["PlaceholderAudit", "PlaceholderGeometry", "PlaceholderText", "PlaceholderModel", "PlaceholderFormat", "PlaceholderImage"]
                + pinnedOrSystem("CCairo") + pinnedOrSystem("CFreeType")
        ),
        // The umbrella: re-exports only (Exports.swift), so `import PlaceholderKit` brings
        // every layer above and a client need not know which one declares a type.
        .target(
            name: "PlaceholderKit",
            dependencies: ["PlaceholderRendering", "PlaceholderAudit", "PlaceholderGeometry", "PlaceholderText", "PlaceholderModel"]
        ),
        // Pixel diff, reference snapshots and reports; no test framework (so the CLI can use
        // it) and no text stack (so it works where fonts are broken).
        .target(name: "PlaceholderImageDiff", dependencies: ["PlaceholderImage", "PlaceholderFormat", "CPixelDiff"]),
        // assertSnapshot for Swift Testing and XCTest.
        .target(name: "PlaceholderSnapshotTesting", dependencies: ["PlaceholderImageDiff", "PlaceholderKit", "PlaceholderImage", "PlaceholderFormat"]),
        .target(
            name: "PlaceholderKitCLI",
            dependencies: ["PlaceholderKit", "PlaceholderImageDiff", "PlaceholderImage", "PlaceholderFormat", "CBuildID", "CMalloc", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // A release build of the tool links Swift's runtime and Foundation in and packs its
        // relative relocations (DT_RELR, glibc 2.36), with lld from the toolchain: loaded as
        // eight shared libraries they cost a render process 4 MB more (28 MB against 24 MB
        // peak), most of it their relocated and touched pages. Only this executable target
        // has the flags, so the library products stay usable as versioned dependencies.
        // -static-stdlib leaves out Foundation's own static dependencies, named after it.
        .executableTarget(
            name: "placeholderkit", dependencies: ["PlaceholderKitCLI"],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims",
                                           "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                                          .when(platforms: [.linux], configuration: .release))]
        ),
        // The libFuzzer target over spec decoding, validation, layout and the layout
        // document. scripts/fuzz builds it with -sanitize=fuzzer,address -DFUZZING; the
        // ordinary build makes a replayer of saved inputs instead.
        .systemLibrary(name: "CLibFuzzer"),
        // The fuzz targets' main (libFuzzer's driver, or a replay of saved inputs) and failure.
        .target(name: "FuzzDriver", dependencies: ["CLibFuzzer", "PlaceholderImage"]),
        .executableTarget(name: "PlaceholderFuzz", dependencies: ["PlaceholderKit", "PlaceholderImage", "FuzzDriver"], exclude: ["spec.dict"]),
        // The same over PNG decoding (references may come from pull requests) and over shard
        // results with merge-reports' checks (so may they).
        .executableTarget(name: "PlaceholderPNGFuzz", dependencies: ["PlaceholderImage", "FuzzDriver"], exclude: ["png.dict"]),
        .executableTarget(name: "PlaceholderReportFuzz", dependencies: ["PlaceholderImageDiff", "PlaceholderImage", "PlaceholderFormat", "FuzzDriver"], exclude: ["report.dict", "seeds"]),
        // And over a render farm's folder files: contact-sheet indexes from shard artifacts,
        // incremental manifests from CI caches.
        .executableTarget(name: "PlaceholderFarmFuzz", dependencies: ["PlaceholderKitCLI", "PlaceholderImage", "PlaceholderFormat", "FuzzDriver"], exclude: ["farm.dict", "seeds"]),
        // And over font files, the widest untrusted input: FreeType, HarfBuzz and cairo of
        // the pinned stack (the system's with the SystemLibraries trait) straight from C.
        .executableTarget(name: "PlaceholderFontFuzz", dependencies: ["FuzzDriver"] + pinnedOrSystem("CFreeType")
                            + pinnedOrSystem("CHarfBuzz") + pinnedOrSystem("CCairo"), exclude: ["seeds", "font.dict"]),
        // Headless Chromium and screenshot checks for the tests of every target that writes
        // a page (the verify report, the contact sheet): a regular target only tests use.
        .target(name: "BrowserSupport", dependencies: ["PlaceholderImage"], path: "Tests/BrowserSupport"),
        // Scratch folders for every test target, inside one folder removed at exit.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "PlaceholderKitTests", dependencies: ["TestSupport", "PlaceholderKit", "PlaceholderRendering", "PlaceholderAudit", "PlaceholderGeometry", "PlaceholderText", "PlaceholderModel", "PlaceholderImage", "PlaceholderFormat"]
                    + pinnedOrSystem("CFreeType"), exclude: ["LineBreakTest-15.1.0.txt", "LineBreakTestSkips-15.1.0-icu76.txt"]),
        // Depends on the differ alone (BrowserSupport needs only PlaceholderImage): it builds
        // and passes with no text stack at all.
        .testTarget(name: "PlaceholderImageDiffTests", dependencies: ["TestSupport", "PlaceholderImageDiff", "PlaceholderImage", "PlaceholderFormat", "BrowserSupport"], exclude: ["Fixtures"]),
        // ClientPackage: a package that depends on this one, for ClientPackageTests.
        .testTarget(name: "PlaceholderSnapshotTestingTests",
                    dependencies: ["TestSupport", "PlaceholderSnapshotTesting", "PlaceholderKit", "PlaceholderImageDiff", "PlaceholderImage"],
                    exclude: ["ClientPackage", "ClientReferencesOfTheDebian12Stack"]),
        // BadInputs: the corpus of hostile inputs the built tool is run over.
        .testTarget(name: "PlaceholderKitCLITests",
                    dependencies: ["TestSupport", "PlaceholderKitCLI", "PlaceholderSnapshotTesting", "PlaceholderKit", "PlaceholderRendering", "PlaceholderImageDiff", "PlaceholderImage", "PlaceholderFormat", "BrowserSupport"],
                    exclude: ["BadInputs"]),
    ]
)
