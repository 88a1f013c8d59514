// swift-tools-version: 6.0
import PackageDescription

/// A system library reached through pkg-config; Debian's -dev package provides it.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "PlaceholderKit",
    products: [
        .library(name: "PlaceholderKit", targets: ["PlaceholderKit"]),
        .library(name: "PlaceholderImageDiff", targets: ["PlaceholderImageDiff"]),
        .library(name: "PlaceholderSnapshotTesting", targets: ["PlaceholderSnapshotTesting"]),
        .executable(name: "placeholderkit", targets: ["placeholderkit"]),
    ],
    targets: [
        systemLibrary("CCairo", pkgConfig: "cairo", apt: "libcairo2-dev"),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        // ICU is a C target, not a system library: see Sources/CICU/include/cicu.h.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        .target(
            name: "PlaceholderKit",
            dependencies: ["CCairo", "CFreeType", "CFontconfig", "CHarfBuzz", "CICU", "CPNG"]
        ),
        // Pixel diff, reference snapshots and reports; no test framework, so the CLI can use it.
        .target(name: "PlaceholderImageDiff", dependencies: ["PlaceholderKit"]),
        // assertSnapshot for Swift Testing and XCTest.
        .target(name: "PlaceholderSnapshotTesting", dependencies: ["PlaceholderImageDiff"]),
        .target(name: "PlaceholderKitCLI", dependencies: ["PlaceholderKit", "PlaceholderImageDiff"]),
        .executableTarget(name: "placeholderkit", dependencies: ["PlaceholderKitCLI"]),
        .testTarget(name: "PlaceholderKitTests", dependencies: ["PlaceholderKit"], exclude: ["LineBreakTestSkips.txt"]),
        .testTarget(
            name: "PlaceholderSnapshotTestingTests", dependencies: ["PlaceholderSnapshotTesting"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "PlaceholderKitCLITests", dependencies: ["PlaceholderKitCLI"]),
    ]
)
