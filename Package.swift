// swift-tools-version: 6.0
import PackageDescription

/// A system library reached through pkg-config; Debian's -dev package provides it.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "PlaceholderKit",
    products: [
        .library(name: "PlaceholderImage", targets: ["PlaceholderImage"]),
        .library(name: "PlaceholderKit", targets: ["PlaceholderKit"]),
        .library(name: "PlaceholderImageDiff", targets: ["PlaceholderImageDiff"]),
        .library(name: "PlaceholderSnapshotTesting", targets: ["PlaceholderSnapshotTesting"]),
        .executable(name: "placeholderkit", targets: ["placeholderkit"]),
    ],
    dependencies: [
        // The command line: parsing, help, completions. No dependencies of its own.
        // Offline, scripts/lib/mirrors.bash points SwiftPM at a local mirror of it.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        systemLibrary("CCairo", pkgConfig: "cairo", apt: "libcairo2-dev"),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        // libhyphen has no pkg-config file: its header and library are in the default paths.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // ICU is a C target, not a system library: see Sources/CICU/include/cicu.h.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // libpng is a C target too, so its longjmp handling compiles with warnings on: see
        // Sources/CPNG/include/cpng.h.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16")]),
        // The running executable's build ID, which keys an incremental render's images.
        .target(name: "CBuildID"),
        // RGBA images, the PNG codec and atomic files: no fonts, no cairo.
        .target(name: "PlaceholderImage", dependencies: ["CPNG"]),
        .target(
            name: "PlaceholderKit",
            dependencies: ["CCairo", "CFreeType", "CFontconfig", "CHarfBuzz", "CHyphen", "CICU", "PlaceholderImage"]
        ),
        // Pixel diff, reference snapshots and reports; no test framework (so the CLI can use
        // it) and no text stack (so it works where fonts are broken).
        .target(name: "PlaceholderImageDiff", dependencies: ["PlaceholderImage"]),
        // assertSnapshot for Swift Testing and XCTest.
        .target(name: "PlaceholderSnapshotTesting", dependencies: ["PlaceholderImageDiff", "PlaceholderKit", "PlaceholderImage"]),
        .target(
            name: "PlaceholderKitCLI",
            dependencies: ["PlaceholderKit", "PlaceholderImageDiff", "PlaceholderImage", "CBuildID", .product(name: "ArgumentParser", package: "swift-argument-parser")]
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
        .executableTarget(name: "PlaceholderReportFuzz", dependencies: ["PlaceholderImageDiff", "PlaceholderImage", "FuzzDriver"], exclude: ["report.dict", "seeds"]),
        // And over a render farm's folder files: contact-sheet indexes from shard artifacts,
        // incremental manifests from CI caches.
        .executableTarget(name: "PlaceholderFarmFuzz", dependencies: ["PlaceholderKitCLI", "PlaceholderImage", "FuzzDriver"], exclude: ["farm.dict", "seeds"]),
        // Headless Chromium and screenshot checks for the tests of every target that writes
        // a page (the verify report, the contact sheet): a regular target only tests use.
        .target(name: "BrowserSupport", dependencies: ["PlaceholderImage"], path: "Tests/BrowserSupport"),
        .testTarget(name: "PlaceholderKitTests", dependencies: ["PlaceholderKit"], exclude: ["LineBreakTestSkips.txt"]),
        // Depends on the differ alone (BrowserSupport needs only PlaceholderImage): it builds
        // and passes with no text stack at all.
        .testTarget(name: "PlaceholderImageDiffTests", dependencies: ["PlaceholderImageDiff", "PlaceholderImage", "BrowserSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "PlaceholderSnapshotTestingTests",
                    dependencies: ["PlaceholderSnapshotTesting", "PlaceholderKit", "PlaceholderImageDiff", "PlaceholderImage"]),
        // BadInputs: the corpus of hostile inputs the built tool is run over.
        .testTarget(name: "PlaceholderKitCLITests",
                    dependencies: ["PlaceholderKitCLI", "PlaceholderSnapshotTesting", "PlaceholderKit", "PlaceholderImageDiff", "PlaceholderImage", "BrowserSupport"],
                    exclude: ["BadInputs"]),
    ]
)
