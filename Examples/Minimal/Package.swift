// swift-tools-version: 6.1
// Minimal: an SDL app of its own that embeds SplitKit's split view (depends on this repository by path).
import PackageDescription

let package = Package(
    name: "Minimal",
    dependencies: [.package(name: "splitview", path: "../..")],
    targets: [
        .executableTarget(
            name: "Minimal",
            dependencies: [
                .product(name: "SplitKit", package: "splitview"),
                .product(name: "SplitKitSDL", package: "splitview"),
                .product(name: "SplitKitScripting", package: "splitview"),
                .product(name: "SplitKitApp", package: "splitview"),  // AppLauncher: the window, or a script replayed headless
                .product(name: "SplitKitATSPI", package: "splitview"),  // screen readers (AT-SPI over D-Bus)
            ])
    ],
    swiftLanguageModes: [.v6]
)
