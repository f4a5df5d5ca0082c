// swift-tools-version: 6.1
// The pure core's tests on their own, for the edit-test loop (`make unit`): SplitKit, its test support and its tests,
// reached through symbolic links into the main package, so that nothing else compiles (no SDL, no D-Bus, no crypto,
// no demo). On Linux `swift test` builds every test target of a package into one bundle, and `--filter` only limits
// what runs, so in the main package the same tests wait for everything to build.
import PackageDescription

let package = Package(
    name: "splitkit-unit",
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        .target(name: "SplitKit", path: "Sources/SplitKit"),
        .target(name: "SplitKitTestSupport", dependencies: ["SplitKit"], path: "Tests/SplitKitTestSupport"),
        .testTarget(
            name: "SplitKitTests",
            dependencies: ["SplitKit", "SplitKitTestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/SplitKitTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
