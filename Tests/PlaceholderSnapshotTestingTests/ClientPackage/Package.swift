// swift-tools-version: 6.1
// A client of PlaceholderKit, as a user's package depends on it: ClientPackageTests copies
// this folder, points the dependency at the checkout under test (a path dependency is
// named after its folder: @PACKAGE@), and runs `swift test`.
import PackageDescription

let package = Package(
    name: "Client",
    dependencies: [
        .package(path: "@PLACEHOLDERKIT@"),
    ],
    targets: [
        .testTarget(name: "ClientTests", dependencies: [
            .product(name: "PlaceholderSnapshotTesting", package: "@PACKAGE@"),
            .product(name: "PlaceholderKit", package: "@PACKAGE@"),
        ]),
    ]
)
